import { API_PATHS, defineRead } from '@credit/shared';

/**
 * The bill pages' first reads as data (ADR 041): the pages read them through `readQuery`, and their
 * routes declare them (`firstReads`), so the host starts the same call under the same key on a deep
 * link, beside this remote's code. Plain data only: the route table and the build import this file.
 */
export const billReads = {
  /** What is due this month, overdue first (bill/monthBill): the month bill's one read. */
  month: defineRead({ key: ['bill', 'monthBill'], path: API_PATHS.bill.monthBill }),
  /** An order's unpaid bills (bill/list): the cashier's first read for `?orderNo=` (key as billKeys.list('unpaid', orderNo)). */
  unpaidOfOrder: defineRead({ key: ['bill', 'list', 'unpaid'], path: API_PATHS.bill.list, body: { status: 'unpaid' }, params: ['orderNo'] }),
  /** Which path repays the order, and its funder's rules (repayment/route, ADR 033). */
  repayRoute: defineRead({ key: ['bill', 'repayRoute'], path: API_PATHS.repayment.route, params: ['orderNo'] }),
  /** The channels the order may be paid through (loanorder/queryPayChannel). */
  payChannels: defineRead({ key: ['bill', 'payChannel'], path: API_PATHS.loanorder.queryPayChannel, params: ['orderNo'] }),
};
