import type { AppContext } from '../../context';
import { revokeAllSessions } from './sessionStore';
import { markCancelled } from '../../lib/userStore';

/**
 * Cancels an account in one transaction: the account is marked cancelled with its reason, its bound
 * cards are unbound, its further mobiles (multi-account flow) are released, free for new registrations,
 * and every session ends.
 */
export function cancelAccount(ctx: AppContext, userId: number, reasonCode: string): void {
  ctx.db.transaction(() => {
    const now = ctx.clock.now();
    markCancelled(ctx, userId, reasonCode, now);
    ctx.crossings.unbindAllCards(ctx, userId, now);
    ctx.crossings.releaseExtraMobiles(ctx, userId);
    revokeAllSessions(ctx, userId);
  })();
}
