import type { RemoteRoute } from '@credit/shared';
import HomePage from '../home/HomePage';
import TransitionPage from '../pages/transition/TransitionPage';

const downLoad = () => import(/* webpackChunkName: "page-download" */ '../pages/downLoad/DownLoadPage');

/**
 * Routes the host renders itself: the borrow tab and the shell pages of spec 2.10. The home and the
 * transition hop are in the bundle and render without a loading flag (spec 4.2); the rest load lazily.
 */
export const HOST_ROUTES: RemoteRoute[] = [
  { path: '/', name: 'index', title: '借钱', tab: 'index', Component: HomePage },
  { path: '/downLoad', name: 'downLoad', title: '下载页', page: downLoad },
  { path: '/newDownload', name: 'newDownload', title: '下载页', page: downLoad },
  { path: '/thirdPage', name: 'thirdPage', title: '详情', page: () => import(/* webpackChunkName: "page-thirdPage" */ '../pages/thirdPage/ThirdPagePage') },
  { path: '/transition', name: 'transition', title: '', requiresAuth: true, Component: TransitionPage },
  { path: '/dispatch', name: 'dispatch', title: '', page: () => import(/* webpackChunkName: "page-dispatch" */ '../pages/dispatch/DispatchPage') },
  { path: '/handleThirdParty', name: 'handleThirdParty', title: '处理结果', requiresAuth: true, page: () => import(/* webpackChunkName: "page-handleThirdParty" */ '../pages/handleThirdParty/HandleThirdPartyPage') },
  { path: '/publicResult', name: 'publicResult', title: '结果', page: () => import(/* webpackChunkName: "page-publicResult" */ '../pages/publicResult/PublicResultPage') },
];

/** Old paths kept alive as redirects (spec 2.1, 2.4, 2.8). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/index', to: '/' },
  { from: '/oneKeeper', to: '/' },
  { from: '/HomeBottom', to: '/' },
  { from: '/register', to: '/login' },
  { from: '/cashLoan', to: '/newBorrowCash' },
  { from: '/newCashLoan', to: '/newBorrowCash' },
];
