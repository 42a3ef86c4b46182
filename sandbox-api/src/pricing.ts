import { assertPricing, LOAN_PERIODS, type Pricing as RatePricing, type RepayType } from '@credit/shared/money';

// The lender's pricing is a server option (context.ts checks it at start-up), so it sits below the domains.

/** The lender's product: rates (ppm of the principal), what it offers, and the spec-9 interest-free claim. */
export interface Pricing extends RatePricing {
  periods: readonly number[];
  defaultRepayType: RepayType;
  /** Spec 9: a first loan may have up to 6 months interest-free (`freeMonths`) or a 7-day gift bag. */
  freeMonths: number;
  /** Smallest loan and the amount step, fen. */
  minLoanFen: number;
  stepFen: number;
}

/**
 * 0.75 % a month (日利率 0.025 %) plus a 0.25 % monthly service fee: an APR of about 12–15 % by the
 * IRR method, well under the 24 % ceiling. Overdue principal costs 0.05 % a day; settling early costs
 * 0.5 % of the principal still owed.
 */
export const DEFAULT_PRICING: Pricing = {
  monthlyRatePpm: 7500,
  monthlyFeePpm: 2500,
  penaltyDailyPpm: 500,
  earlySettlementFeePpm: 5000,
  periods: LOAN_PERIODS,
  defaultRepayType: 'equalInstalment',
  freeMonths: 3,
  minLoanFen: 50_000,
  stepFen: 10_000,
};

/** A pricing that would put any offered loan above 24 % APR, or that is malformed, stops the start-up. */
export function checkedPricing(p: Pricing): Pricing {
  assertPricing(p, p.periods);
  if (!Number.isInteger(p.freeMonths) || p.freeMonths < 0 || p.freeMonths > 6) throw new Error('pricing: freeMonths must be 0..6 (spec 9)');
  if (!(p.minLoanFen > 0 && p.stepFen > 0 && p.minLoanFen % p.stepFen === 0)) throw new Error('pricing: minLoanFen must be a positive multiple of stepFen');
  if (p.periods.some((n) => !(LOAN_PERIODS as readonly number[]).includes(n))) throw new Error(`pricing: periods must be among ${LOAN_PERIODS.join('/')}`);
  return p;
}
