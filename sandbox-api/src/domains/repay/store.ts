import type { PayChannel, RepaymentKind, RepaymentStatus, VoucherItem } from '@credit/shared/api';
import type { AppContext } from '../../context';
import type { PageRequest } from '../../lib/paging';
import type { OrderRow } from '../loan';

/**
 * The repay domain's SQL (issue 23): repayments and their items, settlement proofs, consumption vouchers,
 * deferrals and refunds. The repayment logic (repayments.ts), the routes, the cashier page and the seed
 * call these; the bills themselves are the loan domain's (loan/bills.ts, loan/store.ts).
 */

export interface RepaymentRow {
  id: number;
  repay_no: string;
  user_id: number;
  kind: RepaymentKind;
  channel: PayChannel;
  status: RepaymentStatus;
  amount_fen: number;
  paid_fen: number;
  /** What the channel took that found nothing to pay and went back (issue 24), with its refunds row. */
  refunded_fen: number;
  refund_no: string | null;
  bill_ids: string;
  pay_id: string | null;
  fail_reason: string;
  created_at: number;
  finished_at: number | null;
}

// Repayments

export const repaymentById = (ctx: AppContext, id: number | bigint): RepaymentRow => ctx.db.prepare('SELECT * FROM repayments WHERE id = ?').get(id) as RepaymentRow;

export const repaymentOfUser = (ctx: AppContext, userId: number, repayNo: string): RepaymentRow | undefined =>
  ctx.db.prepare('SELECT * FROM repayments WHERE repay_no = ? AND user_id = ?').get(repayNo, userId) as RepaymentRow | undefined;

/** The Alipay repayment the stand-in cashier's page id names. */
export const alipayRepaymentOf = (ctx: AppContext, payId: string): RepaymentRow | undefined =>
  ctx.db.prepare(`SELECT * FROM repayments WHERE pay_id = ? AND kind = 'alipay'`).get(payId) as RepaymentRow | undefined;

