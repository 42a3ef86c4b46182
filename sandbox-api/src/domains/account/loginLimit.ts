import type { AppContext } from '../../context';
import { fail, failWithMessage, loginLockedMessage } from '../../lib/errors';
import { deleteLoginLock, updateLoginLock } from './loginLockStore';

/**
 * Wrong login passwords per account (docs/security.md "Limits"): the 5th wrong password in a row locks
 * password login for 1 minute, each further one doubles the lock (2, 4, 8 minutes) up to 15 minutes.
 * A run is forgotten a day after its last wrong password; a login (password or SMS) or a password reset
 * clears it. A lock never blocks SMS login or a reset, so a stranger cannot keep the owner out.
 */
export const LOGIN_LIMIT = {
  freeFails: 4,
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 3600_000,
} as const;

const lockMs = (fails: number): number =>
  fails <= LOGIN_LIMIT.freeFails ? 0 : Math.min(LOGIN_LIMIT.firstLockMs * 2 ** Math.min(fails - LOGIN_LIMIT.freeFails - 1, 16), LOGIN_LIMIT.maxLockMs);

const refuse = (ms: number): never => failWithMessage(loginLockedMessage(Math.ceil(ms / 60_000)));

/**
 * Counts a password attempt as wrong before the (slow) hash check, in one transaction, so a concurrent
 * burst cannot outrun the limit; refuses while the account is locked. Returns the answer to give if the
 * password turns out wrong (2020, or the lock this attempt started); a right one calls `clearLoginFailures`.
 */
export function claimLoginAttempt(ctx: AppContext, userId: number): () => never {
  const now = ctx.clock.now();
  const { locked_until: lockedUntil } = updateLoginLock(ctx, userId, (row) => {
    if (row && row.locked_until > now) refuse(row.locked_until - now);
    const fails = (row && now - row.last_failed_at < LOGIN_LIMIT.forgetAfterMs ? row.fails : 0) + 1;
    return { fails, last_failed_at: now, locked_until: fails > LOGIN_LIMIT.freeFails ? now + lockMs(fails) : 0 };
  });
  return () => (lockedUntil > now ? refuse(lockedUntil - now) : fail(2020));
}

export function clearLoginFailures(ctx: AppContext, userId: number): void {
  deleteLoginLock(ctx, userId);
}
