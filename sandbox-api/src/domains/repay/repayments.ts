import { REPAYMENT_KIND_TITLES, type EarlyQuoteData, type PayChannel, type RepaymentData, type RepaymentKind, type RepaymentStatus } from '@credit/shared/api';
import { daysBetween, dueTotal, earlySettlementQuote } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { MESSAGES } from '../../lib/catalogue';
import { newNumber } from '../../lib/numbers';
import { PAY_TICKET_MESSAGES, spendPayTicket } from '../../lib/payTickets';
import type { UserRow } from '../account/users';
import { applyPayment, billsById, billsOfOrder, billsOfUser, dueOf, type BillRow } from '../loan/bills';
import { orderOf, type OrderRow } from '../loan/orders';
import { orderById, waiveBill } from '../loan/store';
import { channelMode } from '../sys/settings';
import {
  failRepaymentRow, finishRepayment, insertRepayment, markProcessing, orderNosOfBills, repaymentById, repaymentOfUser, repaymentSums, type RepaymentRow,
} from './store';

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
 * Moves the money of a repayment (inside the caller's transaction). The channel's mode decides: fail
 * records the refusal and moves nothing, hang leaves it processing (a later read finishes it), ok pays
 * the chosen bills as they stand today, never more than is owed: partial when they are not all paid.
 */
export function execute(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  const mode = channelMode(ctx, r.channel);
  const finish = (status: RepaymentStatus, paidFen: number, reason = '') => finishRepayment(ctx, r.id, { status, paidFen, reason, at: ctx.clock.now() });
  if (mode === 'hang') {
    markProcessing(ctx, r.id);
    return reload(ctx, r);
  }
  if (mode === 'fail') {
    finish('failed', 0, REPAY_MESSAGES.channelFailed);
    return reload(ctx, r);
  }
  const bills = billsById(ctx, r.user_id, billIdsOf(r));
  const amount = Math.min(r.amount_fen, totalDue(ctx, bills));
  const applied = amount > 0 ? applyPayment(ctx, r.user_id, bills, amount, { repaymentId: r.id, repayNo: r.repay_no, title: REPAYMENT_KIND_TITLES[r.kind] }) : undefined;
  const allPaid = billsById(ctx, r.user_id, billIdsOf(r)).every((b) => b.paid_day !== null);
  finish(allPaid ? 'success' : applied ? 'partial' : 'failed', applied?.paidFen ?? 0, applied ? '' : REPAY_MESSAGES.billPaid);
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

/** A processing repayment whose channel has answered since (the hook changed) finishes when it is read. */
export function refreshRepayment(ctx: AppContext, r: RepaymentRow): RepaymentRow {
  if (r.status !== 'processing' || r.channel === 'alipay' || channelMode(ctx, r.channel) === 'hang') return r;
  return ctx.db.transaction(() => {
    const fresh = reload(ctx, r);
    if (fresh.status !== 'processing') return fresh;
    if (fresh.kind !== 'early') return execute(ctx, fresh);
    const orderId = billsById(ctx, fresh.user_id, billIdsOf(fresh))[0]!.order_id;
    const order = orderById(ctx, orderId);
    if (order.status !== 'repaying') return failRepayment(ctx, fresh, REPAY_MESSAGES.quoteChanged);
    return executeEarly(ctx, fresh, earlyQuote(ctx, order));
  })();
}

/**
 * Early settlement of one order (spec 4.6): overdue periods in full with their penalty, the principal
 * still owed, interest to today on the current period, and the early-settlement fee; later interest and
 * fees are forgiven. `savedFen` compares it with paying on schedule.
 */
export function earlyQuote(ctx: AppContext, order: OrderRow): EarlyQuoteData & { bills: BillRow[]; current: BillRow | undefined; interestToDay: number } {
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
  const total = overdueFen + remaining + interestToDay + q.feeFen;
  const scheduledRest = rest.reduce((n, b) => n + dueTotal(dueOf(b, today)), 0);
  return {
    orderNo: order.order_no,
    principalFen: remaining,
    interestFen: interestToDay,
    feeFen: q.feeFen,
    overdueFen,
    totalFen: total,
    savedFen: Math.max(0, scheduledRest + overdueFen - total),
    scheduledRestFen: scheduledRest + overdueFen,
    day: today,
    bills,
    current,
    interestToDay,
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
 * (forgiven interest and fees, the early fee) and the amount go through the one allocation rule. A
 * settlement that waited on a hanging channel is re-quoted then: a different total fails it, never pays
 * something else.
 */
function executeEarly(ctx: AppContext, r: RepaymentRow, q: ReturnType<typeof earlyQuote>): RepaymentRow {
  if (channelMode(ctx, r.channel) !== 'ok') return execute(ctx, r);
  if (q.totalFen !== r.amount_fen) return failRepayment(ctx, r, REPAY_MESSAGES.quoteChanged);
  const today = ctx.clock.day();
  for (const b of q.bills) {
    if (b.due_day < today) continue;
    const isCurrent = b.id === q.current?.id;
    waiveBill(ctx, { id: b.id, keep: isCurrent ? q.interestToDay : 0, early: isCurrent ? q.feeFen : 0 });
  }
  return execute(ctx, r);
}
