import type { QueryClient } from '@tanstack/react-query';
import { loanKeys, pollWhile, readKey, sessionKeys, useRead } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { billReads } from './billReads';

/**
 * The bill reads several areas of this remote show, and their query keys (ADR 008). A payment
 * changes all of them: `invalidateAfterPayment` reads them again, with the session (我的, the home
 * card) and the loan remote's credit reads, so every view shows the new state without a reload.
 */
export const billKeys = {
  all: ['bill'] as const,
  /** One order's bills by state (the cashier's unpaid ones are the same entry as billReads.unpaidOfOrder). */
  list: (status: BillStatusFilter, orderNo = '') => readKey(billReads.list, { status, orderNo: orderNo || undefined }),
};

export type BillStatusFilter = 'all' | 'unpaid' | 'overdue' | 'paid';

export function invalidateAfterPayment(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: billKeys.all }),
    client.invalidateQueries({ queryKey: sessionKeys.all }),
    // The loan remote's reads of credit and orders: available credit grows as principal is repaid.
    client.invalidateQueries({ queryKey: loanKeys.all }),
  ]);
}

/** One order's unpaid bills (bill/list): the cashier's read, which its route starts ahead of the page (ADR 041). */
export const useUnpaidBillsOfOrder = (orderNo: string) => useRead(billReads.unpaidOfOrder, { orderNo });

/** Bills across orders, or of one order, by state (bill/list): overdue first. */
export function useBillList(status: BillStatusFilter, orderNo = '') {
  return useRead(billReads.list, { status, orderNo: orderNo || undefined });
}

/**
 * A repayment as it stands (repayment/status; a processing one finishes once its channel answers).
 * With `poll` (the result pages) it is read again every 2 s while processing, without toasting each miss.
 */
export function useRepayment(repayNo: string, { poll = false } = {}) {
  return useRead(billReads.repayment, { repayNo }, {
    request: poll ? { suppressErrorToast: true } : {},
    refetchInterval: poll ? pollWhile<RepaymentData>((r) => r.status === 'processing') : false,
    refetchIntervalInBackground: true,
  });
}
