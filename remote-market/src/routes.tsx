import type { RemoteRoute } from '@credit/shared';
import { activityRoutes } from './features/activities/routes';
import { couponRoutes } from './features/coupons/routes';
import { discoverRoutes } from './features/discover/routes';
import { inviteRoutes } from './features/invite/routes';
import { letterRoutes } from './features/letters/routes';
import { memberRoutes } from './features/member/routes';
import { walletRoutes } from './features/wallet/routes';
import { creditLifeRoutes } from './features/creditLife/routes';

/** The market remote's route table, exposed as `./routes` (spec 2.1 tabs, 2.6, 2.10 named routes, 7.7). */
export const routes: RemoteRoute[] = [...discoverRoutes, ...memberRoutes, ...inviteRoutes, ...walletRoutes, ...couponRoutes, ...letterRoutes, ...activityRoutes, ...creditLifeRoutes];
