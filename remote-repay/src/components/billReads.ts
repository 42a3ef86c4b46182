import { API_PATHS, defineRead } from '@credit/shared';
import type {
  BillDetailData, BillListData, CanWithdrawData, CardV3Data, DeferQueryData, EarlyQuoteData, LoanRecordsData, MonthBillData, MyBorrowingData, PlanPaySelect4RuleData,
  QueryPayChannelData, RepayApplyData, RepayHistoryData, RepaymentData, RepaymentInterestContentData, RepayQuote, RepayRouteData,
} from '@credit/shared/api';

/**
 * The bill and repayment reads as data (ADR 041, 046): the pages read them through `useRead`, and a
 * route may declare them (`firstReads`), so the host starts the same call under the same key on a deep
 * link, beside this remote's code. Plain data only: the route table and the build import this file.
 * All under `bill` (billKeys.all), which a payment invalidates; one order's detail is the loan remote's
 * read too (sharedReads.loanOrderDetail, under `loan`).
 */
export const billReads = {
  /** What is due this month, overdue first (bill/monthBill): the month bill's one read. */
  month: defineRead<MonthBillData>({ key: ['bill', 'monthBill'], path: API_PATHS.bill.monthBill }),
  /** An order's unpaid bills (bill/list): the cashier's first read for `?orderNo=` (the same key as `list` for status unpaid). */
  unpaidOfOrder: defineRead<BillListData>({ key: ['bill', 'list', 'unpaid'], path: API_PATHS.bill.list, body: { status: 'unpaid' }, params: ['orderNo'] }),
  /** Which path repays the order, and its funder's rules (repayment/route, ADR 033). */
  repayRoute: defineRead<RepayRouteData>({ key: ['bill', 'repayRoute'], path: API_PATHS.repayment.route, params: ['orderNo'] }),
  /** The channels the order may be paid through (loanorder/queryPayChannel). */
  payChannels: defineRead<QueryPayChannelData>({ key: ['bill', 'payChannel'], path: API_PATHS.loanorder.queryPayChannel, params: ['orderNo'] }),
  /** Bills across orders (no order number), or of one order, by state (bill/list): overdue first. */
  list: defineRead<BillListData>({ key: ['bill', 'list'], path: API_PATHS.bill.list, params: ['status', 'orderNo'] }),
  /** Each order being repaid, with its progress and next payment (bill/myBorrowingPage). */
  borrowing: defineRead<MyBorrowingData>({ key: ['bill', 'myBorrowing'], path: API_PATHS.bill.myBorrowingPage }),
  detail: defineRead<BillDetailData>({ key: ['bill', 'detail'], path: API_PATHS.bill.detail, params: ['billId'] }),
  /** Repayments, newest first, page by page (repayment/history; the page goes in at the call, useReadPages). */
  history: defineRead<RepayHistoryData>({ key: ['bill', 'history'], path: API_PATHS.repayment.history }),
  /** The user's loan orders, every state (loanorder/records). */
  records: defineRead<LoanRecordsData>({ key: ['bill', 'loanRecords'], path: API_PATHS.loanorder.records }),
  /** A deferral of the order's current period: allowed or why not, and the terms to read first. */
  defer: defineRead<DeferQueryData>({ key: ['bill', 'defer'], path: API_PATHS.loanHelp.deferQuery, params: ['orderNo'], staleTime: 0 }),
  /** A repayment as it stands (repayment/status), read fresh. */
  repayment: defineRead<RepaymentData>({ key: ['bill', 'repayment'], path: API_PATHS.repayment.status, params: ['repayNo'], staleTime: 0 }),
  /** An Alipay payment's state (thirdRepay/aliPayResearch): its own key, not repayment/status's. */
  alipayResearch: defineRead<RepaymentData>({ key: ['bill', 'aliPayResearch'], path: API_PATHS.thirdRepay.aliPayResearch, params: ['repayNo'], staleTime: 0 }),
  /** What chosen periods of one order come to now (repayment/planPaySelect). */
  quote: defineRead<RepayQuote>({ key: ['bill', 'quote', 'platform'], path: API_PATHS.repayment.planPaySelect, params: ['orderNo', 'periods'], staleTime: 0 }),
  /** The same for an order a partner repays under its own rules (repayment/planPaySelect4Rule). */
  quoteByRule: defineRead<PlanPaySelect4RuleData>({ key: ['bill', 'quote', 'rule'], path: API_PATHS.repayment.planPaySelect4Rule, params: ['orderNo', 'periods'], staleTime: 0 }),
  /** The early settlement quote (repayment/repaymentInterest): interest to the day, and what it saves. */
  early: defineRead<EarlyQuoteData>({ key: ['bill', 'early'], path: API_PATHS.repayment.repaymentInterest, params: ['orderNo'], staleTime: 0 }),
  /** The early-settlement terms of the order's funder (repayment/repaymentInterestContent, ADR 033). */
  interestContent: defineRead<RepaymentInterestContentData>({ key: ['bill', 'repaymentInterestContent'], path: API_PATHS.repayment.repaymentInterestContent, params: ['orderNo'] }),
  /**
   * One-key and merged repayment, step 1: the server makes the repayment to confirm and its quote,
   * asked afresh on every visit (a pending repayment that is never confirmed moves nothing).
   */
  oneKeyApply: defineRead<RepayApplyData>({ key: ['bill', 'oneKeyApply'], path: API_PATHS.repayment.repayOneKeyApply, staleTime: 0, gcTime: 0 }),
  mergedApply: defineRead<RepayApplyData>({ key: ['bill', 'mergedApply'], path: API_PATHS.repayment.megerRepaymentApply, params: ['billIds'], staleTime: 0, gcTime: 0 }),
  /** Issue 28 (ADR 040): the bill revision's limit card and whether a new loan may be drawn (read quietly at the call). */
  cardV3: defineRead<CardV3Data>({ key: ['bill', 'card-v3'], path: API_PATHS.contentConfig.cardV3 }),
  canWithdraw: defineRead<CanWithdrawData>({ key: ['bill', 'canWithdraw'], path: API_PATHS.contentConfig.canWithdraw }),
};
