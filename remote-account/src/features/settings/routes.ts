import type { RemoteRoute } from '@credit/shared';

/** The "我的" tab, settings and security pages (spec 2.7). */
export const settingsRoutes: RemoteRoute[] = [
  { path: '/userNew', name: 'userNew', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ './pages/userNew/UserNewPage') },
  { path: '/user', name: 'user', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ './pages/userNew/UserNewPage') },
  { path: '/safeRertificate', name: 'safeRertificate', title: '全面认证', requiresAuth: true, needBaseInfo: true, back: 'confirmExit', page: () => import(/* webpackChunkName: "page-safeRertificate" */ './pages/safeRertificate/SafeRertificatePage') },
  { path: '/ucSetting', name: 'ucSetting', title: '账户设置', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-ucSetting" */ './pages/ucSetting/UcSettingPage') },
  { path: '/transactions', name: 'transactions', title: '交易记录', requiresAuth: true, page: () => import(/* webpackChunkName: "page-transactions" */ './pages/transactions/TransactionsPage') },
  { path: '/authManagement', name: 'authManagement', title: '授权管理', requiresAuth: true, page: () => import(/* webpackChunkName: "page-authManagement" */ './pages/authManagement/AuthManagementPage') },
  { path: '/changeAccountMobile', name: 'changeAccountMobile', title: '更换手机号', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-changeAccountMobile" */ './pages/changeAccountMobile/ChangeAccountMobilePage') },
  { path: '/smsVerify', name: 'smsVerify', title: '验证手机号', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-smsVerify" */ './pages/smsVerify/SmsVerifyPage') },
  { path: '/modifyLoginNumber', name: 'modifyLoginNumber', title: '更换手机号', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-modifyLoginNumber" */ './pages/modifyLoginNumber/ModifyLoginNumberPage') },
  { path: '/verifyResult', name: 'verifyResult', title: '更换结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-verifyResult" */ './pages/verifyResult/VerifyResultPage') },
];
