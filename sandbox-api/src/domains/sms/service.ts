import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { fail, failWithMessage, smsSenderLimitMessage } from '../../lib/errors';
import { SMS_CODE_LENGTH, SMS_LOCK_MS, SMS_MAX_SENDS, SMS_MAX_WRONG, SMS_SEND_WINDOW_MS } from '../../lib/catalogue';
import { mask } from '../../lib/mask';
import type { UserRow } from '../../lib/userStore';
import {
  burnCode, clearWrongCodes, codesSentElsewhereSince, codesSentSince, countWrongCode, countWrongOnCode, insertCode, latestLiveCode, lockedUntilOf,
  lockMobile, markCodeUsed,
} from './store';

/** Purposes anyone may ask a code for (no session): a stranger can ask for them and type wrong codes. */
const GUEST_PURPOSES: ReadonlySet<SmsPurpose> = new Set(['regist', 'login', 'forgetPwd']);

/**
 * Codes a session user may have sent to numbers other than their own mobile (card reserved mobiles,
 * a new number, another number of theirs), on top of the allowance per number (docs/adr/025-lock-scopes.md).
 */
export const SMS_SENDER_LIMIT = { max: 10, windowMs: 24 * 3600_000 } as const;

/**
 * Who asks for or types a code: a session's user, and the client address the request came from. The
 * guest purposes (and any code typed without a session) need the address: their lock is held per address.
 */
export type Caller = { user: UserRow; client?: string } | { user?: UserRow; client: string };

/**
 * Which lock a wrong code counts against (docs/adr/025-lock-scopes.md). Codes of the guest flows, and
 * any code typed without a session, count against the number's lock for the client address that typed
 * them: it blocks that address's SMS login, registration and reset by SMS for a day (spec 2005), not
 * the owner typing on their own phone, nor password login, nor the flows of a session. Codes typed in a
 * session count against that session's user only, whom a stranger cannot be.
 */
function lockScope(purpose: SmsPurpose, caller: Caller): string {
  if (!GUEST_PURPOSES.has(purpose) && caller.user) return `u${caller.user.id}`;
  if (caller.client === undefined) throw new Error(`an SMS code of purpose ${purpose} without a session needs the client address`);
  return `c:${caller.client}`;
}

function assertNotLocked(ctx: AppContext, mobile: string, scope: string): void {
  const lockedUntil = lockedUntilOf(ctx, mobile, scope);
  if (lockedUntil !== undefined && lockedUntil > ctx.clock.now()) fail(2005);
}

/**
 * The send allowances (docs/adr/025-lock-scopes.md). SMS_MAX_SENDS in SMS_SEND_WINDOW_MS per number
 * (2001) is counted per class: once for the guest purposes (anyone may ask), once per session user for
 * the others, so anonymous requests never spend what a logged-in owner needs (signing, deal password,
 * card binding) and one user's requests never spend another's. A session user's codes to numbers not
 * their own are also capped per day (SMS_SENDER_LIMIT, 40403).
 */
function assertMaySend(ctx: AppContext, mobile: string, purpose: SmsPurpose, caller: Caller, now: number): string {
  if (GUEST_PURPOSES.has(purpose)) {
    if (codesSentSince(ctx, mobile, 'guest', now - SMS_SEND_WINDOW_MS) >= SMS_MAX_SENDS) fail(2001);
    return 'guest';
  }
  const user = caller.user ?? fail(1008);
  const sender = `u${user.id}`;
  if (codesSentSince(ctx, mobile, sender, now - SMS_SEND_WINDOW_MS) >= SMS_MAX_SENDS) fail(2001);
  if (mobile !== user.mobile) {
    const elsewhere = codesSentElsewhereSince(ctx, sender, user.mobile, now - SMS_SENDER_LIMIT.windowMs);
    if (elsewhere.n >= SMS_SENDER_LIMIT.max) failWithMessage(smsSenderLimitMessage(Math.max(1, Math.ceil((elsewhere.oldest! + SMS_SENDER_LIMIT.windowMs - now) / 3600_000))));
  }
  return sender;
}

/**
 * Sends (prints) a code: within the caller's send allowance (assertMaySend), none while the caller's
 * lock of the number is on.
 */
export function sendCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, caller: Caller): void {
  assertNotLocked(ctx, mobile, lockScope(purpose, caller));
  const now = ctx.clock.now();
  const sender = assertMaySend(ctx, mobile, purpose, caller, now);
  const code = randomDigits(SMS_CODE_LENGTH);
  insertCode(ctx, mobile, purpose, sender, code, now, now + ctx.opts.smsTtlMs);
  // No SMS gateway exists: the outbox is this log line and the test hook. Without the hooks (a
  // production-like run) the code is a secret like any other and stays out of the log.
  if (ctx.opts.hooks) ctx.log.info({ sms: { mobile: mask(mobile), purpose, code } }, `SMS outbox: code ${code} for ${mask(mobile)} (${purpose})`);
  else ctx.log.info({ sms: { mobile: mask(mobile), purpose } }, `SMS outbox: code sent to ${mask(mobile)} (${purpose})`);
}

/**
 * Checks a code: none asked for 2017, expired or burnt 2019, wrong 2018. Two counts of wrong entries
 * (docs/adr/025-lock-scopes.md): the caller's (lockScope), whose entry after SMS_MAX_WRONG locks the
 * number for that caller for a day (2005); and the code's own, whose entry after SMS_MAX_WRONG burns the
 * code whoever typed it (2019: ask for a new one), so callers from many addresses get SMS_MAX_WRONG + 1
 * guesses per code sent, not per address. `consume` spends the code (the operation it guards); the
 * stand-alone validate calls leave it for that operation. Returns the code's id for `spendCodeWith`
 * (store.ts): an operation with slow work (a password hash) does that work first, then checks the code
 * and spends it in the transaction of its write, so a failure in between never burns the code.
 */
export function checkCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, consume: boolean, caller: Caller): number {
  const scope = lockScope(purpose, caller);
  assertNotLocked(ctx, mobile, scope);
  const row = latestLiveCode(ctx, mobile, purpose);
  if (!row) fail(2017);
  const now = ctx.clock.now();
  if (row.burnt || row.expires_at <= now) fail(2019);
  if (row.code !== code) {
    const burnt = countWrongOnCode(ctx, row.id) > SMS_MAX_WRONG;
    if (burnt) burnCode(ctx, row.id);
    if (countWrongCode(ctx, mobile, scope) > SMS_MAX_WRONG) {
      lockMobile(ctx, mobile, scope, now + SMS_LOCK_MS);
      fail(2005);
    }
    fail(burnt ? 2019 : 2018);
  }
  clearWrongCodes(ctx, mobile, scope);
  if (consume) spendCode(ctx, row.id);
  return row.id;
}

/** Spends a checked code; 2017 if another request spent it first. */
function spendCode(ctx: AppContext, id: number): void {
  if (!markCodeUsed(ctx, id)) fail(2017);
}
