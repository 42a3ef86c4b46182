import type { RemoteRoute } from '@credit/shared';

/** Coupons and red packets (spec 2.6): the user's, by state. */
export const couponRoutes: RemoteRoute[] = [
  { path: '/myCoupons', name: 'myCoupons', title: '我的优惠券', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-myCoupons" */ './pages/myCoupons/MyCouponsPage') },
];
