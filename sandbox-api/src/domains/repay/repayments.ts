import { REPAYMENT_KIND_TITLES, type EarlyQuoteData, type PayChannel, type RepaymentData, type RepaymentKind, type RepaymentStatus } from '@credit/shared/api';
import { daysBetween, dueTotal, earlySettlementQuote } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { MESSAGES } from '../../lib/catalogue';
import { newNumber } from '../../lib/numbers';
import { PAY_TICKET_MESSAGES, spendPayTicket } from '../../lib/payTicketStore';
import type { UserRow } from '../../lib/userStore';
import { cardById } from '../bankCard';
import { type BillRow, billsById, billsOfOrder, billsOfUser, dueOf, orderById, orderOf, type OrderRow } from '../loan';
import { channelMode } from '../sys';
import {
  deferralOf, failRepaymentRow, finishRepayment, insertRefund, insertRepayment, markProcessing, orderNosOfBills, repaymentById, repaymentOfUser, repaymentSums, type RepaymentRow,
} from './store';
import { applyPayment, waiveBill } from '../crossings';

export type { RepaymentRow } from './store';

export const REPAY_MESSAGES = {
  ticketInvalid: PAY_TICKET_MESSAGES.ticketInvalid,
  nothingDue: '当前没有需要还款的账单',
  billPaid: '所选账单已还清，请刷新后再试',
  tooMuch: MESSAGES.repayTooMuch,
  tooLittle: MESSAGES.repayTooLittle,
  quoteChanged: '还款金额已变化，请重新确认',
  repaymentNotFound: '还款记录不存在',
  repaymentDone: '该笔还款已处理，请勿重复支付',
  channelFailed: '扣款失败：银行卡余额不足或银行处理失败',
  notSigned: '该银行卡尚未签约代扣协议，请先签约',
  notRepaying: '该借款当前无需还款',
  /** A stalled card payment answered after another payment had paid its bills (issue 24). */
  refundedPaid: '账单已由其他还款结清，本次扣款已原路退回',
  /** A stalled early settlement answered after its quote stopped holding. */
  refundedQuote: '还款金额已变化，本次扣款已原路退回',
  /** The refunds row and the ledger's refund title. */
  refundReason: '还款未入账退回',
} as const;

const CHANNEL_OF: Record<RepaymentKind, PayChannel> = {
  active: 'bankCard', oneKey: 'bankCard', merged: 'bankCard', early: 'bankCard', protocol: 'protocol', alipay: 'alipay',
};

export const repaymentByNo = (ctx: AppContext, userId: number, repayNo: string): RepaymentRow =>
  repaymentOfUser(ctx, userId, repayNo) ??
  failWithMessage(REPAY_MESSAGES.repaymentNotFound);

const billIdsOf = (r: RepaymentRow): number[] => r.bill_ids.split(',').filter(Boolean).map(Number);

