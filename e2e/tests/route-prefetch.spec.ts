import type { Page, Request, Route } from '@playwright/test';
import { browserRequestRecords, CHAIN_LATENCY_MS, chainSources, deepLinkLevels, formatChainLevels, type ChainLevels, type RequestRecord } from '../../scripts/requestLevels';
import { expect, HOST_ORIGIN, loginByApi, okData, REMOTE_ORIGINS, sessionAfterLogin, test, type Api, type Credentials } from '../fixtures';

/**
 * Issue 29 / ADR 041: a deep link's first reads start with its remote's code, not after it. Proved by
 * order, never by time: the remote's page chunk is held back (a fault injected with page.route) until
 * the page's API reads have been asked for; without the host's start of them the page could not ask
 * before its code, and the test would wait for ever.
 */

const MONTH_BILL = '/api/marketApi/bill/monthBill';
/** Start-up calls no page waits for (host/src/startup.ts loadStartupData). */
const STARTUP_AFTER_READS = ['/api/sys/config', '/api/sys/tileConfig', '/api/sys/switchInfo', '/api/sys/info'];
/** The cashier's reads of one order (remote-repay billReads). */
const CASHIER_READS = ['/api/marketApi/bill/list', '/api/repayment/route', '/api/loanorder/queryPayChannel'];
const BORROW_READS = ['/api/loanorder/loanparams', '/api/loanorder/findTemp', '/api/user/bindcard/selectall', '/api/applyPay/aptStatus', '/api/loanorder/checkOrder'];

/** Every API call the page asks, by path, as Chromium sends them. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === HOST_ORIGIN && url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

/** Holds a remote's page chunk (its `page-<name>` script) until released. */
const holdPageChunk = (page: Page, remote: keyof typeof REMOTE_ORIGINS, chunk: string) => holdScripts(page, remote, new RegExp(`/page-${chunk}[^/]*\\.js$`));

