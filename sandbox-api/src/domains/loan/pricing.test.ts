import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server';
import { checkedPricing, DEFAULT_PRICING } from './pricing';

describe('loan pricing is checked at start-up', () => {
  it('refuses a pricing that would put an offered loan above 24 % APR (IRR method)', async () => {
    // 2 % a month is 24 % nominal; the service fee pushes the IRR of every offered loan above it.
    const dear = { ...DEFAULT_PRICING, monthlyRatePpm: 20_000 };
    expect(() => checkedPricing(dear)).toThrow(/24|APR|2400/);
    // The server refuses to start before it opens its database.
    const dbPath = join(tmpdir(), `never-opened-${process.pid}`, 'sandbox.db');
    await expect(buildServer({ dbPath, pricing: dear })).rejects.toThrow();
    expect(existsSync(dbPath)).toBe(false);
    // The same rate without the fee is exactly 24 % for the level-payment loans: allowed.
    expect(() => checkedPricing({ ...dear, monthlyFeePpm: 0 })).not.toThrow();
  });

  it('refuses a malformed product: more than 6 free months, a step that does not divide the minimum, periods not offered', () => {
    expect(() => checkedPricing({ ...DEFAULT_PRICING, freeMonths: 7 })).toThrow(/freeMonths/);
    expect(() => checkedPricing({ ...DEFAULT_PRICING, minLoanFen: 55_000 })).toThrow(/minLoanFen/);
    expect(() => checkedPricing({ ...DEFAULT_PRICING, periods: [3, 5] })).toThrow();
    expect(checkedPricing(DEFAULT_PRICING)).toBe(DEFAULT_PRICING);
  });
});
