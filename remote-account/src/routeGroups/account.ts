import type { RemoteRoute } from '@credit/shared';

/** The "我的" tab, settings and security pages (spec 2.7). */
export const accountRoutes: RemoteRoute[] = [
  { path: '/userNew', name: 'userNew', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ '../pages/userNew/MinePage') },
  { path: '/user', name: 'user', title: '我的', tab: 'my', needBaseInfo: true, page: () => import(/* webpackChunkName: "page-userNew" */ '../pages/userNew/MinePage') },
  { path: '/safeRertificate', name: 'safeRertificate', title: '全面认证', requiresAuth: true, back: 'confirmExit', page: () => import(/* webpackChunkName: "page-safeRertificate" */ '../pages/safeRertificate/SafeCertificatePage') },
];
