import type { AppContext } from '../../context';
import { recordTransaction } from './transactions';

const DAY_MS = 24 * 3600 * 1000;

/** A few past money movements so the demo user's transaction records are not empty (docs/sandbox.md). */
export function seedDemoTransactions(ctx: AppContext, userId: number, now: number): void {
  recordTransaction(ctx, userId, { kind: 'loan', direction: 'in', amountFen: 300000, title: '借款到账', createdAt: now - 62 * DAY_MS });
  recordTransaction(ctx, userId, { kind: 'repay', direction: 'out', amountFen: 104550, title: '第1期还款', createdAt: now - 32 * DAY_MS });
  recordTransaction(ctx, userId, { kind: 'repay', direction: 'out', amountFen: 104550, title: '第2期还款', createdAt: now - 2 * DAY_MS });
  recordTransaction(ctx, userId, { kind: 'refund', direction: 'in', amountFen: 1288, title: '息费减免退款', createdAt: now - DAY_MS });
}
