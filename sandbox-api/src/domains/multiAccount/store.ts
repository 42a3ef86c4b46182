import type { AppContext } from '../../context';

/**
 * The multi-account data (spec 2.8): an account's further mobiles (account_mobiles, from merged legacy
 * accounts) and the mobile a user chose and proved in the flow (multi_account_choices).
 */

export interface MobileRow {
  id: number;
  mobile: string;
}

/** The further mobiles bound to an account (not its login mobile), oldest first. */
export const extraMobiles = (ctx: AppContext, userId: number): MobileRow[] =>
  ctx.db.prepare('SELECT id, mobile FROM account_mobiles WHERE user_id = ? ORDER BY id').all(userId) as MobileRow[];

export const hasExtraMobile = (ctx: AppContext, userId: number): boolean =>
  ctx.db.prepare('SELECT 1 FROM account_mobiles WHERE user_id = ? LIMIT 1').get(userId) !== undefined;

/** The number of the account's further mobile of that id, or undefined. */
export const extraMobileOf = (ctx: AppContext, userId: number, id: number): string | undefined =>
  (ctx.db.prepare('SELECT mobile FROM account_mobiles WHERE id = ? AND user_id = ?').get(id, userId) as { mobile: string } | undefined)?.mobile;

/** Binds a further mobile to an account. Throws SQLite's unique violation when the number is bound already. */
export function insertExtraMobile(ctx: AppContext, userId: number, mobile: string): void {
  ctx.db.prepare('INSERT INTO account_mobiles (user_id, mobile, created_at) VALUES (?, ?, ?)').run(userId, mobile, ctx.clock.now());
}

/** Keeps the mobile the user proved (replacing an earlier choice), verified now. */
export function saveChoice(ctx: AppContext, userId: number, mobile: string): void {
  ctx.db
    .prepare(
      `INSERT INTO multi_account_choices (user_id, mobile, verified_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET mobile = excluded.mobile, verified_at = excluded.verified_at`,
    )
    .run(userId, mobile, ctx.clock.now());
}

export const choiceOf = (ctx: AppContext, userId: number): { mobile: string; verified_at: number } | undefined =>
  ctx.db.prepare('SELECT mobile, verified_at FROM multi_account_choices WHERE user_id = ?').get(userId) as { mobile: string; verified_at: number } | undefined;

/** Releases the account's further mobiles (free for new registrations) and forgets its choice. */
export function releaseExtraMobiles(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM account_mobiles WHERE user_id = ?').run(userId);
  ctx.db.prepare('DELETE FROM multi_account_choices WHERE user_id = ?').run(userId);
}

/**
 * The chosen mobile becomes the login mobile and the further mobiles are released, in one transaction.
 * Throws SQLite's unique violation when another account took the number meanwhile.
 */
export function makeLoginMobile(ctx: AppContext, userId: number, mobile: string): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, userId);
    releaseExtraMobiles(ctx, userId);
  })();
}
