import { FREE_INTEREST_MAX_MONTHS } from '../constants';

// Defined once in the constants of spec 9; re-exported so the money entry is self-contained.
export { FREE_INTEREST_GIFT_DAYS, FREE_INTEREST_MAX_MONTHS } from '../constants';

/** 等额本息 / 等额本金 / 先息后本. */
export type RepayType = 'equalInstalment' | 'equalPrincipal' | 'interestFirst';
export const REPAY_TYPES: readonly RepayType[] = ['equalInstalment', 'equalPrincipal', 'interestFirst'];
export const REPAY_TYPE_TITLES: Record<RepayType, string> = {
  equalInstalment: '等额本息',
  equalPrincipal: '等额本金',
  interestFirst: '先息后本',
};

/** The terms (months) the product offers. */
export const LOAN_PERIODS = [3, 6, 9, 12, 24] as const;
export type LoanPeriod = (typeof LOAN_PERIODS)[number];

/** Rates are integer parts per million: 8000 ppm = 0.8 %. */
export const PPM = 1_000_000;
/** The longest schedule buildSchedule accepts (30 years); the product offers far fewer. */
export const MAX_SCHEDULE_PERIODS = 360;
/** A monthly rate or fee above 100 % is a typo, not a price. */
const MAX_RATE_PPM = PPM;

export interface Pricing {
  monthlyRatePpm: number;
  monthlyFeePpm: number;
  penaltyDailyPpm: number;
  earlySettlementFeePpm: number;
}

export type InterestFree =
  | { kind: 'none' }
  /** Interest of the first N periods (1..FREE_INTEREST_MAX_MONTHS) waived. */
  | { kind: 'months'; months: number }
  /** Interest of the first N days waived, taken from period 1, at most period 1's interest. */
  | { kind: 'days'; days: number };

export interface ScheduleInput {
  principalFen: number;
  /** Any integer 1..360; the product offers LOAN_PERIODS. */
  periods: number;
  repayType: RepayType;
  monthlyRatePpm: number;
  monthlyFeePpm: number;
  interestFree?: InterestFree;
  /** A fixed interest discount (loan red packet), applied to interest from period 1 on after interestFree, capped at the interest left. */
  interestDiscountFen?: number;
}

export interface SchedulePeriod {
  period: number;
  principalFen: number;
  /** Scheduled, before discounts. */
  interestFen: number;
  feeFen: number;
  /** Interest waived (interest-free and red packet), ≤ interestFen. */
  discountFen: number;
  /** principal + interest + fee − discount. */
  totalFen: number;
  /** After this period. */
  remainingPrincipalFen: number;
}

export interface Schedule {
  periods: SchedulePeriod[];
  principalFen: number;
  interestFen: number;
  feeFen: number;
  discountFen: number;
  totalFen: number;
}

