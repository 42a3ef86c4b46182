import type { InterestFreeChoice, LoanOrderStatus, LoanOrderSummary, LoanRedPacket, TrialData } from '@credit/shared/api';
import { aprBp, buildSchedule, dailyRatePpm, dueDays, FREE_INTEREST_GIFT_DAYS, slaveOwedOf, type InterestFree, type RepayType, type Schedule } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { DEFAULT_HIGHEST_BORROW_FEN, MESSAGES } from '../../lib/catalogue';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { maskCard } from '../../lib/mask';
import { cardById } from '../bankCard';
import type { UserRow } from '../../lib/userStore';
import { getSetting } from '../sys';
import { LOAN_PURPOSES, type Pricing } from './pricing';

import { CAPITAL_ORGS, creditorsOf, funderOf, funderRecord, platformFunder, routeOf, type Funder } from './funders';
import { CUSTODY_MESSAGES, type RouteRule } from '@credit/shared/api';
import {
  hasBorrowed, hasOrderIn, insertBills, insertOrder, isCardSignedRow, lendingDue, lendingOrder, moveOrderRow, openOrderRow, orderById, orderOfUser, principalHeld, redPacketById, redPacketOfUser,
  releaseRedPackets, unpaidPrincipalOf, usableRedPacketRows, type OrderRow, type RedPacketRow,
} from './store';

export type { OrderRow, RedPacketRow };

/** The server's own wording of money refusals (40403; spec 8 has no codes for them). */
export const LOAN_MESSAGES = {
  orderNotFound: '借款订单不存在',
  orderNotCancellable: '订单已放款或已结束，不能取消',
  orderNotSubmittable: '订单状态已变化，请刷新后再试',
  orderPending: '您有一笔借款正在处理中，请勿重复申请',
  amountOutOfRange: '借款金额超出可借范围',
  amountStep: '借款金额须为100元的整数倍',
  notOpened: SERVER_MESSAGES.notOpened,
  limitInactive: MESSAGES.limitNotActivated,
  cardRequired: SERVER_MESSAGES.bindCardFirst,
  hasOverdue: MESSAGES.overdueBlocksBorrowing,
  signFirst: '请先完成银行卡签约',
  redPacketUnusable: '该红包不可用',
  freeInterestUnavailable: '该免息优惠仅限首次借款',
  offersDoNotStack: '免息优惠与红包不可同时使用',
  disburseFailed: '放款失败：银行处理失败，额度已恢复',
  notPartnerOrder: '该订单由本平台放款，无需推送资金方',
  funderStepsMissing: '请先完成资金方要求的步骤',
  /** A custody funder lends only into an open custody account with its card (ADR 037). */
  custodyFirst: CUSTODY_MESSAGES.custodyFirst,
  notPushed: '订单尚未推送资金方，请稍后再试',
  /** loanorder/submit or ratePaySubmit on an order micropay lends: it is submitted by micropay's own application. */
  micropayApplyOnly: '该借款须向资金方提交申请，请刷新后再试',
  /** cash/micropay/applyPay on an order another funder lends. */
  notMicropayOrder: '该借款不由此资金方出借，请刷新后再试',
} as const;

/** A funder's refusal as the order's reason (the lender named, then its words); the credit comes back. */
export const funderRefusalReason = (lenderName: string, reason: string): string => `${lenderName}审批未通过：${reason}，额度已恢复`;

/** The funder of a request by the router's rules (funders.ts, ADR 032), for this user. */
export const routeFor = (ctx: AppContext, userId: number, principalFen: number, periods: number): { funder: Funder; rule: RouteRule } =>
  routeOf(getSetting(ctx, 'funders'), ctx.opts.pricing, { principalFen, periods, returning: hasBorrowed(ctx, userId) });

export const orderOf = (ctx: AppContext, userId: number, orderNo: string): OrderRow =>
  orderOfUser(ctx, userId, orderNo) ??
  failWithMessage(LOAN_MESSAGES.orderNotFound);

export const openOrderOf = (ctx: AppContext, userId: number): OrderRow | undefined =>
  openOrderRow(ctx, userId);

export const isNewBorrower = (ctx: AppContext, userId: number): boolean =>
  !hasOrderIn(ctx, userId, ['lending', 'repaying', 'settled']);

/** Principal lent and not yet repaid: orders being paid out count in full (they hold the credit). */
export function outstandingPrincipal(ctx: AppContext, userId: number): number {
  const held = principalHeld(ctx, userId);
  return held.lending + held.repaying;
}

