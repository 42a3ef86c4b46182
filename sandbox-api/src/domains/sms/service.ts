import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { fail } from '../../lib/errors';
import { SMS_CODE_LENGTH, SMS_LOCK_MS, SMS_MAX_SENDS, SMS_MAX_WRONG, SMS_SEND_WINDOW_MS } from '../../lib/catalogue';
import { mask } from '../../lib/mask';
import type { UserRow } from '../account/users';

interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
}

/** Purposes anyone may ask a code for (no session): a stranger can type wrong codes for them. */
const GUEST_PURPOSES: ReadonlySet<SmsPurpose> = new Set(['regist', 'login', 'forgetPwd']);

/**
 * Which lock a wrong code counts against (docs/security.md "Limits"). Codes of the guest flows, and any
 * code typed without a session, count against the number's guest lock: it blocks SMS login,
 * registration and reset by SMS (spec 2005), but neither password login nor the flows of a session.
 * Codes typed in a session count against that session's user only, whom a stranger cannot be.
 */
const lockScope = (purpose: SmsPurpose, user: UserRow | undefined): string => (GUEST_PURPOSES.has(purpose) || !user ? 'guest' : `u${user.id}`);

function assertNotLocked(ctx: AppContext, mobile: string, scope: string): void {
  const lock = ctx.db.prepare('SELECT locked_until FROM sms_locks WHERE mobile = ? AND scope = ?').get(mobile, scope) as { locked_until: number } | undefined;
  if (lock && lock.locked_until > ctx.clock.now()) fail(2005);
}

/**
 * Sends (prints) a code: at most SMS_MAX_SENDS per mobile in SMS_SEND_WINDOW_MS, none while the
 * caller's lock of the number is on. `user` is the session asking (undefined for a guest).
 */
export function sendCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, user: UserRow | undefined): void {
  assertNotLocked(ctx, mobile, lockScope(purpose, user));
  const now = ctx.clock.now();
  const sent = ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE mobile = ? AND sent_at > ?').get(mobile, now - SMS_SEND_WINDOW_MS) as { n: number };
  if (sent.n >= SMS_MAX_SENDS) fail(2001);
  const code = randomDigits(SMS_CODE_LENGTH);
  ctx.db
    .prepare('INSERT INTO sms_codes (mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(mobile, purpose, code, now, now + ctx.opts.smsTtlMs);
  // No SMS gateway exists: the outbox is this log line and the test hook. Without the hooks (a
  // production-like run) the code is a secret like any other and stays out of the log.
  if (ctx.opts.hooks) ctx.log.info({ sms: { mobile: mask(mobile), purpose, code } }, `SMS outbox: code ${code} for ${mask(mobile)} (${purpose})`);
  else ctx.log.info({ sms: { mobile: mask(mobile), purpose } }, `SMS outbox: code sent to ${mask(mobile)} (${purpose})`);
}

/**
 * Checks a code: none asked for 2017, expired 2019, wrong 2018; the wrong entry after SMS_MAX_WRONG
 * locks the mobile for a day (2005) in the caller's scope (`lockScope`). `consume` spends the code (the
 * operation it guards); the stand-alone validate calls leave it for that operation. `user` is the
 * session typing the code (undefined for a guest). Returns the code's id for `spendCode`: an operation
 * with slow work (a password hash) does that work first, then checks the code and spends it in the
 * transaction of its write, so a failure in between never burns the code.
 */
export function checkCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, consume: boolean, user: UserRow | undefined): number {
  const scope = lockScope(purpose, user);
  assertNotLocked(ctx, mobile, scope);
  const row = ctx.db
    .prepare('SELECT id, code, expires_at FROM sms_codes WHERE mobile = ? AND purpose = ? AND used = 0 ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose) as CodeRow | undefined;
  if (!row) fail(2017);
  const now = ctx.clock.now();
  if (row.expires_at <= now) fail(2019);
  if (row.code !== code) {
    const { wrong_count } = ctx.db
      .prepare(
        `INSERT INTO sms_locks (mobile, scope, wrong_count) VALUES (?, ?, 1)
         ON CONFLICT(mobile, scope) DO UPDATE SET wrong_count = wrong_count + 1 RETURNING wrong_count`,
      )
      .get(mobile, scope) as { wrong_count: number };
    if (wrong_count > SMS_MAX_WRONG) {
      ctx.db.prepare('UPDATE sms_locks SET wrong_count = 0, locked_until = ? WHERE mobile = ? AND scope = ?').run(now + SMS_LOCK_MS, mobile, scope);
      fail(2005);
    }
    fail(2018);
  }
  ctx.db.prepare('UPDATE sms_locks SET wrong_count = 0 WHERE mobile = ? AND scope = ?').run(mobile, scope);
  if (consume) spendCode(ctx, row.id);
  return row.id;
}

/** Spends a checked code; 2017 if another request spent it first. Run it in the guarded write's transaction. */
export function spendCode(ctx: AppContext, id: number): void {
  if (ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ? AND used = 0').run(id).changes !== 1) fail(2017);
}

export function latestCode(ctx: AppContext, mobile: string) {
  return ctx.db
    .prepare('SELECT mobile, code, purpose AS type, sent_at AS sentAt, expires_at AS expiresAt FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1')
    .get(mobile) as { mobile: string; code: string; type: string; sentAt: number; expiresAt: number } | undefined;
}
