import type { RemoteRoute } from '@credit/shared';

/**
 * Invitation and rewards (spec 2.6, 2.10, 6): the pages are public and ask a guest to log in for their
 * own part (the invitation, the rewards); /makeMoney loads base info first (spec 2.6).
 */
export const inviteRoutes: RemoteRoute[] = [
  { path: '/makeMoney', name: 'makeMoney', title: '邀请赚钱', needBaseInfo: true, headerRight: 'ruleExplanation', page: () => import(/* webpackChunkName: "page-makeMoney" */ './pages/makeMoney/MakeMoneyPage') },
  { path: '/makeMoneyStrategy', name: 'makeMoneyStrategy', title: '赚钱攻略', page: () => import(/* webpackChunkName: "page-makeMoneyStrategy" */ './pages/makeMoneyStrategy/MakeMoneyStrategyPage') },
  { path: '/returnDetail', name: 'returnDetail', title: '邀请明细', headerRight: 'rewardDetails', page: () => import(/* webpackChunkName: "page-returnDetail" */ './pages/returnDetail/ReturnDetailPage') },
  { path: '/rewardDetail', name: 'rewardDetail', title: '奖励明细', requiresAuth: true, page: () => import(/* webpackChunkName: "page-rewardDetail" */ './pages/rewardDetail/RewardDetailPage') },
  { path: '/friendRedBag', name: 'friendRedBag', title: '好友红包', headerRight: 'share', page: () => import(/* webpackChunkName: "page-friendRedBag" */ './pages/friendRedBag/FriendRedBagPage') },
  { path: '/landingRegister', name: 'landingRegister', title: '', page: () => import(/* webpackChunkName: "page-landingRegister" */ './pages/landingRegister/LandingRegisterPage') },
];