export function insertRepayment(
  ctx: AppContext,
  r: { repayNo: string; userId: number; kind: RepaymentKind; channel: PayChannel; status: 'pending' | 'processing'; amountFen: number; billIds: string; payId: string | null; at: number },
): RepaymentRow {
  const info = ctx.db
    .prepare('INSERT INTO repayments (repay_no, user_id, kind, channel, status, amount_fen, bill_ids, pay_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(r.repayNo, r.userId, r.kind, r.channel, r.status, r.amountFen, r.billIds, r.payId, r.at);
  return repaymentById(ctx, info.lastInsertRowid);
}

/** Ends a pending or processing repayment (a finished one stays as it is), with what it gave back if anything. */
export function finishRepayment(
  ctx: AppContext,
  id: number,
  f: { status: RepaymentStatus; paidFen: number; reason: string; at: number; refund?: { refundNo: string; amountFen: number } },
): void {
  ctx.db
    .prepare(
      `UPDATE repayments SET status = ?, paid_fen = ?, refunded_fen = ?, refund_no = ?, fail_reason = ?, finished_at = ? WHERE id = ? AND status IN ('pending', 'processing')`,
    )
    .run(f.status, f.paidFen, f.refund?.amountFen ?? 0, f.refund?.refundNo ?? null, f.reason, f.at, id);
}

/** Fails a pending or processing repayment, its paid amount untouched. */
export function failRepaymentRow(ctx: AppContext, id: number, reason: string, at: number): void {
  ctx.db.prepare(`UPDATE repayments SET status = 'failed', fail_reason = ?, finished_at = ? WHERE id = ? AND status IN ('pending', 'processing')`).run(reason, at, id);
}

export function markProcessing(ctx: AppContext, id: number): void {
  ctx.db.prepare(`UPDATE repayments SET status = 'processing' WHERE id = ? AND status = 'pending'`).run(id);
}

/** What a repayment paid, component by component (its items). */
export const repaymentSums = (ctx: AppContext, repaymentId: number): { p: number; i: number; f: number; n: number } =>
  ctx.db
    .prepare(
      `SELECT COALESCE(SUM(principal_fen), 0) AS p, COALESCE(SUM(interest_fen), 0) AS i, COALESCE(SUM(fee_fen), 0) AS f, COALESCE(SUM(penalty_fen), 0) AS n
       FROM repayment_items WHERE repayment_id = ?`,
    )
    .get(repaymentId) as { p: number; i: number; f: number; n: number };

/** The order numbers of bills, in order. */
export const orderNosOfBills = (ctx: AppContext, billIds: readonly number[]): string[] =>
  billIds.length
    ? (ctx.db
        .prepare(`SELECT DISTINCT o.order_no FROM bills b JOIN loan_orders o ON o.id = b.order_id WHERE b.id IN (${billIds.map(() => '?').join(', ')}) ORDER BY o.id`)
        .all(...billIds) as { order_no: string }[]).map((x) => x.order_no)
    : [];

/** One page of the repayments listed in 还款记录 (never-confirmed ones left out), newest first, and their count. */
export function listedRepayments(ctx: AppContext, userId: number, p: PageRequest): { total: number; rows: RepaymentRow[] } {
  const where = `user_id = ? AND status != 'pending'`;
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM repayments WHERE ${where}`).get(userId) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT * FROM repayments WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, p.limit, p.offset) as RepaymentRow[];
  return { total, rows };
}

export interface BillPaymentRow { repay_no: string; principal_fen: number; interest_fen: number; fee_fen: number; penalty_fen: number; paid_at: number }

/** The payments that touched a bill, oldest first. */
export const paymentsOfBill = (ctx: AppContext, billId: number): BillPaymentRow[] =>
  ctx.db
    .prepare(
      `SELECT r.repay_no, i.principal_fen, i.interest_fen, i.fee_fen, i.penalty_fen, i.paid_at FROM repayment_items i
       JOIN repayments r ON r.id = i.repayment_id WHERE i.bill_id = ? ORDER BY i.paid_at`,
    )
    .all(billId) as BillPaymentRow[];

/** What the borrower paid on an order, all told (principal, interest, fees, penalties). */
export const paidOnOrder = (ctx: AppContext, orderId: number): number =>
  (ctx.db
    .prepare('SELECT COALESCE(SUM(i.principal_fen + i.interest_fen + i.fee_fen + i.penalty_fen), 0) AS paid FROM repayment_items i JOIN bills b ON b.id = i.bill_id WHERE b.order_id = ?')
    .get(orderId) as { paid: number }).paid;

// Settlement proofs

export interface CertRow { cert_no: string; order_id: number; issued_at: number }

export const certsOfUser = (ctx: AppContext, userId: number): (CertRow & OrderRow)[] =>
  ctx.db.prepare('SELECT c.*, o.* FROM clearance_certs c JOIN loan_orders o ON o.id = c.order_id WHERE c.user_id = ? ORDER BY c.id DESC').all(userId) as (CertRow & OrderRow)[];

/** Settled orders with the proof number once issued, newest first. */
export const settledOrdersWithCert = (ctx: AppContext, userId: number): (OrderRow & { cert_no: string | null })[] =>
  ctx.db
    .prepare(`SELECT o.*, c.cert_no FROM loan_orders o LEFT JOIN clearance_certs c ON c.order_id = o.id WHERE o.user_id = ? AND o.status = 'settled' ORDER BY o.id DESC`)
    .all(userId) as (OrderRow & { cert_no: string | null })[];

/** Issues the order's proof (once: asking again keeps the first) and answers it. */
export function issueCert(ctx: AppContext, c: { certNo: string; orderId: number; userId: number; at: number }): CertRow {
  ctx.db.prepare('INSERT INTO clearance_certs (cert_no, order_id, user_id, issued_at) VALUES (?, ?, ?, ?) ON CONFLICT(order_id) DO NOTHING').run(c.certNo, c.orderId, c.userId, c.at);
  return ctx.db.prepare('SELECT * FROM clearance_certs WHERE order_id = ?').get(c.orderId) as CertRow;
}

export const certOfUser = (ctx: AppContext, userId: number, certNo: string): (CertRow & OrderRow) | undefined =>
  ctx.db.prepare('SELECT c.cert_no, c.order_id, c.issued_at, o.* FROM clearance_certs c JOIN loan_orders o ON o.id = c.order_id WHERE c.cert_no = ? AND c.user_id = ?').get(certNo, userId) as
    | (CertRow & OrderRow)
    | undefined;

// Consumption vouchers

export interface VoucherRow {
  id: number;
  order_id: number | null;
  status: VoucherItem['status'];
  reason: string;
  size: number;
  note: string;
  created_at: number;
  submitted_day: string | null;
  order_no: string | null;
}

/** A voucher in review is approved once a business day has passed (the stand-in reviewer). */
export function approveReviewedBefore(ctx: AppContext, userId: number, day: string): void {
  ctx.db.prepare(`UPDATE consume_vouchers SET status = 'approved' WHERE user_id = ? AND status = 'reviewing' AND submitted_day < ?`).run(userId, day);
}

/** The user's vouchers, newest first: all, those of orders (not drafts), those sent (not drafts), or one. */
export function voucherRows(ctx: AppContext, userId: number, which: 'ofOrders' | 'sent' | { id: number }): VoucherRow[] {
  const where = which === 'ofOrders' ? `AND v.order_id IS NOT NULL AND v.status != 'draft'` : which === 'sent' ? `AND v.status != 'draft'` : 'AND v.id = ?';
  const params = typeof which === 'object' ? [userId, which.id] : [userId];
  return ctx.db
    .prepare(`SELECT v.*, o.order_no FROM consume_vouchers v LEFT JOIN loan_orders o ON o.id = v.order_id WHERE v.user_id = ? ${where} ORDER BY v.id DESC`)
    .all(...params) as VoucherRow[];
}

export function insertVoucher(
  ctx: AppContext,
  v: { userId: number; orderId: number | null; status: 'draft' | 'reviewing'; mime: string; bytes: Buffer; note: string; at: number; submittedDay: string | null },
): number {
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO consume_vouchers (user_id, order_id, status, mime, size, bytes, note, created_at, submitted_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(v.userId, v.orderId, v.status, v.mime, v.bytes.length, v.bytes, v.note, v.at, v.submittedDay);
  return Number(lastInsertRowid);
}

/** Sends a draft for review; false when it was no draft of the user's. */
export const submitVoucher = (ctx: AppContext, userId: number, id: number, day: string): boolean =>
  ctx.db.prepare(`UPDATE consume_vouchers SET status = 'reviewing', submitted_day = ? WHERE id = ? AND user_id = ? AND status = 'draft'`).run(day, id, userId).changes > 0;

// Deferrals and refunds

export const isDeferred = (ctx: AppContext, orderId: number): boolean => ctx.db.prepare('SELECT 1 FROM loan_deferrals WHERE order_id = ?').get(orderId) !== undefined;

/** An order's deferral (at most one): the period moved and the fee agreed. */
export const deferralOf = (ctx: AppContext, orderId: number): { bill_id: number; fee_fen: number } | undefined =>
  ctx.db.prepare('SELECT bill_id, fee_fen FROM loan_deferrals WHERE order_id = ?').get(orderId) as { bill_id: number; fee_fen: number } | undefined;

export function insertDeferral(ctx: AppContext, d: { orderId: number; billId: number; oldDueDay: string; newDueDay: string; feeFen: number; at: number }): void {
  ctx.db
    .prepare('INSERT INTO loan_deferrals (order_id, bill_id, old_due_day, new_due_day, fee_fen, agreed_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(d.orderId, d.billId, d.oldDueDay, d.newDueDay, d.feeFen, d.at);
}

export interface RefundRow { refund_no: string; order_no: string; amount_fen: number; reason: string; status: 'processing' | 'refunded'; card_no: string; created_at: number; finished_at: number | null }

export const refundsOfUser = (ctx: AppContext, userId: number): RefundRow[] =>
  ctx.db.prepare('SELECT r.*, o.order_no FROM refunds r JOIN loan_orders o ON o.id = r.order_id WHERE r.user_id = ? ORDER BY r.id DESC').all(userId) as RefundRow[];

export function insertRefund(ctx: AppContext, r: { refundNo: string; userId: number; orderId: number; amountFen: number; reason: string; cardNo: string; at: number; finishedAt: number }): void {
  ctx.db
    .prepare(`INSERT INTO refunds (refund_no, user_id, order_id, amount_fen, reason, status, card_no, created_at, finished_at) VALUES (?, ?, ?, ?, ?, 'refunded', ?, ?, ?)`)
    .run(r.refundNo, r.userId, r.orderId, r.amountFen, r.reason, r.cardNo, r.at, r.finishedAt);
}
