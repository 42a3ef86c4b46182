import type { RemoteRoute } from '@credit/shared';

/** Login, registration and the multi-account mobile flow (spec 2.8). */
export const loginRoutes: RemoteRoute[] = [
  { path: '/login', name: 'login', title: '登录', page: () => import(/* webpackChunkName: "page-login" */ '../pages/login/LoginPage') },
  { path: '/smsLogin', name: 'smsLogin', title: '验证码登录', page: () => import(/* webpackChunkName: "page-smsLogin" */ '../pages/login/SmsLoginPage') },
  { path: '/registerWithSms', name: 'registerWithSms', title: '注册', back: 'home', page: () => import(/* webpackChunkName: "page-registerWithSms" */ '../pages/registerWithSms/RegisterPage') },
];
