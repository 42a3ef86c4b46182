import { expect, loginByApi, okData, test } from '../fixtures';

// Overdue bills told first (issue 39): the bill list's count is true for what it counts, and the home and
// the application tell a user with overdue bills to repay instead of offering a loan. The demo user's
// seeded loans include overdue bills (docs/sandbox.md); these tests only read.

interface MonthBill { overdueCount: number; bills: Array<{ status: string; overdueDays: number }> }

test('the bill list says how many bills are overdue and the longest overdue, not one day count for all', async ({ page, api, demoUser, loginAs }) => {
  const { token } = await loginByApi(api, demoUser);
  const month = okData(await api<MonthBill>('/api/marketApi/bill/monthBill', {}, token), 'monthBill');
  const days = month.bills.filter((b) => b.status === 'overdue').map((b) => b.overdueDays);
  expect(days.length).toBeGreaterThan(0);
  // One day count only where it is true of every bill counted: several bills are told by the longest.
  const told = days.length === 1 ? `您有1期账单已逾期${days[0]}天，应还` : `您有${days.length}期账单已逾期，最长已逾期${Math.max(...days)}天，应还`;
  await loginAs(demoUser, '/billList');
  await expect(page.getByTestId('overdue-notice').locator('strong')).toContainText(told);
});

test.describe('several bills overdue by different days (a sandbox of its own: its clock moves)', () => {
  test.use({ ownSandbox: true });

  test('the notice counts the bills and names the longest overdue, never one day count for all', async ({ page, api, hook, demoUser, loginAs }) => {
    // 45 days on: the demo user's 6,000 loan has two instalments overdue and the 12,000 loan its first, each by other days.
    okData(await hook('/api/__sandbox/clock', { days: 45 }), 'clock');
    const { token } = await loginByApi(api, demoUser);
    const month = okData(await api<MonthBill>('/api/marketApi/bill/monthBill', {}, token), 'monthBill');
    const days = month.bills.filter((b) => b.status === 'overdue').map((b) => b.overdueDays);
    expect(days.length).toBeGreaterThan(2);
    expect(new Set(days).size).toBeGreaterThan(1);
    await loginAs(demoUser, '/billList');
    const notice = page.getByTestId('overdue-notice').locator('strong');
    await expect(notice).toContainText(`您有${days.length}期账单已逾期，最长已逾期${Math.max(...days)}天，应还`);
  });
});

test('the home tells a user with overdue bills first, with 去还款, and offers no loan', async ({ page, demoUser, loginAs, pageErrors }) => {
  await loginAs(demoUser, '/');
  const notice = page.getByTestId('home-overdue');
  await expect(notice).toContainText('您有逾期未还的账单，请先还款');
  await expect(page.getByRole('button', { name: '立即借钱' })).toHaveCount(0);
  // No borrowing offer beside it (the home's advertisements offer loans).
  await expect(page.getByTestId('home-ad-AD01')).toHaveCount(0);
  await notice.getByRole('button', { name: '去还款' }).click();
  await expect(page).toHaveURL(/#\/billList$/);
  await expect(page.getByTestId('overdue-notice')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
