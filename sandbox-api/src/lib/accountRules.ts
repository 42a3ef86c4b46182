import type { AppContext } from '../context';
import { verifySecret } from './crypto';
import { fail } from './errors';
import { claimToday, clearToday } from './counterStore';

/** Spec 5: the two entries must match (2014) and the new one must differ from the old (2015). */
export function assertNewPassword(password: string, confirm: string, old?: string): void {
  if (password !== confirm) fail(2014);
  if (old !== undefined && password === old) fail(2015);
}

/**
 * Checks an old password with a daily cap on wrong entries: wrong 2006, cap reached 2016.
 * The attempt is counted before the (slow) hash check, so a concurrent burst cannot outrun the cap;
 * a right password clears the count. `kind` separates the login, the deal and the custody deposit password counters.
 */
export async function assertOldPassword(ctx: AppContext, kind: 'login' | 'trade' | 'deposit', userId: number, given: string, hash: string): Promise<void> {
  const key = kind === 'trade' ? tradePasswordCounter(userId) : `pwd:${kind}:${userId}`;
  const limit = ctx.opts.passwordDailyLimit;
  const count = claimToday(ctx, key, limit) ?? fail(2016);
  if (await verifySecret(given, hash)) {
    clearToday(ctx, key);
    return;
  }
  fail(count >= limit ? 2016 : 2006);
}

/** The deal password's daily counter: wrong deal passwords and wrong fingerprint proofs (ADR 030) share it. */
export const tradePasswordCounter = (userId: number): string => `pwd:trade:${userId}`;

/** SQLite refused a row because an active record already holds the value. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
