import { DAY_MS } from '@credit/shared/money';
import { contextAt, type AppContext } from '../../context';
import { userById } from '../../lib/userStore';
import { cardById } from '../bankCard';
import { billsOfOrder, type OrderRow, orderById } from '../loan';
import { createRepayment, execute, totalDue } from './repayments';
import { insertRefund } from './store';

/** The demo user's settled loan (docs/sandbox.md "Demo user"): repaid period by period, then a waived fee refunded. */
export function seedDemoRepayments(ctx: AppContext, settledOrderId: number): void {
  const settled = orderById(ctx, settledOrderId);
  payOnSchedule(ctx, settled);
  seedDemoRefund(ctx, settled.user_id, settled.id, cardById(ctx, settled.card_id).card_no.slice(-4));
}

/**
 * Each period withheld from the signed card on its due day at 10:00 CST, through the repay domain's
 * own repayment (with a clock stopped at that moment): the bills, the 还款记录 list, the ledger and the
 * order's settlement are what a real withholding would leave.
 */
function payOnSchedule(ctx: AppContext, o: OrderRow): void {
  const user = userById(ctx, o.user_id)!;
  for (const bill of billsOfOrder(ctx, o.id)) {
    const then = contextAt(ctx, Date.parse(`${bill.due_day}T02:00:00Z`));
    execute(then, createRepayment(then, user, 'protocol', [bill], totalDue(then, [bill])));
  }
}

/** A refund for the demo user's settled loan (a waived early-settlement fee), so /refundDetail has one to show; the ledger holds it too. */
function seedDemoRefund(ctx: AppContext, userId: number, orderId: number, cardNo: string): void {
  const at = ctx.clock.now() - 20 * DAY_MS;
  const refund = { no: `R${ctx.clock.day().replace(/-/g, '')}${String(orderId).padStart(8, '0')}`, amountFen: 1500, reason: '提前还款服务费减免退回' };
  insertRefund(ctx, { refundNo: refund.no, userId, orderId, amountFen: refund.amountFen, reason: refund.reason, cardNo, at, finishedAt: at + DAY_MS });
  ctx.effects.refundPaid(ctx, userId, { refundNo: refund.no, orderId, amountFen: refund.amountFen, title: refund.reason, at: at + DAY_MS });
}
