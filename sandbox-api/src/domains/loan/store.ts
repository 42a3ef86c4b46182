import type { LoanOrderStatus, Occupation, RepaySource } from '@credit/shared/api';
import type { RepayType } from '@credit/shared/money';
import type { AppContext } from '../../context';
import type { PageRequest } from '../../lib/paging';

/**
 * The loan domain's SQL (issue 23): orders, bills, red packets, drafts, signings, feedback and the
 * pre-loan questionnaire. Handlers and the order logic (orders.ts, bills.ts) call these.
 */

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  status: LoanOrderStatus;
  principal_fen: number;
  periods: number;
  repay_type: RepayType;
  purpose_code: string;
  card_id: number;
  monthly_rate_ppm: number;
  monthly_fee_ppm: number;
  penalty_daily_ppm: number;
  early_fee_ppm: number;
  /** 'none', 'months:N' or 'days:N': the offer granted is kept with the order, a later pricing change rewrites no loan. */
  interest_free: string;
  red_packet_id: number | null;
  apr_bp: number;
  created_at: number;
  submitted_at: number | null;
  lend_due_at: number | null;
  lent_day: string | null;
  settled_day: string | null;
  finished_at: number | null;
  fail_reason: string;
}

export interface RedPacketRow {
  id: number;
  user_id: number;
  title: string;
  amount_fen: number;
  limit_fen: number;
  expires_day: string;
  used_order_id: number | null;
}

export interface NewRedPacket {
  title: string;
  amountFen: number;
  limitFen: number;
  expiresDay: string;
}

export function insertRedPacket(ctx: AppContext, userId: number, p: NewRedPacket): void {
  ctx.db.prepare('INSERT INTO red_packets (user_id, title, amount_fen, limit_fen, expires_day) VALUES (?, ?, ?, ?, ?)').run(userId, p.title, p.amountFen, p.limitFen, p.expiresDay);
}

// Orders

export const orderById = (ctx: AppContext, id: number): OrderRow => ctx.db.prepare('SELECT * FROM loan_orders WHERE id = ?').get(id) as OrderRow;

const inList = (statuses: readonly LoanOrderStatus[]): string => statuses.map((s) => `'${s}'`).join(', ');

