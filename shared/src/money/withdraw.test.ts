import { describe, expect, it } from 'vitest';
import { canWithdraw } from './withdraw';

describe('canWithdraw (spec 4.8: at least 20 yuan)', () => {
  it('refuses 19.99 and allows 20.00 and above', () => {
    expect(canWithdraw(1_999)).toBe(false);
    expect(canWithdraw(2_000)).toBe(true);
    expect(canWithdraw(2_001)).toBe(true);
  });
  it('refuses nothing, negatives and non-integers', () => {
    expect(canWithdraw(0)).toBe(false);
    expect(canWithdraw(-2_000)).toBe(false);
    expect(canWithdraw(2_000.5)).toBe(false);
  });
});