/** Holds a remote's scripts whose path matches `pattern` until released. */
async function holdScripts(page: Page, remote: keyof typeof REMOTE_ORIGINS, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route((url) => url.origin === REMOTE_ORIGINS[remote] && pattern.test(url.pathname), async (route: Route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/** Opens `route` as `user`, logged in from the first script on (the session stored as the app stores it), without waiting for the load. */
async function openDeepLink(page: Page, api: Api, user: Credentials, route: string) {
  await page.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    },
    { origin: HOST_ORIGIN, entries: sessionAfterLogin(await loginByApi(api, user)) },
  );
  await page.goto(`/#${route}`, { waitUntil: 'commit' });
}

/**
 * A cold deep link to the borrow page, as under `npm start` (ADR 015, 041): the document; the host's
 * code and the runtime config in the next level; the loan remote's start-up files, the page's files and
 * its first reads all in the level after (scripts/requestLevels.ts, the bench's figure too).
 */
const BORROW_CHAIN: ChainLevels = { document: [1], 'runtime config': [2], 'host files': [2], 'remote start-up': [3], 'page files': [3], 'first reads': [3] };

/** Installed before the page's scripts: each pending title the header showed, and when (the page's clock). */
function recordPendingTitles(): void {
  const seen: Array<{ text: string; at: number }> = [];
  (window as unknown as { __pendingTitles: typeof seen }).__pendingTitles = seen;
  new MutationObserver(() => {
    const title = document.querySelector<HTMLElement>('[data-testid="header-title-pending"]');
    const text = title?.textContent ?? '';
    if (title && text && seen.at(-1)?.text !== text && title.checkVisibility({ visibilityProperty: true, opacityProperty: true })) seen.push({ text, at: performance.now() });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Opens /#/newBorrowCash cold as `user`, every request slowed to CHAIN_LATENCY_MS (Chromium's network
 * emulation: a wave's requests all start long before any of them ends, so a level is a dependency
 * whatever the machine's load), and reads the browser's own records once the page shows its data: the chain's
 * levels, each first read's start against the end of the page chunk, and the pending titles. The one
 * measurement of the npm start and @nginx tests.
 */
async function coldBorrowChain(page: Page, api: Api, user: Credentials) {
  const sources = await chainSources(async (url) => (await page.request.get(url)).text(), HOST_ORIGIN, 'loan');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: CHAIN_LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  await page.addInitScript(recordPendingTitles);
  await openDeepLink(page, api, user, '/newBorrowCash');
  // The page with its data: the APR, or for a user with an overdue bill the notice that replaces the form.
  await expect(page.getByTestId('loan-apr').or(page.getByTestId('overdue-notice')).first()).toHaveText(/^\d+\.\d{2}%$|逾期/, { timeout: 40_000 });
  // A resource is in the records once it has ended: wait until every request the chain names has.
  const records = () => page.evaluate(browserRequestRecords);
  const chainOf = (list: RequestRecord[]) => deepLinkLevels(list, sources.release, { host: HOST_ORIGIN, route: '/newBorrowCash', hostFiles: sources.hostFiles });
  await expect.poll(async () => Object.values(chainOf(await records())).flat().includes(null), { timeout: 20_000 }).toBe(false);
  const list = await records();
  const chunk = new URL(sources.release.pages!['/newBorrowCash']!.find((file) => /^page-/.test(file))!, sources.release.manifest).href;
  const chunkEnd = list.find((r) => r.name === chunk)!.responseEnd;
  const reads = sources.release.meta!.find((m) => m.path === '/newBorrowCash')!.firstReads!.map((read) => read.path);
  const readStarts = reads.map((path) => list.find((r) => new URL(r.name).pathname === path)!.startTime);
  const titles = await page.evaluate(() => (window as unknown as { __pendingTitles: Array<{ text: string; at: number }> }).__pendingTitles);
  return { chain: chainOf(list), reads, readsBeforeChunkEnd: reads.filter((_, i) => readStarts[i]! < chunkEnd), titlesBeforeChunkEnd: titles.filter((t) => t.at < chunkEnd).map((t) => t.text) };
}

/** What both stacks must show of a cold deep link to the borrow page. */
async function expectComposedLikeNpmStart(page: Page, api: Api, user: Credentials, pageErrors: string[]) {
  const seen = await coldBorrowChain(page, api, user);
  expect(formatChainLevels(seen.chain)).toBe(formatChainLevels(BORROW_CHAIN));
  // Every first read asked before the loan remote's page chunk had finished loading.
  expect(seen.readsBeforeChunkEnd).toEqual(seen.reads);
  // The route's title, from its release's metadata, showed meanwhile.
  expect(seen.titlesBeforeChunkEnd).toEqual(['借款申请']);
  await expect(page.getByTestId('header-title')).toHaveText('借款申请');
  expect(pageErrors).toEqual([]);
}

test.describe('a cold deep link to the borrow page: the same request levels under npm start and the production nginx configs (issue 38 item 5)', () => {
  test('npm start: document, then code and runtime config, then the remote, the page and its first reads in one level; the title before the page chunk', async ({ page, api, userByApi, pageErrors }) => {
    test.setTimeout(90_000);
    // A borrower with nothing overdue: the page shows its form and APR (an overdue bill shows 去还款 instead).
    await expectComposedLikeNpmStart(page, api, await userByApi({ stage: 'borrower' }), pageErrors);
  });

  test('@nginx the same levels as under npm start, from the release\'s own hints: the first reads before the page chunk, the title meanwhile', async ({ page, api, demoUser, pageErrors }) => {
    test.setTimeout(90_000);
    // The demo user: the production configs shut the test hooks a new borrower is made with. Its overdue
    // bill shows the notice instead of the form; the page's first reads are asked all the same.
    await expectComposedLikeNpmStart(page, api, demoUser, pageErrors);
  });
});

test.describe('a deep link\'s data starts with its code (issue 29, ADR 041)', () => {
  test('/newBorrowCash: the first reads are asked before the loan remote\'s page chunk has arrived, once each; the title shows meanwhile; the APR comes with the saved choice', async ({ page, api, userByApi, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const calls = recordApiCalls(page);
    const chunk = await holdPageChunk(page, 'loan', 'newBorrowCash');
    await openDeepLink(page, api, user, '/newBorrowCash');

    // With the page's code held back, every first read is asked all the same.
    await expect.poll(() => BORROW_READS.filter((path) => !calls.includes(path))).toEqual([]);
    expect(chunk.held()).toBeGreaterThan(0);
    // The header is painted from routes.json meanwhile; the page's own content is not there yet.
    await expect(page.getByTestId('header-title')).toHaveText('借款申请');
    await expect(page.getByLabel('借款金额（元）')).toHaveCount(0);

    chunk.release();
    await expect(page.getByTestId('loan-apr')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(page.getByLabel('借款金额（元）')).toBeVisible();
    // The page took the answers it found: no read asked twice, and the first price came with findTemp.
    for (const path of BORROW_READS) expect(calls.filter((c) => c === path), path).toHaveLength(1);
    expect(calls).not.toContain('/api/applyPay/trialAmt');
    expect(pageErrors).toEqual([]);
  });

  test("/newBorrowCash with the loan remote's route table held too: the reads are asked all the same, under the title routes.json names", async ({ page, api, userByApi }) => {
    const user = await userByApi({ stage: 'borrower' });
    const calls = recordApiCalls(page);
    const table = await holdScripts(page, 'loan', /__federation_expose_routes[^/]*\.js$/);
    await openDeepLink(page, api, user, '/newBorrowCash');
    await expect.poll(() => BORROW_READS.filter((path) => !calls.includes(path))).toEqual([]);
    expect(table.held()).toBeGreaterThan(0);
    // Painted before the remote's code: its title, no back arrow yet (the route's own back policy comes with it).
    await expect(page.getByTestId('header-title-pending')).toHaveText('借款申请');
    await expect(page.getByTestId('header-back')).toHaveCount(0);
    table.release();
    await expect(page.getByTestId('loan-apr')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(page.getByTestId('header-title')).toHaveText('借款申请');
    for (const path of BORROW_READS) expect(calls.filter((c) => c === path), path).toHaveLength(1);
  });

  test('/newBorrowCash: the route\'s title paints before the host\'s app code has arrived (index.html\'s first-paint script)', async ({ page, api, userByApi }) => {
    const user = await userByApi({ stage: 'borrower' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.origin === HOST_ORIGIN && /^\/app\.[0-9a-f]+\.js$/.test(url.pathname), async (route: Route) => {
      await released;
      await route.continue();
    });
    await openDeepLink(page, api, user, '/newBorrowCash');
    await expect(page.getByTestId('header-title-pending')).toHaveText('借款申请');
    await expect(page.getByTestId('header-title-pending')).toBeVisible();
    // The pre-rendered home stays hidden under it.
    await expect(page.getByText('最高可借(元)')).toBeHidden();
    release();
    await expect(page.getByTestId('header-title')).toHaveText('借款申请');
    await expect(page.getByText('年化利率').first()).toBeVisible();
  });

  test('/billList: the start-up calls the page does not wait for go only after its first read answered (no queue on its connections)', async ({ page, api, demoUser }) => {
    const calls = recordApiCalls(page);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route((url) => url.pathname === MONTH_BILL, async (route: Route) => {
      await answered;
      await route.continue();
    });
    await openDeepLink(page, api, demoUser, '/billList');
    await expect.poll(() => calls.includes(MONTH_BILL)).toBe(true);
    // What gates the page is asked beside it; config, tiles, switches and sys/info are not, while it is out.
    await expect.poll(() => calls.includes('/api/sys/grayTestList')).toBe(true);
    await expect(page.getByTestId('header-title')).toHaveText('月账单');
    for (const waits of STARTUP_AFTER_READS) expect(calls, waits).not.toContain(waits);
    answer();
    await expect(page.getByTestId('month-total')).toBeVisible();
    for (const waits of STARTUP_AFTER_READS) await expect.poll(() => calls.includes(waits), waits).toBe(true);
  });

  test('/billList: the month bill is asked before the repay remote\'s page chunk has arrived, and once', async ({ page, api, demoUser }) => {
    const calls = recordApiCalls(page);
    const chunk = await holdPageChunk(page, 'repay', 'billList');
    await openDeepLink(page, api, demoUser, '/billList');
    await expect.poll(() => calls.includes(MONTH_BILL)).toBe(true);
    await expect(page.getByTestId('header-title')).toHaveText('月账单');
    chunk.release();
    await expect(page.getByTestId('month-total')).toBeVisible();
    expect(calls.filter((c) => c === MONTH_BILL)).toHaveLength(1);
  });

  test('/cashier_desk?orderNo=: the order\'s bills, repay path and pay channels are asked before the page chunk has arrived, once each', async ({ page, api, demoUser }) => {
    const { token } = okData(await api<{ token: string }>('/api/account/login', { mobile: demoUser.mobile, password: demoUser.password }), 'login');
    const orderNo = okData(await api<{ list: Array<{ orderNo: string; status: string }> }>('/api/loanorder/records', {}, token), 'records').list.find((o) => o.status === 'repaying')!.orderNo;
    const calls = recordApiCalls(page);
    const chunk = await holdPageChunk(page, 'repay', 'cashierDesk');
    await openDeepLink(page, api, demoUser, `/cashier_desk?orderNo=${orderNo}`);
    for (const path of CASHIER_READS) await expect.poll(() => calls.includes(path), path).toBe(true);
    await expect.poll(() => chunk.held()).toBeGreaterThan(0);
    chunk.release();
    await expect(page.getByTestId('rp-total')).toBeVisible();
    for (const path of CASHIER_READS) expect(calls.filter((c) => c === path), path).toHaveLength(1);
  });

  test('in the app too: a page whose code has not come asks its first reads with it (我的 → 我的账单)', async ({ page, api, demoUser }) => {
    const calls = recordApiCalls(page);
    const chunk = await holdPageChunk(page, 'repay', 'billList');
    await openDeepLink(page, api, demoUser, '/user');
    const menu = page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '我的账单' });
    await expect(menu).toBeVisible();
    const before = calls.filter((c) => c === MONTH_BILL).length;
    await menu.click();
    await expect(page).toHaveURL(/#\/billList$/);
    // Asked while the page's code is still held back.
    await expect.poll(() => calls.filter((c) => c === MONTH_BILL).length).toBe(before + 1);
    await expect.poll(() => chunk.held()).toBeGreaterThan(0);
    chunk.release();
    await expect(page.getByTestId('month-total')).toBeVisible();
    expect(calls.filter((c) => c === MONTH_BILL)).toHaveLength(before + 1);
  });

  test('a guest\'s deep link asks none of the login-only reads: the guard sends them to login first', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/#/newBorrowCash');
    await expect(page.getByLabel('手机号')).toBeVisible();
    expect(calls.filter((c) => BORROW_READS.includes(c))).toEqual([]);
  });
});
