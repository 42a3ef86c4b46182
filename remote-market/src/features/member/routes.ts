import { APP_VERSION_RICH_BEAN_BACK, type RemoteRoute } from '@credit/shared';

/**
 * Membership and points (spec 2.1 membership tab, 2.10 named routes, 7.7 points and fudou). The tab and
 * the rules are public (a guest is asked to log in for their own figures); the records are the user's.
 * The membership page shows the rich-bean balance: in the native app from build 24 its back returns to
 * the app's user tab (spec 9 "rich bean back").
 */
export const memberRoutes: RemoteRoute[] = [
  { path: '/member', name: 'member', title: '会员', tab: 'member', headerRight: 'pointsExplanation', nativeBack: { to: 'user', fromBuild: APP_VERSION_RICH_BEAN_BACK }, page: () => import(/* webpackChunkName: "page-member" */ './pages/member/MemberPage') },
  { path: '/pointsRule', name: 'pointsRule', title: '积分说明', headerRight: 'transactionRecords', page: () => import(/* webpackChunkName: "page-pointsRule" */ './pages/pointsRule/PointsRulePage') },
  { path: '/transactionRecord', name: 'transactionRecord', title: '积分明细', requiresAuth: true, page: () => import(/* webpackChunkName: "page-transactionRecord" */ './pages/transactionRecord/TransactionRecordPage') },
  { path: '/myDiamond', name: 'myDiamond', title: '我的福豆', requiresAuth: true, page: () => import(/* webpackChunkName: "page-myDiamond" */ './pages/myDiamond/MyDiamondPage') },
  { path: '/wechatPrivilege', name: 'wechatPrivilege', title: '微信特权', page: () => import(/* webpackChunkName: "page-wechatPrivilege" */ './pages/wechatPrivilege/WechatPrivilegePage') },
];
