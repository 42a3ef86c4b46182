import type { RemoteRoute } from '@credit/shared';

/**
 * Activities (spec 2.10 named routes) and the majia landing: each activity page is public (a guest
 * reads the rules and logs in to draw); the server decides who may draw and grants the prize once.
 */
export const activityRoutes: RemoteRoute[] = [
  { path: '/redRain', name: 'redRain', title: '红包雨', page: () => import(/* webpackChunkName: "page-redRain" */ './pages/redRain/RedRainPage') },
  { path: '/aug_old_user', name: 'aug_old_user', title: '老用户回馈', page: () => import(/* webpackChunkName: "page-augOldUser" */ './pages/augOldUser/AugOldUserPage') },
  { path: '/welcomeNew', name: 'welcomeNew', title: '新人专享', page: () => import(/* webpackChunkName: "page-welcomeNew" */ './pages/welcomeNew/WelcomeNewPage') },
  { path: '/maJiaBao', name: 'maJiaBao', title: '下载完整版', page: () => import(/* webpackChunkName: "page-maJiaBao" */ './pages/maJiaBao/MaJiaBaoPage') },
];
