import type { AppContext } from '../../context';

/**
 * The market domain's SQL (issue 23): points and fudou, coupons, letters, welcomes, activity draws,
 * invitations and top-ups. The handlers in routes.ts, invite.ts, welcome.ts and mall.ts call these.
 */

/** Who invited a user (null when nobody did). */
export const invitedByOf = (ctx: AppContext, userId: number): number | null =>
  (ctx.db.prepare('SELECT invited_by FROM users WHERE id = ?').get(userId) as { invited_by: number | null } | undefined)?.invited_by ?? null;
