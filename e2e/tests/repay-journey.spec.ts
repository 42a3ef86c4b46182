import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney as formatFen } from '@credit/shared/money';
import { expect, okData, test, type Api, type Hook, addressOfRecord } from '../fixtures';

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
async function moveClock(hook: Hook, days: number) {
  okData(await hook('/api/__sandbox/clock', { days: String(days) }), 'clock');
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

test('borrow, repay period 1 with the pay overlay, fall overdue, one-key repay to settled, then the settlement proof and its PDF', async ({ page, api, hook, userByApi, borrowByApi, loginAs, pageErrors }) => {
  test.setTimeout(120_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user, { loanAmt: '300000', period: '3' });

  const available = async () => okData(await api<{ cardInfo: { loanAmt: number } }>('/api/customer/info', {}, user.token), 'customer/info').cardInfo.loanAmt;
  const availableBefore = await available();
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
  await expect(page).toHaveURL(addressOfRecord('prepaymentResult', 'repayNo'));
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
  // The home card, also without a reload, shows the credit the repaid principal gave back.
  const availableAfter = await available();
  expect(availableAfter).toBeGreaterThan(availableBefore);
  await page.evaluate(() => (location.hash = '#/'));
  await expect(page.locator('.home-amount')).toHaveText(formatFen(availableAfter));
  await page.evaluate(() => (location.hash = '#/billList'));

  // Two months on, period 2 is overdue: days, penalty and what happens next are told, with the hotline.
  await moveClock(hook, 40);
  await moveClock(hook, 40);
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

  // The settlement proof: apply for the settled order, see it, download its PDF.
  await page.goto('/#/clearance-certificate-history');
  const settled = page.getByTestId('settled-order');
  await expect(settled).toContainText(orderNo);
  await settled.getByRole('button', { name: '申请证明' }).click();
  await expect(page).toHaveURL(new RegExp(`#/clearance-certificate-apply\\?orderNo=${orderNo}$`));
  await page.getByRole('button', { name: '申请结清证明' }).click();
  await expect(page.getByRole('heading', { name: '结清证明已开具' })).toBeVisible();
  const certNo = (await page.getByTestId('cert-no').textContent())!;
  await page.getByRole('button', { name: '查看结清证明' }).click();
  await expect(page).toHaveURL(new RegExp(`#/clearance-certificate\\?certNo=${certNo}$`));
  const proof = page.getByRole('article', { name: '结清证明' });
  await expect(proof).toContainText(`借款编号 ${orderNo}`);
  await expect(proof).toContainText('借款人民币 3,000.00 元');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载PDF' }).click()]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
  const paidOnOrder = (await historyOf(api, user.token)).reduce((n, r) => n + r.paidFen, 0);
  const text = pdfText(pdf);
  expect(text).toContain(`借款编号 ${orderNo}`);
  expect(text).toContain(`合计人民币 ${formatFen(paidOnOrder)} 元`);
  expect(pageErrors).toEqual([]);
});

/** The text of the sandbox's PDF (its strings are UCS-2 hex, one per line; wrapped lines joined). */
const pdfText = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le')).join('');

test('还本期 on an overdue period 1 opens the cashier with period 1 alone, not period 2 due next month', async ({ page, api, hook, userByApi, borrowByApi, loginAs }) => {
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user, { loanAmt: '300000', period: '3' });
  await moveClock(hook, 40);
  const bills = await billsOf(api, user.token, orderNo);
  const [first, second] = [bills.find((b) => b.period === 1)!, bills.find((b) => b.period === 2)!];
  expect([first.status, second.status]).toEqual(['overdue', 'due']);

  await loginAs(user, `/billDetail?billId=${first.billId}`);
  await page.getByRole('button', { name: '还本期' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${orderNo}&periods=1$`));
  await expect(page.getByLabel('第1期')).toBeChecked();
  await expect(page.getByLabel('第2期')).not.toBeChecked();
  await expect(page.getByLabel('第3期')).not.toBeChecked();
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(first.dueFen)}元`);
});

test('merged repayment pays chosen bills of two orders at once', async ({ page, api, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  const a = await borrowByApi(user, { loanAmt: '300000', period: '3' });
  const b = await borrowByApi(user, { loanAmt: '200000', period: '6' });

  await loginAs(user, '/merge-bill-list');
  // Each order's current period is chosen; ticking order A's period 2 brings nothing of order B.
  const pick = (orderNo: string, period: number) => page.getByLabel(`${orderNo} 第${period}期`);
  await expect(pick(a, 1)).toBeChecked();
  await expect(pick(b, 1)).toBeChecked();
  await pick(a, 2).check();
  await expect(pick(b, 2)).not.toBeChecked();
  // Unticking A's period 1 unticks its period 2 as well (periods are paid in order).
  await pick(a, 1).uncheck();
  await expect(pick(a, 2)).not.toBeChecked();
  await pick(a, 1).check();
  await page.getByRole('button', { name: '合并还款' }).click();
  await expect(page).toHaveURL(/#\/cashier_desk\?kind=merged&billIds=\d+,\d+$/);
  const due = (await billsOf(api, user.token)).filter((x) => x.period === 1);
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(due.reduce((n, x) => n + x.dueFen, 0))}元`);
  await payWithOverlay(page, user.dealPassword!, '/api/repayment/megerRepaymentConfirm');
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();

  const after = await billsOf(api, user.token);
  expect(after.filter((x) => x.status === 'paid').map((x) => [x.orderNo, x.period]).sort()).toEqual([[a, 1], [b, 1]].sort());
  expect((await historyOf(api, user.token)).map((r) => [r.kind, r.status])).toEqual([['merged', 'success']]);
});

test('early repayment: the quote with its saving, then paid, ends on /prepaymentApplySucc with the order settled', async ({ page, api, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user, { loanAmt: '600000', period: '6' });
  const quote = okData(await api<{ totalFen: number; savedFen: number }>('/api/repayment/repaymentInterest', { orderNo }, user.token), 'repaymentInterest');
  expect(quote.savedFen).toBeGreaterThan(0);

  await loginAs(user, `/billdetail_page?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '提前结清' }).click();
  await expect(page).toHaveURL(new RegExp(`#/prepaymentApply/${orderNo}$`));
  await expect(page.getByTestId('early-total')).toHaveText(formatFen(quote.totalFen));
  await expect(page.getByTestId('early-saved')).toHaveText(formatFen(quote.savedFen));
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认提前结清/ }).click();
  await expect(page).toHaveURL(addressOfRecord('prepaymentApplySucc', 'repayNo'));
  await expect(page.getByRole('heading', { name: '提前结清成功' })).toBeVisible();
  await expect(page.getByTestId('repay-paid')).toHaveText(`${formatFen(quote.totalFen)}元`);
  expect(await orderStatus(api, user.token, orderNo)).toBe('settled');
  expect((await historyOf(api, user.token)).map((r) => [r.kind, r.status, r.paidFen])).toEqual([['early', 'success', quote.totalFen]]);
});

