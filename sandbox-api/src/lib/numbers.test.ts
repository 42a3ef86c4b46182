import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type RepaymentData } from '@credit/shared/api';
import type { AppContext } from '../context';
import { openDb, type Db } from '../db/open';
import { borrowedUser, startTestServer, type TestServer } from '../test/helpers';
import { newNumber, NUMBERS_PER_DAY, permuteDigits } from './numbers';

// The random source can be made to repeat itself: the number maker must not depend on it being lucky.
const random = vi.hoisted(() => ({ repeat: false }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: unknown[]) => {
    if (!random.repeat) return (real.randomInt as (...a: unknown[]) => unknown)(...args);
    const [min, max] = typeof args[1] === 'number' ? [args[0] as number, args[1]] : [0, args[0] as number];
    return Math.min(min + 42, max - 1);
  }) as typeof real.randomInt;
  return { ...real, default: { ...real, randomInt }, randomInt };
});

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  random.repeat = false;
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A bare context on a fresh database whose business day the test sets. */
function numberContext(path?: string): { ctx: AppContext; day: { value: string }; path: string } {
  const file = path ?? join(dirs[dirs.push(mkdtempSync(join(tmpdir(), 'numbers-'))) - 1]!, 'n.db');
  const db = openDb(file);
  dbs.push(db);
  const day = { value: '2026-01-15' };
  return { ctx: { db, clock: { day: () => day.value } } as unknown as AppContext, day, path: file };
}

describe('record numbers (issue 40 item 4, ADR 052)', () => {
  it('stay unique, well formed and out of sequence even when the random source repeats itself', () => {
    random.repeat = true;
    const { ctx } = numberContext();
    const numbers = Array.from({ length: 5000 }, () => newNumber(ctx, 'P'));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^P20260115\d{8}$/);
    // Not guessable in sequence: the next number is not the last one plus a fixed step.
    const tails = numbers.map((n) => Number(n.slice(9)));
    const steps = new Map<number, number>();
    for (let i = 1; i < tails.length; i++) steps.set(tails[i]! - tails[i - 1]!, (steps.get(tails[i]! - tails[i - 1]!) ?? 0) + 1);
    expect(Math.max(...steps.values())).toBeLessThan(5);
    // Every kind and every day has its own order; the counts are per kind and day.
    expect(newNumber(ctx, 'L').slice(1)).not.toBe(numbers[0]!.slice(1));
  });

  it('a new business day starts a new sequence, and a restart on the same database carries on without repeating', () => {
    const first = numberContext();
    const before = Array.from({ length: 200 }, () => newNumber(first.ctx, 'R'));
    first.day.value = '2026-01-16';
    const nextDay = newNumber(first.ctx, 'R');
    expect(nextDay).toMatch(/^R20260116\d{8}$/);
    first.ctx.db.close();
    dbs.splice(dbs.indexOf(first.ctx.db), 1);
    const again = numberContext(first.path);
    const after = Array.from({ length: 200 }, () => newNumber(again.ctx, 'R'));
    expect(new Set([...before, ...after]).size).toBe(400);
    expect(after).not.toContain(nextDay);
    // Another database (another key) hands out other numbers for the same places.
    const other = numberContext();
    expect(Array.from({ length: 200 }, () => newNumber(other.ctx, 'R'))).not.toEqual(before);
  });

  it('the keyed permutation is one-to-one over the 8 digits (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.uniqueArray(fc.integer({ min: 0, max: NUMBERS_PER_DAY - 1 }), { minLength: 2, maxLength: 50 }),
        (key, tweak, inputs) => {
          const outputs = inputs.map((n) => permuteDigits(key, tweak, n));
          for (const o of outputs) expect(o >= 0 && o < NUMBERS_PER_DAY && Number.isInteger(o)).toBe(true);
          expect(new Set(outputs).size).toBe(inputs.length);
        },
      ),
    );
    // A whole block of places maps to as many different numbers.
    const block = new Set(Array.from({ length: 20_000 }, (_, n) => permuteDigits('k', 'P20260115', n)));
    expect(block.size).toBe(20_000);
    expect(() => permuteDigits('k', 't', NUMBERS_PER_DAY)).toThrow(RangeError);
  });

  describe('through the API', () => {
    let s: TestServer;
    afterEach(() => s.close());

    it('two repayments whose random digits would be the same both answer, with different numbers', async () => {
      s = await startTestServer({ disburseDelayMs: 0 });
      const u = await borrowedUser(s);
      random.repeat = true;
      await s.hook(API_PATHS.sandbox.channel, { channel: 'bankCard', mode: 'fail' });
      const pay = async (n: number) =>
        s.post<RepaymentData>(
          API_PATHS.applyPay.repay,
          { orderNo: u.orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: u.orderNo }) },
          { token: u.token, headers: { 'Idempotency-Key': `numbers-${n}` } },
        );
      const first = await pay(1);
      const second = await pay(2);
      expect([first.status, second.status]).toEqual([1, 1]);
      expect(first.data!.repayNo).not.toBe(second.data!.repayNo);
    });
  });
});