/** Throws a RangeError unless `value` is an integer in [min, max] (both safe). */
export function assertIntIn(name: string, value: number, min: number, max: number = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer in ${min}..${max}, got ${value}`);
  }
}

/**
 * round-half-up(a·b/c) for non-negative integers: the one rounding rule of all money here. Exact:
 * when a·b may leave the safe range (2^53) it goes through BigInt, so products such as
 * principal × days × ppm never lose a fen to floating point.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  assertIntIn('mulDivRound a', a, 0);
  assertIntIn('mulDivRound b', b, 0);
  assertIntIn('mulDivRound c', c, 1);
  const product = a * b;
  let result: number;
  if (product <= Number.MAX_SAFE_INTEGER) {
    // floor(a·b / c) in floats is exact here: a quotient x short of an integer by at least 1/c
    // cannot round up to it, as half an ulp of x is at most x·2^−53 = a·b/(c·2^53) < 1/c.
    const q = Math.floor(product / c);
    const r = product - q * c;
    result = 2 * r >= c ? q + 1 : q;
  } else {
    const bc = BigInt(c);
    result = Number((BigInt(a) * BigInt(b) * 2n + bc) / (2n * bc));
  }
  if (!Number.isSafeInteger(result)) throw new RangeError(`mulDivRound(${a}, ${b}, ${c}) leaves the safe integer range`);
  return result;
}

/** BigInt round-half-up(n/d) for n ≥ 0, d > 0. */
function roundDiv(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * The 等额本息 level payment A = P·r(1+r)^n / ((1+r)^n − 1), half-up to the fen, with the monthly
 * rate r = rate/scale (scale 1e6: ppm). Computed as an exact fraction in BigInt, so the fen is right
 * even where a float would land on the wrong side of a half; r = 0 gives P/n. The scale is a
 * parameter only so that rates such as 8 %/12 (not a whole ppm) can be checked against
 * published vectors.
 */
export function levelPaymentFen(principalFen: number, periods: number, rate: number, scale: number = PPM): number {
  assertIntIn('principalFen', principalFen, 0);
  assertIntIn('periods', periods, 1, MAX_SCHEDULE_PERIODS);
  assertIntIn('rate', rate, 0);
  assertIntIn('scale', scale, 1);
  const p = BigInt(principalFen);
  const n = BigInt(periods);
  if (rate === 0) return Number(roundDiv(p, n));
  const s = BigInt(scale);
  const r = BigInt(rate);
  const grown = (s + r) ** n; // (1+r)^n · s^n
  const base = s ** n;
  return Number(roundDiv(p * r * grown, s * (grown - base)));
}

/** The quoted 日利率 of a monthly rate: monthly × 12 / 360, half-up to the ppm. */
export function dailyRatePpm(monthlyRatePpm: number): number {
  assertIntIn('monthlyRatePpm', monthlyRatePpm, 0, MAX_RATE_PPM);
  return mulDivRound(monthlyRatePpm, 12, 360);
}

/** Validates the interest-free offer and says how much of the interest of `period` it waives. */
function interestFreeWaiver(free: InterestFree, principalFen: number, monthlyRatePpm: number): (period: number, interestFen: number) => number {
  switch (free.kind) {
    case 'none':
      return () => 0;
    case 'months':
      assertIntIn('interestFree.months', free.months, 1, FREE_INTEREST_MAX_MONTHS);
      return (period, interestFen) => (period <= free.months ? interestFen : 0);
    case 'days': {
      assertIntIn('interestFree.days', free.days, 1, 3650);
      // The days' interest is counted as early settlement counts it (to the day, at the quoted daily
      // rate), so the gift never exceeds what settling on that day would have cost.
      const daysInterest = mulDivRound(principalFen, free.days * dailyRatePpm(monthlyRatePpm), PPM);
      return (period, interestFen) => (period === 1 ? Math.min(interestFen, daysInterest) : 0);
    }
    default:
      throw new RangeError(`unknown interestFree kind ${(free as { kind: unknown }).kind}`);
  }
}

/**
 * The repayment schedule of a loan. Interest of a period is on the principal remaining at its start;
 * the service fee is on the original principal every period. Principals sum exactly to the loan:
 * the last period takes what remains, so rounding never leaves a fen owed or overpaid.
 */
export function buildSchedule(input: ScheduleInput): Schedule {
  const { principalFen, periods: n, repayType, monthlyRatePpm, monthlyFeePpm } = input;
  assertIntIn('principalFen', principalFen, 1);
  assertIntIn('periods', n, 1, MAX_SCHEDULE_PERIODS);
  assertIntIn('monthlyRatePpm', monthlyRatePpm, 0, MAX_RATE_PPM);
  assertIntIn('monthlyFeePpm', monthlyFeePpm, 0, MAX_RATE_PPM);
  if (!REPAY_TYPES.includes(repayType)) throw new RangeError(`unknown repayType ${String(repayType)}`);
  const waive = interestFreeWaiver(input.interestFree ?? { kind: 'none' }, principalFen, monthlyRatePpm);
  let discountLeft = input.interestDiscountFen ?? 0;
  assertIntIn('interestDiscountFen', discountLeft, 0);

  const level = repayType === 'equalInstalment' ? levelPaymentFen(principalFen, n, monthlyRatePpm) : 0;
  const equalPart = Math.floor(principalFen / n);
  const feeFen = mulDivRound(principalFen, monthlyFeePpm, PPM);

  const rows: SchedulePeriod[] = [];
  let remaining = principalFen;
  for (let period = 1; period <= n; period++) {
    const interestFen = mulDivRound(remaining, monthlyRatePpm, PPM);
    let principal: number;
    if (period === n) principal = remaining;
    else if (repayType === 'equalInstalment') principal = level - interestFen;
    else if (repayType === 'equalPrincipal') principal = equalPart;
    else principal = 0;
    // A tiny loan's rounded level payment can outrun its principal (13 fen over 24 periods pays
    // 1 fen a month): the balance stops at 0 and the later periods are empty. A ≥ interest always
    // (A > P·r ≥ remaining·r before rounding), the max() only guards that proof.
    principal = Math.min(remaining, Math.max(0, principal));

    const waived = waive(period, interestFen);
    const red = Math.min(discountLeft, interestFen - waived);
    discountLeft -= red;
    const discountFen = waived + red;
    remaining -= principal;
    rows.push({
      period,
      principalFen: principal,
      interestFen,
      feeFen,
      discountFen,
      totalFen: principal + interestFen + feeFen - discountFen,
      remainingPrincipalFen: remaining,
    });
  }

  const sum = (pick: (p: SchedulePeriod) => number) => rows.reduce((acc, p) => acc + pick(p), 0);
  return {
    periods: rows,
    principalFen: sum((p) => p.principalFen),
    interestFen: sum((p) => p.interestFen),
    feeFen: sum((p) => p.feeFen),
    discountFen: sum((p) => p.discountFen),
    totalFen: sum((p) => p.totalFen),
  };
}
