import { addDays, addMonths, aprBp, DAY_MS } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { newNumber } from '../../lib/numbers';
import { disburse, encodeInterestFree, scheduleOf, type OrderRow } from './orders';
import { funderRecord, platformFunder } from './funders';
import { insertOrder, insertRedPacket, signCard } from './store';

/**
 * The demo user's loans (docs/sandbox.md "Demo user"): a card signed for withholding and three loans paid
 * out 100, 40 and 10 days ago (the first is then repaid by the repay domain's seed, the second has an
 * overdue period, the third is in its first period). Made with the domain's own pay-out, so the figures
 * are what it would compute. Answers the orders, oldest first.
 */
export function seedDemoLoans(ctx: AppContext, userId: number, cardId: number): OrderRow[] {
  const now = ctx.clock.now();
  const today = ctx.clock.day();
  signCard(ctx, cardId, now);
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
    const order = insertOrder(ctx, {
      orderNo: newNumber(ctx, 'L'), userId, status: 'lending', principalFen: l.principal, periods: l.periods, repayType: terms.repayType, purposeCode: l.purpose, cardId,
      monthlyRatePpm: p.monthlyRatePpm, monthlyFeePpm: p.monthlyFeePpm, penaltyDailyPpm: p.penaltyDailyPpm, earlyFeePpm: p.earlySettlementFeePpm,
      interestFree: encodeInterestFree(terms.interestFree), redPacketId: null, aprBp: aprBp(l.principal, scheduleOf(terms)), createdAt: at, submittedAt: at, lendDueAt: at,
      funder: funderRecord(platformFunder(p)),
    });
    disburse(ctx, order, lentDay, at);
    return order;
  });
  return orders;
}

/** The demo user's loan red packet and reward income above the withdrawal threshold. */
export function seedDemoRewards(ctx: AppContext, userId: number): void {
  const now = ctx.clock.now();
  insertRedPacket(ctx, userId, { title: '借款立减红包', amountFen: 2_000, limitFen: 100_000, expiresDay: addMonths(ctx.clock.day(), 3) });
  // Activity rewards; the invitation reward (20.00, 30 days ago) comes with the invited friends of the market seed.
  for (const [amountFen, days, title] of [[1_080, 12, '活动奖励'], [600, 3, '活动奖励']] as const) {
    ctx.effects.rewardCredited(ctx, userId, { amountFen, title, at: now - days * DAY_MS });
  }
}
