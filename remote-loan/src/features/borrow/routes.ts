import type { RemoteRoute } from '@credit/shared';

/**
 * Borrowing (spec 2.4, 2.10, 4.5, 4.7): the cash index, the application (and its aliases), the
 * confirm step (spec name cashConfirmPageB, path /cashConfirm) and the result (cashResult). They need
 * an opened card and an activated limit (requiresBorrowReady: the host's guard asks). /cashLoan and
 * /newCashLoan are the host's redirects to /newBorrowCash.
 */
export const borrowRoutes: RemoteRoute[] = [
  { path: '/newCashIndex', name: 'newCashIndex', title: '现金借款', requiresAuth: true, requiresBorrowReady: true, page: () => import(/* webpackChunkName: "page-newCashIndex" */ './pages/newCashIndex/NewCashIndexPage') },
  { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/borrowCash', name: 'borrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/cashInstallment', name: 'cashInstallment', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/NewBorrowCashPage') },
  { path: '/cashConfirm', name: 'cashConfirmPageB', title: '确认借款', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-cashConfirmPageB" */ './pages/cashConfirmPageB/CashConfirmPageBPage') },
  { path: '/cashResult', name: 'cashResult', title: '借款结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-cashResult" */ './pages/cashResult/CashResultPage') },
  { path: '/cancelLoanResult', name: 'cancelLoanResult', title: '取消结果', requiresAuth: true, back: 'twoSteps', page: () => import(/* webpackChunkName: "page-cancelLoanResult" */ './pages/cancelLoanResult/CancelLoanResultPage') },
  { path: '/loanAgreement', name: 'loanAgreement', title: '相关协议', back: 'agreementConsent', page: () => import(/* webpackChunkName: "page-loanAgreement" */ './pages/loanAgreement/LoanAgreementPage') },
];
