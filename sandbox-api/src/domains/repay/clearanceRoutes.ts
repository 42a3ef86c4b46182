import type { FastifyInstance } from 'fastify';
import {
  API_PATHS, clearanceApplyData, clearanceCheckData, clearanceEntranceData, clearanceHistoryData, emptyBody, orderNoBody, type ClearanceCert,
} from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { isCertNo } from '@credit/shared/rules';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { mask, maskName } from '../../lib/mask';
import { registerPdfDownload } from '../../lib/download';
import { newNumber } from '../../lib/numbers';
import { renderPdf } from '../../lib/pdf';
import { defineRoute, type RouteDef } from '../../lib/route';
import { userOfToken } from '../account';
import { type UserRow } from '../../lib/userStore';
import { orderOf, type OrderRow } from '../loan';
import { certOfUser, certsOfUser, issueCert, paidOnOrder, settledOrdersWithCert, type CertRow } from './store';

/** Settlement proof (spec 2.3, 7.7): for a settled order, a numbered certificate, downloadable as a PDF. */
const CLEARANCE = { notSettled: '该借款尚未结清，暂不能开具结清证明', notFound: '结清证明不存在' } as const;

const certOf = (o: OrderRow, c: CertRow): ClearanceCert => ({
  certNo: c.cert_no, orderNo: o.order_no, loanAmt: o.principal_fen, lentDay: o.lent_day ?? '', settledDay: o.settled_day ?? '', issuedAt: c.issued_at,
});

const certsOf = (ctx: AppContext, userId: number): ClearanceCert[] =>
  certsOfUser(ctx, userId).map((row) => certOf(row, row));

export const clearanceRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.clearance.entrance,
    tag: 'clearance',
    summary: 'Settled orders a proof can be issued for (with the proof number once issued)',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: clearanceEntranceData,
    handler: ({ user, ctx }) => {
      const rows = settledOrdersWithCert(ctx, user.id);
      return { list: rows.map((o) => ({ orderNo: o.order_no, loanAmt: o.principal_fen, lentDay: o.lent_day ?? '', settledDay: o.settled_day ?? '', certNo: o.cert_no ?? '' })) };
    },
  }),
  defineRoute({
    path: API_PATHS.clearance.applyCheck,
    tag: 'clearance',
    summary: 'Whether a proof can be issued for an order (only once it is settled)',
    auth: 'user',
    body: orderNoBody,
    data: clearanceCheckData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      return o.status === 'settled' ? { allowed: true, reason: '' } : { allowed: false, reason: CLEARANCE.notSettled };
    },
  }),
  defineRoute({
    path: API_PATHS.clearance.apply,
    tag: 'clearance',
    summary: 'Issue the proof for a settled order (asking again returns the same proof)',
    auth: 'user',
    once: true,
    body: orderNoBody,
    data: clearanceApplyData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      if (o.status !== 'settled') failWithMessage(CLEARANCE.notSettled);
      const c = issueCert(ctx, { certNo: newNumber(ctx, 'C'), orderId: o.id, userId: user.id, at: ctx.clock.now() });
      return { cert: certOf(o, c) };
    },
  }),
  defineRoute({
    path: API_PATHS.clearance.applyHistory,
    tag: 'clearance',
    summary: 'Proofs issued, newest first',
    auth: 'user',
    body: emptyBody,
    data: clearanceHistoryData,
    handler: ({ user, ctx }) => ({ list: certsOf(ctx, user.id) }),
  }),
];


/** The proof as a document: who, which loan, settled when and for how much; names and ID numbers masked. */
export function clearancePdf(ctx: AppContext, user: UserRow, o: OrderRow, c: CertRow, paidFen: number): Buffer {
  return renderPdf({
    title: '结清证明',
    createdAt: new Date(c.issued_at),
    lines: [
      `证明编号：${c.cert_no}`,
      '',
      `兹证明借款人 ${maskName(user.name)}（身份证号 ${mask(user.cert_id)}）于 ${o.lent_day} 在本平台合作机构借款人民币 ${formatMoney(o.principal_fen)} 元（借款编号 ${o.order_no}，期限 ${o.periods} 期），该笔借款的本金、利息及相关费用合计人民币 ${formatMoney(paidFen)} 元已于 ${o.settled_day} 全部结清，借款人与出借人之间就该笔借款的债权债务关系已终止。`,
      '',
      '特此证明。',
      '',
      `开具日期：${ctx.clock.dayOf(c.issued_at)}`,
    ],
    footer: '本证明由系统自动生成，仅证明上述借款已结清，不作他用。',
  });
}

/** GET the proof as a PDF; the session comes in the token header (the page fetches it, then offers the file). */
export function registerClearanceFile(app: FastifyInstance, ctx: AppContext): void {
  registerPdfDownload(app, ctx, { userOfToken }, API_PATHS.clearance.file, CLEARANCE.notFound, (user, params) => {
    const certNo = params.certNo ?? '';
    const row = isCertNo(certNo)
      ? certOfUser(ctx, user.id, certNo)
      : undefined;
    return row && { filename: `clearance-${row.cert_no}.pdf`, pdf: () => clearancePdf(ctx, user, row, row, paidOnOrder(ctx, row.order_id)) };
  });
}
