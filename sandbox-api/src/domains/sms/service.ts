import type { SmsPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { fail, failWithMessage, smsSenderLimitMessage } from '../../lib/errors';
import { SMS_CODE_LENGTH, SMS_LOCK_MS, SMS_MAX_SENDS, SMS_MAX_WRONG, SMS_SEND_WINDOW_MS } from '../../lib/catalogue';
import { mask } from '../../lib/mask';
import type { UserRow } from '../../lib/userStore';
import {
  burnCode, clearWrongCodes, codeSpentSince, codesSentElsewhereSince, codesSentSince, countWrongCode, countWrongOnCode, insertCode, latestCode, latestLiveCode, lockedUntilOf,
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
 * guest purposes need the address (their lock is held per address); the others need the user (ownerOf).
 */
export type Caller = { user: UserRow; client?: string } | { user?: UserRow; client: string };

/**
 * Whose a code is (docs/adr/025-lock-scopes.md, issue 40): `guest` for the guest purposes, whoever asked;
 * `u<id>` for the others, the session user who asked. A session code is valid for its owner alone: it is
 * stored, sent, counted and checked under that owner, so a code another user asked for the same number
 * neither replaces nor invalidates it. A session purpose without a session has no owner: 1008, and
 * nothing is checked (a caller with no session cannot try, and so burn, a logged-in user's code).
 */
function ownerOf(purpose: SmsPurpose, caller: Caller): string {
  if (GUEST_PURPOSES.has(purpose)) return 'guest';
  const user = caller.user ?? fail(1008);
  return `u${user.id}`;
}

/**
 * Which lock a wrong code counts against (docs/adr/025-lock-scopes.md). Codes of the guest flows count
 * against the number's lock for the client address that typed them: it blocks that address's SMS login,
 * registration and reset by SMS for a day (spec 2005), not the owner typing on their own phone, nor
 * password login, nor the flows of a session. Session codes (a session is needed: ownerOf) count against
 * the session's user only, who is also the only one whose codes they are checked against.
 */
function lockScope(purpose: SmsPurpose, caller: Caller): string {
  if (!GUEST_PURPOSES.has(purpose)) return ownerOf(purpose, caller);
  if (caller.client === undefined) throw new Error(`an SMS code of purpose ${purpose} needs the client address`);
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
function assertMaySend(ctx: AppContext, mobile: string, caller: Caller, sender: string, now: number): void {
  if (codesSentSince(ctx, mobile, sender, now - SMS_SEND_WINDOW_MS) >= SMS_MAX_SENDS) fail(2001);
  const user = caller.user;
  if (sender !== 'guest' && user && mobile !== user.mobile) {
    const elsewhere = codesSentElsewhereSince(ctx, sender, user.mobile, now - SMS_SENDER_LIMIT.windowMs);
    if (elsewhere.n >= SMS_SENDER_LIMIT.max) failWithMessage(smsSenderLimitMessage(Math.max(1, Math.ceil((elsewhere.oldest! + SMS_SENDER_LIMIT.windowMs - now) / 3600_000))));
  }
}

/**
 * Sends (prints) a code: within the caller's send allowance (assertMaySend), none while the caller's
 * lock of the number is on.
 */
export function sendCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, caller: Caller): void {
  const sender = ownerOf(purpose, caller);
  assertNotLocked(ctx, mobile, lockScope(purpose, caller));
  const now = ctx.clock.now();
  assertMaySend(ctx, mobile, caller, sender, now);
  const code = randomDigits(SMS_CODE_LENGTH);
  insertCode(ctx, mobile, purpose, sender, code, now, now + ctx.opts.smsTtlMs);
  // No SMS gateway exists: the outbox is this log line and the test hook. Without the hooks (a
  // production-like run) the code is a secret like any other and stays out of the log.
  if (ctx.opts.hooks) ctx.log.info({ sms: { mobile: mask(mobile), purpose, code } }, `SMS outbox: code ${code} for ${mask(mobile)} (${purpose})`);
  else ctx.log.info({ sms: { mobile: mask(mobile), purpose } }, `SMS outbox: code sent to ${mask(mobile)} (${purpose})`);
}

/**
 * Checks a code against the newest one its owner (ownerOf: the session user for a session purpose) asked
 * for that number and purpose: none asked for 2017, expired or burnt 2019, wrong 2018. Two counts of wrong entries
 * (docs/adr/025-lock-scopes.md): the caller's (lockScope), whose entry after SMS_MAX_WRONG locks the
 * number for that caller for a day (2005); and the code's own, whose entry after SMS_MAX_WRONG burns the
 * code whoever typed it (2019: ask for a new one), so callers from many addresses get SMS_MAX_WRONG + 1
 * guesses per code sent, not per address. `consume` spends the code (the operation it guards); the
 * stand-alone validate calls leave it for that operation. Returns the code's id for `spendCodeWith`
 * (store.ts): an operation with slow work (a password hash) does that work first, then checks the code
 * and spends it in the transaction of its write, so a failure in between never burns the code.
 */
export function checkCode(ctx: AppContext, mobile: string, purpose: SmsPurpose, code: string, consume: boolean, caller: Caller): number {
  const owner = ownerOf(purpose, caller);
  const scope = lockScope(purpose, caller);
  assertNotLocked(ctx, mobile, scope);
  const row = latestLiveCode(ctx, mobile, purpose, owner);
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

/**
 * Whether `user` spent, after `since`, a code of that purpose they asked for to the mobile: a recent proof
 * of the number by that user (a code someone else asked for and spent proves nothing for them).
 */
export const spentOwnCodeSince = (ctx: AppContext, user: UserRow, mobile: string, purpose: SmsPurpose, since: number): boolean =>
  codeSpentSince(ctx, mobile, purpose, `u${user.id}`, since);

/**
 * The SMS outbox (test hook): the newest code sent to the mobile, or with `by` the newest that sender
 * asked for: `guest` (the guest purposes) or a user (their session codes, valid for them alone).
 */
export const outboxCode = (ctx: AppContext, mobile: string, by?: 'guest' | { id: number }) =>
  latestCode(ctx, mobile, by === undefined ? undefined : by === 'guest' ? 'guest' : `u${by.id}`);

/** Spends a checked code; 2017 if another request spent it first. */
function spendCode(ctx: AppContext, id: number): void {
  if (!markCodeUsed(ctx, id)) fail(2017);
}
