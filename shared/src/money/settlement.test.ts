import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOCATION_ORDER_TEXT, allocatePayment, dueTotal, earlySettlementQuote, penaltyFen } from './settlement';
import type { Due, EarlySettlementInput } from './settlement';

describe('penaltyFen', () => {
  it('is principal × days × daily ppm, half-up', () => {
    expect(penaltyFen(1_000_000, 10, 500)).toBe(5000); // 10,000 yuan, 10 days, 0.05 % a day = 50 yuan
    expect(penaltyFen(333, 3, 500)).toBe(0); // 0.4995 fen
    expect(penaltyFen(334, 3, 500)).toBe(1); // 0.501 fen
    expect(penaltyFen(20_000_000, 3650, 100_000)).toBe(7_300_000_000);
  });

  it('is 0 before the first overdue day', () => {
    expect(penaltyFen(1_000_000, 0, 500)).toBe(0);
    expect(penaltyFen(1_000_000, -3, 500)).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() => penaltyFen(-1, 1, 1)).toThrow(RangeError);
    expect(() => penaltyFen(1, 1.5, 1)).toThrow(RangeError);
    expect(() => penaltyFen(1, 1, -1)).toThrow(RangeError);
    expect(() => penaltyFen(1, 36_501, 1)).toThrow(RangeError);
  });

  it('never falls as the days grow (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: -30, max: 3650 }), fc.integer({ min: -30, max: 3650 }), fc.integer({ min: 0, max: 100_000 }),
        (principal, d1, d2, ppm) => {
          const [a, b] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const pa = penaltyFen(principal, a, ppm);
          expect(Number.isSafeInteger(pa) && pa >= 0).toBe(true);
          expect(pa).toBeLessThanOrEqual(penaltyFen(principal, b, ppm));
        },
      ),
      { numRuns: 500 },
    );
  });
});

const due = (key: string | number, penalty: number, fee: number, interest: number, principal: number): Due => ({
  key, penaltyFen: penalty, feeFen: fee, interestFen: interest, principalFen: principal,
});

describe('allocatePayment', () => {
  const dues = [due('p1', 100, 200, 300, 1000), due('p2', 0, 200, 300, 1000)];

  it('pays the oldest due first, penalty → fee → interest → principal', () => {
    expect(allocatePayment(450, dues)).toEqual({
      items: [due('p1', 100, 200, 150, 0), due('p2', 0, 0, 0, 0)],
      paidFen: 450,
      restFen: 0,
    });
    expect(allocatePayment(1900, dues).items).toEqual([due('p1', 100, 200, 300, 1000), due('p2', 0, 200, 100, 0)]);
  });

  it("says the order it pays in, as the cashier's note reads it", () => {
    expect(ALLOCATION_ORDER_TEXT).toBe('逾期罚息、服务费、利息、本金');
  });

  it('returns what is left over', () => {
    expect(allocatePayment(5000, dues)).toEqual({ items: dues, paidFen: 3100, restFen: 1900 });
    expect(allocatePayment(0, dues)).toEqual({ items: [due('p1', 0, 0, 0, 0), due('p2', 0, 0, 0, 0)], paidFen: 0, restFen: 0 });
    expect(allocatePayment(10, [])).toEqual({ items: [], paidFen: 0, restFen: 10 });
  });

  it('dueTotal adds the four components', () => {
    expect(dues.map(dueTotal)).toEqual([1600, 1500]);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => allocatePayment(-1, dues)).toThrow(RangeError);
    expect(() => allocatePayment(1.5, dues)).toThrow(RangeError);
    expect(() => allocatePayment(1, [due(1, 0, -1, 0, 0)])).toThrow(/due 1 feeFen/);
  });

  const COMPONENTS = ['penaltyFen', 'feeFen', 'interestFen', 'principalFen'] as const;
  const amount = fc.integer({ min: 0, max: 1_000_000 });
  const arbitraryDue = fc.record({ key: fc.nat(), penaltyFen: amount, feeFen: amount, interestFen: amount, principalFen: amount });

  it('never overpays, pays in order, and paid + rest = amount (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDue, { maxLength: 8 }), fc.integer({ min: 0, max: 10_000_000 }), (ds, amountFen) => {
        const a = allocatePayment(amountFen, ds);
        expect(a.paidFen + a.restFen).toBe(amountFen);
        expect(a.paidFen).toBeLessThanOrEqual(amountFen);
        expect(a.items).toHaveLength(ds.length);
        expect(a.items.reduce((s, d) => s + dueTotal(d), 0)).toBe(a.paidFen);
        // Flatten to one queue in the stated order: once a component is short, nothing later gets a fen.
        let shortSeen = false;
        a.items.forEach((paid, i) => {
          expect(paid.key).toBe(ds[i].key);
          for (const c of COMPONENTS) {
            expect(Number.isSafeInteger(paid[c]) && paid[c] >= 0 && paid[c] <= ds[i][c]).toBe(true);
            if (shortSeen) expect(paid[c]).toBe(0);
            if (paid[c] < ds[i][c]) shortSeen = true;
          }
        });
        // Money is left over only when every due is paid in full.
        if (a.restFen > 0) expect(shortSeen).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('earlySettlementQuote', () => {
  const input: EarlySettlementInput = {
    remainingPrincipalFen: 1_000_000,
    currentInterestFen: 8000,
    currentDiscountFen: 0,
    daysElapsed: 10,
    monthlyRatePpm: 8000, // daily 267 ppm
    earlySettlementFeePpm: 10_000,
    scheduledRestFen: 1_080_000,
  };

  it('charges the principal, interest to the day and the fee, and says what is saved', () => {
    // 1,000,000 × 10 days × 267 ppm = 2,670; fee 1 % = 10,000.
    expect(earlySettlementQuote(input)).toEqual({ principalFen: 1_000_000, interestFen: 2670, feeFen: 10_000, totalFen: 1_012_670, savedFen: 67_330 });
  });

  it('caps the interest at the period interest net of its discount', () => {
    expect(earlySettlementQuote({ ...input, daysElapsed: 40 }).interestFen).toBe(8000);
    expect(earlySettlementQuote({ ...input, daysElapsed: 10, currentDiscountFen: 6000 }).interestFen).toBe(2000);
    expect(earlySettlementQuote({ ...input, currentDiscountFen: 9000 }).interestFen).toBe(0);
    expect(earlySettlementQuote({ ...input, daysElapsed: 0 }).interestFen).toBe(0);
  });

  it('never reports a negative saving', () => {
    expect(earlySettlementQuote({ ...input, scheduledRestFen: 1_000_000 }).savedFen).toBe(0);
  });

  it('refuses bad input', () => {
    for (const bad of [{ remainingPrincipalFen: -1 }, { daysElapsed: -1 }, { daysElapsed: 0.5 }, { monthlyRatePpm: -1 }, { earlySettlementFeePpm: 1.5 }, { scheduledRestFen: -1 }, { currentInterestFen: -1 }, { currentDiscountFen: -1 }]) {
      expect(() => earlySettlementQuote({ ...input, ...bad }), JSON.stringify(bad)).toThrow(RangeError);
    }
  });
});
