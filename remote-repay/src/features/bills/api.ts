import { useMutation } from '@tanstack/react-query';
import { API_PATHS, http, sharedReads, useRead, useReadPages } from '@credit/shared';
import type {
  DeferReadData, HurryLoanData, ShowQrCodeData,
} from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { billReads } from '../../components/billReads';

/** The bill reads of spec 7.7 "Bill revision" and the repayment history (docs/sandbox.md "Money"). */

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

/** What is due this month, overdue first (bill/monthBill). */
export const useMonthBill = () => useRead(billReads.month);

/** Each order being repaid, with its progress and next payment (bill/myBorrowingPage). */
export const useMyBorrowing = () => useRead(billReads.borrowing);

export function useBillDetail(billId: string) {
  return useRead(billReads.detail, { billId });
}

/** Repayments, newest first, 20 a page ("加载更多"). */
export function useRepayHistory() {
  return useReadPages(billReads.history, {}, { page: 'page', initialPage: 1, nextPage: (last) => (last.hasMore ? last.page + 1 : undefined) });
}

/** The user's loan orders, every state (loanorder/records). */
export const useLoanRecords = () => useRead(billReads.records);

/** One order with the terms it was sold with and its bills (loanorder/detail): the loan remote's read too, one key. */
export function useOrder(orderNo: string) {
  return useRead(sharedReads.loanOrderDetail, { orderNo });
}

/** A deferral of the order's current period: allowed or why not, and the terms to read first. */
export function useDeferTerms(orderNo: string) {
  return useRead(billReads.defer, { orderNo });
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
export const useCardV3 = () => useRead(billReads.cardV3, {}, { request: quietRead });
export const useCanWithdraw = () => useRead(billReads.canWithdraw, {}, { request: quietRead });
