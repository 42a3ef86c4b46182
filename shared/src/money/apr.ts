import { LOAN_PERIODS, REPAY_TYPES, REPAY_TYPE_TITLES, assertIntIn, buildSchedule } from './schedule';
import type { Pricing, Schedule } from './schedule';

/** The legal ceiling of the annualised rate: 24 %, in basis points. */
export const MAX_APR_BP = 2400;
/** assertPricing checks a loan of 10,000 yuan: large enough that fen rounding does not move the APR. */
export const APR_REFERENCE_PRINCIPAL_FEN = 1_000_000;

/** Σ cf_k·v^k with v = 1/(1+r), by Horner (one division, no powers, stable for 360 months). */
function npv(cashFlows: readonly number[], r: number): number {
  const v = 1 / (1 + r);
  let acc = 0;
  for (let k = cashFlows.length - 1; k >= 0; k--) acc = acc * v + cashFlows[k];
  return acc;
}

/** d/dr of npv: Σ −k·cf_k·v^(k+1). */
function npvSlope(cashFlows: readonly number[], r: number): number {
  const v = 1 / (1 + r);
  let acc = 0;
  for (let k = cashFlows.length - 1; k >= 1; k--) acc = acc * v - k * cashFlows[k];
  // acc is now Σ −k·cf_k·v^(k−1); two more factors of v.
  return acc * v * v;
}

/**
 * The monthly internal rate of return: r with Σ cf_k/(1+r)^k = 0, cashFlows[0] at the start
 * (positive: money the borrower receives), cashFlows[k] at month k. A sign change is first
 * bracketed (upwards from 0, then towards −1), then Newton steps run inside the bracket with a
 * bisection whenever Newton would leave it, so it always converges.
 */
export function monthlyIrr(cashFlows: readonly number[]): number {
  if (cashFlows.length < 2 || !cashFlows.every(Number.isFinite)) {
    throw new RangeError('monthlyIrr needs at least two finite cash flows');
  }
  if (!cashFlows.some((cf) => cf > 0) || !cashFlows.some((cf) => cf < 0)) {
    throw new RangeError('monthlyIrr: the cash flows never change sign, so no rate solves them');
  }
  const f = (r: number) => npv(cashFlows, r);
  const scale = Math.max(...cashFlows.map(Math.abs));
  // Far below the required 1e-6 of the principal; where float noise in the sum keeps |NPV| above
  // it, the bracket still shrinks to nothing and ends the loop.
  const tolerance = scale * 1e-12;

  const f0 = f(0);
  if (f0 === 0) return 0;
  let lo = Number.NaN;
  let hi = Number.NaN;
  let flo = Number.NaN;
  // Loans cost money, so the root is usually above 0: double the rate until the sign flips.
  for (let a = 0, fa = f0, b = 0.01; b <= 1e6; a = b, b *= 2) {
    const fb = f(b);
    if (Math.sign(fb) !== Math.sign(fa)) { lo = a; hi = b; flo = fa; break; }
    fa = fb;
  }
  // Received more than repaid: the root lies in (−1, 0); halve the distance to −1.
  for (let a = 0, fa = f0, b = -0.5; Number.isNaN(lo) && 1 + b > 1e-9; a = b, b = -1 + (1 + b) / 2) {
    const fb = f(b);
    if (!Number.isFinite(fb)) break;
    if (Math.sign(fb) !== Math.sign(fa)) { lo = b; hi = a; flo = fb; break; }
    fa = fb;
  }
  if (Number.isNaN(lo)) throw new RangeError('monthlyIrr: no rate between −100 % and 1e8 % solves the cash flows');

  let r = (lo + hi) / 2;
  for (let i = 0; i < 300; i++) {
    const fr = f(r);
    if (Math.abs(fr) <= tolerance) break;
    if (Math.sign(fr) === Math.sign(flo)) { lo = r; flo = fr; } else hi = r;
    const step = r - fr / npvSlope(cashFlows, r);
    r = step > lo && step < hi ? step : (lo + hi) / 2;
    if (hi - lo <= Number.EPSILON * Math.max(1, Math.abs(r))) break;
  }
  return r;
}

/** The cash flows of a loan: what the borrower received at t0, then each period's total, paid. */
export function scheduleCashFlows(receivedFen: number, schedule: Schedule): number[] {
  assertIntIn('receivedFen', receivedFen, 0);
  // 0 − total keeps a zero period at +0, so the flows compare cleanly.
  return [receivedFen, ...schedule.periods.map((p) => 0 - p.totalFen)];
}

/**
 * The APR in basis points by the IRR method of PBOC announcement [2021] No. 3: the monthly IRR of
 * the cash flows × 12, half-up. Fees and discounts count because they are in the period totals.
 */
export function aprBp(receivedFen: number, schedule: Schedule): number {
  return Math.floor(monthlyIrr(scheduleCashFlows(receivedFen, schedule)) * 12 * 10_000 + 0.5);
}

/**
 * Refuses a pricing that is malformed or whose APR, for a reference loan of 10,000 yuan, exceeds the
 * 24 % ceiling for any offered term and repay type. Run it wherever a pricing enters the system
 * (sandbox seed, admin edits) so a page can never show an illegal quote.
 */
export function assertPricing(pricing: Pricing, periods: readonly number[] = LOAN_PERIODS): void {
  for (const key of ['monthlyRatePpm', 'monthlyFeePpm', 'penaltyDailyPpm', 'earlySettlementFeePpm'] as const) {
    assertIntIn(`pricing.${key}`, pricing[key], 0);
  }
  for (const n of periods) {
    for (const repayType of REPAY_TYPES) {
      const schedule = buildSchedule({
        principalFen: APR_REFERENCE_PRINCIPAL_FEN,
        periods: n,
        repayType,
        monthlyRatePpm: pricing.monthlyRatePpm,
        monthlyFeePpm: pricing.monthlyFeePpm,
      });
      const apr = aprBp(APR_REFERENCE_PRINCIPAL_FEN, schedule);
      if (apr > MAX_APR_BP) {
        throw new Error(
          `APR ${apr} bp exceeds the ${MAX_APR_BP} bp ceiling for ${n} periods ${REPAY_TYPE_TITLES[repayType]} (${repayType})`,
        );
      }
    }
  }
}
