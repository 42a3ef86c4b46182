import { expect, sessionToken, test, addressOfRecord } from '../fixtures';

/**
 * Issue 41 item 1, "never carry personal data" (ADR 061): a new borrower borrows and repays on the page
 * while every beacon the page sends is captured; at the end the page is hidden (as a phone switching
 * apps), which sends what it holds. Every field of every event is in the contract, the loan and repay
 * pages are counted with their releases, vitals are there, and nothing names the user, their token, card
 * or an amount the journey showed.
 */

const BEACON_PATH = '/api/telemetry/beacon';
const ROUTE = /^\/[\w/.:-]{0,80}$/;
const tag = (max: number) => new RegExp(`^[\\w.-]{1,${max}}$`);
const KEYS: Record<string, string[]> = {
  view: ['at', 'kind', 'release', 'remote', 'route'],
  vital: ['at', 'kind', 'name', 'release', 'remote', 'route', 'value'],
  error: ['at', 'kind', 'message', 'release', 'remote', 'route', 'source'],
};
type Event = Record<string, unknown> & { kind: string; route: string; remote: string | null; release: string | null };

/** The contract's beacon, checked strictly: every key allowed, every value's pattern (docs/adr/061). */
function eventsOf(body: string): Event[] {
  const beacon = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(beacon).sort()).toEqual(['app', 'device', 'events', 'session', 'v']);
  expect(beacon.v).toBe(1);
  expect(beacon.session).toMatch(/^[a-z0-9]{16}$/);
  expect(beacon.app).toMatch(tag(32));
  expect(beacon.device).toMatch(tag(32));
  const events = beacon.events as Event[];
  expect(events.length).toBeGreaterThanOrEqual(1);
  expect(events.length).toBeLessThanOrEqual(50);
  for (const event of events) {
    expect(Object.keys(event).sort(), JSON.stringify(event)).toEqual(KEYS[event.kind]);
    expect(event.route).toMatch(ROUTE);
    expect([null, 'account', 'loan', 'repay', 'market']).toContain(event.remote);
    if (event.remote === null) expect(event.release).toBeNull();
    else expect(event.release).toMatch(tag(40));
    expect(Number.isInteger(event.at) && (event.at as number) > 0).toBe(true);
    if (event.kind === 'vital') {
      expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(event.name);
      expect(Number.isFinite(event.value) && (event.value as number) >= 0).toBe(true);
    }
    if (event.kind === 'error') {
      expect(['root-boundary', 'remote-boundary', 'remote-load', 'remote-refused', 'unhandled-rejection']).toContain(event.source);
      expect((event.message as string).length).toBeLessThanOrEqual(200);
      expect(event.message).not.toMatch(/\d{4}/);
    }
  }
  return events;
}

test('a borrow-and-repay journey: every beacon in the contract, the pages counted with their releases, and nothing personal', async ({ page, request, userByApi, loginAs, requestCode }) => {
  test.setTimeout(120_000);
  const bodies: string[] = [];
  // Every beacon's body, as sent (then on to the server unchanged). Read off the intercepted request:
  // Chromium's request event alone was seen without a sendBeacon Blob's body.
  await page.route(`**${BEACON_PATH}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postData() ?? '');
    await route.fallback();
  });
  const shown = new Set<string>(['3000', '3,000', '3,000.00', '3000.00']);
  const noteAmounts = async () => {
    for (const amount of await page.evaluate(() => document.body.innerText.match(/\d[\d,]*\.\d{2}/g) ?? [])) shown.add(amount);
  };
  const config = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { version: string }>; telemetry?: { sampleRate: number } };
  expect(config.telemetry?.sampleRate).toBe(1);
  const user = await userByApi({ stage: 'borrower' });

  // Borrow 3,000 over 6 months on the page.
  await loginAs(user, '/newBorrowCash');
  await page.getByLabel('借款金额（元）').fill('3000');
  await page.getByRole('button', { name: /^6个月/ }).click();
  await page.getByLabel('借款用途').selectOption({ index: 1 });
  await expect(page.getByTestId('loan-plan-row')).toHaveCount(6);
  await noteAmounts();
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
  const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')!;
  await expect(page.getByTestId('loan-apr')).toBeVisible();
  await noteAmounts();
  // The confirmation code goes to the bound card's reserved mobile.
  await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: '确认借款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
  await noteAmounts();

  // Repay period 1 at the cashier desk.
  await page.evaluate(() => (location.hash = '#/billList'));
  await expect(page.getByTestId('rp-bill')).toHaveCount(1);
  await expect(page.getByTestId('month-total')).toHaveText(/\d/);
  await noteAmounts();
  await page.getByRole('button', { name: '选择期数还款' }).click();
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('rp-total')).toHaveText(/\d/);
  await noteAmounts();
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  await noteAmounts();

  // web-vitals has loaded (after load and idle; the recorder is start-up code); the page is hidden, and sends what it holds.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/telemetry-vitals\.[0-9a-f]+\.js$/.test(e.name)));
  const token = await sessionToken(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });
  await expect.poll(() => bodies.length).toBeGreaterThan(0);

  const events = bodies.flatMap(eventsOf);
  const views = events.filter((e) => e.kind === 'view');
  for (const [route, remote] of [['/newBorrowCash', 'loan'], ['/cashConfirm', 'loan'], ['/billList', 'repay'], ['/cashier_desk', 'repay']] as const) {
    expect(views, route).toContainEqual(expect.objectContaining({ route, remote, release: config.remotes[remote]!.version }));
  }
  // One view per route, remote and release in the session.
  expect(new Set(views.map((v) => `${v.route} ${v.remote} ${v.release}`)).size).toBe(views.length);
  expect(events.some((e) => e.kind === 'vital')).toBe(true);
  // Nothing personal anywhere in what was sent, and no amount the journey showed in any text field.
  const raw = bodies.join('\n');
  for (const secret of [user.mobile, user.reservedMobile, user.certId, user.name, user.cardNo, token]) {
    expect(raw, 'a beacon carries personal data').not.toContain(secret);
  }
  const texts = events.flatMap((e) => Object.values(e).filter((v): v is string => typeof v === 'string'));
  for (const amount of shown) for (const text of texts) expect(text, `an amount shown (${amount})`).not.toContain(amount);
  // Nor the card's last four digits or the order's number in any text.
  for (const text of texts) for (const part of [user.cardNo.slice(-4), orderNo]) expect(text).not.toContain(part);
});
