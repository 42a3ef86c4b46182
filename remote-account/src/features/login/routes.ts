import type { RemoteRoute } from '@credit/shared';

/** Login, registration and the multi-account mobile flow (spec 2.8). */
export const loginRoutes: RemoteRoute[] = [
  { path: '/login', name: 'login', title: '登录', page: () => import(/* webpackChunkName: "page-login" */ './pages/login/LoginPage') },
  { path: '/smsLogin', name: 'smsLogin', title: '验证码登录', page: () => import(/* webpackChunkName: "page-smsLogin" */ './pages/smsLogin/SmsLoginPage') },
  { path: '/registerWithSms', name: 'registerWithSms', title: '注册', back: 'home', nativeBack: { to: 'login' }, page: () => import(/* webpackChunkName: "page-registerWithSms" */ './pages/registerWithSms/RegisterWithSmsPage') },
  { path: '/weixinLogin', name: 'weixinLogin', title: '微信登录', page: () => import(/* webpackChunkName: "page-weixinLogin" */ './pages/weixinLogin/WeixinLoginPage') },
  // The multi-account flow runs right after a login whose identity holds several mobiles.
  { path: '/loginMAChoice', name: 'loginMAChoice', title: '选择登录手机号', requiresAuth: true, page: () => import(/* webpackChunkName: "page-loginMAChoice" */ './pages/loginMAChoice/LoginMAChoicePage') },
  { path: '/mAVerifyMobile', name: 'mAVerifyMobile', title: '验证手机号', requiresAuth: true, page: () => import(/* webpackChunkName: "page-mAVerifyMobile" */ './pages/mAVerifyMobile/MAVerifyMobilePage') },
  { path: '/mAVerifyIdentity', name: 'mAVerifyIdentity', title: '验证身份', requiresAuth: true, page: () => import(/* webpackChunkName: "page-mAVerifyIdentity" */ './pages/mAVerifyIdentity/MAVerifyIdentityPage') },
  { path: '/mAResult', name: 'mAResult', title: '处理结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-mAResult" */ './pages/mAResult/MAResultPage') },
];
