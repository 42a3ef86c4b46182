import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type MonthBillData } from '@credit/shared/api';
import { borrowedUser, startTestServer, type TestServer } from '../../test/helpers';

/** The month bill (/billList): what the borrower must pay now, whatever the day of the month. */
describe('bill/monthBill', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer({ disburseDelayMs: 0 });
  });
  afterEach(() => s.close());

  it("shows each order's next payment even when it falls due next month, then the overdue one with its penalty", async () => {
    const { token, orderNo } = await borrowedUser(s, '300000', '3');

    const month = async () => (await s.post<MonthBillData>(API_PATHS.bill.monthBill, {}, { token })).data!;
    const first = await month();
    // Period 1 falls due a month after the loan: in the next calendar month, yet it is this bill.
    expect(first.bills.map((b) => [b.orderNo, b.period, b.status])).toEqual([[orderNo, 1, 'due']]);
    expect(first.totalFen).toBe(first.bills[0]!.dueFen);
    expect(first.overdueCount).toBe(0);
    expect(first.nextDueDay).toBe(first.bills[0]!.dueDay);

    await s.hook(API_PATHS.sandbox.clock, { days: '40' });
    const later = await month();
    const overdue = later.bills.find((b) => b.status === 'overdue')!;
    expect(overdue.period).toBe(1);
    expect(overdue.penaltyFen).toBeGreaterThan(0);
    expect(later.overdueCount).toBe(1);
    expect(later.overdueFen).toBe(overdue.dueFen);
    // Period 2 is the current one now, and the total is both.
    expect(later.bills.map((b) => b.period)).toEqual([1, 2]);
    expect(later.totalFen).toBe(later.bills.reduce((n, b) => n + b.dueFen, 0));
  });
});
