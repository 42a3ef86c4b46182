import type { Page } from '@playwright/test';
import { expect, HOST_ORIGIN, homeButton, maskMobile, okData, PARTNER_ORIGIN, sessionToken, test, type Api, type Hook } from '../fixtures';

test.describe('shell', () => {
  test('a new user sees the header, the five home tiles and the four tabs', async ({ page, pageErrors }) => {
    const tileConfig = page.waitForResponse('**/api/sys/tileConfig**');
    await page.goto('/');
    await tileConfig;
    // The server's (unconfigured) tile list leaves exactly the five built-in tiles.
    await expect(page.getByRole('navigation', { name: '快捷入口' }).getByRole('button')).toHaveCount(5);
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.getByTestId('header-title')).toHaveText('借钱');
    for (const tile of ['极速提额', '兑换现金', '信用查询', '手机充值', '红包卡券']) {
      await expect(page.getByRole('button', { name: tile })).toBeVisible();
    }
    await expect(page.getByTestId('tab-bar').getByRole('link')).toHaveText(['借钱', '发现', '会员', '我的']);
    await expect(page.getByText('最高可借(元)')).toBeVisible();
    await expect(page.locator('.home-amount')).toHaveText('200,000.00');
    expect(pageErrors).toEqual([]);
  });

  test('the index is pre-rendered into the HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="app-header"');
    expect(html).toContain('data-testid="tab-bar"');
    expect(html).toContain('200,000.00');
    // The product's full student reminder (spec 1 elides it; no elision mark reaches a page).
    expect(html).toContain('重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。');
    expect(html).not.toContain('\u2026\u2026');
  });

  test('the pre-rendered home is hydrated in place, not painted again', async ({ page, pageErrors }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const amount = page.locator('.home-amount');
    await expect(amount).toHaveText('200,000.00');
    await page.evaluate(() => document.querySelector('.home-amount')?.setAttribute('data-first-paint', ''));
    // Once React owns the amount, it must still be the node painted from index.html: a client render
    // after a hydration mismatch would have replaced it (and repainted the largest element late).
    await page.waitForFunction(() => {
      const node = document.querySelector('.home-amount');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    });
    await expect(amount).toHaveAttribute('data-first-paint', '');
    // And it answers: a guest who taps borrow is sent to log in first, to come back to borrowing.
    await page.getByRole('button', { name: '立即借钱' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    expect(pageErrors).toEqual([]);
  });

  /** Holds main.js until the returned release is called: the page is index.html alone, as a phone paints it before the app runs. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a guest\'s tap on 立即借钱 before the app runs is kept and acted on once it does; a second tap meanwhile is not (ADR 065)', async ({ page, pageErrors }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: '立即借钱' }).click();
    await page.getByRole('button', { name: '手机充值' }).click();
    await expect(page.locator('.home-hero')).toBeVisible();
    release();
    // Sent to log in first, to come back to borrowing: the first tap's way, and only it.
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/(#\/)?$/);
    expect(pageErrors).toEqual([]);
  });

  test('a logged-in user\'s tap on a home tile before the app runs is acted on once the home is rendered afresh for them (ADR 065)', async ({ page, demoUser, loginAs, pageErrors }) => {
    await loginAs(demoUser);
    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    // The guest home painted from index.html: the app will replace it with the user's own.
    await page.getByRole('button', { name: '手机充值' }).click();
    release();
    await expect(page).toHaveURL(/#\/recharge$/);
    await expect(page.getByTestId('header-title')).toHaveText('话费充值');
    expect(pageErrors).toEqual([]);
  });

  test('a deep link never flashes the pre-rendered home: an empty header bar until its page renders', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    // The app's code held back: what shows is index.html alone, as a phone sees it before the JS runs.
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, () => undefined);
    await page.goto('/#/login', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/deep-link/);
    await expect(page.getByTestId('app-header')).toBeVisible();
    for (const hidden of ['.home-hero', '.home-tiles', '[data-testid="tab-bar"]', '[data-testid="header-title"]']) await expect(page.locator(hidden)).toBeHidden();
    // The same script (allowed by its hash in the CSP) leaves the home as painted.
    await page.goto('about:blank');
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect(page.locator('html')).not.toHaveClass(/deep-link/);
    await expect(page.locator('.home-hero')).toBeVisible();
    expect(blocked).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a deep link fetches the host\'s start-up files beside main.js, not after it; the home does not preload', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const files = /<meta name="start-up-files" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    // The libraries (React, the other libraries, @credit/shared) and the app chunk, as built.
    expect(files.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(['/react', '/libraries', '/credit-shared', '/app']);
    for (const file of files) expect((await request.get(file)).status(), file).toBe(200);

    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).pathname));
    // main.js held back: whatever is fetched now was asked for by index.html itself.
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, () => undefined);
    await page.goto('/#/login', { waitUntil: 'commit' });
    await expect.poll(() => files.filter((file) => requested.has(file))).toEqual(files);

    const preloads = () => page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(await preloads()).toEqual(expect.arrayContaining(files));
    // The home preloads nothing but main.js, at low priority as a deferred script was fetched (index.html's
    // own link): its first-paint script returns before preloading anything (it runs while the body is
    // parsed, so once the hero shows it has run).
    await page.goto('about:blank');
    await page.goto('/#/', { waitUntil: 'commit' });
    await expect(page.locator('.home-hero')).toBeVisible();
    const main = /<meta name="host-entry" content="([^"]+)"/.exec(html)?.[1];
    expect(main).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
    expect(await preloads()).toEqual([main]);
    expect(await page.locator('link[rel="preload"]').getAttribute('fetchpriority')).toBe('low');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('index.html starts the app from its first-paint script: main.js once, no script tag of its own (ADR 064)', async ({ page, request, pageErrors }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    const main = /<meta name="host-entry" content="([^"]+)"/.exec(html)?.[1];
    expect(main).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
    const mainScripts = () => page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')).filter((src) => src?.includes('/main.')));
    // A deep link (started at once) and the home (started after its first frame: scripts/firstPaint.test.ts pins the order), each a new document.
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    expect(await mainScripts()).toEqual([main]);
    await page.goto('about:blank');
    await page.goto('/');
    await page.getByRole('button', { name: '立即借钱' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    expect(await mainScripts()).toEqual([main]);
    expect(pageErrors).toEqual([]);
  });

  test('a deep link shows its page once the app renders, and the home afterwards is whole', async ({ page, pageErrors }) => {
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/deep-link/);
    await page.goto('/#/');
    await expect(page.locator('.home-hero')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/#/no-such-route');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  const redirects: Array<[string, RegExp]> = [
    ['/#/index', /#\/$/],
    ['/#/oneKeeper', /#\/$/],
    ['/#/register', /#\/login$/],
    // newBorrowCash needs login, so a guest lands on login carrying it as the redirect.
    ['/#/cashLoan', /#\/login\?redirect=%2FnewBorrowCash$/],
    ['/#/newCashLoan', /#\/login\?redirect=%2FnewBorrowCash$/],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('the old #/byj prefix is redirected to the web path', async ({ page }) => {
    await page.goto('/#/byj/login');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByTestId('header-title')).toHaveText('密码登录');
  });

  test('#/byj reached inside the app (a link in a page) goes to the web path too, the byj address left out of history', async ({ page, loginAs, demoUser }) => {
    await loginAs(demoUser, '/user');
    await expect(page.getByTestId('header-title')).toHaveText('我的');
    // What an <a href="#/byj/..."> in a page's content does.
    await page.evaluate(() => {
      window.location.hash = '#/byj/bankCard?from=mine';
    });
    await expect(page).toHaveURL(/#\/bankCard\?from=mine$/);
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
    await page.goBack();
    await expect(page).toHaveURL(/#\/user$/);
  });

  test('an entry with displayWkHeader=hidden hides the common header for the session (spec 2.11); the home is rendered without it', async ({ page, pageErrors }) => {
    await page.goto('/?displayWkHeader=hidden#/');
    await expect(page.locator('.home-hero')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    // The pre-rendered header is replaced by a render without it (not hydrated over).
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    // show: the wrapper gives the header back.
    await page.goto('/#/login?displayWkHeader=show');
    await page.reload();
    await expect(page.getByTestId('header-title')).toHaveText('密码登录');
    expect(pageErrors).toEqual([]);
  });

  test('a guest on an auth route goes to login with the redirect and query kept, and returns there after login', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/billList?month=2026-11');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FbillList%3Fmonth%3D2026-11$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/billList\?month=2026-11$/);
    await expect(page.getByTestId('header-title')).toHaveText('月账单');
  });

  test('tabs switch pages and keep the tab bar', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('tab-bar').getByRole('link', { name: '发现' }).click();
    await expect(page).toHaveURL(/#\/discover$/);
    await expect(page.getByTestId('header-title')).toHaveText('发现');
    await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).click();
    await expect(page.getByTestId('header-title')).toHaveText('我的');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect(page.getByRole('button', { name: /邀请赚钱/ })).toContainText('热');
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    const current = page.getByTestId('tab-bar').locator('[aria-current="page"]');
    await expect(current).toHaveText('我的');
    // /user is the same 我的 page under its older path: its tab is current there too.
    await page.goto('/#/user');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect(current).toHaveText('我的');
  });

  test('the page scrolls to top after a route change', async ({ page }) => {
    await page.goto('/#/userNew');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 800);
    });
    // Really scrolled first, or the check below could not fail.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    await page.getByTestId('tab-bar').getByRole('link', { name: '借钱' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('returning to the index clears the stored history list', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('link', { name: '注册账号' }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('historyList') ?? '[]').length)).toBe(1);
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('historyList'))).toBeNull();
  });
});

test.describe('configured entries (a sandbox of its own)', () => {
  test.use({ ownSandbox: true });

  test('a Mine menu item configured with an old #/byj jump URL opens the web path (spec 4.2 on in-app navigation)', async ({ page, api, hook, loginAs, demoUser }) => {
    const tiles = okData(await api<{ homeTiles: unknown[]; mineMenu: Array<{ key: string; configured: Record<string, boolean> }> }>('/api/sys/tileConfig'), 'tileConfig');
    const mineMenu = tiles.mineMenu.map((item) => (item.key === 'billList' ? { ...item, h5JumpUrl: '/byj/billList', configured: { ...item.configured, h5JumpUrl: true } } : item));
    okData(await hook('/api/__sandbox/settings', { tiles: { ...tiles, mineMenu } }), '/api/__sandbox/settings');
    await loginAs(demoUser, '/user');
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '我的账单' }).click();
    await expect(page).toHaveURL(/#\/billList$/);
    await expect(page.getByTestId('header-title')).toHaveText('月账单');
    await page.goBack();
    await expect(page).toHaveURL(/#\/user$/);
  });

  /** The tiles and menu with one home tile and one Mine menu item pointed at other sites (urlType url). */
  type Item = { key: string; configured: Record<string, boolean> };
  const PARTNER_PAGE = `${PARTNER_ORIGIN}/partner/mall`;
  const OTHER_SITE = 'https://elsewhere.example.net/cards';
  async function externalEntries({ page, api, hook }: { page: Page; api: Api; hook: Hook }): Promise<string[]> {
    const tiles = okData(await api<{ homeTiles: Item[]; mineMenu: Item[] }>('/api/sys/tileConfig'), 'tileConfig');
    // A configured title of its own: the page shows the defaults until the configuration arrives, so the test taps the configured item.
    const external = (item: Item, title: string, h5JumpUrl: string) => ({
      ...item,
      title,
      h5JumpUrl,
      urlType: 'url',
      configured: { ...item.configured, title: true, h5JumpUrl: true, urlType: true },
    });
    const homeTiles = tiles.homeTiles.map((item) => (item.key === 'cashLoan' ? external(item, '合作商城', `${PARTNER_PAGE}?from=tile`) : item));
    const mineMenu = tiles.mineMenu.map((item) => (item.key === 'creditCardAsset' ? external(item, '外部卡管家', OTHER_SITE) : item));
    okData(await hook('/api/__sandbox/settings', { tiles: { homeTiles, mineMenu } }), '/api/__sandbox/settings');
    // The browser leaves the app for the other site: the navigation is caught here, and answered with a blank page.
    const opened: string[] = [];
    for (const site of [`${PARTNER_ORIGIN}/partner/**`, 'https://elsewhere.example.net/**']) {
      await page.route(site, (route) => {
        opened.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>partner</title>' });
      });
    }
    return opened;
  }

  test('a home tile to a configured partner hands it a one-time code for its page, never the session token (ADR 050)', async ({ page, api, hook, loginAs, demoUser }) => {
    const opened = await externalEntries({ page, api, hook });
    await loginAs(demoUser, '/');
    const session = await sessionToken(page);
    await homeButton(page, '合作商城').click();
    await page.waitForURL((url) => url.origin + url.pathname === PARTNER_PAGE);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.searchParams.has('token')).toBe(false);
    expect(opened[0]).not.toContain(session);
    const code = url.searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect(url.searchParams.get('fromModule')).toBe('cashLoan');
    // The partner's server redeems it once, for its own page: the user's masked mobile, never a token.
    const redeemed = okData(await api<{ mobile: string; partnerUserId: string }>('/api/handoff/redeem', { code, target: opened[0]! }), 'handoff/redeem');
    expect(redeemed.mobile).toBe(maskMobile(demoUser.mobile));
    expect((await api('/api/handoff/redeem', { code, target: opened[0]! })).status).not.toBe(1);
  });

  test('a Mine menu item to a page of the product\'s own origin opens it inside the shell (/thirdPage, spec 2.10), under its title, with the back', async ({ page, api, hook, loginAs, demoUser }) => {
    const tiles = okData(await api<{ homeTiles: Item[]; mineMenu: Item[] }>('/api/sys/tileConfig'), 'tileConfig');
    // The product's own service page: the API's description, the one page besides the app that its origin serves.
    const ownPage = `${HOST_ORIGIN}/api/openapi.json`;
    const mineMenu = tiles.mineMenu.map((item) =>
      item.key === 'creditCardAsset' ? { ...item, title: '接口说明', h5JumpUrl: ownPage, urlType: 'url', configured: { ...item.configured, title: true, h5JumpUrl: true, urlType: true } } : item,
    );
    okData(await hook('/api/__sandbox/settings', { tiles: { ...tiles, mineMenu } }), '/api/__sandbox/settings');
    await loginAs(demoUser, '/user');
    const session = await sessionToken(page);
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '接口说明' }).click();
    await expect(page).toHaveURL(/#\/thirdPage\?/);
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(query.get('url')).toBe(ownPage);
    expect(page.url()).not.toContain(session);
    await expect(page.getByTestId('header-title')).toHaveText('接口说明');
    await expect(page.getByText('以下页面由本平台提供')).toBeVisible();
    const frame = page.locator('iframe[title="接口说明"]');
    await expect(frame).toHaveAttribute('src', ownPage);
    await expect(frame.contentFrame().locator('body')).toContainText('openapi');
    // A reload keeps the page, its title and its frame (all in its address).
    await page.reload();
    await expect(page.getByTestId('header-title')).toHaveText('接口说明');
    await expect(frame).toHaveAttribute('src', ownPage);
    // The system back and the header arrow both return to Mine.
    await page.goBack();
    await expect(page).toHaveURL(/#\/user$/);
    await page.goForward();
    await expect(page.getByTestId('header-title')).toHaveText('接口说明');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/user$/);
  });

  test('a Mine menu item to a site not configured opens it without credentials: no session token, no code (ADR 050)', async ({ page, api, hook, loginAs, demoUser }) => {
    const opened = await externalEntries({ page, api, hook });
    await loginAs(demoUser, '/user');
    const session = await sessionToken(page);
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '外部卡管家' }).click();
    await page.waitForURL((url) => url.origin + url.pathname === OTHER_SITE);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('code')).toBe(false);
    expect(url.searchParams.get('fromModule')).toBe('creditCardAsset');
    expect(opened[0]).not.toContain(session);
  });
});
