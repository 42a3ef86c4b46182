import type { RemoteRoute } from '@credit/shared';

/** The custody account (spec 2.7 /depositeSetting, 7.5; ADR 037): its home and a page per flow (paths chosen in docs/layout.md). */
export const custodyRoutes: RemoteRoute[] = [
  { path: '/depositeSetting', name: 'depositeSetting', title: '存管账户设置', requiresAuth: true, page: () => import(/* webpackChunkName: "page-depositeSetting" */ './pages/depositeSetting/DepositeSettingPage') },
  { path: '/custodyOpen', name: 'custodyOpen', title: '开通存管账户', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-custodyOpen" */ './pages/custodyOpen/CustodyOpenPage') },
  { path: '/custodyWithdraw', name: 'custodyWithdraw', title: '存管账户提现', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyWithdraw" */ './pages/custodyWithdraw/CustodyWithdrawPage') },
  { path: '/custodyWithdrawRecords', name: 'custodyWithdrawRecords', title: '存管提现记录', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyWithdrawRecords" */ './pages/custodyWithdrawRecords/CustodyWithdrawRecordsPage') },
  { path: '/custodyWithdrawDetail', name: 'custodyWithdrawDetail', title: '提现详情', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyWithdrawDetail" */ './pages/custodyWithdrawDetail/CustodyWithdrawDetailPage') },
  { path: '/custodyModifyPwd', name: 'custodyModifyPwd', title: '修改存管密码', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyModifyPwd" */ './pages/custodyModifyPwd/CustodyModifyPwdPage') },
  { path: '/custodyResetPwd', name: 'custodyResetPwd', title: '重置存管密码', requiresAuth: true, needBaseInfo: true, page: () => import(/* webpackChunkName: "page-custodyResetPwd" */ './pages/custodyResetPwd/CustodyResetPwdPage') },
  { path: '/custodyChangeCard', name: 'custodyChangeCard', title: '更换存管银行卡', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyChangeCard" */ './pages/custodyChangeCard/CustodyChangeCardPage') },
  { path: '/custodyChangeMobile', name: 'custodyChangeMobile', title: '修改预留手机号', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyChangeMobile" */ './pages/custodyChangeMobile/CustodyChangeMobilePage') },
  { path: '/custodyCancel', name: 'custodyCancel', title: '注销存管账户', requiresAuth: true, page: () => import(/* webpackChunkName: "page-custodyCancel" */ './pages/custodyCancel/CustodyCancelPage') },
];
