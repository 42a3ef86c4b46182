import type { ShopCategory, ShopOrderStatus, ShopPartner, ShopPayType } from '@credit/shared/api';
import type { AppContext } from '../../context';

/** The credit-life domain's SQL (ADR 038). */

export interface ShopOrderRow {
  id: number;
  order_no: string;
  user_id: number;
  product_id: string;
  category: ShopCategory;
  partner: ShopPartner | null;
  title: string;
  price_fen: number;
  mobile: string;
  status: ShopOrderStatus;
  pay_type: ShopPayType | null;
  periods: number | null;
  loan_order_id: number | null;
  delivery_fails: 0 | 1;
  code: string;
  fail_reason: string;
  created_at: number;
  paid_at: number | null;
  finished_at: number | null;
  /** A refunded order: everything given back for it (the price, and an instalment purchase's charges paid). */
  refunded_fen: number;
  /** Of it, the interest, fees and penalty its loan had been paid (issue 40 item 5). */
  refunded_charges_fen: number;
}

export function insertShopOrder(
  ctx: AppContext,
  o: { orderNo: string; userId: number; productId: string; category: ShopCategory; partner: ShopPartner | null; title: string; priceFen: number; mobile: string; at: number },
): ShopOrderRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO creditlife_orders (order_no, user_id, product_id, category, partner, title, price_fen, mobile, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pendingPay', ?)`,
    )
    .run(o.orderNo, o.userId, o.productId, o.category, o.partner, o.title, o.priceFen, o.mobile, o.at);
  return ctx.db.prepare('SELECT * FROM creditlife_orders WHERE id = ?').get(info.lastInsertRowid) as ShopOrderRow;
}

/** The user's pending order of a product, if any (ordering it again answers this one). */
export const pendingShopOrderOf = (ctx: AppContext, userId: number, productId: string): ShopOrderRow | undefined =>
  ctx.db.prepare(`SELECT * FROM creditlife_orders WHERE user_id = ? AND product_id = ? AND status = 'pendingPay' ORDER BY id DESC LIMIT 1`).get(userId, productId) as ShopOrderRow | undefined;

export const shopOrderOfUser = (ctx: AppContext, userId: number, orderNo: string): ShopOrderRow | undefined =>
  ctx.db.prepare('SELECT * FROM creditlife_orders WHERE user_id = ? AND order_no = ?').get(userId, orderNo) as ShopOrderRow | undefined;

/** The user's orders, newest first. */
export const shopOrdersOfUser = (ctx: AppContext, userId: number): ShopOrderRow[] =>
  ctx.db.prepare('SELECT * FROM creditlife_orders WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId) as ShopOrderRow[];

export const deliveringOrdersOf = (ctx: AppContext, userId: number): ShopOrderRow[] =>
  ctx.db.prepare(`SELECT * FROM creditlife_orders WHERE user_id = ? AND status = 'delivering'`).all(userId) as ShopOrderRow[];

/** A pending order paid: false when it was not pending any more (a second payment moves nothing). */
export const markShopOrderPaid = (ctx: AppContext, id: number, p: { payType: ShopPayType; periods: number | null; loanOrderId: number | null; at: number }): boolean =>
  ctx.db
    .prepare(`UPDATE creditlife_orders SET status = 'delivering', pay_type = ?, periods = ?, loan_order_id = ?, paid_at = ? WHERE id = ? AND status = 'pendingPay'`)
    .run(p.payType, p.periods, p.loanOrderId, p.at, id).changes === 1;

/** A delivering order's outcome: delivered (with its code) or refunded (with the reason and what came back). */
export const finishShopOrder = (
  ctx: AppContext, id: number, to: 'delivered' | 'refunded', p: { code: string; failReason: string; at: number; refundedFen?: number; refundedChargesFen?: number },
): boolean =>
  ctx.db
    .prepare(`UPDATE creditlife_orders SET status = ?, code = ?, fail_reason = ?, finished_at = ?, refunded_fen = ?, refunded_charges_fen = ? WHERE id = ? AND status = 'delivering'`)
    .run(to, p.code, p.failReason, p.at, p.refundedFen ?? 0, p.refundedChargesFen ?? 0, id).changes === 1;
