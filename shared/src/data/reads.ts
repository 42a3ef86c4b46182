import type { GetAdviertisementData } from '../api/contentConfig';
import type { DicdataByTypeData } from '../api/bankCard';
import type { MainGuidanceData } from '../api/custody';
import type { AptStatusData, LoanDetailData } from '../api/loan';
import { API_PATHS } from '../api/paths';
import { defineRead } from './firstReads';

/**
 * Reads that more than one app makes, defined once (ADR 046): every app reads the call under this one
 * key, so a change seen by one remote shows in the other, and an invalidation names one entry. Plain
 * data, as a remote's own `reads.ts`: a route may declare any of them among its first reads.
 */
export const sharedReads = {
  /**
   * custody/mainGuidance, where the custody account stands: the account remote's custody pages and the
   * loan confirm (which reads it fresh, staleTime 0 at its use). Under `custody`, so a custody change
   * (invalidateCustody) refreshes both.
   */
  custodyGuidance: defineRead<MainGuidanceData>({ key: ['custody', 'guidance'], path: API_PATHS.custody.mainGuidance }),
  /**
   * loanorder/detail, one order with its terms and bills: the loan remote's order pages and the repay
   * remote's order view. Under `loan` (loanKeys.all), which a repayment invalidates.
   */
  loanOrderDetail: defineRead<LoanDetailData>({ key: ['loan', 'detail'], path: API_PATHS.loanorder.detail, params: ['orderNo'] }),
  /** dicdata/byType, one dictionary (spec 9 codes: bank, industry...): the account's card form, the loan's profile. */
  dictionary: defineRead<DicdataByTypeData>({ key: ['dicdata'], path: API_PATHS.dicdata.byType, params: ['type'] }),
  /**
   * applyPay/aptStatus, what stands between the user and a loan (an overdue bill, an unfinished order, no
   * card): the loan remote's borrow pages and the host's home (an overdue bill is told there before a loan is offered).
   */
  aptStatus: defineRead<AptStatusData>({ key: ['loan', 'aptStatus'], path: API_PATHS.applyPay.aptStatus, staleTime: 0 }),
  /** The advertisement of a position (home, discover): the host's home and the market's discover page. */
  advertisement: defineRead<GetAdviertisementData>({ key: ['contentConfig', 'adviertisement'], path: API_PATHS.contentConfig.getAdviertisement, params: ['position'] }),
};
