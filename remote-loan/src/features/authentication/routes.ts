import type { RemoteRoute } from '@credit/shared';

/**
 * Authentication before the first loan (spec 2.4 /refresh, 3 supplementary profile, 7.6): the hub
 * (cashAuthentication), the profile (personalInfo), the ID photos (uploadCard), the credit cards
 * (creditCardList) and the verification result (refresh). Logged-in users with their base info, like
 * the account remote's identity pages; no opened card needed (the profile comes first).
 */
export const authenticationRoutes: RemoteRoute[] = [
  { path: '/cashAuthentication', name: 'cashAuthentication', title: '提额认证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-cashAuthentication" */ './pages/cashAuthentication/CashAuthenticationPage') },
  { path: '/personalInfo', name: 'personalInfo', title: '个人信息', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-personalInfo" */ './pages/personalInfo/PersonalInfoPage') },
  { path: '/uploadCard', name: 'uploadCard', title: '上传身份证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-uploadCard" */ './pages/uploadCard/UploadCardPage') },
  { path: '/creditCardList', name: 'creditCardList', title: '信用卡认证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-creditCardList" */ './pages/creditCardList/CreditCardListPage') },
  { path: '/refresh', name: 'refresh', title: '认证结果', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-refresh" */ './pages/refresh/RefreshPage') },
];
