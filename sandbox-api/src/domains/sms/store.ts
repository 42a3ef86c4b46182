import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { fail } from '../../lib/errors';

/** The SMS domain's tables: the codes sent (sms_codes) and the wrong-code counts and locks per mobile and scope (sms_locks). */

export interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
}

/** Until when the mobile is locked in `scope`, or undefined when it never was. */
export const lockedUntilOf = (ctx: AppContext, mobile: string, scope: string): number | undefined =>
  (ctx.db.prepare('SELECT locked_until FROM sms_locks WHERE mobile = ? AND scope = ?').get(mobile, scope) as { locked_until: number } | undefined)?.locked_until;

/** How many codes (of any purpose) were sent to the mobile after `since`. */
export const codesSentSince = (ctx: AppContext, mobile: string, since: number): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND sent_at > ?').get(mobile, since) as { n: number }).n;

export function insertCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, sentAt: number, expiresAt: number): void {
  ctx.db.prepare('INSERT INTO sms_codes (mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(mobile, purpose, code, sentAt, expiresAt);
}

/** The newest unspent code of that purpose sent to the mobile, or undefined. */
export const latestUnusedCode = (ctx: AppContext, mobile: string, purpose: SmsPurpose): CodeRow | undefined =>
  ctx.db
    .prepare('SELECT id, code, expires_at FROM sms_codes WHERE mobile = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose) as CodeRow | undefined;

/** Counts one wrong code against the mobile in `scope`; the wrong entries counted since the last reset. */
export const countWrongCode = (ctx: AppContext, mobile: string, scope: string): number =>
  (
    ctx.db
      .prepare(
        `INSERT INTO sms_locks (mobile, scope, wrong_count) VALUES (?, ?, 1)
         ON CONFLICT(mobile, scope) DO UPDATE SET wrong_count = wrong_count + 1 RETURNING wrong_count`,
      )
      .get(mobile, scope) as { wrong_count: number }
  ).wrong_count;

/** Locks the mobile in `scope` until `until`, the wrong count starting again. */
export function lockMobile(ctx: AppContext, mobile: string, scope: string, until: number): void {
  ctx.db.prepare('UPDATE sms_locks SET wrong_count = 0, locked_until = ? WHERE mobile = ? AND scope = ?').run(until, mobile, scope);
}

/** Forgets the wrong codes counted against the mobile in `scope` (a right code was typed). */
export function clearWrongCodes(ctx: AppContext, mobile: string, scope: string): void {
  ctx.db.prepare('UPDATE sms_locks SET wrong_count = 0 WHERE mobile = ? AND scope = ?').run(mobile, scope);
}

/** Marks a code spent; false when it was spent already (another request was first). */
export const markCodeUsed = (ctx: AppContext, id: number): boolean =>
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ? AND used = 0').run(id).changes === 1;

/**
 * Spends a checked code and runs the write it guards in one transaction: 2017 (and nothing written) when
 * another request spent the code first; a failing write leaves the code unspent.
 */
export function spendCodeWith<T>(ctx: AppContext, id: number, write: () => T): T {
  return ctx.db.transaction(() => {
    if (!markCodeUsed(ctx, id)) fail(2017);
    return write();
  })();
}

/** Whether a code of that purpose sent to the mobile after `since` was spent (a recent proof of the number). */
export const codeSpentSince = (ctx: AppContext, mobile: string, purpose: SmsPurpose, since: number): boolean =>
  ctx.db.prepare('SELECT 1 FROM sms_codes WHERE mobile = ? AND purpose = ? AND used = 1 AND sent_at > ?').get(mobile, purpose, since) !== undefined;

/** The newest code sent to a mobile (test hook: the SMS outbox), or undefined. */
export const latestCode = (ctx: AppContext, mobile: string) =>
  ctx.db
    .prepare('SELECT mobile, code, purpose AS type, sent_at AS sentAt, expires_at AS expiresAt FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1')
    .get(mobile) as { mobile: string; code: string; type: string; sentAt: number; expiresAt: number } | undefined;