export function repaymentView(ctx: AppContext, r: RepaymentRow): RepaymentData {
  const sums = repaymentSums(ctx, r.id);
  const orderNos = orderNosOfBills(ctx, billIdsOf(r));
  return {
    repayNo: r.repay_no,
    kind: r.kind,
    channel: r.channel,
    status: r.status,
    amountFen: r.amount_fen,
    paidFen: r.paid_fen,
    refundedFen: r.refunded_fen,
    principalFen: sums.p,
    interestFen: sums.i,
    feeFen: sums.f,
    penaltyFen: sums.n,
    orderNos,
    failReason: r.fail_reason,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

/** Unpaid bills of an order up to the chosen periods: choosing period N takes every earlier unpaid one (overdue first, never skipped). */
export function selectPeriods(ctx: AppContext, order: OrderRow, periods: string): BillRow[] {
  if (order.status !== 'repaying') failWithMessage(REPAY_MESSAGES.notRepaying);
  const chosen = periods.split(',').map(Number);
  const bills = billsOfOrder(ctx, order.id);
  const picked = bills.filter((b) => chosen.includes(b.period));
  if (picked.length !== new Set(chosen).size || picked.some((b) => b.paid_day !== null)) failWithMessage(REPAY_MESSAGES.billPaid);
  const upTo = Math.max(...chosen);
  return bills.filter((b) => b.paid_day === null && b.period <= upTo);
}

/** Bills chosen across orders (merged bills): each with every earlier unpaid period of its order. */
export function selectBills(ctx: AppContext, userId: number, ids: readonly number[]): BillRow[] {
  const picked = billsById(ctx, userId, [...new Set(ids)]);
  if (picked.length !== new Set(ids).size || picked.some((b) => b.paid_day !== null)) failWithMessage(REPAY_MESSAGES.billPaid);
  const upTo = new Map<number, number>();
  for (const b of picked) upTo.set(b.order_id, Math.max(upTo.get(b.order_id) ?? 0, b.period));
  return billsOfUser(ctx, userId, true).filter((b) => (upTo.get(b.order_id) ?? 0) >= b.period);
}

export const totalDue = (ctx: AppContext, bills: readonly BillRow[]): number => bills.reduce((n, b) => n + dueTotal(dueOf(b, ctx.clock.day())), 0);

export function createRepayment(
  ctx: AppContext,
  user: UserRow,
  kind: RepaymentKind,
  bills: readonly BillRow[],
  amountFen: number,
  status: 'pending' | 'processing' = 'pending',
  payId: string | null = null,
): RepaymentRow {
  if (bills.length === 0 || amountFen === 0) failWithMessage(REPAY_MESSAGES.nothingDue);
  return insertRepayment(ctx, {
    repayNo: newNumber(ctx, 'P'), userId: user.id, kind, channel: CHANNEL_OF[kind], status, amountFen, billIds: bills.map((b) => b.id).join(','), payId, at: ctx.clock.now(),
  });
}

const reload = (ctx: AppContext, r: RepaymentRow): RepaymentRow => repaymentById(ctx, r.id);

/**
 * Gives back what a channel took and could not apply (issue 24): a refunds row (to the order's card,
 * shown on /refundDetail) and the ledger's two rows, the debit and the refund. The sandbox refunds at once.
 */
function giveBack(ctx: AppContext, r: RepaymentRow, amountFen: number): { refundNo: string; amountFen: number } {
  const orderId = billsById(ctx, r.user_id, billIdsOf(r))[0]!.order_id;
  const refundNo = newNumber(ctx, 'R');
  const at = ctx.clock.now();
  const cardNo = cardById(ctx, orderById(ctx, orderId).card_id).card_no.slice(-4);
  insertRefund(ctx, { refundNo, userId: r.user_id, orderId, amountFen, reason: REPAY_MESSAGES.refundReason, cardNo, at, finishedAt: at });
  ctx.effects.repaymentRefunded(ctx, r.user_id, { repayNo: r.repay_no, refundNo, orderId, amountFen, title: REPAYMENT_KIND_TITLES[r.kind], reason: REPAY_MESSAGES.refundReason, at });
  return { refundNo, amountFen };
}

/** A processing card payment the channel took in full that can apply nothing: refunded, never 还款成功. */
function refundWhole(ctx: AppContext, r: RepaymentRow, reason: string): RepaymentRow {
  finishRepayment(ctx, r.id, { status: 'refunded', paidFen: 0, reason, at: ctx.clock.now(), refund: giveBack(ctx, r, r.amount_fen) });
  return reload(ctx, r);
}

/**
 * Moves the money of a repayment (inside the caller's transaction). A payment not yet sent to its
 * channel (pending) that would apply nothing, or less than it asks, is refused before money moves
 * (40403; the caller's transaction rolls back). Then the channel's mode decides: fail records the
 * refusal and moves nothing, hang leaves it processing (a later read finishes it), ok takes the amount
 * asked and pays the chosen bills as they stand today, never more than is owed (partial when they are
 * not all paid). A payment that waited (processing) may find less owed than it took, another payment
 * having come first: the rest is refunded, and one that applied nothing is `refunded`.
 */
export function execute(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  const bills = billsById(ctx, r.user_id, billIdsOf(r));
  const due = totalDue(ctx, bills);
  if (r.status === 'pending' && due === 0) failWithMessage(REPAY_MESSAGES.billPaid);
  if (r.status === 'pending' && due < r.amount_fen) failWithMessage(REPAY_MESSAGES.quoteChanged);
  const mode = channelMode(ctx, r.channel);
  const finish = (status: RepaymentStatus, paidFen: number, reason = '', refund?: { refundNo: string; amountFen: number }) =>
    finishRepayment(ctx, r.id, { status, paidFen, reason, at: ctx.clock.now(), refund });
  if (mode === 'hang') {
    markProcessing(ctx, r.id);
    return reload(ctx, r);
  }
  if (mode === 'fail') {
    finish('failed', 0, REPAY_MESSAGES.channelFailed);
    return reload(ctx, r);
  }
  const amount = Math.min(r.amount_fen, due);
  if (amount === 0) return refundWhole(ctx, r, REPAY_MESSAGES.refundedPaid);
  const applied = applyPayment(ctx, r.user_id, bills, amount, { repaymentId: r.id, repayNo: r.repay_no, title: REPAYMENT_KIND_TITLES[r.kind] });
  const refund = r.amount_fen > amount ? giveBack(ctx, r, r.amount_fen - amount) : undefined;
  const allPaid = billsById(ctx, r.user_id, billIdsOf(r)).every((b) => b.paid_day !== null);
  finish(allPaid ? 'success' : 'partial', applied.paidFen, '', refund);
  return reload(ctx, r);
}

/** A repayment confirmed once: the second confirm (another key, a double tap) gets its state, never a second debit. */
export function confirm(ctx: AppContext, user: UserRow, r: RepaymentRow, ticket: string): RepaymentRow {
  return ctx.db.transaction(() => {
    const fresh = reload(ctx, r);
    if (fresh.status !== 'pending') failWithMessage(REPAY_MESSAGES.repaymentDone);
    spendPayTicket(ctx, user, ticket, { payFor: 'repayConfirm', subject: fresh.repay_no });
    return execute(ctx, fresh);
  })();
}

/**
 * A processing repayment whose channel has answered since (the hook changed) finishes when it is read.
 * An Alipay payment still open at the cashier is closed (failed, nothing taken) once its bills owe less
 * than it asks: another payment came first, and the cashier must not take it (issue 24).
 */
export function refreshRepayment(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  if (r.status !== 'processing') return r;
  if (r.channel === 'alipay') return closeOverpaid(ctx, r);
  if (channelMode(ctx, r.channel) === 'hang') return r;
  return ctx.db.transaction(() => {
    const fresh = reload(ctx, r);
    if (fresh.status !== 'processing') return fresh;
    if (fresh.kind !== 'early') return execute(ctx, fresh);
    const orderId = billsById(ctx, fresh.user_id, billIdsOf(fresh))[0]!.order_id;
    const order = orderById(ctx, orderId);
    if (order.status !== 'repaying') return refundWhole(ctx, fresh, REPAY_MESSAGES.refundedPaid);
    return executeEarly(ctx, fresh, earlyQuote(ctx, order));
  })();
}

function closeOverpaid(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  return ctx.db.transaction(() => {
    const fresh = reload(ctx, r);
    if (fresh.status !== 'processing') return fresh;
    const due = totalDue(ctx, billsById(ctx, fresh.user_id, billIdsOf(fresh)));
    if (due >= fresh.amount_fen) return fresh;
    return failRepayment(ctx, fresh, due === 0 ? REPAY_MESSAGES.billPaid : REPAY_MESSAGES.quoteChanged);
  })();
}

/**
 * The stand-in cashier's pay button: an Alipay payment whose bills owe less than the page shows is
 * refused before the money moves (closed, failed); otherwise it is paid (once: a paid one keeps its state).
 */
export function payAtCashier(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  return ctx.db.transaction(() => {
    const fresh = refreshRepayment(ctx, reload(ctx, r));
    return fresh.status === 'processing' ? execute(ctx, fresh) : fresh;
  })();
}

/**
 * Early settlement of one order (spec 4.6): overdue periods in full with their penalty, the principal
 * still owed, interest to today on the current period, and the early-settlement fee; later interest and
 * fees are forgiven. `savedFen` compares it with paying on schedule.
 */
export function earlyQuote(
  ctx: AppContext,
  order: OrderRow,
): EarlyQuoteData & { bills: BillRow[]; current: BillRow | undefined; interestToDay: number; deferredBillId: number | undefined } {
  if (order.status !== 'repaying') failWithMessage(REPAY_MESSAGES.notRepaying);
  const today = ctx.clock.day();
  const bills = billsOfOrder(ctx, order.id).filter((b) => b.paid_day === null);
  const overdue = bills.filter((b) => b.due_day < today);
  const rest = bills.filter((b) => b.due_day >= today);
  const current = rest[0];
  const all = billsOfOrder(ctx, order.id);
  const start = current ? (all.find((b) => b.period === current.period - 1)?.due_day ?? order.lent_day!) : today;
  const remaining = rest.reduce((n, b) => n + b.principal_fen - b.paid_principal_fen, 0);
  const q = earlySettlementQuote({
    remainingPrincipalFen: remaining,
    currentInterestFen: current?.interest_fen ?? 0,
    currentDiscountFen: (current?.discount_fen ?? 0) + (current?.waived_interest_fen ?? 0),
    daysElapsed: Math.max(0, daysBetween(start, today)),
    monthlyRatePpm: order.monthly_rate_ppm,
    earlySettlementFeePpm: order.early_fee_ppm,
    scheduledRestFen: rest.reduce((n, b) => n + dueTotal(dueOf(b, today)), 0),
  });
  const interestToDay = Math.max(0, q.interestFen - (current?.paid_interest_fen ?? 0));
  const overdueFen = overdue.reduce((n, b) => n + dueTotal(dueOf(b, today)), 0);
  // The fee agreed at deferral (issue 24) is owed, not forgiven with the later fees: what of it is
  // unpaid on a period not yet due (fees paid on that period count toward it first).
  const deferral = deferralOf(ctx, order.id);
  const deferredBill = deferral ? rest.find((b) => b.id === deferral.bill_id) : undefined;
  const deferralFee = deferral && deferredBill ? Math.max(0, deferral.fee_fen - deferredBill.paid_fee_fen) : 0;
  const total = overdueFen + remaining + interestToDay + q.feeFen + deferralFee;
  const scheduledRest = rest.reduce((n, b) => n + dueTotal(dueOf(b, today)), 0);
  return {
    orderNo: order.order_no,
    principalFen: remaining,
    interestFen: interestToDay,
    feeFen: q.feeFen,
    deferralFeeFen: deferralFee,
    overdueFen,
    totalFen: total,
    savedFen: Math.max(0, scheduledRest + overdueFen - total),
    scheduledRestFen: scheduledRest + overdueFen,
    day: today,
    bills,
    current,
    interestToDay,
    deferredBillId: deferredBill?.id,
  };
}

/** Rewrites the remaining periods to the settlement's terms, then pays them like any repayment (one allocation rule). */
export function settleEarly(ctx: AppContext, user: UserRow, order: OrderRow, ticket: string, quotedTotal: number): RepaymentRow {
  return ctx.db.transaction(() => {
    const q = earlyQuote(ctx, orderOf(ctx, user.id, order.order_no));
    if (q.totalFen !== quotedTotal) failWithMessage(REPAY_MESSAGES.quoteChanged);
    spendPayTicket(ctx, user, ticket, { payFor: 'earlyRepay', subject: order.order_no, amountFen: quotedTotal });
    return executeEarly(ctx, createRepayment(ctx, user, 'early', q.bills, q.totalFen), q);
  })();
}

const failRepayment = (ctx: AppContext, r: RepaymentRow, reason: string): RepaymentRow => {
  failRepaymentRow(ctx, r.id, reason, ctx.clock.now());
  return reload(ctx, r);
};

/**
 * Moves an early settlement: only when the channel pays does the order take the settlement's terms
 * (forgiven interest and fees but the deferral fee, the early fee) and the amount go through the one
 * allocation rule. A settlement that waited on a hanging channel is re-quoted then: a different total
 * never pays something else, and what the channel took is refunded.
 */
function executeEarly(ctx: AppContext, r: RepaymentRow, q: ReturnType<typeof earlyQuote>): RepaymentRow {
  if (channelMode(ctx, r.channel) !== 'ok') return execute(ctx, r);
  if (q.totalFen !== r.amount_fen) return refundWhole(ctx, r, REPAY_MESSAGES.refundedQuote);
  const today = ctx.clock.day();
  for (const b of q.bills) {
    if (b.due_day < today) continue;
    const isCurrent = b.id === q.current?.id;
    waiveBill(ctx, { id: b.id, keep: isCurrent ? q.interestToDay : 0, early: isCurrent ? q.feeFen : 0, keepFee: b.id === q.deferredBillId ? q.deferralFeeFen : 0 });
  }
  return execute(ctx, r);
}
