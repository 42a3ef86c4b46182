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
import type { UserRow } from '../account/users';
import { orderOf, type OrderRow } from '../loan/orders';

/** Settlement proof (spec 2.3, 7.7): for a settled order, a numbered certificate, downloadable as a PDF. */
const CLEARANCE = { notSettled: '该借款尚未结清，暂不能开具结清证明', notFound: '结清证明不存在' } as const;

interface CertRow { cert_no: string; order_id: number; issued_at: number }

const certOf = (o: OrderRow, c: CertRow): ClearanceCert => ({
  certNo: c.cert_no, orderNo: o.order_no, loanAmt: o.principal_fen, lentDay: o.lent_day ?? '', settledDay: o.settled_day ?? '', issuedAt: c.issued_at,
});

const certsOf = (ctx: AppContext, userId: number): ClearanceCert[] =>
  (ctx.db.prepare('SELECT c.*, o.* FROM clearance_certs c JOIN loan_orders o ON o.id = c.order_id WHERE c.user_id = ? ORDER BY c.id DESC').all(userId) as (CertRow & OrderRow)[])
    .map((row) => certOf(row, row));

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
      const rows = ctx.db
        .prepare(`SELECT o.*, c.cert_no FROM loan_orders o LEFT JOIN clearance_certs c ON c.order_id = o.id WHERE o.user_id = ? AND o.status = 'settled' ORDER BY o.id DESC`)
        .all(user.id) as (OrderRow & { cert_no: string | null })[];
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
      ctx.db
        .prepare('INSERT INTO clearance_certs (cert_no, order_id, user_id, issued_at) VALUES (?, ?, ?, ?) ON CONFLICT(order_id) DO NOTHING')
        .run(newNumber(ctx, 'C'), o.id, user.id, ctx.clock.now());
      const c = ctx.db.prepare('SELECT * FROM clearance_certs WHERE order_id = ?').get(o.id) as CertRow;
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


/** What the borrower paid on an order, all told (principal, interest, fees, penalties): the settled amount. */
function paidOnOrder(ctx: AppContext, orderId: number): number {
  const row = ctx.db
    .prepare('SELECT COALESCE(SUM(i.principal_fen + i.interest_fen + i.fee_fen + i.penalty_fen), 0) AS paid FROM repayment_items i JOIN bills b ON b.id = i.bill_id WHERE b.order_id = ?')
    .get(orderId) as { paid: number };
  return row.paid;
}

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
  registerPdfDownload(app, ctx, API_PATHS.clearance.file, CLEARANCE.notFound, (user, params) => {
    const certNo = params.certNo ?? '';
    const row = isCertNo(certNo)
      ? (ctx.db.prepare('SELECT c.cert_no, c.order_id, c.issued_at, o.* FROM clearance_certs c JOIN loan_orders o ON o.id = c.order_id WHERE c.cert_no = ? AND c.user_id = ?').get(certNo, user.id) as
          | (CertRow & OrderRow)
          | undefined)
      : undefined;
    return row && { filename: `clearance-${row.cert_no}.pdf`, pdf: () => clearancePdf(ctx, user, row, row, paidOnOrder(ctx, row.order_id)) };
  });
}