for (const outcome of ['success', 'failed'] as const) {
  test(`Alipay repayment is polled every 5 s until it is ${outcome === 'success' ? 'paid' : 'failed'}`, async ({ page, api, hook, userByApi, borrowByApi, loginAs }) => {
    test.setTimeout(90_000);
    const user = await userByApi({ stage: 'borrower' });
    const orderNo = await borrowByApi(user);
    if (outcome === 'failed') okData(await hook('/api/__sandbox/channel', { channel: 'alipay', mode: 'fail' }), 'channel');

    await loginAs(user, `/cashier_desk?orderNo=${orderNo}`);
    await page.getByLabel('支付宝').check();
    // No deal password for Alipay: Alipay asks for its own.
    await expect(page.getByLabel('交易密码')).toHaveCount(0);
    const research: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/thirdRepay/aliPayResearch')) research.push(Date.now());
    });
    await page.getByRole('button', { name: '去支付宝付款' }).click();
    await expect(page).toHaveURL(addressOfRecord('payment', 'repayNo'));
    await expect(page.getByRole('heading', { name: '等待支付宝付款' })).toBeVisible();

    // The borrower pays at Alipay's cashier (the sandbox's stand-in page) in another tab.
    const [cashier] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '打开支付宝付款' }).click()]);
    await cashier.getByRole('button', { name: '确认付款' }).click();
    await expect(cashier.getByRole('status')).toHaveText(outcome === 'success' ? '支付成功，请返回App查看还款结果' : /^支付失败：/);
    await cashier.close();

    await expect(page).toHaveURL(addressOfRecord('prepaymentResult', 'repayNo'), { timeout: 12_000 });
    if (outcome === 'success') {
      await expect(page.getByTestId('pay-overlay')).toHaveText('支付完成');
      await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
      expect((await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.status).toBe('paid');
    } else {
      await expect(page.getByRole('heading', { name: '还款失败' })).toBeVisible();
      await expect(page.getByTestId('repay-fail-reason')).not.toBeEmpty();
      await expect(page.getByRole('button', { name: '重新还款' })).toBeVisible();
      expect((await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.status).not.toBe('paid');
    }
    // Polled at the scan-pay interval (the sys config's resultInterval, which the sandbox seeds at spec 9's 5 s), not faster.
    const gaps = research.slice(1).map((t, i) => t - research[i]!);
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeGreaterThan(4_000);
  });
}

