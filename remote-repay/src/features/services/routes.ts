import type { RemoteRoute } from '@credit/shared';

/**
 * Services around a loan (spec 2.2, 7.7): the insurer's premiums of the user's loans, money refunded to
 * the borrower, and the Letong card (its packages and their terms are public; its bill is the user's,
 * behind a login prompt). `/letong-card-detail?packageId=`.
 */
export const serviceRoutes: RemoteRoute[] = [
  { path: '/insurePayBill', name: 'insurePayBill', title: '保险账单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-insurePayBill" */ './pages/insurePayBill/InsurePayBillPage') },
  { path: '/refundDetail', name: 'refundDetail', title: '退款详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-refundDetail" */ './pages/refundDetail/RefundDetailPage') },
  { path: '/letong-package-list', name: 'letongPackageList', title: '乐通卡套餐', page: () => import(/* webpackChunkName: "page-letongPackageList" */ './pages/letongPackageList/LetongPackageListPage') },
  { path: '/letong-card-detail', name: 'letongCardDetail', title: '套餐详情', page: () => import(/* webpackChunkName: "page-letongCardDetail" */ './pages/letongCardDetail/LetongCardDetailPage') },
  { path: '/letong-bill', name: 'letongBill', title: '乐通卡账单', page: () => import(/* webpackChunkName: "page-letongBill" */ './pages/letongBill/LetongBillPage') },
];
