import type { BillItem, Creditor, RepayQuote } from '@credit/shared/api';
import { allocatePayment, daysBetween, dueTotal, penaltyFen, slaveOwedOf, splitDuePayment, type Due } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { creditorsOf, repayPathOf } from './funders';
import { accruePenalty, billsById, insertRepaymentItem, markBillPaid, payBill, setSlaveOwed, settleIfPaid, type BillRow } from './store';

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

const COMPONENTS = ['principalFen', 'interestFen', 'feeFen', 'penaltyFen'] as const;
const noDue = (key: number): Due => ({ key, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 });

/** What a bill owes of each component all told today: net of discounts and waivers, the penalty to date. */
function totalsOf(b: BillRow, today: string): Due {
  return {
    key: b.id,
    principalFen: b.principal_fen,
    interestFen: b.interest_fen - b.discount_fen - b.waived_interest_fen,
    feeFen: b.fee_fen + b.early_fee_fen - b.waived_fee_fen,
    penaltyFen: penaltyToDate(b, today),
  };
}
const paidParts = (b: BillRow): Due => ({ key: b.id, principalFen: b.paid_principal_fen, interestFen: b.paid_interest_fen, feeFen: b.paid_fee_fen, penaltyFen: b.paid_penalty_fen });
const slavePaidParts = (b: BillRow): Due => ({
  key: b.id, principalFen: b.slave_paid_principal_fen, interestFen: b.slave_paid_interest_fen, feeFen: b.slave_paid_fee_fen, penaltyFen: b.slave_paid_penalty_fen,
});

/**
 * What the slave funder of a two-bill loan is owed all told of each component of a bill today (ADR 035:
 * its share of each total, rounded down, kept within what each creditor was already paid); zeros for a loan
 * of one lender.
 */
export function slaveOwedToday(b: BillRow, today: string): Due {
  const owed = noDue(b.id);
  if (b.slave_share_ppm === 0) return owed;
  const total = totalsOf(b, today);
  const paid = paidParts(b);
  const slavePaid = slavePaidParts(b);
  for (const c of COMPONENTS) owed[c] = slaveOwedOf(total[c], b.slave_share_ppm, { slaveFen: slavePaid[c], masterFen: paid[c] - slavePaid[c] });
  return owed;
}

/** What of a bill's due today (dueOf) is the slave funder's, component by component. */
export function slaveDueOf(b: BillRow, today: string): Due {
  const owed = slaveOwedToday(b, today);
  const slavePaid = slavePaidParts(b);
  for (const c of COMPONENTS) owed[c] -= slavePaid[c];
  return owed;
}


/** A bill as the borrower reads it today: the first unpaid period not yet overdue is the one "due". */
export function billView(b: BillRow, today: string, currentPeriod: number | undefined): BillItem {
  const overdue = b.paid_day === null && b.due_day < today;
  const status = b.paid_day !== null ? 'paid' : overdue ? 'overdue' : b.period === currentPeriod ? 'due' : 'pending';
  const penalty = penaltyToDate(b, today);
  const dueFen = b.paid_day !== null ? 0 : dueTotal(dueOf(b, today));
  const slaveRepayAmt = b.paid_day !== null ? 0 : dueTotal(slaveDueOf(b, today));
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
    dueFen,
    paidDay: b.paid_day ?? '',
    isTwoBill: b.slave_share_ppm > 0 ? 1 : 0,
    masterRepayAmt: dueFen - slaveRepayAmt,
    slaveRepayAmt,
    creditors: creditorsOf(b),
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
  const views = billViews(bills, today, context);
  // The quote's split is its bills' (what is due today to each creditor); its creditors those of its bills' orders.
  const slaveRepayAmt = bills.reduce((n, b) => n + dueTotal(slaveDueOf(b, today)), 0);
  const creditors: Creditor[] = [];
  for (const v of views) for (const c of v.creditors) if (!creditors.some((x) => x.role === c.role && x.lenderName === c.lenderName)) creditors.push(c);
  return { ...q, isTwoBill: views.some((v) => v.isTwoBill === 1) ? 1 : 0, masterRepayAmt: q.totalFen - slaveRepayAmt, slaveRepayAmt, creditors, bills: views };
}

export interface Applied {
  paidFen: number;
  principalFen: number;
  interestFen: number;
  feeFen: number;
  penaltyFen: number;
}

const noApplied = (): Applied => ({ paidFen: 0, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 });
function addTo(t: Applied, part: Due): void {
  t.paidFen += dueTotal(part);
  t.principalFen += part.principalFen;
  t.interestFen += part.interestFen;
  t.feeFen += part.feeFen;
  t.penaltyFen += part.penaltyFen;
}

/**
 * Pays `amountFen` into `bills` (the caller's transaction): penalties accrued to today are kept first, then
 * the amount is allocated penalty → fee → interest → principal, oldest period first. Each component paid
 * of a two-bill loan is split between its creditors by the money core's rule (ADR 035: pro rata to what
 * each still owes, the slave's owed parts recomputed first). Each order's share is one ledger row per
 * creditor paid, with its split; an order whose every bill is paid is settled.
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
    if (b.paid_day !== null) continue;
    const penalty = penaltyToDate(b, today);
    if (penalty !== b.penalty_fen) accruePenalty(ctx, b.id, penalty, today);
    if (b.slave_share_ppm > 0) setSlaveOwed(ctx, b.id, slaveOwedToday(b, today));
  }
  const allocation = allocatePayment(amountFen, ordered.filter((b) => b.paid_day === null).map((b) => dueOf(b, today)));
  const byOrder = new Map<number, { master: Applied; slave: Applied }>();
  const total = noApplied();
  for (const part of allocation.items) {
    if (dueTotal(part) === 0) continue;
    const bill = ordered.find((b) => b.id === part.key)!;
    const { master, slave } = splitDuePayment(part, slaveDueOf(bill, today), dueOf(bill, today));
    payBill(ctx, bill.id, part, slave);
    insertRepaymentItem(ctx, ref.repaymentId, bill.id, part, slave, at);
    const sum = byOrder.get(bill.order_id) ?? { master: noApplied(), slave: noApplied() };
    addTo(sum.master, master);
    addTo(sum.slave, slave);
    addTo(total, part);
    byOrder.set(bill.order_id, sum);
  }
  // A bill is paid when nothing is owed on it today.
  const fresh = billsById(ctx, userId, ordered.map((b) => b.id));
  for (const b of fresh) if (b.paid_day === null && dueTotal(dueOf(b, today)) === 0) markBillPaid(ctx, b.id, today);
  for (const [orderId, sum] of byOrder) {
    const bill = ordered.find((b) => b.order_id === orderId)!;
    const lenders = bill.slave_share_ppm > 0 ? creditorsOf(bill) : [];
    for (const creditor of ['master', 'slave'] as const) {
      const s = sum[creditor];
      if (s.paidFen === 0) continue;
      // A two-bill repayment's two rows say whom each paid; a one-lender order's row keeps the plain title.
      const lender = lenders.find((c) => c.role === creditor)?.lenderName;
      ctx.effects.repaymentPaid(ctx, userId, {
        orderId, creditor, repayNo: ref.repayNo, title: lender ? `${ref.title}（${lender}）` : ref.title, at, principalFen: s.principalFen, interestFen: s.interestFen, feeFen: s.feeFen, penaltyFen: s.penaltyFen,
      });
    }
    settleIfPaid(ctx, orderId, today, at);
  }
  return total;
}
