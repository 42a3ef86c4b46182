import type { RemoteRoute } from '@credit/shared';

/** The market remote's route table, exposed as `./routes` (spec 2.6, 7.7). */
export const routes: RemoteRoute[] = [
  { path: '/discover', name: 'discover', title: '发现', tab: 'discover', page: () => import(/* webpackChunkName: "page-discover" */ './pages/discover/DiscoverPage') },
  { path: '/member', name: 'member', title: '会员', tab: 'member', page: () => import(/* webpackChunkName: "page-member" */ './pages/member/MemberPage') },
  { path: '/makeMoney', name: 'makeMoney', title: '邀请赚钱', needBaseInfo: true, headerRight: 'share', page: () => import(/* webpackChunkName: "page-makeMoney" */ './pages/makeMoney/MakeMoneyPage') },
];
