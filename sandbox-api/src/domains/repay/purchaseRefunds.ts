import type { AppContext } from '../../context';
import { newNumber } from '../../lib/numbers';
import { cardById } from '../bankCard';
import { billsOfOrder, orderById } from '../loan';
import { insertRefund } from './store';

/** The refunds row (and the ledger's title) of what an undelivered instalment purchase's loan had been paid beyond its principal. */
export const PURCHASE_CHARGES_REASON = '分期购物退款：已付利息及费用原路退回';

/**
 * A purchase never delivered costs the customer nothing (issue 40 item 5): what its loan was paid beyond the
 * principal (interest, fees, penalty; the principal comes back with the price, ADR 038) is refunded to the
 * loan's card: a refunds row (/refundDetail) and its ledger row. Answers the amount (0: nothing to give back).
 * Runs inside the caller's transaction; the loan's bills stay when it is cancelled, so before or after.
 * A writer lent to the credit-life domain through the context's crossings (ports.ts).
 */
export function refundPurchaseCharges(ctx: AppContext, userId: number, orderId: number): number {
  const amountFen = billsOfOrder(ctx, orderId).reduce((n, b) => n + b.paid_interest_fen + b.paid_fee_fen + b.paid_penalty_fen, 0);
  if (amountFen === 0) return 0;
  const refundNo = newNumber(ctx, 'R');
  const at = ctx.clock.now();
  const cardNo = cardById(ctx, orderById(ctx, orderId).card_id).card_no.slice(-4);
  insertRefund(ctx, { refundNo, userId, orderId, amountFen, reason: PURCHASE_CHARGES_REASON, cardNo, at, finishedAt: at });
  ctx.effects.refundPaid(ctx, userId, { refundNo, orderId, amountFen, title: PURCHASE_CHARGES_REASON, at });
  return amountFen;
}
