import type { BillItem, RepayQuote } from '@credit/shared/api';
import { allocatePayment, daysBetween, dueTotal, penaltyFen, type Due } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { repaymentPaid } from '../effects';
import { repayPathOf } from './funders';
import { accruePenalty, billsById, insertRepaymentItem, markBillPaid, payBill, settleIfPaid, type BillRow } from './store';

export { billsById, billsOfOrder, billsOfUser, type BillRow } from './store';

/**
 * Penalty to `today`: what was accrued up to `penalty_day` (kept whenever a payment touched the bill)
 * plus the days since on the principal still unpaid (spec: per day on the overdue principal).
 */
export function penaltyToDate(b: BillRow, today: string): number {
  if (b.paid_day !== null || today <= b.due_day) return b.penalty_fen;
  const from = b.penalty_day && b.penalty_day > b.due_day ? b.penalty_day : b.due_day;
  return b.penalty_fen + penaltyFen(b.principal_fen - b.paid_principal_fen, daysBetween(from, today), b.penalty_daily_ppm);
}

/** What is still owed on a bill today, component by component. */
export function dueOf(b: BillRow, today: string): Due {
  return {
    key: b.id,
    penaltyFen: penaltyToDate(b, today) - b.paid_penalty_fen,
    feeFen: b.fee_fen + b.early_fee_fen - b.waived_fee_fen - b.paid_fee_fen,
    interestFen: b.interest_fen - b.discount_fen - b.waived_interest_fen - b.paid_interest_fen,
    principalFen: b.principal_fen - b.paid_principal_fen,
  };
}

const paidOf = (b: BillRow): number => b.paid_principal_fen + b.paid_interest_fen + b.paid_fee_fen + b.paid_penalty_fen;

/** A bill as the borrower reads it today: the first unpaid period not yet overdue is the one "due". */
export function billView(b: BillRow, today: string, currentPeriod: number | undefined): BillItem {
  const overdue = b.paid_day === null && b.due_day < today;
  const status = b.paid_day !== null ? 'paid' : overdue ? 'overdue' : b.period === currentPeriod ? 'due' : 'pending';
  const penalty = penaltyToDate(b, today);
  return {
    billId: String(b.id),
    orderNo: b.order_no,
    capitalChannel: b.capital_channel,
    repayPath: repayPathOf(b.capital_channel),
    period: b.period,
    periods: b.periods,
    dueDay: b.due_day,
    status,
    overdueDays: overdue ? daysBetween(b.due_day, today) : 0,
    principalFen: b.principal_fen,
    interestFen: b.interest_fen,
    feeFen: b.fee_fen + b.early_fee_fen,
    discountFen: b.discount_fen + b.waived_interest_fen + b.waived_fee_fen,
    penaltyFen: penalty,
    paidFen: paidOf(b),
    dueFen: b.paid_day !== null ? 0 : dueTotal(dueOf(b, today)),
    paidDay: b.paid_day ?? '',
  };
}

/** The "due" period of each order: its first unpaid period that is not overdue. */
export function currentPeriods(bills: readonly BillRow[], today: string): Map<number, number> {
  const current = new Map<number, number>();
  for (const b of bills) {
    if (b.paid_day === null && b.due_day >= today && !current.has(b.order_id)) current.set(b.order_id, b.period);
  }
  return current;
}

export function billViews(bills: readonly BillRow[], today: string, context: readonly BillRow[] = bills): BillItem[] {
  const current = currentPeriods([...context].sort((a, b) => a.order_id - b.order_id || a.period - b.period), today);
  return bills.map((b) => billView(b, today, current.get(b.order_id)));
}

/** Overdue bills plus each order's current period: what "repay now" means. */
export const dueNow = (bills: readonly BillRow[], today: string): BillRow[] => {
  const current = currentPeriods(bills, today);
  return bills.filter((b) => b.paid_day === null && (b.due_day < today || current.get(b.order_id) === b.period));
};

export function quoteOf(bills: readonly BillRow[], today: string, context: readonly BillRow[] = bills): RepayQuote {
  const q = { principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0, totalFen: 0 };
  for (const b of bills) {
    const d = dueOf(b, today);
    q.principalFen += d.principalFen;
    q.interestFen += d.interestFen;
    q.feeFen += d.feeFen;
    q.penaltyFen += d.penaltyFen;
  }
  q.totalFen = q.principalFen + q.interestFen + q.feeFen + q.penaltyFen;
  return { ...q, bills: billViews(bills, today, context) };
}

export interface Applied {
  paidFen: number;
  principalFen: number;
  interestFen: number;
  feeFen: number;
  penaltyFen: number;
}

/**
 * Pays `amountFen` into `bills` (the caller's transaction): penalties accrued to today are kept first, then
 * the amount is allocated penalty → fee → interest → principal, oldest period first; each order's share
 * is one ledger row with its split; an order whose every bill is paid is settled.
 */
export function applyPayment(
  ctx: AppContext,
  userId: number,
  bills: readonly BillRow[],
  amountFen: number,
  ref: { repaymentId: number; repayNo: string; title: string },
): Applied {
  const today = ctx.clock.day();
  const at = ctx.clock.now();
  const ordered = [...bills].sort((a, b) => (a.due_day < b.due_day ? -1 : a.due_day > b.due_day ? 1 : a.order_id - b.order_id || a.period - b.period));
  for (const b of ordered) {
    const penalty = penaltyToDate(b, today);
    if (b.paid_day === null && penalty !== b.penalty_fen) accruePenalty(ctx, b.id, penalty, today);
  }
  const allocation = allocatePayment(amountFen, ordered.filter((b) => b.paid_day === null).map((b) => dueOf(b, today)));
  const byOrder = new Map<number, Applied>();
  const total: Applied = { paidFen: 0, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 };
  for (const part of allocation.items) {
    const paid = dueTotal(part);
    if (paid === 0) continue;
    const bill = ordered.find((b) => b.id === part.key)!;
    payBill(ctx, bill.id, part);
    insertRepaymentItem(ctx, ref.repaymentId, bill.id, part, at);
    const sum = byOrder.get(bill.order_id) ?? { paidFen: 0, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 };
    for (const t of [sum, total]) {
      t.paidFen += paid;
      t.principalFen += part.principalFen;
      t.interestFen += part.interestFen;
      t.feeFen += part.feeFen;
      t.penaltyFen += part.penaltyFen;
    }
    byOrder.set(bill.order_id, sum);
  }
  // A bill is paid when nothing is owed on it today.
  const fresh = billsById(ctx, userId, ordered.map((b) => b.id));
  for (const b of fresh) if (b.paid_day === null && dueTotal(dueOf(b, today)) === 0) markBillPaid(ctx, b.id, today);
  for (const [orderId, sum] of byOrder) {
    repaymentPaid(ctx, userId, {
      orderId, repayNo: ref.repayNo, title: ref.title, at, principalFen: sum.principalFen, interestFen: sum.interestFen, feeFen: sum.feeFen, penaltyFen: sum.penaltyFen,
    });
    settleIfPaid(ctx, orderId, today, at);
  }
  return total;
}
