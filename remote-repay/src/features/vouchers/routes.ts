import type { RemoteRoute } from '@credit/shared';

/**
 * Vouchers (spec 2.2): proof of what a loan was spent on, per order (`/vouchersList`,
 * `/vouchersUpload?orderNo=`, `/vouchersDemo`: public paths, the user's own data behind a login
 * prompt) and consumption vouchers in general (`/uploadConsumerVoucher` 消费凭证上传 with the 凭证记录
 * icon, `/consumerVoucherList` 凭证记录: login).
 */
export const voucherRoutes: RemoteRoute[] = [
  { path: '/vouchersList', name: 'vouchersList', title: '借款凭证', page: () => import(/* webpackChunkName: "page-vouchersList" */ './pages/vouchersList/VouchersListPage') },
  { path: '/vouchersUpload', name: 'vouchersUpload', title: '上传凭证', page: () => import(/* webpackChunkName: "page-vouchersUpload" */ './pages/vouchersUpload/VouchersUploadPage') },
  { path: '/vouchersDemo', name: 'vouchersDemo', title: '凭证示例', page: () => import(/* webpackChunkName: "page-vouchersDemo" */ './pages/vouchersDemo/VouchersDemoPage') },
  { path: '/uploadConsumerVoucher', name: 'uploadConsumerVoucher', title: '消费凭证上传', requiresAuth: true, headerRight: 'voucherRecords', page: () => import(/* webpackChunkName: "page-uploadConsumerVoucher" */ './pages/uploadConsumerVoucher/UploadConsumerVoucherPage') },
  { path: '/consumerVoucherList', name: 'consumerVoucherList', title: '凭证记录', requiresAuth: true, page: () => import(/* webpackChunkName: "page-consumerVoucherList" */ './pages/consumerVoucherList/ConsumerVoucherListPage') },
];
