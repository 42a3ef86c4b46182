import type { AppContext } from '../../context';
import { unbindAllCards } from '../bankCard/store';
import { releaseExtraMobiles } from '../multiAccount/store';
import { revokeAllSessions } from './sessions';
import { markCancelled } from './users';

/**
 * Cancels an account in one transaction: the account is marked cancelled with its reason, its bound
 * cards are unbound, its further mobiles (multi-account flow) are released, free for new registrations,
 * and every session ends.
 */
export function cancelAccount(ctx: AppContext, userId: number, reasonCode: string): void {
  ctx.db.transaction(() => {
    const now = ctx.clock.now();
    markCancelled(ctx, userId, reasonCode, now);
    unbindAllCards(ctx, userId, now);
    releaseExtraMobiles(ctx, userId);
    revokeAllSessions(ctx, userId);
  })();
}
