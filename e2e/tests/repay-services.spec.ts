import type { Route } from '@playwright/test';
import { formatMoney } from '@credit/shared/money';
import { expect, okData, photoPng, runOutTheClock, test, type Api } from '../fixtures';

// The services around repaying (issue 13) and the money page's faults (issue 15), for borrowers of
// their own on the suite's sandbox (no clock moves here).

const billsOf = async (api: Api, token: string, orderNo: string) =>
  okData(await api<{ bills: Array<{ period: number; dueDay: string; status: string }> }>('/api/marketApi/bill/list', { status: 'all', orderNo }, token), 'bill/list').bills;

test('a deferral: the terms read and agreed, then the period moves; a second is refused', async ({ page, api, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(60_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  const before = (await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!;

  await loginAs(user, `/billdetail_page?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '申请延期还款' }).click();
  const newDay = (await page.getByTestId('defer-new-day').textContent())!;
  await expect(page.getByTestId('defer-terms')).toContainText(`由${before.dueDay}延至${newDay}`);
  await expect(page.getByRole('button', { name: '确认延期' })).toBeDisabled();
  await page.getByLabel('我已阅读并同意以上延期条款').check();
  await page.getByRole('button', { name: '确认延期' }).click();
  await expect(page.getByTestId('toast')).toHaveText(`延期成功，第1期还款日已改为${newDay}`);
  await expect(page.getByTestId('defer-refusal')).toHaveText('延期还款：每笔借款仅可延期一次');
  expect((await billsOf(api, user.token, orderNo)).find((b) => b.period === 1)!.dueDay).toBe(newDay);
  // The schedule on the page shows the new day without a reload.
  await expect(page.getByText(`${newDay} 到期`)).toBeVisible();
});

test('the counter code: a QR code of what the order owes now', async ({ page, api, userByApi, borrowByApi, loginAs }) => {
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  const owed = okData(await api<{ totalFen: number }>('/api/repayment/oneOrderPaySelect', { orderNo }, user.token), 'oneOrderPaySelect').totalFen;
  await loginAs(user, `/billdetail_page?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '柜台还款码' }).click();
  const qr = page.getByRole('img', { name: '柜台还款二维码' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('data-payload')).toMatch(new RegExp(`^CREDITPAY\\|${orderNo}\\|1\\|${owed}\\|`));
  await expect(page.getByTestId('counter-amount')).toHaveText(`${formatMoney(owed)}元`);
});

test('a loan voucher: an oversized photo is refused with the limit named; a good one is submitted and listed in review', async ({ page, userByApi, borrowByApi, loginAs }) => {
  test.setTimeout(60_000);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  await loginAs(user, '/vouchersList');
  await page.getByTestId('voucher-order').filter({ hasText: orderNo }).getByRole('button', { name: '上传凭证' }).click();
  await expect(page).toHaveURL(new RegExp(`#/vouchersUpload\\?orderNo=${orderNo}$`));
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const input = page.getByLabel('选择凭证照片');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG_HEAD), Buffer.alloc(9000 * 1024)]) });
  await expect(page.getByText('照片不能超过9000KB，请重新拍摄')).toBeVisible();
  // A real-size photo (issue 24 item 7): compressed on the phone, its JPEG over 32 KiB goes through the proxy.
  await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: photoPng(2000, 3000) });
  await expect(page.getByAltText('已选凭证')).toBeVisible();
  await expect(page.getByText(/已选 receipt\.png（\d+KB）/)).toBeVisible();
  await page.getByLabel('备注（选填）').fill('购买家电');
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page).toHaveURL(/#\/vouchersList$/);
  const row = page.getByTestId('voucher-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('审核中');
  await expect(row).toContainText('购买家电');
  await page.goto('/#/consumerVoucherList');
  await expect(page.getByTestId('voucher-row')).toContainText(orderNo);
});

const FAULTS = {
  'a 500': { status: 500, body: '' },
  'an empty body': { status: 200, body: '' },
  'malformed JSON': { status: 200, body: '{"status":1,"data":' },
} as const;

for (const [fault, reply] of [...Object.entries(FAULTS), ['offline', null] as const, ['a timeout', 'timeout'] as const]) {
  test(`pay at the cashier desk with ${fault}: the network toast, the choice kept, nothing paid; the retry pays once`, async ({ page, api, userByApi, borrowByApi, loginAs }) => {
    test.setTimeout(60_000);
    // A timeout holds the request until the client gives up (on the page's clock, moved on; then once more: the call is keyed).
    const held: Route[] = [];
    const user = await userByApi({ stage: 'borrower' });
    const orderNo = await borrowByApi(user);
    if (reply === 'timeout') await page.clock.install();
    await loginAs(user, `/cashier_desk?orderNo=${orderNo}&periods=2`);
    await expect(page.getByTestId('rp-total')).toBeVisible();
    await expect(page.getByLabel('第2期')).toBeChecked();
    let failing = true;
    await page.route('**/api/applyPay/repay**', async (route) => {
      if (!failing) return route.fallback();
      if (reply === 'timeout') return void held.push(route);
      if (reply) return route.fulfill({ status: reply.status, body: reply.body, contentType: 'application/json' });
      return route.abort('internetdisconnected');
    });
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: /^确认还款/ }).click();
    if (reply === 'timeout') await runOutTheClock(page, held, 2);
    await expect(page.getByTestId('toast')).toHaveText('网络不给力，请重新尝试');
    for (const route of held) await route.abort().catch(() => undefined);
    await expect(page.getByLabel('第1期')).toBeChecked();
    await expect(page.getByLabel('第2期')).toBeChecked();
    expect(okData(await api<{ list: unknown[] }>('/api/repayment/history', {}, user.token), 'history').list).toEqual([]);
    failing = false;
    await page.getByRole('button', { name: /^确认还款/ }).click();
    await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
    expect(okData(await api<{ list: unknown[] }>('/api/repayment/history', {}, user.token), 'history').list).toHaveLength(1);
  });
}
