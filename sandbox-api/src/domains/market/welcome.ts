import { addDays, addMonths, DAY_MS } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { WELCOME_LETTERS } from './content';
import { addPoints, claimWelcome, grantCoupon, insertLetter, markCouponUsed } from './store';

/**
 * A user's first look at the market pages finds the welcome letters, the registration points and
 * fudou and a new-user coupon, given once (the stand-in for the operations jobs that send them).
 */
export function ensureWelcome(ctx: AppContext, userId: number): void {
  ctx.db.transaction(() => {
    if (!claimWelcome(ctx, userId, ctx.clock.now())) return;
    const now = ctx.clock.now();
    WELCOME_LETTERS.forEach((l, i) => insertLetter(ctx, userId, l, now - i));
    addPoints(ctx, userId, 'points', '注册奖励', 100, now);
    addPoints(ctx, userId, 'fudou', '新人福豆', 50, now);
    grantCoupon(ctx, userId, { title: '新人息费减免券', amountFen: 500, thresholdFen: 0, expiresDay: addDays(ctx.clock.day(), 30), source: 'welcome' });
  })();
}

/**
 * The demo user's market history (docs/sandbox.md): points earned and spent, and coupons in each
 * state: one to use, one used on a loan, one expired, beside the loan red packet of the money seed.
 */
export function seedDemoMarket(ctx: AppContext, userId: number): void {
  ensureWelcome(ctx, userId);
  const now = ctx.clock.now();
  const today = ctx.clock.day();
  addPoints(ctx, userId, 'points', '按时还款奖励', 60, now - 40 * DAY_MS);
  addPoints(ctx, userId, 'points', '积分商城兑换', -100, now - 20 * DAY_MS);
  addPoints(ctx, userId, 'fudou', '签到福豆', 20, now - 5 * DAY_MS);
  grantCoupon(ctx, userId, { title: '借款免息券', amountFen: 1_000, thresholdFen: 50_000, expiresDay: addMonths(today, 1), source: 'activity' });
  grantCoupon(ctx, userId, { title: '夏日免息券', amountFen: 800, thresholdFen: 30_000, expiresDay: addDays(today, -10), source: 'activity' });
  grantCoupon(ctx, userId, { title: '还款立减券', amountFen: 300, thresholdFen: 0, expiresDay: addMonths(today, 2), source: 'activity' });
  markCouponUsed(ctx, userId, '还款立减券', now - 3 * DAY_MS);
  ctx.effects.grantRedPacket(ctx, userId, { title: '过期借款红包', amountFen: 1_000, limitFen: 100_000, expiresDay: addDays(today, -1) });
}
