import { API_PATHS, defineRead } from '@credit/shared';

/**
 * The bill pages' first reads as data (ADR 041): the pages read them through `readQuery`, and their
 * routes declare them (`firstReads`), so the host starts the same call under the same key on a deep
 * link, beside this remote's code. Plain data only: the route table and the build import this file.
 */
export const billReads = {
  /** What is due this month, overdue first (bill/monthBill): the month bill's one read. */
  month: defineRead({ key: ['bill', 'monthBill'], path: API_PATHS.bill.monthBill }),
};
