import { boundCardsRead, type RemoteRoute } from '@credit/shared';
import { borrowReads } from './reads';

/**
 * Borrowing (spec 2.4, 2.10, 4.5, 4.7): the cash index, the application (and its aliases), the
 * confirm step (spec name cashConfirmPageB, path /cashConfirm) and the result (cashResult). They need
 * an opened card and an activated limit (requiresBorrowReady: the host's guard asks). /cashLoan and
 * /newCashLoan are the host's redirects to /newBorrowCash. The pages around a loan (agreements, cost,
 * funding institution, feedback, questionnaire, quick borrow, the interest-free offer) follow; the
 * paths of the spec's named routes are in docs/layout.md. The application declares its first reads
 * (ADR 041): the host starts them on a deep link beside this remote's code.
 */
const applicationReads = [borrowReads.params, borrowReads.temp, boundCardsRead, borrowReads.aptStatus, borrowReads.checkOrder];

export const borrowRoutes: RemoteRoute[] = [
  { path: '/newCashIndex', name: 'newCashIndex', title: '现金借款', requiresAuth: true, requiresBorrowReady: true, headerRight: 'feedback', page: () => import(/* webpackChunkName: "page-newCashIndex" */ './pages/newCashIndex/NewCashIndexPage') },
  { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', firstReads: applicationReads, page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/borrowCash', name: 'borrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', firstReads: applicationReads, page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/cashInstallment', name: 'cashInstallment', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', firstReads: applicationReads, page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/cashConfirm', name: 'cashConfirmPageB', title: '确认借款', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-cashConfirmPageB" */ './pages/cashConfirmPageB/CashConfirmPageBPage') },
  { path: '/cashFunderSteps', name: 'cashFunderSteps', title: '资金方认证', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-cashFunderSteps" */ './pages/cashFunderSteps/CashFunderStepsPage') },
  { path: '/cashResult', name: 'cashResult', title: '借款结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashResult" */ './pages/cashResult/CashResultPage') },
  { path: '/cancelLoanResult', name: 'cancelLoanResult', title: '取消结果', requiresAuth: true, back: 'twoSteps', page: () => import(/* webpackChunkName: "page-cancelLoanResult" */ './pages/cancelLoanResult/CancelLoanResultPage') },
  { path: '/loanAgreement', name: 'loanAgreement', title: '相关协议', back: 'agreementConsent', page: () => import(/* webpackChunkName: "page-loanAgreement" */ './pages/loanAgreement/LoanAgreementPage') },
  // Issue 12, the rest: an order's pages need its owner's session; the template and the offer are public.
  { path: '/agreementItem', name: 'agreementItem', title: '协议详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-agreementItem" */ './pages/agreementItem/AgreementItemPage') },
  { path: '/loanAgreementItem', name: 'loanAgreementItem', title: '合同模板', page: () => import(/* webpackChunkName: "page-agreementItem" */ './pages/agreementItem/AgreementItemPage') },
  { path: '/cashAgreement', name: 'cashAgreement', title: '借款合同', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashAgreement" */ './pages/cashAgreement/CashAgreementPage') },
  { path: '/cashFeedback', name: 'cashFeedback', title: '意见反馈', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashFeedback" */ './pages/cashFeedback/CashFeedbackPage') },
  { path: '/loanInvestigate', name: 'loanInvestigate', title: '贷前调查', requiresAuth: true, page: () => import(/* webpackChunkName: "page-loanInvestigate" */ './pages/loanInvestigate/LoanInvestigatePage') },
  { path: '/quickLoan', name: 'quickLoan', title: '快速借款', requiresAuth: true, requiresBorrowReady: true, headerRight: 'feedback', back: 'cashIndex', page: () => import(/* webpackChunkName: "page-quickLoan" */ './pages/quickLoan/QuickLoanPage') },
  { path: '/cashCostDetail', name: 'cashCostDetail', title: '费用明细', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashCostDetail" */ './pages/cashCostDetail/CashCostDetailPage') },
  { path: '/cashButtOrgDetail', name: 'cashButtOrgDetail', title: '资金方信息', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashButtOrgDetail" */ './pages/cashButtOrgDetail/CashButtOrgDetailPage') },
  { path: '/freeFeeCashLoan', name: 'freeFeeCashLoan', title: '免息借款', page: () => import(/* webpackChunkName: "page-freeFeeCashLoan" */ './pages/freeFeeCashLoan/FreeFeeCashLoanPage') },
  { path: '/cashInstallmentResult', name: 'cashInstallmentResult', title: '借款结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashResult" */ './pages/cashResult/CashResultPage') },
];
