import type { RemoteRoute } from '@credit/shared';

/**
 * Login and deal passwords (spec 2.7, 5; codes 2006, 2014, 2015, 2016). Both resets are two steps
 * whose proof stays in memory; the forgotten-login-password pair is public (the login page links it).
 */
export const passwordRoutes: RemoteRoute[] = [
  { path: '/pwSetting', name: 'pwSetting', title: '安全设置', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-pwSetting" */ './pages/pwSetting/PwSettingPage') },
  { path: '/smsResetLoginPw', name: 'smsResetLoginPw', title: '找回登录密码', page: () => import(/* webpackChunkName: "page-smsResetLoginPw" */ './pages/smsResetLoginPw/SmsResetLoginPwPage') },
  { path: '/resetLoginPw', name: 'resetLoginPw', title: '设置新登录密码', page: () => import(/* webpackChunkName: "page-resetLoginPw" */ './pages/resetLoginPw/ResetLoginPwPage') },
  { path: '/modifyLoginPw', name: 'modifyLoginPw', title: '修改登录密码', requiresAuth: true, page: () => import(/* webpackChunkName: "page-modifyLoginPw" */ './pages/modifyLoginPw/ModifyLoginPwPage') },
  { path: '/resetDealPw', name: 'resetDealPw', title: '重置交易密码', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-resetDealPw" */ './pages/resetDealPw/ResetDealPwPage') },
  { path: '/checkBindCardAndIdentity', name: 'checkBindCardAndIdentity', title: '验证身份信息', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-checkBindCardAndIdentity" */ './pages/checkBindCardAndIdentity/CheckBindCardAndIdentityPage') },
  { path: '/resetDealPw2', name: 'resetDealPw2', title: '设置新交易密码', requiresAuth: true, page: () => import(/* webpackChunkName: "page-resetDealPw2" */ './pages/resetDealPw2/ResetDealPw2Page') },
  { path: '/modifyDealPw', name: 'modifyDealPw', title: '修改交易密码', requiresAuth: true, page: () => import(/* webpackChunkName: "page-modifyDealPw" */ './pages/modifyDealPw/ModifyDealPwPage') },
];