/** Credit the user may still borrow: the activated limit less what is outstanding. */
export function availableCredit(ctx: AppContext, user: UserRow): number {
  if (!user.open_card_status || !user.active_status) return 0;
  return Math.max(0, user.credit_limit_fen - outstandingPrincipal(ctx, user.id));
}

/** The largest loan now: available credit capped by borrowHighestMoney (0 or absent → spec 9's default), on the step. */
export function maxLoanFen(ctx: AppContext, user: UserRow, available = availableCredit(ctx, user)): number {
  const highest = getSetting(ctx, 'sysConfig').borrowHighestMoney || DEFAULT_HIGHEST_BORROW_FEN;
  const { stepFen } = ctx.opts.pricing;
  return Math.floor(Math.min(available, highest) / stepFen) * stepFen;
}

export function assertAmount(ctx: AppContext, user: UserRow, principalFen: number): void {
  const { minLoanFen, stepFen } = ctx.opts.pricing;
  if (principalFen % stepFen !== 0) failWithMessage(LOAN_MESSAGES.amountStep);
  if (principalFen < minLoanFen || principalFen > maxLoanFen(ctx, user)) failWithMessage(LOAN_MESSAGES.amountOutOfRange);
}

/** Only a purpose loanparams offers makes an order (or a draft): any other code answers 1004 (spec 8). */
export function assertPurpose(purposeCode: string): void {
  if (!LOAN_PURPOSES.some((p) => p.code === purposeCode)) fail(1004);
}

/** Spec 9's claim as the pricing grants it: the configured months interest-free, or the 7-day gift bag. */
export function interestFreeOf(pricing: Pricing, choice: InterestFreeChoice | undefined): InterestFree {
  if (choice === 'months' && pricing.freeMonths > 0) return { kind: 'months', months: pricing.freeMonths };
  if (choice === 'days') return { kind: 'days', days: FREE_INTEREST_GIFT_DAYS };
  return { kind: 'none' };
}

export const usableRedPacket = (ctx: AppContext, userId: number, rmId: string | undefined, principalFen: number): RedPacketRow | undefined => {
  if (!rmId) return undefined;
  const row = redPacketOfUser(ctx, userId, Number(rmId.slice(1)));
  if (!row || row.used_order_id !== null || row.expires_day < ctx.clock.day() || principalFen < row.limit_fen) failWithMessage(LOAN_MESSAGES.redPacketUnusable);
  return row;
};

export const redPacketAnswer = (r: RedPacketRow): LoanRedPacket => ({
  rmId: `R${r.id}`, loanRedTitle: r.title, rmdAmt: r.amount_fen, limitAmt: r.limit_fen, rmType: 'interest', expiresDay: r.expires_day,
});

/** The user's unused, unexpired red packets, largest first. */
export const usableRedPackets = (ctx: AppContext, userId: number): RedPacketRow[] =>
  usableRedPacketRows(ctx, userId, ctx.clock.day());

export interface TrialTerms {
  principalFen: number;
  periods: number;
  repayType: RepayType;
  monthlyRatePpm: number;
  monthlyFeePpm: number;
  interestFree: InterestFree;
  interestDiscountFen: number;
}

export const scheduleOf = (t: TrialTerms): Schedule =>
  buildSchedule({
    principalFen: t.principalFen,
    periods: t.periods,
    repayType: t.repayType,
    monthlyRatePpm: t.monthlyRatePpm,
    monthlyFeePpm: t.monthlyFeePpm,
    interestFree: t.interestFree,
    interestDiscountFen: t.interestDiscountFen,
  });

/** The schedule a borrower is shown: APR from the IRR of exactly these cash flows (the amount is paid out in full). */
export function trialOf(t: TrialTerms, startDay: string): TrialData {
  const schedule = scheduleOf(t);
  const days = dueDays(startDay, t.periods);
  return {
    loanAmt: t.principalFen,
    period: t.periods,
    repayType: t.repayType,
    aprBp: aprBp(t.principalFen, schedule),
    monthlyRatePpm: t.monthlyRatePpm,
    dailyRatePpm: dailyRatePpm(t.monthlyRatePpm),
    interestFen: schedule.interestFen,
    feeFen: schedule.feeFen,
    discountFen: schedule.discountFen,
    totalFen: schedule.totalFen,
    plan: schedule.periods.map((p, i) => ({
      period: p.period, dueDay: days[i]!, principalFen: p.principalFen, interestFen: p.interestFen, feeFen: p.feeFen, discountFen: p.discountFen, totalFen: p.totalFen,
    })),
  };
}