/** The user's orders in these states, newest first. */
export const ordersOfUser = (ctx: AppContext, userId: number, statuses: readonly LoanOrderStatus[]): OrderRow[] =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE user_id = ? AND status IN (${inList(statuses)}) ORDER BY id DESC`).all(userId) as OrderRow[];

/** Whether any of the user's loans was ever paid out. */
export const hasBorrowed = (ctx: AppContext, userId: number): boolean =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM loan_orders WHERE user_id = ? AND lent_day IS NOT NULL').get(userId) as { n: number }).n > 0;

export const hasOrderIn = (ctx: AppContext, userId: number, statuses: readonly LoanOrderStatus[]): boolean =>
  ctx.db.prepare(`SELECT 1 FROM loan_orders WHERE user_id = ? AND status IN (${inList(statuses)}) LIMIT 1`).get(userId) !== undefined;

// Bills rewritten by the repay domain

/** An early settlement's terms on a remaining period: interest beyond `keep` and every fee forgiven, the early fee added. */
export function waiveBill(ctx: AppContext, b: { id: number; keep: number; early: number }): void {
  ctx.db
    .prepare(
      `UPDATE bills SET waived_interest_fen = interest_fen - discount_fen - paid_interest_fen - @keep, waived_fee_fen = fee_fen - paid_fee_fen, early_fee_fen = @early WHERE id = @id`,
    )
    .run(b);
}

/** A deferral: the period's new due day and its fee added. */
export function deferBill(ctx: AppContext, billId: number, newDueDay: string, feeFen: number): void {
  ctx.db.prepare('UPDATE bills SET due_day = ?, fee_fen = fee_fen + ? WHERE id = ?').run(newDueDay, feeFen, billId);
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  status: 'created' | 'lending';
  principalFen: number;
  periods: number;
  repayType: RepayType;
  purposeCode: string;
  cardId: number;
  monthlyRatePpm: number;
  monthlyFeePpm: number;
  penaltyDailyPpm: number;
  earlyFeePpm: number;
  interestFree: string;
  redPacketId: number | null;
  aprBp: number;
  createdAt: number;
  submittedAt: number | null;
  lendDueAt: number | null;
}

export function insertOrder(ctx: AppContext, o: NewOrder): OrderRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO loan_orders (order_no, user_id, status, principal_fen, periods, repay_type, purpose_code, card_id, monthly_rate_ppm, monthly_fee_ppm,
         penalty_daily_ppm, early_fee_ppm, interest_free, red_packet_id, apr_bp, created_at, submitted_at, lend_due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(o.orderNo, o.userId, o.status, o.principalFen, o.periods, o.repayType, o.purposeCode, o.cardId, o.monthlyRatePpm, o.monthlyFeePpm, o.penaltyDailyPpm,
      o.earlyFeePpm, o.interestFree, o.redPacketId, o.aprBp, o.createdAt, o.submittedAt, o.lendDueAt);
  return orderById(ctx, Number(info.lastInsertRowid));
}

export const orderOfUser = (ctx: AppContext, userId: number, orderNo: string): OrderRow | undefined =>
  ctx.db.prepare('SELECT * FROM loan_orders WHERE order_no = ? AND user_id = ?').get(orderNo, userId) as OrderRow | undefined;

/** One page of the user's orders, newest first, and their count. */
export function orderPage(ctx: AppContext, userId: number, p: PageRequest): { total: number; rows: OrderRow[] } {
  const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM loan_orders WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = ctx.db.prepare('SELECT * FROM loan_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, p.limit, p.offset) as OrderRow[];
  return { total, rows };
}

/** An order's offer: its interest-free claim and the red packet it holds. */
export function setOrderOffer(ctx: AppContext, orderId: number, interestFree: string, redPacketId: number | null): void {
  ctx.db.prepare('UPDATE loan_orders SET interest_free = ?, red_packet_id = ? WHERE id = ?').run(interestFree, redPacketId, orderId);
}

export function setOrderApr(ctx: AppContext, orderId: number, aprBp: number): void {
  ctx.db.prepare('UPDATE loan_orders SET apr_bp = ? WHERE id = ?').run(aprBp, orderId);
}

export const capitalOrgCodeOf = (ctx: AppContext, orderId: number): string =>
  (ctx.db.prepare('SELECT capital_org FROM loan_orders WHERE id = ?').get(orderId) as { capital_org: string }).capital_org;

// Red packets

export const redPacketById = (ctx: AppContext, id: number): RedPacketRow | undefined => ctx.db.prepare('SELECT * FROM red_packets WHERE id = ?').get(id) as RedPacketRow | undefined;

/** The packet is the order's now; false when another order took it first. */
export const takeRedPacket = (ctx: AppContext, packetId: number, orderId: number): boolean =>
  ctx.db.prepare('UPDATE red_packets SET used_order_id = ? WHERE id = ? AND used_order_id IS NULL').run(orderId, packetId).changes === 1;

/** The packets an order held are free again. */
export function releaseRedPackets(ctx: AppContext, orderId: number): void {
  ctx.db.prepare('UPDATE red_packets SET used_order_id = NULL WHERE used_order_id = ?').run(orderId);
}

// Drafts, signings, feedback, the questionnaire

export interface DraftRow { amount_fen: number; periods: number; purpose_code: string | null; card_id: number | null }

export function saveDraft(ctx: AppContext, userId: number, d: { amountFen: number; periods: number; purposeCode: string | null; cardId: number | null; at: number }): void {
  ctx.db
    .prepare(
      `INSERT INTO loan_drafts (user_id, amount_fen, periods, purpose_code, card_id, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET amount_fen = excluded.amount_fen, periods = excluded.periods, purpose_code = excluded.purpose_code,
         card_id = excluded.card_id, updated_at = excluded.updated_at`,
    )
    .run(userId, d.amountFen, d.periods, d.purposeCode, d.cardId, d.at);
}

export const draftOf = (ctx: AppContext, userId: number): DraftRow | undefined => ctx.db.prepare('SELECT * FROM loan_drafts WHERE user_id = ?').get(userId) as DraftRow | undefined;

export function deleteDraft(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM loan_drafts WHERE user_id = ?').run(userId);
}

/** Signs the withholding agreement for a card (signing again changes nothing). */
export function signCard(ctx: AppContext, cardId: number, at: number): void {
  ctx.db.prepare('INSERT INTO card_signings (card_id, signed_at) VALUES (?, ?) ON CONFLICT(card_id) DO NOTHING').run(cardId, at);
}

export function insertFeedback(ctx: AppContext, f: { feedbackNo: string; userId: number; category: string; content: string; mobile: string | null; at: number }): void {
  ctx.db
    .prepare('INSERT INTO loan_feedback (feedback_no, user_id, category, content, mobile, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(f.feedbackNo, f.userId, f.category, f.content, f.mobile, f.at);
}

export interface InvestigationRow { occupation: Occupation; repay_source: RepaySource; purpose_declared: number; saved_at: number }

export function saveInvestigation(ctx: AppContext, userId: number, occupation: Occupation, repaySource: RepaySource, at: number): void {
  ctx.db
    .prepare(
      `INSERT INTO loan_investigations (user_id, occupation, repay_source, purpose_declared, saved_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(user_id) DO UPDATE SET occupation = excluded.occupation, repay_source = excluded.repay_source,
         purpose_declared = 1, saved_at = excluded.saved_at`,
    )
    .run(userId, occupation, repaySource, at);
}

export const investigationRow = (ctx: AppContext, userId: number): InvestigationRow | undefined =>
  ctx.db.prepare('SELECT * FROM loan_investigations WHERE user_id = ?').get(userId) as InvestigationRow | undefined;
