import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APR_REFERENCE_PRINCIPAL_FEN, MAX_APR_BP, aprBp, assertPricing, monthlyIrr, scheduleCashFlows } from './apr';
import { LOAN_PERIODS, REPAY_TYPES, buildSchedule } from './schedule';
import type { InterestFree, Pricing, RepayType, Schedule } from './schedule';

/** Σ cf_k/(1+r)^k written out with powers: an independent check of the solver's Horner sum. */
const npvAt = (flows: readonly number[], r: number) => flows.reduce((acc, cf, k) => acc + cf / (1 + r) ** k, 0);

/** A schedule of n equal payments, for vectors given as payments rather than as a loan. */
function levelSchedule(paymentFen: number, n: number): Schedule {
  const periods = Array.from({ length: n }, (_, i) => ({
    period: i + 1, principalFen: 0, interestFen: 0, feeFen: 0, discountFen: 0, totalFen: paymentFen, remainingPrincipalFen: 0,
  }));
  return { periods, principalFen: 0, interestFen: 0, feeFen: 0, discountFen: 0, totalFen: paymentFen * n };
}

describe('monthlyIrr', () => {
  it('Excel RATE doc: 4 years of monthly payments of 200 on a loan of 8,000 → 0.77 % a month, 9.24 % a year', () => {
    // Source: Microsoft Support, "RATE function" example: =RATE(48,-200,8000) (shown as 1 % with
    // no decimals; the value is 0.770147 %) and =RATE(48,-200,8000)*12 = 9.24 %. python3: mpmath
    // findroot at 40 digits 0.007701472488202043…, scipy.optimize.brentq 0.00770147248803.
    const flows = [800_000, ...Array(48).fill(-20_000)];
    expect(monthlyIrr(flows)).toBeCloseTo(0.007701472488202044, 13);
    expect(aprBp(800_000, levelSchedule(20_000, 48))).toBe(924);
  });

  it('solves to a negligible NPV, also for a negative rate and an exact 0', () => {
    for (const flows of [[1000, -500, -400], [100, -50, -50], [1, -2], [-1000, 300, 400, 500]]) {
      const r = monthlyIrr(flows);
      expect(Math.abs(npvAt(flows, r))).toBeLessThan(1e-6);
    }
    expect(monthlyIrr([1000, -500, -400])).toBeLessThan(0);
    expect(monthlyIrr([100, -50, -50])).toBe(0);
    expect(monthlyIrr([1, -2])).toBeCloseTo(1, 12);
  });

  it('throws without a sign change or a reachable root', () => {
    expect(() => monthlyIrr([100, 10, 10])).toThrow(/never change sign/);
    expect(() => monthlyIrr([-100, 0])).toThrow(RangeError);
    expect(() => monthlyIrr([100])).toThrow(RangeError);
    expect(() => monthlyIrr([100, Number.NaN])).toThrow(RangeError);
    expect(() => monthlyIrr([1, -1e20])).toThrow(/no rate/); // r ≈ 1e20 − 1
    expect(() => monthlyIrr([1, -1e-12])).toThrow(/no rate/); // r ≈ −1 + 1e-12
  });
});

describe('scheduleCashFlows', () => {
  it('is [received, −total_1, …, −total_n] with +0 for empty periods', () => {
    const s = buildSchedule({ principalFen: 1, periods: 3, repayType: 'equalPrincipal', monthlyRatePpm: 0, monthlyFeePpm: 0 });
    expect(scheduleCashFlows(1, s)).toEqual([1, 0, 0, -1]);
    expect(Object.is(scheduleCashFlows(1, s)[1], 0)).toBe(true);
    expect(() => scheduleCashFlows(-1, s)).toThrow(RangeError);
  });
});