export const encodeInterestFree = (f: InterestFree): string => (f.kind === 'none' ? 'none' : f.kind === 'months' ? `months:${f.months}` : `days:${f.days}`);
export function decodeInterestFree(s: string): InterestFree {
  const m = /^(months|days):(\d{1,2})$/.exec(s);
  if (!m) return { kind: 'none' };
  return m[1] === 'months' ? { kind: 'months', months: Number(m[2]) } : { kind: 'days', days: Number(m[2]) };
}

export const termsOfOrder = (o: OrderRow, redPacketFen: number): TrialTerms => ({
  principalFen: o.principal_fen,
  periods: o.periods,
  repayType: o.repay_type,
  monthlyRatePpm: o.monthly_rate_ppm,
  monthlyFeePpm: o.monthly_fee_ppm,
  interestFree: decodeInterestFree(o.interest_free),
  interestDiscountFen: redPacketFen,
});

export const redPacketFenOf = (ctx: AppContext, o: OrderRow): number =>
  o.red_packet_id ? (redPacketById(ctx, o.red_packet_id)?.amount_fen ?? 0) : 0;

export function orderTrial(ctx: AppContext, o: OrderRow): TrialData {
  return trialOf(termsOfOrder(o, redPacketFenOf(ctx, o)), o.lent_day ?? ctx.clock.day());
}

export const isCardSigned = (ctx: AppContext, cardId: number): boolean =>
  isCardSignedRow(ctx, cardId);

export function orderSummary(ctx: AppContext, o: OrderRow): LoanOrderSummary {
  const card = cardById(ctx, o.card_id);
  const unpaid = { n: unpaidPrincipalOf(ctx, o.id) };
  return {
    orderNo: o.order_no,
    status: o.status,
    loanAmt: o.principal_fen,
    period: o.periods,
    repayType: o.repay_type,
    aprBp: o.apr_bp,
    purposeName: LOAN_PURPOSES.find((p) => p.code === o.purpose_code)?.name ?? '',
    bankName: card?.bank_name ?? '',
    cardNo: card ? maskCard(card.card_no) : '',
    signed: isCardSigned(ctx, o.card_id) ? 1 : 0,
    outstandingPrincipalFen: o.status === 'repaying' ? unpaid.n : o.status === 'lending' ? o.principal_fen : 0,
    createdAt: o.created_at,
    lentDay: o.lent_day ?? '',
    settledDay: o.settled_day ?? '',
    failReason: o.fail_reason,
    capitalChannel: o.capital_channel,
    capitalType: o.capital_type,
    busCode: o.bus_code,
    slaveBusCode: o.slave_bus_code,
    lenderName: (CAPITAL_ORGS[o.capital_org] ?? CAPITAL_ORGS.C01!).contractParty,
    isTwoBill: o.is_two_bill,
    creditors: creditorsOf(o),
    funderState: o.funder_state,
    paidIntoCustody: funderOf(ctx, o.capital_channel).custody ? 1 : 0,
  };
}

/** Moves an order on from `from` only: a second, late request finds the state changed and moves nothing. */
export const moveOrder = (ctx: AppContext, o: OrderRow, from: readonly LoanOrderStatus[], to: LoanOrderStatus, extra: Partial<OrderRow> = {}): boolean =>
  moveOrderRow(ctx, o.id, from, to, extra);

/** Ends an order from the states allowed; its red packet is free again (one transaction). */
export const cancelOrder = (ctx: AppContext, o: OrderRow, from: readonly LoanOrderStatus[]): void =>
  ctx.db.transaction(() => {
    if (!moveOrder(ctx, o, from, 'cancelled', { finished_at: ctx.clock.now() })) failWithMessage(LOAN_MESSAGES.orderNotCancellable);
    releaseRedPackets(ctx, o.id);
  })();

/** Pays out one order: bills from its schedule counted from today, the payout in the ledger (to the card, or into custody for a custody funder), the red packet spent. */
export function disburse(ctx: AppContext, o: OrderRow, lentDay: string, at: number): void {
  const trial = trialOf(termsOfOrder(o, redPacketFenOf(ctx, o)), lentDay);
  // A period with nothing to pay (interest-free, no fee, no principal yet) is paid from the start.
  insertBills(ctx, o.id, lentDay, trial.plan, (p) => ({
    principalFen: slaveOwedOf(p.principalFen, o.slave_share_ppm),
    interestFen: slaveOwedOf(p.interestFen - p.discountFen, o.slave_share_ppm),
    feeFen: slaveOwedOf(p.feeFen, o.slave_share_ppm),
    penaltyFen: 0,
  }));
  // A custody funder pays into the custody account, not to the card (ADR 037).
  if (funderOf(ctx, o.capital_channel).custody) return ctx.effects.custodyLoanPaidIn(ctx, o, at);
  const card = cardById(ctx, o.card_id);
  ctx.effects.loanPaidOut(ctx, o, `${card?.bank_name ?? ''}尾号${card?.card_no.slice(-4) ?? ''}`, at);
}

