import type { RemoteRoute } from '@credit/shared';

/**
 * Activities (spec 2.10 named routes) and the majia landing: each activity page is public (a guest
 * reads the rules and logs in to draw); the server decides who may draw and grants the prize once.
 */
export const activityRoutes: RemoteRoute[] = [
  { path: '/redRain', name: 'redRain', title: '红包雨', page: () => import(/* webpackChunkName: "page-redRain" */ './pages/redRain/RedRainPage') },
  { path: '/aug_old_user', name: 'aug_old_user', title: '老用户回馈', page: () => import(/* webpackChunkName: "page-augOldUser" */ './pages/augOldUser/AugOldUserPage') },
  { path: '/welcomeNew', name: 'welcomeNew', title: '新人专享', page: () => import(/* webpackChunkName: "page-welcomeNew" */ './pages/welcomeNew/WelcomeNewPage') },
  // The activity platform (issue 28, docs/layout.md): public pages; the user's part asks a guest to log in.
  { path: '/seckill', name: 'seckill', title: '限时秒杀', page: () => import(/* webpackChunkName: "page-seckill" */ './pages/seckill/SeckillPage') },
  { path: '/luckDraw', name: 'luckDraw', title: '幸运大转盘', page: () => import(/* webpackChunkName: "page-luckDraw" */ './pages/luckDraw/LuckDrawPage') },
  { path: '/wishes', name: 'wishes', title: '许愿池', page: () => import(/* webpackChunkName: "page-wishes" */ './pages/wishes/WishesPage') },
  { path: '/ranking', name: 'ranking', title: '竞猜达人榜', page: () => import(/* webpackChunkName: "page-ranking" */ './pages/ranking/RankingPage') },
  { path: '/activityRules', name: 'activityRules', title: '活动规则', page: () => import(/* webpackChunkName: "page-activityRules" */ './pages/activityRules/ActivityRulesPage') },
  { path: '/myAwards', name: 'myAwards', title: '我的奖品', requiresAuth: true, page: () => import(/* webpackChunkName: "page-myAwards" */ './pages/myAwards/MyAwardsPage') },
  // Spec 2.11: these three return home on back (the header arrow and the system back, ADR 028).
  { path: '/helpYouPay', name: 'helpYouPay', title: '好友助力', back: 'home', page: () => import(/* webpackChunkName: "page-helpYouPay" */ './pages/helpYouPay/HelpYouPayPage') },
  { path: '/spring_tour', name: 'spring_tour', title: '春季踏青季', back: 'home', page: () => import(/* webpackChunkName: "page-springTour" */ './pages/springTour/SpringTourPage') },
  { path: '/quotaCompetition', name: 'quotaCompetition', title: '额度竞猜', back: 'home', page: () => import(/* webpackChunkName: "page-quotaCompetition" */ './pages/quotaCompetition/QuotaCompetitionPage') },
  { path: '/maJiaBao', name: 'maJiaBao', title: '下载完整版', page: () => import(/* webpackChunkName: "page-maJiaBao" */ './pages/maJiaBao/MaJiaBaoPage') },
];
