import type { BillItem } from '@credit/shared/api';

/** The bills a repayment may take: unpaid ones, overdue first, then by order and period. */
export function payableBills(bills: readonly BillItem[]): BillItem[] {
  return bills
    .filter((b) => b.status !== 'paid')
    .sort((a, b) => Number(b.status === 'overdue') - Number(a.status === 'overdue') || a.orderNo.localeCompare(b.orderNo) || a.period - b.period);
}

/** What a borrower starts with: every overdue bill and, per order, the first one not yet overdue. */
export function initialChoice(bills: readonly BillItem[]): Set<string> {
  const chosen = new Set<string>();
  const firstTaken = new Set<string>();
  for (const b of [...bills].sort((a, b) => a.period - b.period)) {
    if (b.status === 'paid') continue;
    if (b.status === 'overdue') chosen.add(b.billId);
    else if (!firstTaken.has(b.orderNo)) {
      firstTaken.add(b.orderNo);
      chosen.add(b.billId);
    }
  }
  return chosen;
}

/**
 * What a desk opened for period N of an order starts with: exactly what the rules require to pay N,
 * every overdue bill (they come first) and N with every earlier unpaid period of its order (periods are
 * paid in order). Nothing later than N, and no period not yet due unless it is N or before it: an
 * overdue period 1 asked for alone is paid alone. A period that is not payable (paid, unknown) opens
 * the desk as `initialChoice` does. `bills` are one order's (the desk's).
 */
export function choiceUpTo(bills: readonly BillItem[], period: number): Set<string> {
  const target = bills.find((b) => b.period === period && b.status !== 'paid');
  if (!target) return initialChoice(bills);
  const chosen = new Set<string>();
  for (const b of bills) {
    if (b.status === 'paid') continue;
    if (b.status === 'overdue' || (b.orderNo === target.orderNo && b.period <= period)) chosen.add(b.billId);
  }
  return chosen;
}

export type Toggle = { chosen: Set<string>; refused: null } | { chosen: Set<string>; refused: string };

export const OVERDUE_FIRST = '逾期账单需优先还清，不能跳过';

/**
 * Ticks or unticks one bill by the rules of the period choice: ticking period N of an order ticks every
 * earlier unpaid period of it; unticking N unticks every later one (periods are paid in order); an
 * overdue period cannot be left out. Other orders' bills are untouched (a merged repayment).
 */
export function toggleBill(bills: readonly BillItem[], chosen: ReadonlySet<string>, billId: string): Toggle {
  const bill = bills.find((b) => b.billId === billId);
  const next = new Set(chosen);
  if (!bill || bill.status === 'paid') return { chosen: next, refused: null };
  const sameOrder = bills.filter((b) => b.orderNo === bill.orderNo && b.status !== 'paid');
  if (chosen.has(billId)) {
    if (bill.status === 'overdue') return { chosen: next, refused: OVERDUE_FIRST };
    for (const b of sameOrder) if (b.period >= bill.period) next.delete(b.billId);
  } else {
    for (const b of sameOrder) if (b.period <= bill.period) next.add(b.billId);
  }
  return { chosen: next, refused: null };
}

/** The periods of one order's chosen bills, as the calls take them ('1,2'). */
export function periodsOf(bills: readonly BillItem[], chosen: ReadonlySet<string>): string {
  return bills
    .filter((b) => chosen.has(b.billId))
    .map((b) => b.period)
    .sort((a, b) => a - b)
    .join(',');
}

/** The chosen bills' ids, as the merged repayment takes them ('12,13'). */
export function billIdsOf(bills: readonly BillItem[], chosen: ReadonlySet<string>): string {
  return bills.filter((b) => chosen.has(b.billId)).map((b) => b.billId).join(',');
}
