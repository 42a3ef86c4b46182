import type { AppContext } from '../../context';
import { failWithMessage, SERVER_MESSAGES } from '../../lib/errors';

/** The wx_auth_codes table: the messaging app's OAuth codes (hashed) and the fan each names (rules in wxCodes.ts). */

export interface CodeRow {
  open_id: string;
  created_at: number;
  used_at: number | null;
}

export const fanCodeRow = (ctx: AppContext, codeHash: string): CodeRow | undefined =>
  ctx.db.prepare('SELECT open_id, created_at, used_at FROM wx_auth_codes WHERE code_hash = ?').get(codeHash) as CodeRow | undefined;

export function insertFanCode(ctx: AppContext, codeHash: string, openId: string, at: number): void {
  ctx.db.prepare('INSERT INTO wx_auth_codes (code_hash, open_id, created_at) VALUES (?, ?, ?)').run(codeHash, openId, at);
}

/** Forgets the codes first seen before `before`. */
export function forgetFanCodesBefore(ctx: AppContext, before: number): void {
  ctx.db.prepare('DELETE FROM wx_auth_codes WHERE created_at < ?').run(before);
}

/** Spends the code and runs the login it allows in one transaction; refused (40403) if the code was spent meanwhile. */
export function spendFanCodeWith<T>(ctx: AppContext, codeHash: string, login: () => T): T {
  return ctx.db.transaction(() => {
    const changed = ctx.db.prepare('UPDATE wx_auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(ctx.clock.now(), codeHash).changes;
    if (changed !== 1) failWithMessage(SERVER_MESSAGES.wxCodeExpired);
    return login();
  })();
}
