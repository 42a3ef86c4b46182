import type { AppContext } from '../../context';

/** The account ("card") columns of the users table: opening, limit, deal password. */

/** Opens the account with its number and limit, not yet active; nothing changes when it is open already. */
export function openCard(ctx: AppContext, userId: number, accountNo: string, limitFen: number): void {
  ctx.db
    .prepare(`UPDATE users SET open_card_status = 1, account_no = ?, credit_limit_fen = ?, active_status = 0 WHERE id = ? AND open_card_status = 0`)
    .run(accountNo, limitFen, userId);
}

/** Stores the hash of a new deal password. */
/**
 * A changed or reset deal password also turns fingerprint pay off on every device (ADR 030): a device
 * registered by whoever knew the old password pays no more.
 */
export function setTradePwdHash(ctx: AppContext, userId: number, hash: string): void {
  ctx.db.prepare('UPDATE users SET trade_pwd_hash = ? WHERE id = ?').run(hash, userId);
  ctx.db.prepare('DELETE FROM fingerprint_keys WHERE user_id = ?').run(userId);
}

/**
 * Sets the first deal password, atomically: one conditional UPDATE, so of concurrent calls (each past its
 * slow hash) exactly one writes; false when a password is set already.
 */
export function setFirstTradePwdHash(ctx: AppContext, userId: number, hash: string): boolean {
  return ctx.db.prepare('UPDATE users SET trade_pwd_hash = ? WHERE id = ? AND trade_pwd_hash IS NULL').run(hash, userId).changes === 1;
}
