import type { RemoteRoute } from '@credit/shared';

/** The custody account (spec 2.7 /depositeSetting, 7.5; ADR 037): its home and a page per flow. */
export const custodyRoutes: RemoteRoute[] = [
  { path: '/depositeSetting', name: 'depositeSetting', title: '存管账户设置', requiresAuth: true, page: () => import(/* webpackChunkName: "page-depositeSetting" */ './pages/depositeSetting/DepositeSettingPage') },
  { path: '/custodyOpen', name: 'custodyOpen', title: '开通存管账户', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-custodyOpen" */ './pages/custodyOpen/CustodyOpenPage') },
  { path: '/custodyWithdraw', name: 'custodyWithdraw', title: '存管账户提现', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyWithdraw" */ './pages/custodyWithdraw/CustodyWithdrawPage') },
];