describe('aprBp (PBOC [2021] No. 3, IRR × 12)', () => {
  it('of a plain 等额本息 or 先息后本 loan without fees is 12 × the monthly rate', () => {
    for (const rate of [5000, 8000, 8333, 10_000, 12_500, 15_000, 20_000]) {
      for (const periods of LOAN_PERIODS) {
        for (const repayType of ['equalInstalment', 'interestFirst'] as const) {
          const s = buildSchedule({ principalFen: 1_000_000, periods, repayType, monthlyRatePpm: rate, monthlyFeePpm: 0 });
          expect(aprBp(1_000_000, s), `${rate} ppm ${periods} ${repayType}`).toBe(Math.round((rate * 12) / 100));
        }
      }
    }
  });

  it('is above the nominal rate once a fee is charged', () => {
    const apr = (repayType: RepayType) =>
      aprBp(1_000_000, buildSchedule({ principalFen: 1_000_000, periods: 12, repayType, monthlyRatePpm: 8000, monthlyFeePpm: 3000 }));
    for (const repayType of REPAY_TYPES) expect(apr(repayType)).toBeGreaterThan(960); // 12 × 0.8 %
    // On a balance never repaid early the fee is just more interest: 12 × (0.8 % + 0.3 %).
    expect(apr('interestFirst')).toBe(1320);
    // On an amortising loan the fee stays on the original principal as the balance falls.
    expect(apr('equalInstalment')).toBe(1600);
    expect(apr('equalPrincipal')).toBe(1609);
  });

  it('a published flat-rate example: ₹120,000 at a 0.14 % monthly flat rate over 12 months → 3.09 %', () => {
    // Source: monkiapp.co "Monthly Flat Rate/Actual Annual Interest Rate Calculator" (worked example:
    // 12 × (10,000 + 168) → actual annual rate 3.09 %). Modelled as 等额本金 at 0 % with a 1400 ppm
    // monthly fee on the original principal. python3 scipy brentq: 12 × IRR = 3.08700 %.
    const s = buildSchedule({ principalFen: 12_000_000, periods: 12, repayType: 'equalPrincipal', monthlyRatePpm: 0, monthlyFeePpm: 1400 });
    expect(s.periods.every((p) => p.totalFen === 1_016_800)).toBe(true);
    expect(aprBp(12_000_000, s)).toBe(309);
  });

  it('a 0.6 % monthly instalment fee over 12 months is about 13.03 %, not 7.2 %', () => {
    // The common credit-card instalment case (12,000 in 12 × (1,000 + 72)); python3 scipy brentq:
    // 12 × IRR = 13.0342 %, i.e. Excel =RATE(12,-1072,12000)*12.
    const s = buildSchedule({ principalFen: 1_200_000, periods: 12, repayType: 'equalPrincipal', monthlyRatePpm: 0, monthlyFeePpm: 6000 });
    expect(aprBp(1_200_000, s)).toBe(1303);
  });

  it('counts what the borrower actually received (a fee deducted up front raises the APR)', () => {
    const s = buildSchedule({ principalFen: 1_000_000, periods: 12, repayType: 'equalInstalment', monthlyRatePpm: 10_000, monthlyFeePpm: 0 });
    expect(aprBp(1_000_000, s)).toBe(1200);
    expect(aprBp(950_000, s)).toBeGreaterThan(1200);
  });
});

