import type { RemoteRoute } from '@credit/shared';

/** The repay remote's route table, exposed as `./routes` (spec 2.2, 2.3, 4.6). */
export const routes: RemoteRoute[] = [
  { path: '/billList', name: 'billList', title: '月账单', requiresAuth: true, page: () => import(/* webpackChunkName: "page-billList" */ './pages/billList/BillListPage') },
];
