import type { RemoteRoute } from '@credit/shared';
import { billReads } from '../../components/billReads';

/** The cashier's reads of `?orderNo=` (an order's periods): started with its code on a link to it (ADR 041); none for one-key or merged. */
const CASHIER_FIRST_READS = [billReads.unpaidOfOrder, billReads.repayRoute, billReads.payChannels];

/**
 * Repaying (spec 2.2, 4.6): the cashier desk for every repayment type (`?orderNo=[&periods=]` chosen
 * periods by card, protocol or Alipay; `?kind=oneKey`; `?kind=merged&billIds=`), the merged-bill
 * choice, Alipay's waiting page, the result (`/repayment` while processing, `/prepaymentResult` once
 * it is known; one page), early settlement and its success page, and the card's withholding
 * agreement. The public pages show a guest what they can and ask to log in for the rest.
 */
export const repaymentRoutes: RemoteRoute[] = [
  { path: '/cashier_desk', name: 'cashierDesk', title: '收银台', requiresAuth: true, firstReads: CASHIER_FIRST_READS, page: () => import(/* webpackChunkName: "page-cashierDesk" */ './pages/cashierDesk/CashierDeskPage') },
  { path: '/merge-bill-list', name: 'mergeBillList', title: '合并还款', requiresAuth: true, page: () => import(/* webpackChunkName: "page-mergeBillList" */ './pages/mergeBillList/MergeBillListPage') },
  { path: '/signing_contract', name: 'signingContract', title: '签约代扣协议', requiresAuth: true, page: () => import(/* webpackChunkName: "page-signingContract" */ './pages/signingContract/SigningContractPage') },
  { path: '/payment', name: 'payment', title: '支付宝还款', page: () => import(/* webpackChunkName: "page-payment" */ './pages/payment/PaymentPage') },
  { path: '/repayment', name: 'repayment', title: '还款中', page: () => import(/* webpackChunkName: "page-prepaymentResult" */ './pages/prepaymentResult/PrepaymentResultPage') },
  { path: '/prepaymentResult', name: 'prepaymentResult', title: '还款结果', page: () => import(/* webpackChunkName: "page-prepaymentResult" */ './pages/prepaymentResult/PrepaymentResultPage') },
  { path: '/prepaymentApply/:appId', name: 'prepaymentApply', title: '提前还款', page: () => import(/* webpackChunkName: "page-prepaymentApply" */ './pages/prepaymentApply/PrepaymentApplyPage') },
  { path: '/prepaymentApplySucc', name: 'prepaymentApplySucc', title: '提前还款成功', page: () => import(/* webpackChunkName: "page-prepaymentApplySucc" */ './pages/prepaymentApplySucc/PrepaymentApplySuccPage') },
];
