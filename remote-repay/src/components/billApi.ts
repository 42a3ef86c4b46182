import { useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, http, loanKeys, pollWhile, readQuery, sessionKeys } from '@credit/shared';
import type { BillListData, RepaymentData } from '@credit/shared/api';
import { billReads } from './billReads';

/**
 * The bill reads several areas of this remote show, and their query keys (ADR 008). A payment
 * changes all of them: `invalidateAfterPayment` reads them again, with the session (我的, the home
 * card) and the loan remote's credit reads, so every view shows the new state without a reload.
 */
export const billKeys = {
  all: ['bill'] as const,
  month: billReads.month.key,
  borrowing: ['bill', 'myBorrowing'] as const,
  list: (status: BillStatusFilter, orderNo = '') => ['bill', 'list', status, orderNo] as const,
  detail: (billId: string) => ['bill', 'detail', billId] as const,
  history: ['bill', 'history'] as const,
  repayment: (repayNo: string) => ['bill', 'repayment', repayNo] as const,
  quote: (orderNo: string, periods: string) => ['bill', 'quote', orderNo, periods] as const,
  early: (orderNo: string) => ['bill', 'early', orderNo] as const,
  records: ['bill', 'loanRecords'] as const,
  order: (orderNo: string) => ['bill', 'order', orderNo] as const,
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
export const useUnpaidBillsOfOrder = (orderNo: string) => useQuery(readQuery<BillListData>(billReads.unpaidOfOrder, {}, { orderNo }));

/** Bills across orders, or of one order, by state (bill/list): overdue first. */
export function useBillList(status: BillStatusFilter, orderNo = '') {
  return useQuery({
    queryKey: billKeys.list(status, orderNo),
    queryFn: () => http.post<BillListData>(API_PATHS.bill.list, { status, ...(orderNo ? { orderNo } : {}) }),
  });
}

/**
 * A repayment as it stands (repayment/status; a processing one finishes once its channel answers).
 * With `poll` (the result pages) it is read again every 2 s while processing, without toasting each miss.
 */
export function useRepayment(repayNo: string, { poll = false } = {}) {
  return useQuery({
    queryKey: billKeys.repayment(repayNo),
    queryFn: () => http.post<RepaymentData>(API_PATHS.repayment.status, { repayNo }, poll ? { suppressErrorToast: true } : {}),
    refetchInterval: poll ? pollWhile<RepaymentData>((r) => r.status === 'processing') : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