describe('assertPricing', () => {
  const pricing = (monthlyRatePpm: number, monthlyFeePpm: number): Pricing => ({ monthlyRatePpm, monthlyFeePpm, penaltyDailyPpm: 500, earlySettlementFeePpm: 10_000 });

  it('accepts a sensible pricing (0.8 % + 0.3 % fee: at most 16.17 %)', () => {
    expect(() => assertPricing(pricing(8000, 3000))).not.toThrow();
  });

  it('sits exactly at the 24 % boundary: 0.8 % with a 0.6725 % fee passes, 0.6726 % does not', () => {
    // python3 (an independent model of the schedule rules + scipy brentq), over LOAN_PERIODS ×
    // repay types of a 10,000-yuan loan: the worst case is 24 periods 等额本金, 12 × IRR =
    // 24.00453 % (2400 bp) at 6725 ppm and 24.00659 % (2401 bp) at 6726 ppm.
    const worst = (fee: number) => buildSchedule({ principalFen: APR_REFERENCE_PRINCIPAL_FEN, periods: 24, repayType: 'equalPrincipal', monthlyRatePpm: 8000, monthlyFeePpm: fee });
    expect(aprBp(APR_REFERENCE_PRINCIPAL_FEN, worst(6725))).toBe(MAX_APR_BP);
    expect(aprBp(APR_REFERENCE_PRINCIPAL_FEN, worst(6726))).toBe(MAX_APR_BP + 1);
    expect(() => assertPricing(pricing(8000, 6725))).not.toThrow();
    expect(() => assertPricing(pricing(8000, 6726))).toThrow(/2401 bp .*24 periods 等额本金 \(equalPrincipal\)/);
    // Only the offered terms count: without 24 months the same fee is legal.
    expect(() => assertPricing(pricing(8000, 6726), [3, 6, 9, 12])).not.toThrow();
  });

  it('without fees the ceiling is a monthly rate of 2.0003 % (12 × 2.0004 % rounds to 24.00 %)', () => {
    // python3, same model: 20003 ppm → 2400 bp at worst (12 periods 等额本息), 20004 ppm → 2401 bp (3 periods).
    expect(() => assertPricing(pricing(20_003, 0))).not.toThrow();
    expect(() => assertPricing(pricing(20_004, 0))).toThrow(/3 periods 等额本息/);
  });

  it('refuses negative or fractional rates', () => {
    for (const bad of [{ monthlyRatePpm: -1 }, { monthlyFeePpm: 0.5 }, { penaltyDailyPpm: -5 }, { earlySettlementFeePpm: Number.NaN }]) {
      expect(() => assertPricing({ ...pricing(8000, 0), ...bad })).toThrow(RangeError);
    }
  });
});

describe('APR properties (fast-check)', () => {
  const loan = fc.record({
    principalFen: fc.integer({ min: 1, max: 20_000_000 }),
    periods: fc.constantFrom(...LOAN_PERIODS),
    repayType: fc.constantFrom<RepayType>(...REPAY_TYPES),
    monthlyRatePpm: fc.integer({ min: 0, max: 20_000 }),
    monthlyFeePpm: fc.integer({ min: 0, max: 10_000 }),
    interestFree: fc.oneof(
      fc.constant<InterestFree>({ kind: 'none' }),
      fc.integer({ min: 1, max: 6 }).map((months): InterestFree => ({ kind: 'months', months })),
      fc.integer({ min: 1, max: 60 }).map((days): InterestFree => ({ kind: 'days', days })),
    ),
    interestDiscountFen: fc.integer({ min: 0, max: 100_000 }),
  });

  it("the schedule's cash flows discount to less than 1 fen at monthlyIrr", () => {
    fc.assert(
      fc.property(loan, (input) => {
        const s = buildSchedule(input);
        const flows = scheduleCashFlows(input.principalFen, s);
        const r = monthlyIrr(flows);
        expect(Math.abs(npvAt(flows, r))).toBeLessThan(1);
        expect(Math.abs(npvAt(flows, r))).toBeLessThan(1e-6 * input.principalFen + 1e-9);
        expect(Number.isSafeInteger(aprBp(input.principalFen, s))).toBe(true);
        expect(aprBp(input.principalFen, s)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('without fees or discounts, any repay type of a loan of at least 10,000 yuan has an APR of 12 × the rate, give or take the fen rounding', () => {
    // Interest at r on the balance makes the IRR r whatever the principal pattern; half-up fen
    // amounts move it by far less than 0.15 bp at this size, on top of the 0.5 bp of rounding to the bp.
    fc.assert(
      fc.property(loan, fc.integer({ min: 1_000_000, max: 20_000_000 }), (input, principalFen) => {
        const s = buildSchedule({ ...input, principalFen, monthlyFeePpm: 0, interestFree: { kind: 'none' }, interestDiscountFen: 0 });
        const exact = (input.monthlyRatePpm * 12) / 100;
        expect(Math.abs(aprBp(principalFen, s) - exact)).toBeLessThanOrEqual(0.5 + 0.15);
      }),
      { numRuns: 200 },
    );
  });
});
