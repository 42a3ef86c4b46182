import type { RemoteRoute } from '@credit/shared';

/**
 * The reward balance and mobile top-up (spec 2.6, 2.10, 4.8): the balance with its withdrawal, the
 * movements in and out, the withdrawal records, and top-up paid from the card.
 */
export const walletRoutes: RemoteRoute[] = [
  { path: '/spared-fund', name: 'spared-fund', title: '零钱', requiresAuth: true, headerRight: 'withdrawRecords', page: () => import(/* webpackChunkName: "page-sparedFund" */ './pages/sparedFund/SparedFundPage') },
  { path: '/details_index', name: 'details_index', title: '收支明细', page: () => import(/* webpackChunkName: "page-detailsIndex" */ './pages/detailsIndex/DetailsIndexPage') },
  { path: '/withDrawRecord', name: 'withDrawRecord', title: '提现记录', requiresAuth: true, page: () => import(/* webpackChunkName: "page-withDrawRecord" */ './pages/withDrawRecord/WithDrawRecordPage') },
  { path: '/recharge', name: 'recharge', title: '话费充值', requiresAuth: true, page: () => import(/* webpackChunkName: "page-recharge" */ './pages/recharge/RechargePage') },
];
