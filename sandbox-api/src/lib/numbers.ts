import { randomInt } from 'node:crypto';
import type { AppContext } from '../context';

/**
 * The letter of each kind of number the sandbox hands out: L a loan order, P a repayment, W a
 * withdrawal, C a settlement proof, T a mobile top-up, R a refund, D a custody withdrawal, A a custody account, S a credit-life order.
 */
export type NumberLetter = 'L' | 'P' | 'W' | 'C' | 'T' | 'R' | 'D' | 'A' | 'S';

/** A number of a kind: a letter and 16 digits (business day and 8 random digits). */
export const newNumber = (ctx: AppContext, letter: NumberLetter): string =>
  `${letter}${ctx.clock.day().replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
