import type { Page } from '@playwright/test';
import { expect, okData, test } from '../fixtures';

/** What the e2e needs of a live route (read from the running app, never from its source). */
interface LiveRoute {
  path: string;
  name: string;
  title: string;
  requiresAuth?: boolean;
  needBaseInfo?: boolean;
}

/**
 * A remote's route table as the browser gets it: loaded through the federation runtime the host
 * registered, exactly as the host loads it. Parameterised paths are left out.
 */
async function liveRoutes(page: Page, remote: 'account' | 'loan' | 'repay' | 'market'): Promise<LiveRoute[]> {
  await page.goto('/#/login');
  await expect(page.getByLabel('手机号')).toBeVisible();
  return page.evaluate(async (id) => {
    type Instance = { loadRemote<T>(id: string): Promise<T> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const module = await federation.__INSTANCES__[0].loadRemote<{ routes: LiveRoute[] }>(`${id}/routes`);
    return module.routes
      .filter((route) => !route.path.includes(':'))
      .map(({ path, name, title, requiresAuth, needBaseInfo }) => ({ path, name, title, requiresAuth, needBaseInfo }));
  }, remote);
}

/** Opens a route and waits for its page: no skeleton, no shell failure page, never blank; a screenshot for the record. */
async function visitRoute(page: Page, route: LiveRoute, query: string, screenshot: string) {
  await page.goto(`/#${route.path}${query}`);
  // Let the page load its code and data: no skeleton, no shell failure page.
  await expect(page.locator('[data-route-loading]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('not-found'), route.path).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback'), route.path).toHaveCount(0);
  // Never blank: a page on its way to another step shows a loading line meanwhile.
  await expect.poll(async () => (await page.locator('main').innerText()).trim().length, { message: `${route.path} shows no content` }).toBeGreaterThan(0);
  // In CSS pixels: a record to look at, at a third of the device's pixels to encode (120 routes a run).
  await page.screenshot({ path: screenshot, scale: 'css' });
}

/**
 * Every route of a remote renders a real page for a user with the right access, at 375×667 (issues 5,
 * 12 and 14). The demo user has loans: pages about an order are opened with its current one.
 */
for (const remote of ['account', 'loan', 'market'] as const) {
  test(`every ${remote} route renders its page for a user with the right access`, async ({ page, api, demoUser, loginAs, pageErrors }, testInfo) => {
    test.setTimeout(240_000);
    const routes = await liveRoutes(page, remote);
    expect(routes.length).toBeGreaterThan(5);
    const { token } = okData(await api<{ token: string }>('/api/account/login', { mobile: demoUser.mobile, password: demoUser.password }), 'login');
    const orders = okData(await api<{ list: Array<{ orderNo: string; status: string }> }>('/api/loanorder/records', {}, token), 'records').list;
    const orderNo = orders.find((o) => o.status === 'repaying')!.orderNo;

    const visit = (route: LiveRoute) => visitRoute(page, route, remote === 'loan' ? `?orderNo=${orderNo}` : '', testInfo.outputPath(`${route.name}.png`));

    // Public pages first, as a guest.
    for (const route of routes.filter((r) => !r.requiresAuth && !r.needBaseInfo)) await visit(route);

    await loginAs(demoUser);
    for (const route of routes.filter((r) => r.requiresAuth || r.needBaseInfo)) {
      await visit(route);
      // A page that logs the user out (there is none among reachable-by-URL pages) would break the rest.
      expect(await page.evaluate(() => sessionStorage.getItem('commonUser') !== null), `${route.path} logged the user out`).toBe(true);
    }
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Every repay route renders a real page (issue 13): for a borrower of their own (a loan, one period
 * repaid), so pages about an order, a bill and a repayment open with real ones; the shared demo user's
 * bills stay untouched for the other tests. A parameterised path is opened with that order.
 */
test('every repay route renders its page for a user with the right access', async ({ page, api, userByApi, borrowByApi, loginAs, pageErrors }, testInfo) => {
  test.setTimeout(240_000);
  const routes = await liveRoutes(page, 'repay');
  expect(routes.length).toBeGreaterThanOrEqual(33);
  const user = await userByApi({ stage: 'borrower' });
  const orderNo = await borrowByApi(user);
  const bills = okData(await api<{ bills: Array<{ billId: string; period: number }> }>('/api/marketApi/bill/list', { status: 'all', orderNo }, user.token), 'bill/list').bills;
  const { payTicket } = okData(await api<{ payTicket: string }>('/api/repayment/checkPwdPayment', { password: user.dealPassword!, payFor: 'activeRepay', subject: orderNo }, user.token), 'checkPwdPayment');
  const paid = await page.request.post('/api/applyPay/repay', { form: { orderNo, periods: '1', payTicket }, headers: { token: user.token, 'Idempotency-Key': `e2e-routes-${orderNo}` } });
  const { repayNo } = okData((await paid.json()) as { status: number; message: string; data: { repayNo: string } | null }, 'applyPay/repay');
  const query = `?orderNo=${orderNo}&billId=${bills.find((b) => b.period === 2)!.billId}&repayNo=${repayNo}`;
  const visit = (route: LiveRoute) => visitRoute(page, route, query, testInfo.outputPath(`${route.name}.png`));

  for (const route of routes.filter((r) => !r.requiresAuth && !r.needBaseInfo)) await visit(route);
  await loginAs(user);
  for (const route of routes) await visit(route);
  await visitRoute(page, { path: `/prepaymentApply/${orderNo}`, name: 'prepaymentApply', title: '提前还款' }, '', testInfo.outputPath('prepaymentApply.png'));
  await expect(page.getByTestId('early-total')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/**
 * The host's own pages of spec 2.10 (issue 14) render real content too: public ones as a guest, the
 * rest for the demo user. /transition hops on (to the index without a target).
 */
test('every host page of spec 2.10 renders', async ({ page, demoUser, loginAs, pageErrors }, testInfo) => {
  const pages: Array<LiveRoute & { query?: string }> = [
    { path: '/downLoad', name: 'downLoad', title: '下载页' },
    { path: '/newDownload', name: 'newDownload', title: '下载页' },
    { path: '/thirdPage', name: 'thirdPage', title: '详情', query: '?url=/api/openapi.json&title=接口说明' },
    { path: '/dispatch', name: 'dispatch', title: '' },
    { path: '/publicResult', name: 'publicResult', title: '结果', query: '?type=success' },
    { path: '/handleThirdParty', name: 'handleThirdParty', title: '处理结果', requiresAuth: true, query: '?from=pointsMall&result=success' },
    { path: '/sub-busi-meituan', name: 'sub-busi-meituan', title: '美团分期', requiresAuth: true },
    { path: '/sub-busi-elem', name: 'sub-busi-elem', title: '饿了么分期', requiresAuth: true },
    { path: '/sub-busi-mthotel', name: 'sub-busi-mthotel', title: '美团酒店分期', requiresAuth: true },
    { path: '/transition', name: 'transition', title: '', requiresAuth: true },
  ];
  for (const route of pages.filter((r) => !r.requiresAuth)) await visitRoute(page, route, route.query ?? '', testInfo.outputPath(`${route.name}.png`));
  await loginAs(demoUser);
  for (const route of pages.filter((r) => r.requiresAuth)) await visitRoute(page, route, route.query ?? '', testInfo.outputPath(`${route.name}.png`));
  expect(pageErrors).toEqual([]);
});
