import type { RemoteRoute } from '@credit/shared';

/**
 * Credit-life, the instalment shop (spec 2.10, 2.11, 7.7; ADR 038): its home (back returns home, spec 2.11),
 * top-up and membership pages, the checkout, the orders; and the three sub-business pages, the partners' shops
 * (one page: each route names it, so the layout check sees the alias).
 */
export const creditLifeRoutes: RemoteRoute[] = [
  { path: '/creditLife', name: 'creditLife', title: '信用生活', requiresAuth: true, back: 'home', page: () => import(/* webpackChunkName: "page-creditLife" */ './pages/creditLife/CreditLifePage') },
  { path: '/creditLifeMobile', name: 'creditLifeMobile', title: '话费充值', requiresAuth: true, page: () => import(/* webpackChunkName: "page-creditLifeMobile" */ './pages/creditLifeMobile/CreditLifeMobilePage') },
  { path: '/creditLifeVideo', name: 'creditLifeVideo', title: '视频会员', requiresAuth: true, page: () => import(/* webpackChunkName: "page-creditLifeVideo" */ './pages/creditLifeVideo/CreditLifeVideoPage') },
  { path: '/creditLifeCheckout', name: 'creditLifeCheckout', title: '确认支付', requiresAuth: true, page: () => import(/* webpackChunkName: "page-creditLifeCheckout" */ './pages/creditLifeCheckout/CreditLifeCheckoutPage') },
  { path: '/creditLifeOrders', name: 'creditLifeOrders', title: '我的订单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-creditLifeOrders" */ './pages/creditLifeOrders/CreditLifeOrdersPage') },
  { path: '/creditLifeOrder', name: 'creditLifeOrder', title: '订单详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-creditLifeOrder" */ './pages/creditLifeOrder/CreditLifeOrderPage') },
  { path: '/sub-busi-meituan', name: 'sub-busi-meituan', title: '美团分期', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-subBusiness" */ './pages/subBusiMeituan/SubBusiMeituanPage') },
  { path: '/sub-busi-elem', name: 'sub-busi-elem', title: '饿了么分期', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-subBusiness" */ './pages/subBusiMeituan/SubBusiMeituanPage') },
  { path: '/sub-busi-mthotel', name: 'sub-busi-mthotel', title: '美团酒店分期', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-subBusiness" */ './pages/subBusiMeituan/SubBusiMeituanPage') },
];
