import type { Page } from '@playwright/test';
import { formatMoney as formatFen } from '@credit/shared/money';
import { expect, okData, test, type Api } from '../fixtures';

/**
 * Repaying (issue 13, spec 2.2, 2.3, 4.6) against the sandbox: its business clock moves, so every test
 * here has a sandbox of its own.
 */
test.use({ ownSandbox: true });

interface Bill {
  billId: string;
  orderNo: string;
  period: number;
  status: string;
  dueFen: number;
  penaltyFen: number;
}
interface Repayment {
  repayNo: string;
  kind: string;
  status: string;
  paidFen: number;
}

const billsOf = async (api: Api, token: string, orderNo?: string) =>
  okData(await api<{ bills: Bill[] }>('/api/marketApi/bill/list', { status: 'all', ...(orderNo ? { orderNo } : {}) }, token), 'bill/list').bills;
const historyOf = async (api: Api, token: string) => okData(await api<{ list: Repayment[] }>('/api/repayment/history', {}, token), 'history').list;
const orderStatus = async (api: Api, token: string, orderNo: string) =>
  okData(await api<{ order: { status: string } }>('/api/applyPay/applyStatus', { orderNo }, token), 'applyStatus').order.status;

/** Moves the sandbox's business clock (the test's own sandbox). */
async function moveClock(api: Api, days: number) {
  okData(await api('/api/__sandbox/clock', { days: String(days) }), 'clock');
}

/**
 * Pays on the page: the deal password, then 确认还款. The money call is held until the pay overlay has
 * been seen saying 支付中 (the sandbox answers in milliseconds), then goes on (to the test's own sandbox) unchanged.
 */
async function payWithOverlay(page: Page, dealPassword: string, moneyPath: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${moneyPath}**`, async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByLabel('交易密码').fill(dealPassword);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  const overlay = page.getByTestId('pay-overlay');
  await expect(overlay).toHaveText('支付中');
  release();
  await expect(overlay).toHaveText('支付完成');
  await page.unroute(`**${moneyPath}**`);
}

test('borrow, repay period 1 with the pay overlay, fall overdue, one-key repay to settled', async ({ page, api, userByApi, borrowByApi, loginAs, pageErrors }) => {
  test.setTimeout(120_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user, { loanAmt: '300000', period: '3' });

  await loginAs(user, '/billList');
  const current = page.getByTestId('rp-bill');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('第1/3期');
  await expect(current).toContainText('待还款');
  const [first] = (await billsOf(api, user.token, orderNo)).filter((b) => b.period === 1);
  await expect(page.getByTestId('month-total')).toHaveText(formatFen(first!.dueFen));

  // Period 1 at the cashier desk: it is ticked, the server's quote is shown, and the card pays it.
  await page.getByRole('button', { name: '选择期数还款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${orderNo}$`));
  await expect(page.getByLabel('第1期')).toBeChecked();
  await expect(page.getByLabel('第2期')).not.toBeChecked();
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(first!.dueFen)}元`);
  await payWithOverlay(page, user.dealPassword!, '/api/applyPay/repay');
  await expect(page).toHaveURL(/#\/prepaymentResult\?repayNo=P\d{16}$/);
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  await expect(page.getByTestId('repay-paid')).toHaveText(`${formatFen(first!.dueFen)}元`);

  // The history shows it; the month bill, without a reload, shows period 2 as the current one.
  await page.getByRole('button', { name: '还款记录' }).click();
  await expect(page.getByTestId('rp-history-row')).toHaveCount(1);
  await expect(page.getByTestId('rp-history-row')).toContainText('主动还款');
  await expect(page.getByTestId('rp-history-row')).toContainText('还款成功');
  await page.goBack();
  await page.getByRole('button', { name: '查看账单' }).click();
  await expect(page.getByTestId('rp-bill')).toHaveCount(1);
  await expect(page.getByTestId('rp-bill')).toContainText('第2/3期');
  expect((await historyOf(api, user.token)).map((r) => [r.kind, r.status])).toEqual([['active', 'success']]);

  // Two months on, period 2 is overdue: days, penalty and what happens next are told, with the hotline.
  await moveClock(api, 40);
  await moveClock(api, 40);
  await page.reload();
  const notice = page.getByTestId('overdue-notice');
  await expect(notice).toBeVisible();
  const overdue = (await billsOf(api, user.token, orderNo)).find((b) => b.status === 'overdue')!;
  expect(overdue.period).toBe(2);
  expect(overdue.penaltyFen).toBeGreaterThan(0);
  await expect(notice).toContainText(`其中罚息${formatFen(overdue.penaltyFen)}元`);
  await expect(notice).toContainText('逾期记录将按规定报送征信机构');
  await expect(notice.getByTestId('hotline')).toHaveText(/\d/);
  await expect(page.getByText('已逾期', { exact: false }).first()).toBeVisible();

  // One-key repayment takes the overdue period and the current one: the order is settled.
  await page.getByRole('button', { name: '一键还款' }).click();
  await expect(page).toHaveURL(/#\/cashier_desk\?kind=oneKey$/);
  await expect(page.getByTestId('rp-penalty')).toHaveText(`${formatFen(overdue.penaltyFen)}元`);
  await payWithOverlay(page, user.dealPassword!, '/api/repayment/repayOneKeyConfirm');
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  expect(await orderStatus(api, user.token, orderNo)).toBe('settled');
  expect((await billsOf(api, user.token, orderNo)).every((b) => b.status === 'paid')).toBe(true);
  await page.getByRole('button', { name: '查看账单' }).click();
  await expect(page.getByRole('heading', { name: '账单已还清' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
