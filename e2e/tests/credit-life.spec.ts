import type { Page } from '@playwright/test';
import { expect, okData, test, type Envelope } from '../fixtures';

// Credit-life, the instalment shop (issue 28, ADR 038), through the UI against the real sandbox. The delivery
// hook and the switches change what every test reads: each test runs on a sandbox of its own.
test.use({ ownSandbox: true });

/** Pays on the checkout: the deal password, then 确认支付 (tapped twice: one purchase). */
async function payTwiceTapped(page: Page, dealPassword: string) {
  await page.getByLabel('交易密码').fill(dealPassword);
  const pay = page.getByRole('button', { name: /^确认支付/ });
  await pay.dblclick();
  await expect(page.getByTestId('credit-life-order')).toBeVisible();
}

test('a 50-yuan top-up in 3 instalments: delivered, its bills in 账单, one repaid; a double tap buys once', async ({ page, api, userByApi, loginAs, pageErrors }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  await loginAs(user, '/creditLife');
  await page.getByRole('link', { name: '话费充值' }).click();
  await page.getByRole('button', { name: /中国移动话费50元/ }).click();
  await expect(page).toHaveURL(/#\/creditLifeCheckout\?orderNo=S\d{16}$/);
  const plan = page.getByRole('radio', { name: /3期/ });
  await expect(plan).toContainText(/^年化利率 \d+\.\d{2}%/);
  await plan.click();
  await payTwiceTapped(page, user.dealPassword!);
  await expect(page.getByTestId('credit-life-order-status')).toHaveText('已发货');
  await expect(page.getByTestId('credit-life-order')).toContainText('话费已充入');
  const orders = okData(await api<{ list: { status: string; loanOrderNo: string }[] }>('/api/marketApi/creditLife/order/list', {}, user.token)).list;
  expect(orders).toHaveLength(1);
  const loanOrderNo = orders[0]!.loanOrderNo;
  // Its bills in 账单, repaid like any loan. The way there is a full-width action (issue 39: a half-width pill).
  const toBills = page.getByText('查看账单', { exact: true });
  expect((await toBills.boundingBox())!.width).toBeGreaterThan(300);
  await toBills.click();
  await expect(page).toHaveURL(/#\/billList$/);
  await expect(page.getByTestId('rp-bill')).toContainText('第1/3期');
  await page.getByRole('button', { name: '选择期数还款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${loanOrderNo}$`));
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a membership bought at once from the card: its code; a failed delivery refunds, visibly, the credit back', async ({ page, api, hook, userByApi, loginAs }) => {
  const user = await userByApi({ stage: 'borrower' });
  const available = async () => okData(await api<{ cardInfo: { loanAmt: number } }>('/api/customer/info', {}, user.token), 'customer/info').cardInfo.loanAmt;
  const before = await available();
  await loginAs(user, '/creditLifeVideo');
  await page.getByRole('button', { name: /腾讯视频VIP月卡/ }).click();
  await page.getByRole('radio', { name: '银行卡支付' }).click();
  await payTwiceTapped(page, user.dealPassword!);
  await expect(page.getByTestId('credit-life-order-status')).toHaveText('已发货');
  await expect(page.getByTestId('credit-life-code')).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}$/);

  okData(await hook('/api/__sandbox/creditLife', { delivery: 'fail' }), 'creditLife hook');
  await page.goto('/#/creditLifeMobile');
  await page.getByRole('button', { name: /中国移动话费100元/ }).click();
  await page.getByRole('radio', { name: /3期/ }).click();
  await payTwiceTapped(page, user.dealPassword!);
  await expect(page.getByTestId('credit-life-order-status')).toHaveText('已退款');
  await expect(page.getByTestId('credit-life-order')).toContainText('商家发货失败，已为您退款，分期已取消，额度已恢复');
  expect(await available()).toBe(before);
  const ledger = okData(await api<{ list: { kind: string; direction: string; amountFen: number }[] }>('/api/account/transactions', { page: '1' }, user.token)).list;
  expect(ledger.filter((t) => t.kind === 'shopRefund')).toEqual([expect.objectContaining({ direction: 'in', amountFen: 10_000 })]);
  expect(ledger.filter((t) => t.kind === 'loanCancel')).toEqual([expect.objectContaining({ direction: 'out', amountFen: 10_000 })]);
  await page.goto('/#/creditLifeOrders');
  await expect(page.getByRole('list', { name: '我的订单' }).getByRole('listitem')).toHaveCount(2);
});

test('a purchase never delivered costs nothing: an instalment repaid before the partner failed comes back whole, interest and fees too, on the order and in 退款详情', async ({ page, api, hook, userByApi, loginAs }) => {
  test.setTimeout(90_000);
  const user = await userByApi({ stage: 'borrower' });
  okData(await hook('/api/__sandbox/creditLife', { delivery: 'hang' }), 'creditLife hook');
  await loginAs(user, '/creditLifeMobile');
  await page.getByRole('button', { name: /中国移动话费100元/ }).click();
  await page.getByRole('radio', { name: /3期/ }).click();
  await payTwiceTapped(page, user.dealPassword!);
  await expect(page.getByTestId('credit-life-order-status')).toHaveText('发货中');
  const orderPage = page.url();
  // Period 1 repaid through the bills while the partner has not answered.
  await page.getByRole('link', { name: '查看账单' }).click();
  await page.getByRole('button', { name: '选择期数还款' }).click();
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  const repaid = okData(await api<{ list: { interestFen: number; feeFen: number; penaltyFen: number; status: string }[] }>('/api/repayment/history', { page: '1' }, user.token)).list;
  const charges = repaid.reduce((n, r) => n + r.interestFen + r.feeFen + r.penaltyFen, 0);
  expect(charges).toBeGreaterThan(0);

  okData(await hook('/api/__sandbox/creditLife', { delivery: 'fail' }), 'creditLife hook');
  await page.goto(orderPage);
  await expect(page.getByTestId('credit-life-order-status')).toHaveText('已退款');
  const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;
  await expect(page.getByTestId('credit-life-refunded')).toHaveText(`已退款 ${yuan(10_000 + charges)}（含已付利息及费用 ${yuan(charges)}，已原路退回银行卡）`);
  await page.getByRole('link', { name: '查看退款' }).click();
  await expect(page).toHaveURL(/#\/refundDetail$/);
  const refund = page.getByTestId('refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('分期购物退款：已付利息及费用原路退回');
  await expect(refund).toContainText(yuan(charges));
  await expect(refund).toContainText('已退回');
});

test('a closed switch closes its shop; open by default', async ({ page, hook, userByApi, loginAs }) => {
  const user = await userByApi({ stage: 'borrower' });
  await loginAs(user, '/sub-busi-meituan');
  await expect(page.getByTestId('sub-busi-open')).toContainText('美团代金券50元');
  okData(await hook('/api/__sandbox/settings', { switches: { shopInstalmentH5Switch: 'close' } }), 'settings');
  await page.reload();
  await expect(page.getByTestId('sub-busi-closed')).toContainText('美团分期暂未开放');
  await expect(page.getByText('美团代金券50元')).toHaveCount(0);
});

for (const way of ['arrow', 'system'] as const) {
  test(`back from creditLife goes home (${way})`, async ({ page, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/discover');
    // The shop is reached from the discover tab's services (a tab ad operations configure).
    await page.getByRole('navigation', { name: '精选服务' }).getByRole('link', { name: '信用生活' }).click();
    await expect(page).toHaveURL(/#\/creditLife$/);
    await expect(page.getByTestId('credit-life-home')).toBeVisible();
    if (way === 'arrow') await page.getByTestId('header-back').click();
    else await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/#\/$/);
  });
}

// Issue 39 item 14: a shop instalment's bills in 月账单 say what was bought (the product, from the server) and when,
// so two purchases of the same product are told apart (they showed only 借款 L…).
test('two instalment purchases of one product show in 月账单 with the product name and the purchase day', async ({ page, api, request, userByApi, loginAs }) => {
  // A borrower and two purchases by API before the page: a journey's worth of calls on a shared 2-core machine.
  test.setTimeout(60_000);
  const user = await userByApi({ stage: 'borrower' });
  const { products } = okData(await api<{ products: { productId: string; title: string }[] }>('/api/marketApi/creditLife/mobile', {}, user.token), 'mobile');
  const product = products.find((p) => p.title === '中国移动话费50元')!;
  for (let i = 0; i < 2; i++) {
    const { order } = okData(await api<{ order: { orderNo: string; priceFen: number } }>('/api/marketApi/creditLife/order', { productId: product.productId }, user.token), 'order');
    const { payTicket } = okData(
      await api<{ payTicket: string }>('/api/repayment/checkPwdPayment', { password: user.dealPassword!, payFor: 'creditLife', subject: order.orderNo, amountFen: String(order.priceFen) }, user.token),
      'checkPwdPayment',
    );
    const paid = await request.post('/api/marketApi/creditLife/payment', {
      form: { orderNo: order.orderNo, payType: 'instalment', period: '3', payTicket },
      headers: { token: user.token, 'Idempotency-Key': `e2e-shop-${order.orderNo}` },
    });
    okData((await paid.json()) as Envelope, 'payment');
  }
  const { list } = okData(await api<{ list: { loanOrderNo: string }[] }>('/api/marketApi/creditLife/order/list', {}, user.token), 'order/list');
  const { order: loan } = okData(await api<{ order: { lentDay: string } }>('/api/loanorder/detail', { orderNo: list[0]!.loanOrderNo }, user.token), 'loanorder/detail');
  await loginAs(user, '/billList');
  const rows = page.getByTestId('rp-bill');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(`中国移动话费50元 · ${loan.lentDay} 购买`);
});
