// Entry `@credit/shared/money`: the one implementation of loan arithmetic (schedules, APR, penalty,
// early settlement, repayment allocation, due days). Pure and dependency-free, so the sandbox API
// (Node) and the pages compute every fen the same way. Money is integer fen, rates integer ppm,
// APR integer basis points.
export {
  assertIntIn,
  buildSchedule,
  dailyRatePpm,
  FREE_INTEREST_GIFT_DAYS,
  FREE_INTEREST_MAX_MONTHS,
  levelPaymentFen,
  LOAN_PERIODS,
  MAX_SCHEDULE_PERIODS,
  mulDivRound,
  PPM,
  REPAY_TYPE_TITLES,
  REPAY_TYPES,
} from './schedule';
export type { InterestFree, LoanPeriod, Pricing, RepayType, Schedule, ScheduleInput, SchedulePeriod } from './schedule';
export { APR_REFERENCE_PRINCIPAL_FEN, aprBp, assertPricing, MAX_APR_BP, monthlyIrr, scheduleCashFlows } from './apr';
export { allocatePayment, ALLOCATION_ORDER_TEXT, dueTotal, earlySettlementQuote, penaltyFen } from './settlement';
export type { Allocation, Due, EarlySettlementInput, EarlySettlementQuote } from './settlement';
export { mulDivFloor, slaveOwedOf, splitDuePayment, splitPayment } from './creditors';
export type { CreditorSplit } from './creditors';
export { addDays, addMonths, DAY_MS, daysBetween, dueDays } from './dates';
export { formatMoney, formatRateBp, formatRatePpm, formatYuan, parseYuan, signedAmount } from './format';
export { canWithdraw } from './withdraw';
