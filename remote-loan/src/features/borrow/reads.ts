import { API_PATHS, defineRead } from '@credit/shared';

/**
 * The borrow area's first reads as data (ADR 041): the application page's hooks read them through
 * `readQuery`, and its route declares them (`firstReads`), so the host starts the very same calls
 * under the very same keys on a deep link, before this remote's code has arrived. Plain data only:
 * the route table (eager) and the build (in Node, for routes.json) import this file.
 */
export const borrowReads = {
  params: defineRead({ key: ['loan', 'loanparams'], path: API_PATHS.loanorder.loanparams }),
  /**
   * The saved choice, read fresh on every visit (the form takes it once as it mounts, so an answer
   * from an earlier visit must not be shown first), with the trial of the choice the form starts
   * from (withTrial), so the first APR needs no second round trip.
   */
  temp: defineRead({ key: ['loan', 'findTemp'], path: API_PATHS.loanorder.findTemp, body: { withTrial: '1' }, staleTime: 0, gcTime: 0 }),
  /** What stands between the user and a loan (an overdue bill, an unfinished order, no card). */
  aptStatus: defineRead({ key: ['loan', 'aptStatus'], path: API_PATHS.applyPay.aptStatus, staleTime: 0 }),
  checkOrder: defineRead({ key: ['loan', 'checkOrder'], path: API_PATHS.loanorder.checkOrder, staleTime: 0 }),
};
