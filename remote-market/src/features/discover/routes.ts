import type { RemoteRoute } from '@credit/shared';

/** The discover tab (spec 2.1): public, what operations put on it. */
export const discoverRoutes: RemoteRoute[] = [
  { path: '/discover', name: 'discover', title: '发现', tab: 'discover', nativeBack: { to: 'index' }, page: () => import(/* webpackChunkName: "page-discover" */ './pages/discover/DiscoverPage') },
  // Issue 28: an advertisement's page (getAdviertisementInfo); public like the tab it is opened from.
  { path: '/adInfo', name: 'adInfo', title: '活动详情', page: () => import(/* webpackChunkName: "page-adInfo" */ './pages/adInfo/AdInfoPage') },
];
