import { shopOrdersRead, type RemoteRoute } from '@credit/shared';
import { billReads } from '../../components/billReads';

/**
 * Bills (spec 2.2, 7.7 bill revision): the month bill, every bill by state, the bills of an order
 * and of its funding institution, one bill, my borrowing, the history of repayments and one of them,
 * the order's fees and its early settlement entry. Paying is the repayment area's (`/cashier_desk`).
 * `/billList-old` is the all-bills page under its old address. Order pages take `?orderNo=`
 * (docs/layout.md lists every path's parameters). The month bill declares its first read (ADR 041).
 */
export const billRoutes: RemoteRoute[] = [
  { path: '/billList', name: 'billList', title: '月账单', requiresAuth: true, firstReads: [billReads.month, shopOrdersRead], page: () => import(/* webpackChunkName: "page-billList" */ './pages/billList/BillListPage') },
  { path: '/billListAll', name: 'billListAll', title: '全部账单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-billListAll" */ './pages/billListAll/BillListAllPage') },
  { path: '/billList-old', name: 'billListOld', title: '全部账单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-billListAll" */ './pages/billListAll/BillListAllPage') },
  { path: '/billListTripartite', name: 'billListTripartite', title: '资金方账单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-billListTripartite" */ './pages/billListTripartite/BillListTripartitePage') },
  { path: '/repayment_history', name: 'repaymentHistory', title: '还款记录', requiresAuth: true, page: () => import(/* webpackChunkName: "page-repaymentHistory" */ './pages/repaymentHistory/RepaymentHistoryPage') },
  { path: '/billDetail', name: 'billDetail', title: '账单详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-billDetail" */ './pages/billDetail/BillDetailPage') },
  { path: '/more-bills', name: 'moreBills', title: '我的借款', requiresAuth: true, page: () => import(/* webpackChunkName: "page-moreBills" */ './pages/moreBills/MoreBillsPage') },
  { path: '/paymentDetail', name: 'paymentDetail', title: '还款详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-paymentDetail" */ './pages/paymentDetail/PaymentDetailPage') },
  { path: '/billdetail_page', name: 'billdetailPage', title: '借款账单', needBaseInfo: true, requiresAuth: true, page: () => import(/* webpackChunkName: "page-billdetailPage" */ './pages/billdetailPage/BilldetailPagePage') },
  { path: '/loan_fee_deital', name: 'loanFeeDeital', title: '费用明细', needBaseInfo: true, requiresAuth: true, page: () => import(/* webpackChunkName: "page-loanFeeDeital" */ './pages/loanFeeDeital/LoanFeeDeitalPage') },
  { path: '/settle_accounts', name: 'settleAccounts', title: '提前结清', needBaseInfo: true, requiresAuth: true, page: () => import(/* webpackChunkName: "page-settleAccounts" */ './pages/settleAccounts/SettleAccountsPage') },
  { path: '/loanDetailApply', name: 'loanDetailApply', title: '借款详情', page: () => import(/* webpackChunkName: "page-loanDetailApply" */ './pages/loanDetailApply/LoanDetailApplyPage') },
];
