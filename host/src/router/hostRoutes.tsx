import type { RemoteRoute } from '@credit/shared';
import HomePage from '../home/HomePage';

/** Routes the host renders itself: the borrow tab and the download page. */
export const HOST_ROUTES: RemoteRoute[] = [
  { path: '/', name: 'index', title: '借钱', tab: 'index', Component: HomePage },
  { path: '/downLoad', name: 'downLoad', title: '下载页', page: () => import(/* webpackChunkName: "page-download" */ '../shell/DownloadPage') },
];

/** Old paths kept alive as redirects (spec 2.1, 2.4, 2.8). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/index', to: '/' },
  { from: '/oneKeeper', to: '/' },
  { from: '/register', to: '/login' },
  { from: '/cashLoan', to: '/newBorrowCash' },
  { from: '/newCashLoan', to: '/newBorrowCash' },
];
