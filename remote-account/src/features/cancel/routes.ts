import type { RemoteRoute } from '@credit/shared';

/** Account cancellation (spec 2.9). */
export const cancelRoutes: RemoteRoute[] = [
  { path: '/unregisterReminder', name: 'unregisterReminder', title: '注销账户', requiresAuth: true, page: () => import(/* webpackChunkName: "page-unregisterReminder" */ './pages/unregisterReminder/UnregisterReminderPage') },
  { path: '/unregisterReason', name: 'unregisterReason', title: '注销原因', requiresAuth: true, page: () => import(/* webpackChunkName: "page-unregisterReason" */ './pages/unregisterReason/UnregisterReasonPage') },
  { path: '/unregisterValidate', name: 'unregisterValidate', title: '身份验证', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-unregisterValidate" */ './pages/unregisterValidate/UnregisterValidatePage') },
  // The user is logged out by now; back goes home, not into the flow.
  { path: '/unregisterResult', name: 'unregisterResult', title: '注销结果', back: 'home', page: () => import(/* webpackChunkName: "page-unregisterResult" */ './pages/unregisterResult/UnregisterResultPage') },
];
