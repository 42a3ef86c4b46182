import type { RemoteRoute } from '@credit/shared';

/**
 * The loan remote's route table, exposed as `./routes` (spec 2.4, 4.5, 4.7). The cash index and the
 * borrow flow need an opened card and an activated limit (requiresBorrowReady: the host's guard asks).
 */
export const routes: RemoteRoute[] = [
  { path: '/newCashIndex', name: 'newCashIndex', title: '现金借款', requiresAuth: true, requiresBorrowReady: true, page: () => import(/* webpackChunkName: "page-newCashIndex" */ './pages/newCashIndex/CashIndexPage') },
  { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/BorrowCashPage') },
  { path: '/borrowCash', name: 'borrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/BorrowCashPage') },
  { path: '/cashInstallment', name: 'cashInstallment', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, back: 'cashIndex', page: () => import(/* webpackChunkName: "page-newBorrowCash" */ './pages/newBorrowCash/BorrowCashPage') },
  { path: '/cancelLoanResult', name: 'cancelLoanResult', title: '取消结果', requiresAuth: true, back: 'twoSteps', page: () => import(/* webpackChunkName: "page-cancelLoanResult" */ './pages/cancelLoanResult/CancelLoanResultPage') },
  { path: '/loanAgreement', name: 'loanAgreement', title: '相关协议', back: 'agreementConsent', page: () => import(/* webpackChunkName: "page-loanAgreement" */ './pages/loanAgreement/LoanAgreementPage') },
];