test('a double tap on pay makes one payment; so does a retry after a lost answer', async ({ page, api, apiOrigin, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  const bills = await billsOf(api, user.token, orderNo);
  const due = (period: number) => bills.find((b) => b.period === period)!.dueFen;

  // Period 1, with a double tap on 确认还款.
  await loginAs(user, `/cashier_desk?orderNo=${orderNo}`);
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(due(1))}元`);
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).dblclick();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  expect((await historyOf(api, user.token)).map((r) => r.paidFen)).toEqual([due(1)]);

  // Period 2: the answers are lost on their way back (the sandbox took the money; the page hears a
  // network failure), to the client's own retry with the same key as well.
  await page.goto(`/#/cashier_desk?orderNo=${orderNo}&periods=2`);
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(due(2))}元`);
  let lost = 0;
  await page.route('**/api/applyPay/repay**', async (route) => {
    if (lost === 2) return route.fallback();
    lost += 1;
    const url = new URL(route.request().url());
    await route.fetch({ url: `${apiOrigin}${url.pathname}${url.search}` });
    await route.abort('connectionreset');
  });
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByTestId('toast')).toHaveText('网络不给力，请重新尝试');
  await expect(page).toHaveURL(/#\/cashier_desk/);
  expect((await historyOf(api, user.token)).map((r) => r.paidFen)).toEqual([due(2), due(1)]);
  // The retry needs no password again (the ticket is held) and carries the same key: the first answer comes back.
  await expect(page.getByLabel('交易密码')).toHaveAttribute('placeholder', '已验证，可直接重试');
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  await expect(page.getByTestId('repay-paid')).toHaveText(`${formatFen(due(2))}元`);
  expect((await historyOf(api, user.token)).map((r) => r.paidFen)).toEqual([due(2), due(1)]);
  const after = await billsOf(api, user.token, orderNo);
  expect(after.filter((b) => b.status === 'paid').map((b) => b.period)).toEqual([1, 2]);
});

test('the sandbox killed (SIGKILL) as a repayment goes out and started again: the page recovers with a retry, one payment, the ledger intact', async ({ page, api, sandbox, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  const due = (await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.dueFen;
  const available = async () => okData(await api<{ cardInfo: { loanAmt: number } }>('/api/customer/info', {}, user.token), 'customer/info').cardInfo.loanAmt;
  const before = await available();

  await loginAs(user, `/cashier_desk?orderNo=${orderNo}`);
  await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(due)}元`);
  // The server dies just as the payment goes out (after the deal password bought its ticket).
  let killed = false;
  await page.route('**/api/applyPay/repay**', async (route) => {
    if (!killed) {
      killed = true;
      await sandbox!.kill();
    }
    await route.fallback();
  });
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByTestId('toast')).toHaveText('网络不给力，请重新尝试');
  await expect(page).toHaveURL(/#\/cashier_desk/);
  await expect(page.getByLabel('第1期')).toBeChecked();

  // Back up: the retry (same key, the ticket kept) pays once.
  await sandbox!.restart();
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  expect((await historyOf(api, user.token)).map((r) => [r.status, r.paidFen])).toEqual([['success', due]]);
  expect((await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.status).toBe('paid');
  // The ledger holds: the repaid principal came back as credit, nothing more.
  const principal = okData(await api<{ bill: { principalFen: number } }>('/api/marketApi/bill/detail', { billId: (await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.billId }, user.token), 'bill/detail').bill.principalFen;
  expect(await available()).toBe(before + principal);
});
