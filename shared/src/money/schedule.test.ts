import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_INTEREST_GIFT_DAYS, FREE_INTEREST_MAX_MONTHS } from '../constants';
import {
  LOAN_PERIODS,
  REPAY_TYPES,
  REPAY_TYPE_TITLES,
  buildSchedule,
  dailyRatePpm,
  levelPaymentFen,
  mulDivRound,
} from './schedule';
import type { InterestFree, RepayType, Schedule, ScheduleInput } from './schedule';

const base = { repayType: 'equalInstalment', monthlyFeePpm: 0 } as const;

describe('constants', () => {
  it('name the three repay types and the offered terms', () => {
    expect(REPAY_TYPES).toEqual(['equalInstalment', 'equalPrincipal', 'interestFirst']);
    expect(REPAY_TYPE_TITLES).toEqual({ equalInstalment: '等额本息', equalPrincipal: '等额本金', interestFirst: '先息后本' });
    expect(LOAN_PERIODS).toEqual([3, 6, 9, 12, 24]);
  });
});

describe('mulDivRound', () => {
  it('rounds half up', () => {
    expect(mulDivRound(5, 1, 10)).toBe(1); // 0.5 → 1
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(15, 1, 10)).toBe(2); // 1.5 → 2
    expect(mulDivRound(25, 1, 10)).toBe(3); // 2.5 → 3, banker's rounding would give 2
    expect(mulDivRound(14, 1, 10)).toBe(1);
    expect(mulDivRound(0, 7, 3)).toBe(0);
    expect(mulDivRound(8000, 12, 360)).toBe(267); // 266.67
  });

  it('is exact past 2^53 (BigInt path)', () => {
    // 2e7 fen × 3650 days × 1e5 ppm = 7.3e15 stays in range; 9e15 × 3 does not.
    expect(mulDivRound(20_000_000 * 3650, 100_000, 1_000_000)).toBe(7_300_000_000);
    // (2^52 + 1) × 5 / 10 ends in exactly .5, past 2^53: a float product would lose the half.
    expect(mulDivRound(2 ** 52 + 1, 5, 10)).toBe(2 ** 51 + 1);
    expect(mulDivRound(9_000_000_000_000_000, 3, 7)).toBe(Number((9_000_000_000_000_000n * 3n * 2n + 7n) / 14n));
  });

  it('agrees with a BigInt reference for any safe operands', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }), (a, b, c) => {
        const exact = (BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c));
        fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(mulDivRound(a, b, c)).toBe(Number(exact));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses negative, fractional and unsafe operands, a zero divisor and an unsafe result', () => {
    expect(() => mulDivRound(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(1, Number.NaN, 1)).toThrow(RangeError);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRound(2 ** 53, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(/safe integer range/);
  });
});

describe('dailyRatePpm (日利率 = monthly × 12 / 360)', () => {
  it('rounds half up to the ppm', () => {
    expect(dailyRatePpm(8000)).toBe(267); // 0.8 % a month → 0.0267 % a day
    expect(dailyRatePpm(15000)).toBe(500);
    expect(dailyRatePpm(0)).toBe(0);
    expect(dailyRatePpm(45)).toBe(2); // 1.5 → 2
    expect(() => dailyRatePpm(-1)).toThrow(RangeError);
  });
});

