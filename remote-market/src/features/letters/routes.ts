import type { RemoteRoute } from '@credit/shared';

/** Internal letters (spec 2.6): the user's messages, unread count, read one, mark all read. */
export const letterRoutes: RemoteRoute[] = [
  { path: '/internalLetter', name: 'internalLetter', title: '消息中心', requiresAuth: true, page: () => import(/* webpackChunkName: "page-internalLetter" */ './pages/internalLetter/InternalLetterPage') },
  { path: '/internalLetterDetail', name: 'internalLetterDetail', title: '消息详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-internalLetterDetail" */ './pages/internalLetterDetail/InternalLetterDetailPage') },
];
