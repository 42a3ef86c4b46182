import type { RemoteRoute } from '@credit/shared';

/**
 * The account remote's route table, exposed as `./routes`: metadata is eager, pages are lazy
 * chunks named after their route. Spec 2.5, 2.7, 2.8, 2.9.
 */
export const routes: RemoteRoute[] = [
  { path: '/login', name: 'login', title: '登录', page: () => import(/* webpackChunkName: "page-login" */ './pages/login/LoginPage') },
  { path: '/smsLogin', name: 'smsLogin', title: '验证码登录', page: () => import(/* webpackChunkName: "page-smsLogin" */ './pages/login/SmsLoginPage') },
  { path: '/userNew', name: 'userNew', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ './pages/userNew/MinePage') },
  { path: '/user', name: 'user', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ './pages/userNew/MinePage') },
  { path: '/registerWithSms', name: 'registerWithSms', title: '注册', back: 'home', page: () => import(/* webpackChunkName: "page-registerWithSms" */ './pages/registerWithSms/RegisterPage') },
  { path: '/safeRertificate', name: 'safeRertificate', title: '全面认证', requiresAuth: true, back: 'confirmExit', page: () => import(/* webpackChunkName: "page-safeRertificate" */ './pages/safeRertificate/SafeCertificatePage') },
];