describe('published vectors (each cross-checked with an independent python3 computation)', () => {
  it('Excel PMT doc: =PMT(8%/12, 10, 10000) = -1,037.03', () => {
    // Source: Microsoft Support, "PMT function", example 1. python3: 10000·r/(1−(1+r)^−10) with
    // r = 0.08/12 → 1037.0320893591625 → 1,037.03. 8 %/12 is not a whole ppm, hence the scale.
    expect(levelPaymentFen(1_000_000, 10, 8, 1200)).toBe(103_703);
    // The nearest whole ppm (0.6667 %) gives the same fen (python3: 1037.033959…).
    expect(buildSchedule({ ...base, principalFen: 1_000_000, periods: 10, monthlyRatePpm: 6667 }).periods[0].totalFen).toBe(103_703);
  });

  it('PMT(0.5%, 12, 100000) = 8,606.64', () => {
    // Widely published (e.g. loan-amortisation tables; Excel =PMT(0.5%,12,100000)). python3:
    // 8606.642970708246 → 8,606.64.
    const s = buildSchedule({ ...base, principalFen: 10_000_000, periods: 12, monthlyRatePpm: 5000 });
    expect(s.periods.slice(0, 11).every((p) => p.totalFen === 860_664)).toBe(true);
    expect(s.principalFen).toBe(10_000_000);
  });

  it('PMT(1%, 12, 10000) = 888.49, the whole schedule period by period', () => {
    // Widely published (Excel =PMT(1%,12,10000) = -888.49). python3 with Decimal, half-up per
    // period, last period takes the remaining principal, gave exactly this table.
    const s = buildSchedule({ ...base, principalFen: 1_000_000, periods: 12, monthlyRatePpm: 10_000 });
    const expected: Array<[number, number, number, number]> = [
      // principal, interest, total, remaining after
      [78_849, 10_000, 88_849, 921_151],
      [79_637, 9_212, 88_849, 841_514],
      [80_434, 8_415, 88_849, 761_080],
      [81_238, 7_611, 88_849, 679_842],
      [82_051, 6_798, 88_849, 597_791],
      [82_871, 5_978, 88_849, 514_920],
      [83_700, 5_149, 88_849, 431_220],
      [84_537, 4_312, 88_849, 346_683],
      [85_382, 3_467, 88_849, 261_301],
      [86_236, 2_613, 88_849, 175_065],
      [87_098, 1_751, 88_849, 87_967],
      [87_967, 880, 88_847, 0], // the last period absorbs the rounding: 2 fen less
    ];
    expect(s.periods.map((p) => [p.principalFen, p.interestFen, p.totalFen, p.remainingPrincipalFen])).toEqual(expected);
    expect(s.periods.map((p) => p.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s).toMatchObject({ principalFen: 1_000_000, interestFen: 66_186, feeFen: 0, discountFen: 0, totalFen: 1_066_186 });
  });

  it('等额本金 12,000 over 12 months at 1 %: 1,000 a month, interest 120.00 first, 780.00 in all', () => {
    // By hand: interest 120, 110, …, 10 (an arithmetic series) = 780; python3 agreed.
    const s = buildSchedule({ ...base, repayType: 'equalPrincipal', principalFen: 1_200_000, periods: 12, monthlyRatePpm: 10_000 });
    expect(s.periods.every((p) => p.principalFen === 100_000)).toBe(true);
    expect(s.periods.map((p) => p.interestFen)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((y) => y * 1000));
    expect(s.interestFen).toBe(78_000);
    expect(s.totalFen).toBe(1_278_000);
  });
});

describe('buildSchedule', () => {
  it('charges the monthly fee on the original principal every period', () => {
    const s = buildSchedule({ ...base, repayType: 'equalPrincipal', principalFen: 1_200_000, periods: 12, monthlyRatePpm: 0, monthlyFeePpm: 6000 });
    expect(s.periods.every((p) => p.feeFen === 7200 && p.totalFen === 107_200)).toBe(true);
    expect(s.feeFen).toBe(86_400);
  });

  it('0 % rate: the level payment is P/n half-up, the last period takes the rest', () => {
    const s = buildSchedule({ ...base, principalFen: 1_000_000, periods: 3, monthlyRatePpm: 0 });
    expect(s.periods.map((p) => p.principalFen)).toEqual([333_333, 333_333, 333_334]);
    expect(s.interestFen).toBe(0);
    expect(levelPaymentFen(200, 3, 0)).toBe(67); // 66.67
  });

  it('equalPrincipal: floor(P/n), the last period takes the remainder', () => {
    const s = buildSchedule({ ...base, repayType: 'equalPrincipal', principalFen: 1000, periods: 3, monthlyRatePpm: 0 });
    expect(s.periods.map((p) => p.principalFen)).toEqual([333, 333, 334]);
  });

  it.each(REPAY_TYPES)('1 fen over 24 periods (%s): the principal still sums to 1 fen', (repayType) => {
    const s = buildSchedule({ principalFen: 1, periods: 24, repayType, monthlyRatePpm: 20_000, monthlyFeePpm: 10_000 });
    expect(s.principalFen).toBe(1);
    expect(s.periods.at(-1)?.remainingPrincipalFen).toBe(0);
    expect(s.totalFen).toBe(1);
  });

  it('a tiny 等额本息 loan whose rounded payment outruns the principal stops at 0', () => {
    // 13 fen / 24 = 0.54 → 1 fen a month: paid off after 13 periods, the rest are empty.
    const s = buildSchedule({ ...base, principalFen: 13, periods: 24, monthlyRatePpm: 0 });
    expect(s.periods.map((p) => p.principalFen)).toEqual([...Array(13).fill(1), ...Array(11).fill(0)]);
    expect(s.periods[12].remainingPrincipalFen).toBe(0);
    expect(s.principalFen).toBe(13);
  });

  it('24-period 先息后本: interest every period, all principal in the last', () => {
    const s = buildSchedule({ ...base, repayType: 'interestFirst', principalFen: 1_000_000, periods: 24, monthlyRatePpm: 8000, monthlyFeePpm: 1000 });
    expect(s.periods.slice(0, 23).every((p) => p.principalFen === 0 && p.interestFen === 8000 && p.totalFen === 9000)).toBe(true);
    expect(s.periods[23]).toEqual({ period: 24, principalFen: 1_000_000, interestFen: 8000, feeFen: 1000, discountFen: 0, totalFen: 1_009_000, remainingPrincipalFen: 0 });
    expect(s.interestFen).toBe(192_000);
    expect(s.totalFen).toBe(1_216_000);
  });

  it('interest-free months waive the interest of the first N periods, fees stay', () => {
    const s = buildSchedule({ ...base, repayType: 'interestFirst', principalFen: 1_000_000, periods: 12, monthlyRatePpm: 8000, monthlyFeePpm: 1000, interestFree: { kind: 'months', months: FREE_INTEREST_MAX_MONTHS } });
    expect(s.periods.map((p) => p.discountFen)).toEqual([...Array(6).fill(8000), ...Array(6).fill(0)]);
    expect(s.periods[0].totalFen).toBe(1000);
    expect(s.discountFen).toBe(48_000);
  });

  it('interest-free days come out of period 1, to the day, at most its interest', () => {
    // 1,000,000 × 7 days × 267 ppm (0.8 %/30 half-up) = 1,869 fen.
    const gift = buildSchedule({ ...base, principalFen: 1_000_000, periods: 12, monthlyRatePpm: 8000, interestFree: { kind: 'days', days: FREE_INTEREST_GIFT_DAYS } });
    expect(gift.periods.map((p) => p.discountFen)).toEqual([1869, ...Array(11).fill(0)]);
    const long = buildSchedule({ ...base, principalFen: 1_000_000, periods: 12, monthlyRatePpm: 8000, interestFree: { kind: 'days', days: 60 } });
    expect(long.periods[0].discountFen).toBe(8000);
    expect(long.discountFen).toBe(8000);
  });

  it('a red packet is spent from period 1 on after the waiver, capped at the interest left', () => {
    const s = buildSchedule({ ...base, repayType: 'interestFirst', principalFen: 1_000_000, periods: 3, monthlyRatePpm: 8000, interestFree: { kind: 'months', months: 1 }, interestDiscountFen: 10_000 });
    expect(s.periods.map((p) => p.discountFen)).toEqual([8000, 8000, 2000]);
    const huge = buildSchedule({ ...base, repayType: 'interestFirst', principalFen: 1_000_000, periods: 3, monthlyRatePpm: 8000, interestDiscountFen: 1_000_000 });
    expect(huge.discountFen).toBe(24_000);
    expect(huge.totalFen).toBe(1_000_000);
  });

  it('refuses bad input with a RangeError', () => {
    const ok: ScheduleInput = { ...base, principalFen: 1000, periods: 3, monthlyRatePpm: 8000 };
    const bad: Array<Partial<ScheduleInput> | Record<string, unknown>> = [
      { principalFen: 0 }, { principalFen: -100 }, { principalFen: 10.5 }, { principalFen: Number.NaN }, { principalFen: 2 ** 53 },
      { periods: 0 }, { periods: 361 }, { periods: 2.5 },
      { monthlyRatePpm: -1 }, { monthlyRatePpm: 0.5 }, { monthlyRatePpm: 1_000_001 }, { monthlyFeePpm: -1 },
      { repayType: 'balloon' },
      { interestFree: { kind: 'months', months: 0 } }, { interestFree: { kind: 'months', months: 7 } },
      { interestFree: { kind: 'days', days: 0 } }, { interestFree: { kind: 'days', days: 1.5 } }, { interestFree: { kind: 'weeks' } },
      { interestDiscountFen: -1 }, { interestDiscountFen: 0.5 },
    ];
    for (const patch of bad) expect(() => buildSchedule({ ...ok, ...patch } as ScheduleInput), JSON.stringify(patch)).toThrow(RangeError);
    expect(() => buildSchedule(ok)).not.toThrow();
    expect(() => levelPaymentFen(100, 3, 10, 0)).toThrow(RangeError);
  });
});

/** Any loan the product can make: LOAN_PERIODS terms, rates up to 2 % a month, fees up to 1 %. */
const arbitraryScheduleInput = (minPrincipalFen = 1): fc.Arbitrary<ScheduleInput> =>
  fc.record({
    principalFen: fc.integer({ min: minPrincipalFen, max: 20_000_000 }),
    periods: fc.constantFrom(...LOAN_PERIODS),
    repayType: fc.constantFrom<RepayType>(...REPAY_TYPES),
    monthlyRatePpm: fc.integer({ min: 0, max: 20_000 }),
    monthlyFeePpm: fc.integer({ min: 0, max: 10_000 }),
    interestFree: fc.oneof(
      fc.constant<InterestFree>({ kind: 'none' }),
      fc.integer({ min: 1, max: FREE_INTEREST_MAX_MONTHS }).map((months): InterestFree => ({ kind: 'months', months })),
      fc.integer({ min: 1, max: 60 }).map((days): InterestFree => ({ kind: 'days', days })),
    ),
    interestDiscountFen: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
  });

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;
const total = (s: Schedule, pick: (p: Schedule['periods'][number]) => number) => s.periods.reduce((a, p) => a + pick(p), 0);

describe('buildSchedule properties (fast-check)', () => {
  it('principals sum to the loan, every amount is a fen count, totals add up, the balance falls to 0', () => {
    fc.assert(
      fc.property(arbitraryScheduleInput(), (input) => {
        const s = buildSchedule(input);
        expect(s.periods).toHaveLength(input.periods);
        expect(s.principalFen).toBe(input.principalFen);
        expect(total(s, (p) => p.principalFen)).toBe(input.principalFen);
        for (const key of ['interestFen', 'feeFen', 'discountFen', 'totalFen'] as const) expect(s[key]).toBe(total(s, (p) => p[key]));
        let before = input.principalFen;
        for (const p of s.periods) {
          for (const v of [p.principalFen, p.interestFen, p.feeFen, p.discountFen, p.totalFen, p.remainingPrincipalFen]) expect(isAmount(v)).toBe(true);
          expect(p.discountFen).toBeLessThanOrEqual(p.interestFen);
          expect(p.totalFen).toBe(p.principalFen + p.interestFen + p.feeFen - p.discountFen);
          expect(p.remainingPrincipalFen).toBe(before - p.principalFen);
          expect(p.remainingPrincipalFen).toBeLessThanOrEqual(before);
          expect(p.interestFen).toBe(mulDivRound(before, input.monthlyRatePpm, 1_000_000));
          before = p.remainingPrincipalFen;
        }
        expect(before).toBe(0);
        for (const key of ['principalFen', 'interestFen', 'feeFen', 'discountFen', 'totalFen'] as const) expect(isAmount(s[key])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the waiver and the red packet discount exactly what they promise', () => {
    fc.assert(
      fc.property(arbitraryScheduleInput(), (input) => {
        const s = buildSchedule(input);
        const plain = buildSchedule({ ...input, interestFree: { kind: 'none' }, interestDiscountFen: 0 });
        expect(plain.discountFen).toBe(0);
        expect(s.interestFen).toBe(plain.interestFen); // discounts never change the scheduled interest
        const free = input.interestFree ?? { kind: 'none' };
        const waived =
          free.kind === 'months' ? total(s, (p) => (p.period <= free.months ? p.interestFen : 0))
          : free.kind === 'days' ? Math.min(s.periods[0].interestFen, mulDivRound(input.principalFen, free.days * dailyRatePpm(input.monthlyRatePpm), 1_000_000))
          : 0;
        expect(s.discountFen).toBe(waived + Math.min(input.interestDiscountFen ?? 0, s.interestFen - waived));
      }),
      { numRuns: 300 },
    );
  });

  it('each repay type keeps its shape', () => {
    fc.assert(
      fc.property(arbitraryScheduleInput(), (input) => {
        const s = buildSchedule(input);
        const n = input.periods;
        const early = s.periods.slice(0, n - 1);
        if (input.repayType === 'interestFirst') expect(early.every((p) => p.principalFen === 0)).toBe(true);
        if (input.repayType === 'equalPrincipal') expect(early.every((p) => p.principalFen === Math.floor(input.principalFen / n))).toBe(true);
        if (input.repayType === 'equalInstalment') {
          // Level principal + interest until the balance runs out (only tiny loans run out early).
          const level = levelPaymentFen(input.principalFen, n, input.monthlyRatePpm);
          for (const p of early) if (p.remainingPrincipalFen > 0) expect(p.principalFen + p.interestFen).toBe(level);
        }
      }),
      { numRuns: 300 },
    );
  });
});
