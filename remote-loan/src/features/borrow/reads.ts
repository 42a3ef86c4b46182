import { API_PATHS, defineRead, sharedReads } from '@credit/shared';
import type {
  CapitalPlanRangeData, CardInfoData, CheckOrderData, ContractListData, ContractUrlData, FindTempData, FunderStepsData, InvestigateData,
  LoanParamsData, LoanRouterData, OrderData, OrderOffersData, PlanRangeData, QueryRouterData, SigningQueryData, SuningQueryData, TrialData,
} from '@credit/shared/api';

/**
 * The borrow area's first reads as data (ADR 041): the application page's hooks read them through
 * `readQuery`, and its route declares them (`firstReads`), so the host starts the very same calls
 * under the very same keys on a deep link, before this remote's code has arrived. Plain data only:
 * the route table (eager) and the build (in Node, for routes.json) import this file.
 */
export const borrowReads = {
  params: defineRead<LoanParamsData>({ key: ['loan', 'loanparams'], path: API_PATHS.loanorder.loanparams }),
  /**
   * The saved choice, read fresh on every visit (the form takes it once as it mounts, so an answer
   * from an earlier visit must not be shown first), with the trial of the choice the form starts
   * from (withTrial), so the first APR needs no second round trip.
   */
  temp: defineRead<FindTempData>({ key: ['loan', 'findTemp'], path: API_PATHS.loanorder.findTemp, body: { withTrial: '1' }, staleTime: 0, gcTime: 0 }),
  /** What stands between the user and a loan (an overdue bill, an unfinished order, no card): shared with the host's home. */
  aptStatus: sharedReads.aptStatus,
  checkOrder: defineRead<CheckOrderData>({ key: ['loan', 'checkOrder'], path: API_PATHS.loanorder.checkOrder, staleTime: 0 }),
  cardInfo: defineRead<CardInfoData>({ key: ['loan', 'cardInfo'], path: API_PATHS.customer.cardInfo }),
  /** The APR of each period for an amount (and repay type, left out when none is chosen). */
  planRange: defineRead<PlanRangeData>({ key: ['loan', 'planRange'], path: API_PATHS.loanorder.planRange, params: ['loanAmt', 'repayType'] }),
  capitalPlanRange: defineRead<CapitalPlanRangeData>({ key: ['loan', 'capitalPlanRange'], path: API_PATHS.cash.capitalPlanRange, params: ['loanAmt', 'repayType'] }),
  /** The funder a choice would go to (cash/loanRouter), asked on every change of the choice. */
  loanRouter: defineRead<LoanRouterData>({ key: ['loan', 'loanRouter'], path: API_PATHS.cash.loanRouter, params: ['loanAmt', 'period'], staleTime: 0 }),
  /** The full trial of chosen terms (applyPay/trialAmt): each term the body carries, in the key too. */
  trial: defineRead<TrialData>({ key: ['loan', 'trial'], path: API_PATHS.applyPay.trialAmt, params: ['loanAmt', 'period', 'repayType', 'interestFree', 'rmId'] }),
  /** An order's contracts (the order number left out before there is an order). */
  contracts: defineRead<ContractListData>({ key: ['loan', 'contracts'], path: API_PATHS.loanorder.contractList, params: ['orderNo'] }),
  contract: defineRead<ContractUrlData>({ key: ['loan', 'contract'], path: API_PATHS.loanorder.contractUrl, params: ['key', 'orderNo'] }),
  /** The order's state (applyPay/applyStatus), polled while it is being paid out. */
  status: defineRead<OrderData>({ key: ['loan', 'applyStatus'], path: API_PATHS.applyPay.applyStatus, params: ['orderNo'], staleTime: 0 }),
  offers: defineRead<OrderOffersData>({ key: ['loan', 'offers'], path: API_PATHS.rateorder.planRate, params: ['orderNo'] }),
  capitalOrg: defineRead<QueryRouterData>({ key: ['loan', 'queryRouter'], path: API_PATHS.cash.queryRouter, params: ['orderNo'] }),
  investigation: defineRead<InvestigateData>({ key: ['loan', 'investigation'], path: API_PATHS.loanorder.queryInvestigate, staleTime: 0 }),
  /** The partner steps of an order's funder (cash/micropay/webRouter, ADR 033); read fresh on every visit. */
  funderSteps: defineRead<FunderStepsData>({ key: ['loan', 'funderSteps'], path: API_PATHS.micropay.webRouter, params: ['orderNo'], staleTime: 0 }),
  /** The code steps' state (done or not, the masked mobile), one call per step (CODE_STEP_PATHS' query). */
  codeStep: {
    mainSigning: defineRead<SigningQueryData>({ key: ['loan', 'codeStep', 'mainSigning'], path: API_PATHS.mainSigning.query, params: ['orderNo'] }),
    jgSigning: defineRead<SigningQueryData>({ key: ['loan', 'codeStep', 'jgSigning'], path: API_PATHS.jgSigning.query, params: ['orderNo'] }),
    suningVerify: defineRead<SuningQueryData>({ key: ['loan', 'codeStep', 'suningVerify'], path: API_PATHS.suning.query, params: ['orderNo'] }),
  },
};
