import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { fail } from '../../lib/errors';

/**
 * The SMS domain's tables: the codes sent (sms_codes: who asked, spent `used` = 1 or burnt `used` = 2, its
 * own wrong entries) and the wrong-code counts and locks per mobile and scope (sms_locks).
 */

export interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
}

/** Until when the mobile is locked in `scope`, or undefined when it never was. */
export const lockedUntilOf = (ctx: AppContext, mobile: string, scope: string): number | undefined =>
  (ctx.db.prepare('SELECT locked_until FROM sms_locks WHERE mobile = ? AND scope = ?').get(mobile, scope) as { locked_until: number } | undefined)?.locked_until;

/**
 * How many codes `sender` asked for to the mobile after `since` (any purpose of its class): `guest` for
 * the guest purposes, `u<id>` for a session's. One allowance per number and sender (service.ts).
 */
export const codesSentSince = (ctx: AppContext, mobile: string, sender: string, since: number): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND sender = ? AND sent_at > ?').get(mobile, sender, since) as { n: number }).n;

/** The codes `sender` asked for after `since` to numbers other than `own`, and when the oldest of them was sent. */
export const codesSentElsewhereSince = (ctx: AppContext, sender: string, own: string, since: number): { n: number; oldest: number | null } =>
  ctx.db
    .prepare('SELECT COUNT(*) AS n, MIN(sent_at) AS oldest FROM sms_codes WHERE sender = ? AND mobile <> ? AND sent_at > ?')
    .get(sender, own, since) as { n: number; oldest: number | null };

export function insertCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, sender: string, code: string, sentAt: number, expiresAt: number): void {
  ctx.db
    .prepare('INSERT INTO sms_codes (mobile, purpose, sender, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(mobile, purpose, sender, code, sentAt, expiresAt);
}

/**
 * The newest code of that purpose that `sender` asked for to the mobile and that was not spent, or
 * undefined: `burnt` when wrong entries used it up (it hides that sender's older codes, so the answer is
 * "expired", not a check against an older code the user no longer has in mind). Codes of other senders
 * are never looked at: a code someone else asked for the number neither replaces nor invalidates it.
 */
export const latestLiveCode = (ctx: AppContext, mobile: string, purpose: SmsPurpose, sender: string): (CodeRow & { burnt: boolean }) | undefined => {
  const row = ctx.db
    .prepare('SELECT id, code, expires_at, used FROM sms_codes WHERE mobile = ? AND purpose = ? AND sender = ? AND used <> 1 ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose, sender) as (CodeRow & { used: number }) | undefined;
  return row && { id: row.id, code: row.code, expires_at: row.expires_at, burnt: row.used === 2 };
};

/** Counts one wrong entry against the code itself (whoever typed it); the code's wrong entries so far. */
export const countWrongOnCode = (ctx: AppContext, id: number): number =>
  (ctx.db.prepare('UPDATE sms_codes SET wrong_count = wrong_count + 1 WHERE id = ? RETURNING wrong_count').get(id) as { wrong_count: number }).wrong_count;

/** Burns an unspent code: no entry, right or wrong, is checked against it again. */
export function burnCode(ctx: AppContext, id: number): void {
  ctx.db.prepare('UPDATE sms_codes SET used = 2 WHERE id = ? AND used = 0').run(id);
}

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

/**
 * Whether a code of that purpose that `sender` asked for to the mobile after `since` was spent (a recent
 * proof of the number by that sender).
 */
export const codeSpentSince = (ctx: AppContext, mobile: string, purpose: SmsPurpose, sender: string, since: number): boolean =>
  ctx.db.prepare('SELECT 1 FROM sms_codes WHERE mobile = ? AND purpose = ? AND sender = ? AND used = 1 AND sent_at > ?').get(mobile, purpose, sender, since) !== undefined;

/**
 * The newest code sent to a mobile (test hook: the SMS outbox), or undefined; with `sender`, the newest
 * that sender asked for (`guest`, or `u<id>` for a session user's: the code valid for that user alone).
 */
export const latestCode = (ctx: AppContext, mobile: string, sender?: string) =>
  ctx.db
    .prepare(
      `SELECT mobile, code, purpose AS type, sent_at AS sentAt, expires_at AS expiresAt FROM sms_codes
       WHERE mobile = ? AND (? IS NULL OR sender = ?) ORDER BY id DESC LIMIT 1`,
    )
    .get(mobile, sender ?? null, sender ?? null) as { mobile: string; code: string; type: string; sentAt: number; expiresAt: number } | undefined;
