import type { LoanOrderStatus } from '@credit/shared/api';
import type { AppContext } from '../../context';
import type { OrderRow } from './orders';

/**
 * The loan domain's SQL (issue 23): orders, bills, red packets, drafts, signings, feedback and the
 * pre-loan questionnaire. Handlers and the order logic (orders.ts, bills.ts) call these.
 */

export interface NewRedPacket {
  title: string;
  amountFen: number;
  limitFen: number;
  expiresDay: string;
}

export function insertRedPacket(ctx: AppContext, userId: number, p: NewRedPacket): void {
  ctx.db.prepare('INSERT INTO red_packets (user_id, title, amount_fen, limit_fen, expires_day) VALUES (?, ?, ?, ?, ?)').run(userId, p.title, p.amountFen, p.limitFen, p.expiresDay);
}

// Orders (the row type lives with the order logic, ./orders.ts)

export const orderById = (ctx: AppContext, id: number): OrderRow => ctx.db.prepare('SELECT * FROM loan_orders WHERE id = ?').get(id) as OrderRow;

const inList = (statuses: readonly LoanOrderStatus[]): string => statuses.map((s) => `'${s}'`).join(', ');

/** The user's orders in these states, newest first. */
export const ordersOfUser = (ctx: AppContext, userId: number, statuses: readonly LoanOrderStatus[]): OrderRow[] =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE user_id = ? AND status IN (${inList(statuses)}) ORDER BY id DESC`).all(userId) as OrderRow[];

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
