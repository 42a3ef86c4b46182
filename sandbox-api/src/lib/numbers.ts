import { createHmac } from 'node:crypto';
import type { AppContext } from '../context';
import { bumpToday } from './counterStore';
import { serverSecret } from './crypto';

/**
 * The letter of each kind of number the sandbox hands out: L a loan order, P a repayment, W a
 * withdrawal, C a settlement proof, T a mobile top-up, R a refund, D a custody withdrawal, A a custody account, S a credit-life order.
 */
export type NumberLetter = 'L' | 'P' | 'W' | 'C' | 'T' | 'R' | 'D' | 'A' | 'S';

const HALF = 10_000;
/** How many numbers of one kind a business day holds: the 8 digits after the day. */
export const NUMBERS_PER_DAY = HALF * HALF;
const ROUNDS = 8;

/**
 * A keyed permutation of 0..99,999,999 (ADR 052): a balanced Feistel network over two 4-digit halves,
 * each round adding a keyed hash of the other half modulo 10^4. Every round is invertible, so two
 * different inputs never give the same output; without the key the outputs of 1, 2, 3... look random.
 * `tweak` (the letter and the day) gives every kind and day its own permutation.
 */
export function permuteDigits(key: string, tweak: string, n: number): number {
  if (!Number.isInteger(n) || n < 0 || n >= NUMBERS_PER_DAY) throw new RangeError(`${n} is outside 0..${NUMBERS_PER_DAY - 1}`);
  let left = Math.floor(n / HALF);
  let right = n % HALF;
  for (let round = 0; round < ROUNDS; round++) {
    const f = createHmac('sha256', key).update(`${tweak}:${round}:${right}`).digest().readUInt32BE(0) % HALF;
    [left, right] = [right, (left + f) % HALF];
  }
  return left * HALF + right;
}

/** The key of the permutation: derived from this database's secret, so it survives restarts and resets. */
const numbersKey = (ctx: AppContext): string => createHmac('sha256', serverSecret(ctx)).update('record numbers').digest('hex');

/**
 * A number of a kind: a letter and 16 digits, the business day and 8 digits. The 8 digits are the
 * day's sequence of that letter (one atomic counter statement, so two calls never share a place, even
 * from two processes on one database) sent through the keyed permutation: unique by construction
 * and not guessable in sequence (ADR 052). Called inside a transaction that rolls back, the count
 * rolls back with the record that would have carried it.
 */
export function newNumber(ctx: AppContext, letter: NumberLetter): string {
  const day = ctx.clock.day().replace(/-/g, '');
  const sequence = bumpToday(ctx, `number:${letter}`) - 1;
  if (sequence >= NUMBERS_PER_DAY) throw new Error(`no ${letter} numbers left for ${day}`);
  return `${letter}${day}${String(permuteDigits(numbersKey(ctx), `${letter}${day}`, sequence)).padStart(8, '0')}`;
}
