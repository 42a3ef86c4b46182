import type { BillItem, RepayQuote } from '@credit/shared/api';
import { allocatePayment, daysBetween, dueTotal, penaltyFen, type Due } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { repaymentPaid } from '../effects';

/** A bill (one period of an order) with its order's number and terms. */
export interface BillRow {
  id: number;
  order_id: number;
  period: number;
  due_day: string;
  principal_fen: number;
  interest_fen: number;
  fee_fen: number;
  discount_fen: number;
  early_fee_fen: number;
  waived_interest_fen: number;
  waived_fee_fen: number;
  penalty_fen: number;
  penalty_day: string | null;
  paid_principal_fen: number;
  paid_interest_fen: number;
  paid_fee_fen: number;
  paid_penalty_fen: number;
  paid_day: string | null;
  order_no: string;
  periods: number;
  penalty_daily_ppm: number;
  user_id: number;
}

const BILL_SELECT = `SELECT b.*, o.order_no, o.periods, o.penalty_daily_ppm, o.user_id FROM bills b JOIN loan_orders o ON o.id = b.order_id`;

export const billsOfOrder = (ctx: AppContext, orderId: number): BillRow[] =>
  ctx.db.prepare(`${BILL_SELECT} WHERE b.order_id = ? ORDER BY b.period`).all(orderId) as BillRow[];

/** Every bill of the user's orders being repaid, oldest due first. */
export const billsOfUser = (ctx: AppContext, userId: number, unpaidOnly = false): BillRow[] =>
  ctx.db
    .prepare(`${BILL_SELECT} WHERE o.user_id = ? AND o.status IN ('repaying', 'settled')${unpaidOnly ? ' AND b.paid_day IS NULL' : ''} ORDER BY b.due_day, o.id, b.period`)
    .all(userId) as BillRow[];

export const billsById = (ctx: AppContext, userId: number, ids: readonly number[]): BillRow[] =>
  ids.length === 0
    ? []
    : (ctx.db.prepare(`${BILL_SELECT} WHERE o.user_id = ? AND b.id IN (${ids.map(() => '?').join(', ')}) ORDER BY b.due_day, o.id, b.period`).all(userId, ...ids) as BillRow[]);

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
  const accrue = ctx.db.prepare('UPDATE bills SET penalty_fen = ?, penalty_day = ? WHERE id = ?');
  const ordered = [...bills].sort((a, b) => (a.due_day < b.due_day ? -1 : a.due_day > b.due_day ? 1 : a.order_id - b.order_id || a.period - b.period));
  for (const b of ordered) {
    const penalty = penaltyToDate(b, today);
    if (b.paid_day === null && penalty !== b.penalty_fen) accrue.run(penalty, today, b.id);
  }
  const allocation = allocatePayment(amountFen, ordered.filter((b) => b.paid_day === null).map((b) => dueOf(b, today)));
  const pay = ctx.db.prepare(
    `UPDATE bills SET paid_principal_fen = paid_principal_fen + @principal, paid_interest_fen = paid_interest_fen + @interest,
       paid_fee_fen = paid_fee_fen + @fee, paid_penalty_fen = paid_penalty_fen + @penalty WHERE id = @id`,
  );
  const item = ctx.db.prepare(
    'INSERT INTO repayment_items (repayment_id, bill_id, principal_fen, interest_fen, fee_fen, penalty_fen, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const byOrder = new Map<number, Applied>();
  const total: Applied = { paidFen: 0, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 };
  for (const part of allocation.items) {
    const paid = dueTotal(part);
    if (paid === 0) continue;
    const bill = ordered.find((b) => b.id === part.key)!;
    pay.run({ id: bill.id, principal: part.principalFen, interest: part.interestFen, fee: part.feeFen, penalty: part.penaltyFen });
    item.run(ref.repaymentId, bill.id, part.principalFen, part.interestFen, part.feeFen, part.penaltyFen, at);
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
  const markPaid = ctx.db.prepare('UPDATE bills SET paid_day = ? WHERE id = ? AND paid_day IS NULL');
  for (const b of fresh) if (b.paid_day === null && dueTotal(dueOf(b, today)) === 0) markPaid.run(today, b.id);
  for (const [orderId, sum] of byOrder) {
    repaymentPaid(ctx, userId, {
      orderId, repayNo: ref.repayNo, title: ref.title, at, principalFen: sum.principalFen, interestFen: sum.interestFen, feeFen: sum.feeFen, penaltyFen: sum.penaltyFen,
    });
    const open = ctx.db.prepare('SELECT 1 FROM bills WHERE order_id = ? AND paid_day IS NULL LIMIT 1').get(orderId);
    if (!open) ctx.db.prepare(`UPDATE loan_orders SET status = 'settled', settled_day = ?, finished_at = ? WHERE id = ? AND status = 'repaying'`).run(today, at, orderId);
  }
  return total;
}
