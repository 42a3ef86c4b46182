import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { fail } from '../../lib/errors';
import { SMS_CODE_LENGTH, SMS_LOCK_MS, SMS_MAX_SENDS, SMS_MAX_WRONG, SMS_SEND_WINDOW_MS } from '../../lib/catalogue';
import { mask } from '../../lib/mask';
import type { UserRow } from '../account/users';
import { clearWrongCodes, codesSentSince, countWrongCode, insertCode, latestUnusedCode, lockedUntilOf, lockMobile, markCodeUsed } from './store';

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
  const lockedUntil = lockedUntilOf(ctx, mobile, scope);
  if (lockedUntil !== undefined && lockedUntil > ctx.clock.now()) fail(2005);
}

/**
 * Sends (prints) a code: at most SMS_MAX_SENDS per mobile in SMS_SEND_WINDOW_MS, none while the
 * caller's lock of the number is on. `user` is the session asking (undefined for a guest).
 */
export function sendCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, user: UserRow | undefined): void {
  assertNotLocked(ctx, mobile, lockScope(purpose, user));
  const now = ctx.clock.now();
  if (codesSentSince(ctx, mobile, now - SMS_SEND_WINDOW_MS) >= SMS_MAX_SENDS) fail(2001);
  const code = randomDigits(SMS_CODE_LENGTH);
  insertCode(ctx, mobile, purpose, code, now, now + ctx.opts.smsTtlMs);
  // No SMS gateway exists: the outbox is this log line and the test hook. Without the hooks (a
  // production-like run) the code is a secret like any other and stays out of the log.
  if (ctx.opts.hooks) ctx.log.info({ sms: { mobile: mask(mobile), purpose, code } }, `SMS outbox: code ${code} for ${mask(mobile)} (${purpose})`);
  else ctx.log.info({ sms: { mobile: mask(mobile), purpose } }, `SMS outbox: code sent to ${mask(mobile)} (${purpose})`);
}

/**
 * Checks a code: none asked for 2017, expired 2019, wrong 2018; the wrong entry after SMS_MAX_WRONG
 * locks the mobile for a day (2005) in the caller's scope (`lockScope`). `consume` spends the code (the
 * operation it guards); the stand-alone validate calls leave it for that operation. `user` is the
 * session typing the code (undefined for a guest). Returns the code's id for `spendCodeWith` (store.ts): an operation
 * with slow work (a password hash) does that work first, then checks the code and spends it in the
 * transaction of its write, so a failure in between never burns the code.
 */
export function checkCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, consume: boolean, user: UserRow | undefined): number {
  const scope = lockScope(purpose, user);
  assertNotLocked(ctx, mobile, scope);
  const row = latestUnusedCode(ctx, mobile, purpose);
  if (!row) fail(2017);
  const now = ctx.clock.now();
  if (row.expires_at <= now) fail(2019);
  if (row.code !== code) {
    if (countWrongCode(ctx, mobile, scope) > SMS_MAX_WRONG) {
      lockMobile(ctx, mobile, scope, now + SMS_LOCK_MS);
      fail(2005);
    }
    fail(2018);
  }
  clearWrongCodes(ctx, mobile, scope);
  if (consume) spendCode(ctx, row.id);
  return row.id;
}

/** Spends a checked code; 2017 if another request spent it first. */
function spendCode(ctx: AppContext, id: number): void {
  if (!markCodeUsed(ctx, id)) fail(2017);
}