/**
 * Submitted orders are paid out once their delay has passed, when anything of the user's money is read:
 * no timer, so a paused or restarted sandbox simply catches up. The disbursement channel's mode (test
 * hook) decides: ok pays out, fail ends the order (the credit comes back), hang keeps it lending.
 */
export function progressOrders(ctx: AppContext, userId: number): void {
  const due = lendingDue(ctx, userId, ctx.clock.wallNow());
  if (due.length === 0) return;
  const mode = getSetting(ctx, 'channels').disburse;
  if (mode === 'hang') return;
  ctx.db.transaction(() => {
    for (const o of due) {
      const fresh = lendingOrder(ctx, o.id);
      if (!fresh) continue;
      if (mode === 'fail') {
        moveOrder(ctx, fresh, ['lending'], 'failed', { fail_reason: LOAN_MESSAGES.disburseFailed, finished_at: ctx.clock.now() });
        releaseRedPackets(ctx, fresh.id);
      } else {
        disburse(ctx, fresh, ctx.clock.day(), ctx.clock.now());
      }
    }
  })();
}

/**
 * A credit-life instalment purchase (ADR 038): a loan of the platform channel (9F) for the goods' price, lent at
 * once to the partner on the user's behalf: the order repaying from today with its bills (the same schedule,
 * APR and bills as any loan of these terms; no interest-free offer or red packet). The caller writes its
 * ledger rows (effects.shopInstalmentLent) in the same transaction.
 */
export function lendForPurchase(ctx: AppContext, userId: number, p: { principalFen: number; periods: number; cardId: number; orderNo: string }): OrderRow {
  const pricing = ctx.opts.pricing;
  const funder = platformFunder(pricing);
  const terms: TrialTerms = {
    principalFen: p.principalFen, periods: p.periods, repayType: pricing.defaultRepayType, monthlyRatePpm: funder.rates.monthlyRatePpm,
    monthlyFeePpm: funder.rates.monthlyFeePpm, interestFree: { kind: 'none' }, interestDiscountFen: 0,
  };
  const day = ctx.clock.day();
  const trial = trialOf(terms, day);
  if (trial.aprBp > MAX_APR_BP) throw new Error(`purchase loan APR ${trial.aprBp} bp above the ceiling`);
  const o = insertOrder(ctx, {
    orderNo: p.orderNo, userId, status: 'lending', principalFen: p.principalFen, periods: p.periods, repayType: terms.repayType, purposeCode: PURCHASE_PURPOSE,
    cardId: p.cardId, monthlyRatePpm: terms.monthlyRatePpm, monthlyFeePpm: terms.monthlyFeePpm, penaltyDailyPpm: funder.rates.penaltyDailyPpm,
    earlyFeePpm: funder.rates.earlySettlementFeePpm, interestFree: 'none', redPacketId: null, aprBp: trial.aprBp, createdAt: ctx.clock.now(),
    submittedAt: ctx.clock.now(), lendDueAt: null, funder: funderRecord(funder),
  });
  insertBills(ctx, o.id, day, trial.plan, () => ({ principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 }));
  return lendingOrder(ctx, o.id) ?? orderById(ctx, o.id);
}

/** The purpose a purchase loan is recorded with (the dictionary's 日常消费). */
export const PURCHASE_PURPOSE = 'P01';
/** Spec 9 / ADR 011: no offer above 24 % APR by the IRR method. */
export const MAX_APR_BP = 2400;

/**
 * A refunded purchase's loan ends (ADR 038): cancelled from repaying or settled, its bills out of 账单 and its
 * principal no longer held (the credit comes back). Answers the principal it still owed (the ledger's loanCancel).
 */
export function cancelPurchaseLoan(ctx: AppContext, orderId: number): number {
  const unpaid = unpaidPrincipalOf(ctx, orderId);
  if (!moveOrderRow(ctx, orderId, ['repaying', 'settled'], 'cancelled', { finished_at: ctx.clock.now() })) throw new Error(`purchase loan ${orderId} is not repaying`);
  return unpaid;
}
