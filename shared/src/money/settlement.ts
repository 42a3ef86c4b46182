import { PPM, assertIntIn, dailyRatePpm, mulDivRound } from './schedule';

/** 罚息: the daily penalty on overdue principal, half-up; nothing before the first overdue day. */
export function penaltyFen(overduePrincipalFen: number, days: number, penaltyDailyPpm: number): number {
  assertIntIn('overduePrincipalFen', overduePrincipalFen, 0);
  assertIntIn('days', days, Number.MIN_SAFE_INTEGER, 36_500);
  assertIntIn('penaltyDailyPpm', penaltyDailyPpm, 0, PPM);
  if (days <= 0) return 0;
  // principal × (days × ppm): the same value as (principal × days) × ppm, and mulDivRound makes
  // the big product exact.
  return mulDivRound(overduePrincipalFen, days * penaltyDailyPpm, PPM);
}

/** What is owed on one period, by component. */
export interface Due {
  key: string | number;
  penaltyFen: number;
  feeFen: number;
  interestFen: number;
  principalFen: number;
}

export interface Allocation {
  /** What was paid of each due, same order and keys; dues that got nothing are kept with zeros. */
  items: Due[];
  paidFen: number;
  /** The amount left over once every due is paid. */
  restFen: number;
}

/** The order money settles the components of a due. */
const COMPONENTS = ['penaltyFen', 'feeFen', 'interestFen', 'principalFen'] as const;

const COMPONENT_TITLES: Record<(typeof COMPONENTS)[number], string> = { penaltyFen: '逾期罚息', feeFen: '服务费', interestFen: '利息', principalFen: '本金' };

/** The settling order as the borrower reads it (逾期罚息、服务费、利息、本金): the cashier's part-payment note follows the allocation, never a copy of it. */
export const ALLOCATION_ORDER_TEXT = COMPONENTS.map((c) => COMPONENT_TITLES[c]).join('、');

export function dueTotal(d: Due): number {
  return d.penaltyFen + d.feeFen + d.interestFen + d.principalFen;
}

/**
 * Splits a repayment over dues, oldest period first (the caller's order): within a due penalty →
 * fee → interest → principal (the order of the loan contract), then the next due. An older period
 * is settled in full before a newer one gets a fen, so overdue days stop on the oldest first.
 */
export function allocatePayment(amountFen: number, dues: readonly Due[]): Allocation {
  assertIntIn('amountFen', amountFen, 0);
  let left = amountFen;
  const items = dues.map((due) => {
    const paid: Due = { key: due.key, penaltyFen: 0, feeFen: 0, interestFen: 0, principalFen: 0 };
    for (const c of COMPONENTS) {
      assertIntIn(`due ${due.key} ${c}`, due[c], 0);
      paid[c] = Math.min(left, due[c]);
      left -= paid[c];
    }
    return paid;
  });
  return { items, paidFen: amountFen - left, restFen: left };
}

export interface EarlySettlementInput {
  remainingPrincipalFen: number;
  /** Scheduled interest of the current (first unpaid, not overdue) period, the cap. */
  currentInterestFen: number;
  /** Discount already granted on that period's interest. */
  currentDiscountFen: number;
  /** Days since the period began (loan day or previous due day). */
  daysElapsed: number;
  monthlyRatePpm: number;
  earlySettlementFeePpm: number;
  /** Scheduled totals of the current and all later unpaid periods, to say what is saved. */
  scheduledRestFen: number;
}

export interface EarlySettlementQuote {
  principalFen: number;
  /** To the day: min(currentInterest − currentDiscount, remaining × days × daily rate). */
  interestFen: number;
  /** remaining × earlySettlementFeePpm. */
  feeFen: number;
  totalFen: number;
  /** max(0, scheduledRestFen − totalFen). */
  savedFen: number;
}

/**
 * 提前结清: all remaining principal, interest of the current period to the day (never more than the
 * period's own interest net of its discount, so settling early never costs more interest than
 * waiting), and the settlement fee on the remaining principal. Later periods' interest and fees
 * are not charged.
 */
export function earlySettlementQuote(input: EarlySettlementInput): EarlySettlementQuote {
  const { remainingPrincipalFen, currentInterestFen, currentDiscountFen, daysElapsed, monthlyRatePpm, earlySettlementFeePpm, scheduledRestFen } = input;
  assertIntIn('remainingPrincipalFen', remainingPrincipalFen, 0);
  assertIntIn('currentInterestFen', currentInterestFen, 0);
  assertIntIn('currentDiscountFen', currentDiscountFen, 0);
  assertIntIn('daysElapsed', daysElapsed, 0, 3650);
  assertIntIn('earlySettlementFeePpm', earlySettlementFeePpm, 0, PPM);
  assertIntIn('scheduledRestFen', scheduledRestFen, 0);
  const daily = dailyRatePpm(monthlyRatePpm);
  const interestCap = Math.max(0, currentInterestFen - currentDiscountFen);
  const interestFen = Math.min(interestCap, mulDivRound(remainingPrincipalFen, daysElapsed * daily, PPM));
  const feeFen = mulDivRound(remainingPrincipalFen, earlySettlementFeePpm, PPM);
  const totalFen = remainingPrincipalFen + interestFen + feeFen;
  return {
    principalFen: remainingPrincipalFen,
    interestFen,
    feeFen,
    totalFen,
    savedFen: Math.max(0, scheduledRestFen - totalFen),
  };
}
