import type { RemoteRoute } from '@credit/shared';

/**
 * Identity (real name, ID photos), bank cards and the open card (spec 2.7, 2.8, 4.3, 7.5). Every
 * page is about the logged-in user's identity or cards and reads base info (ucrealnamed, mobile).
 */
export const identityRoutes: RemoteRoute[] = [
  { path: '/realName', name: 'realName', title: '实名认证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-realName" */ './pages/realName/RealNamePage') },
  { path: '/validateIdentity', name: 'validateIdentity', title: '身份验证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-validateIdentity" */ './pages/validateIdentity/ValidateIdentityPage') },
  { path: '/realNameConfirmMobile', name: 'realNameConfirmMobile', title: '确认手机号', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-realNameConfirmMobile" */ './pages/realNameConfirmMobile/RealNameConfirmMobilePage') },
  { path: '/realNameShow', name: 'realNameShow', title: '实名认证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-realNameShow" */ './pages/realNameShow/RealNameShowPage') },
  { path: '/bankCard', name: 'bankCard', title: '银行卡', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-bankCard" */ './pages/bankCard/BankCardPage') },
  { path: '/loanBankCard', name: 'loanBankCard', title: '借款银行卡', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-bankCard" */ './pages/bankCard/BankCardPage') },
];
