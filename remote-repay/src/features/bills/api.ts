import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, http, readQuery } from '@credit/shared';
import type {
  CanWithdrawData, CardV3Data,
  BillDetailData, DeferQueryData, DeferReadData, HurryLoanData, LoanDetailData, LoanRecordsData, MonthBillData, MyBorrowingData,
  RepayHistoryData, ShowQrCodeData,
} from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { billKeys } from '../../components/billApi';
import { billReads } from '../../components/billReads';

/** The bill reads of spec 7.7 "Bill revision" and the repayment history (docs/sandbox.md "Money"). */

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

/** What is due this month, overdue first (bill/monthBill). */
export const useMonthBill = () => useQuery(readQuery<MonthBillData>(billReads.month));

/** Each order being repaid, with its progress and next payment (bill/myBorrowingPage). */
export const useMyBorrowing = () => useQuery({ queryKey: billKeys.borrowing, queryFn: () => post<MyBorrowingData>(API_PATHS.bill.myBorrowingPage) });

export function useBillDetail(billId: string) {
  return useQuery({ queryKey: billKeys.detail(billId), queryFn: () => post<BillDetailData>(API_PATHS.bill.detail, { billId }) });
}

/** Repayments, newest first, 20 a page ("加载更多"). */
export function useRepayHistory() {
  return useInfiniteQuery({
    queryKey: billKeys.history,
    queryFn: ({ pageParam }) => post<RepayHistoryData>(API_PATHS.repayment.history, { page: String(pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The user's loan orders, every state (loanorder/records). */
export const useLoanRecords = () => useQuery({ queryKey: billKeys.records, queryFn: () => post<LoanRecordsData>(API_PATHS.loanorder.records) });

/** One order with the terms it was sold with and its bills (loanorder/detail). */
export function useOrder(orderNo: string) {
  return useQuery({ queryKey: billKeys.order(orderNo), queryFn: () => post<LoanDetailData>(API_PATHS.loanorder.detail, { orderNo }) });
}

/** A deferral of the order's current period: allowed or why not, and the terms to read first. */
export function useDeferTerms(orderNo: string) {
  return useQuery({ queryKey: ['bill', 'defer', orderNo], queryFn: () => post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo }), staleTime: 0 });
}

/** Agrees to the terms shown (their new day and fee: the server refuses others) with the offer's key. */
export function useAgreeDeferral() {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: { orderNo: string; newDueDay: string; feeFen: number } & Keyed) =>
      http.post<DeferReadData>(API_PATHS.loanHelp.deferRead, { ...body, feeFen: String(body.feeFen) }, { idempotencyKey }),
  });
}

/** The counter code of what the order owes now (bill revision showQRCode); asked when the user opens it. */
export function useCounterCode() {
  return useMutation({ mutationFn: (orderNo: string) => post<ShowQrCodeData>(API_PATHS.bill.showQRCode, { orderNo }) });
}

/** Hurries a loan being paid out (once a day: the server says so after that). */
export function useHurryLoan() {
  return useMutation({ mutationFn: (orderNo: string) => post<HurryLoanData>(API_PATHS.loanHelp.hurryloan, { orderNo }) });
}

// Issue 28 (ADR 040): the bill revision's limit card and whether a new loan may be drawn; each quiet, the
// month bill shows without them when they fail.
const quietRead = { suppressErrorToast: true };
export const limitCardKeys = { cardV3: ['bill', 'card-v3'] as const, canWithdraw: ['bill', 'canWithdraw'] as const };
export const useCardV3 = () => useQuery({ queryKey: limitCardKeys.cardV3, queryFn: () => http.post<CardV3Data>(API_PATHS.contentConfig.cardV3, undefined, quietRead) });
export const useCanWithdraw = () =>
  useQuery({ queryKey: limitCardKeys.canWithdraw, queryFn: () => http.post<CanWithdrawData>(API_PATHS.contentConfig.canWithdraw, undefined, quietRead) });
