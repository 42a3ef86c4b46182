import type { RemoteRoute } from '@credit/shared';

/**
 * Settlement proof (spec 2.3): public paths, yet every figure is the user's own, so each page asks a
 * guest to log in and come back to the same address (GuestGate), without a call. The
 * history of settled orders and issued proofs, the application for one order (`?orderNo=`), its
 * result (`?certNo=` once issued, `?orderNo=` after a refusal), and the proof itself (`?certNo=`) with its PDF.
 */
export const clearanceRoutes: RemoteRoute[] = [
  { path: '/clearance-certificate-history', name: 'clearanceCertificateHistory', title: '结清历史', page: () => import(/* webpackChunkName: "page-clearanceCertificateHistory" */ './pages/clearanceCertificateHistory/ClearanceCertificateHistoryPage') },
  { path: '/clearance-certificate-apply', name: 'clearanceCertificateApply', title: '申请结清证明', page: () => import(/* webpackChunkName: "page-clearanceCertificateApply" */ './pages/clearanceCertificateApply/ClearanceCertificateApplyPage') },
  { path: '/clearance-certificate-result', name: 'clearanceCertificateResult', title: '申请结果', page: () => import(/* webpackChunkName: "page-clearanceCertificateResult" */ './pages/clearanceCertificateResult/ClearanceCertificateResultPage') },
  { path: '/clearance-certificate', name: 'clearanceCertificate', title: '结清证明', page: () => import(/* webpackChunkName: "page-clearanceCertificate" */ './pages/clearanceCertificate/ClearanceCertificatePage') },
];
