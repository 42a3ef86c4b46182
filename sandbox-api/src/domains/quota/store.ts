import type { AppContext } from '../../context';

/** The quota domain's one write: activating the limit of an opened account. */

/** Activates the user's limit; nothing changes while the account is not opened. */
export function activateLimit(ctx: AppContext, userId: number): void {
  ctx.db.prepare('UPDATE users SET active_status = 1 WHERE id = ? AND open_card_status = 1').run(userId);
}
