import { addDays, addMonths, aprBp, DAY_MS } from '@credit/shared/money';
import { contextAt, type AppContext } from '../../context';
import { userById } from '../account/users';
import { createRepayment, execute, totalDue } from '../repay/service';
import { seedDemoRefund } from '../repay/services';
import { recordTransaction } from '../settings/transactions';
import { billsOfOrder } from './bills';
import { disburse, encodeInterestFree, grantRedPacket, newNumber, scheduleOf, type OrderRow } from './orders';

/**
 * The demo user's money (docs/sandbox.md "Demo user"): a card signed for withholding, a settled loan,
 * a loan with an overdue period, a loan in its first period, a loan red packet and reward income above
 * the withdrawal threshold. Made with the domain's own pay-out, so the figures are what it would compute.
 */
export function seedDemoMoney(ctx: AppContext, userId: number, cardId: number): void {
  const now = ctx.clock.now();
  const today = ctx.clock.day();
  ctx.db.prepare('INSERT INTO card_signings (card_id, signed_at) VALUES (?, ?)').run(cardId, now);
  const loans = [
    { principal: 300_000, periods: 3, lentDaysAgo: 100, purpose: 'P01' },
    { principal: 600_000, periods: 6, lentDaysAgo: 40, purpose: 'P02' },
    { principal: 1_200_000, periods: 12, lentDaysAgo: 10, purpose: 'P04' },
  ];
  const p = ctx.opts.pricing;
  const orders = loans.map((l) => {
    const at = now - l.lentDaysAgo * DAY_MS;
    const lentDay = addDays(today, -l.lentDaysAgo);
    const terms = { principalFen: l.principal, periods: l.periods, repayType: p.defaultRepayType, monthlyRatePpm: p.monthlyRatePpm, monthlyFeePpm: p.monthlyFeePpm, interestFree: { kind: 'none' as const }, interestDiscountFen: 0 };
    const info = ctx.db
      .prepare(
        `INSERT INTO loan_orders (order_no, user_id, status, principal_fen, periods, repay_type, purpose_code, card_id, monthly_rate_ppm, monthly_fee_ppm,
           penalty_daily_ppm, early_fee_ppm, interest_free, apr_bp, created_at, submitted_at, lend_due_at)
         VALUES (?, ?, 'lending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(newNumber(ctx, 'L'), userId, l.principal, l.periods, terms.repayType, l.purpose, cardId, p.monthlyRatePpm, p.monthlyFeePpm, p.penaltyDailyPpm,
        p.earlySettlementFeePpm, encodeInterestFree(terms.interestFree), aprBp(l.principal, scheduleOf(terms)), at, at, at);
    const order = ctx.db.prepare('SELECT * FROM loan_orders WHERE id = ?').get(info.lastInsertRowid) as OrderRow;
    disburse(ctx, order, lentDay, at);
    return order;
  });
  // The first loan was repaid on time, period by period; a fee waived on it was refunded to the card.
  payOnSchedule(ctx, orders[0]!);
  seedDemoRefund(ctx, userId, orders[0]!.id, (ctx.db.prepare('SELECT card_no FROM bank_cards WHERE id = ?').get(cardId) as { card_no: string }).card_no.slice(-4));
  grantRedPacket(ctx, userId, { title: '借款立减红包', amountFen: 2_000, limitFen: 100_000, expiresDay: addMonths(today, 3) });
  // Activity rewards; the invitation reward (20.00, 30 days ago) comes with the invited friends of the market seed.
  for (const [amount, days, title] of [[1_080, 12, '活动奖励'], [600, 3, '活动奖励']] as const) {
    recordTransaction(ctx, userId, { kind: 'reward', direction: 'in', amountFen: amount, title, createdAt: now - days * DAY_MS });
  }
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
