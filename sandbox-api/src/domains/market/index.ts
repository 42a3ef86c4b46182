import { SEED_ORDER, type DomainFace } from '../../lib/face';
import { marketRoutes } from './routes';
import { inviteRoutes, seedDemoInvitations, vestInviteRewards } from './inviteRoutes';
import { mallRoutes, registerMallPage } from './mallRoutes';
import { ensureWelcome, seedDemoMarket } from './welcome';
import { activityHookRoutes, activityRoutes, seedActivities } from './activityRoutes';
import { couponRoutes } from './couponRoutes';

// The market domain's face: the one module another domain, the server or the seed runner imports from it.

export { ACTIVITIES, ANNOUNCEMENTS, BANNERS, DISCOVER_ACTIVITIES, INVITE_REWARD_FEN, INVITE_REWARD_TITLE, TAB_ADS } from './content';
export { bannerClickCounts, invitedByOf } from './store';
export { memberLevelOf } from './routes';
export { activityDefOf, activityState } from './activityRoutes';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'market',
  routes: [...marketRoutes, ...inviteRoutes, ...mallRoutes, ...activityRoutes, ...couponRoutes],
  hookRoutes: activityHookRoutes,
  pages: [registerMallPage],
  openings: {
    welcome: (ctx, user) => ensureWelcome(ctx, user.id),
    vestRewards: (ctx, user) => vestInviteRewards(ctx, user.id),
  },
  seeds: [
    { order: SEED_ORDER.market, run: (ctx, demo) => seedDemoMarket(ctx, demo.userId) },
    { order: SEED_ORDER.invitations, run: (ctx, demo) => seedDemoInvitations(ctx, demo.userId) },
    { order: SEED_ORDER.activities, run: (ctx) => seedActivities(ctx) },
  ],
});
