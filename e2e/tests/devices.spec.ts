import type { Page } from '@playwright/test';
import { expect, HOST_ORIGIN, homeButton, PARTNER_ORIGIN, REMOTE_ORIGINS, test } from '../fixtures';
import { ANDROID_UA, bridgeCalls, bridgeMethods, installNativeWrapper, IOS_UA, pressNativeBack, wrapperUrl } from '../nativeWrapper';

/**
 * Every entry source is a device profile (issue 25; docs/device-profiles.md): one test per source, and
 * a stand-in native wrapper below and above each app-version threshold of spec 9, on Android and iOS.
 * Every source gets the stand-in bridge, so a source whose profile does not use it is seen not to.
 */

const WEIXIN_UA = `${ANDROID_UA} MicroMessenger/8.0.40`;
const MINI_PROGRAM_UA = `${WEIXIN_UA} miniProgram`;

type Login = { bridge: 'login' | 'tokenExpired' } | { route: RegExp };
type Download = 'openApp' | 'storeLinks' | 'openInBrowser' | 'storeSearch';

const WEB_LOGIN: Login = { route: /#\/login\?redirect=%2FbillList$/ };

const SOURCES: Array<{ name: string; params: Record<string, string>; ua: string; login: Login; download: Download; nativeTitle?: boolean }> = [
  { name: 'native app 1', params: { APPSOURCE: '1', APPVERSION: '3.5.0_60' }, ua: ANDROID_UA, login: { bridge: 'login' }, download: 'storeLinks' },
  { name: 'wallet (jfwallet)', params: { APPSOURCE: 'jfwallet' }, ua: ANDROID_UA, login: { bridge: 'tokenExpired' }, download: 'storeLinks', nativeTitle: true },
  { name: 'DDApp', params: { APPSOURCE: 'DDApp' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'merchant app pzscAPP', params: { APPSOURCE: 'pzscAPP' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'merchant app wukCredit', params: { APPSOURCE: 'wukCredit' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'merchant app cube', params: { APPSOURCE: 'cube' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'merchant app quick-app', params: { APPSOURCE: 'quick-app' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'edition 9', params: { APPSOURCE: '9' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'edition 10', params: { APPSOURCE: '10' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'edition 11', params: { APPSOURCE: '11' }, ua: ANDROID_UA, login: WEB_LOGIN, download: 'storeLinks' },
  { name: 'mini-program web view', params: {}, ua: MINI_PROGRAM_UA, login: WEB_LOGIN, download: 'storeSearch' },
  { name: 'messaging-app browser', params: {}, ua: WEIXIN_UA, login: { route: /#\/weixinLogin\?redirect=%2FbillList$/ }, download: 'openInBrowser' },
  { name: 'plain browser', params: {}, ua: ANDROID_UA, login: WEB_LOGIN, download: 'openApp' },
];

async function expectDownloadOffer(page: Page, download: Download): Promise<void> {
  await expect(page.getByRole('heading', { name: '下载最新版APP' })).toBeVisible();
  const openApp = page.getByRole('button', { name: '打开APP' });
  const android = page.getByRole('link', { name: '安卓版下载' });
  const hint = page.getByTestId('download-hint');
  if (download === 'openInBrowser' || download === 'storeSearch') {
    await expect(hint).toHaveText(download === 'openInBrowser' ? '请点击右上角“···”，选择“在浏览器打开”后下载' : '请前往应用商店搜索下载');
    await expect(android).toHaveCount(0);
    await expect(openApp).toHaveCount(0);
    return;
  }
  await expect(android).toHaveAttribute('href', /^https:\/\//);
  await expect(openApp).toHaveCount(download === 'openApp' ? 1 : 0);
  await expect(hint).toHaveCount(0);
}

test.describe('entry sources (spec 3 host configuration, 4.11)', () => {
  for (const source of SOURCES) {
    test.describe(source.name, () => {
      test.use({ userAgent: source.ua });
      test('logs in, titles and offers the download as its profile says', async ({ page }) => {
        await installNativeWrapper(page);
        await page.goto(wrapperUrl('/billList', source.params));
        if ('bridge' in source.login) {
          // A guest who never logged in: the wallet is told at once, with no 登录信息失效 popup (spec 4.1 keeps
          // that for a lost login, issue 39); the app logs in at once.
          await expect.poll(() => bridgeMethods(page)).toContain(source.login.bridge);
          await expect(page.getByTestId('dialog')).toHaveCount(0);
        } else {
          await expect(page).toHaveURL(source.login.route);
          expect(await bridgeMethods(page)).not.toContain('login');
        }
        // The host parameters of the entry stay for the session's later pages.
        await page.goto('/#/downLoad');
        await expectDownloadOffer(page, source.download);
        const titles = (await bridgeCalls(page)).filter((c) => c.method === 'setNativeTitle');
        if (source.nativeTitle) expect(titles.at(-1)?.payload).toEqual({ title: '下载页' });
        else expect(titles).toEqual([]);
      });
    });
  }

  test('a plain browser opens the app by its link, and goes on to the store when the app does not take over (spec 4.10)', async ({ page }) => {
    await page.goto('/#/downLoad');
    const store = page.waitForRequest((request) => request.url().startsWith('https://app.example.com/download/'));
    await page.getByRole('button', { name: '打开APP' }).click();
    await store;
  });

  test('the wallet titles its own bar "my" on the user pages (spec 2.11)', async ({ page }) => {
    await installNativeWrapper(page);
    await page.goto(wrapperUrl('/userNew', { APPSOURCE: 'jfwallet' }));
    await expect.poll(async () => (await bridgeCalls(page)).filter((c) => c.method === 'setNativeTitle').at(-1)?.payload).toEqual({ title: 'my' });
  });
});

const PLATFORMS = [
  { platform: 'Android', ua: ANDROID_UA },
  { platform: 'iOS', ua: IOS_UA },
] as const;

/** A native app entry at `build` (APPVERSION `<name>_<build>`, docs/device-profiles.md). */
const app = (route: string, build: number, extra: Record<string, string> = {}) => wrapperUrl(route, { APPSOURCE: '1', APPVERSION: `3.5.0_${build}`, ...extra });

for (const { platform, ua } of PLATFORMS) {
  test.describe(`native wrapper on ${platform}: each app-version threshold of spec 9, below and at it`, () => {
    test.use({ userAgent: ua });

    test('index tab (57): from 57 the app shows its own index, below it the H5 index', async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/', 57, { NATIVEPAGES: 'index' }));
      await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'index', params: { tab: '0' } } });
      await page.goto(app('/', 56, { NATIVEPAGES: 'index' }));
      await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
      expect(await bridgeMethods(page)).not.toContain('openNativePage');
    });

    test('rich-bean back (24): the membership page returns to the app\'s user tab from 24, finishes the window below it', async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/member', 24));
      await expect(page.getByTestId('header-title')).toHaveText('会员');
      await pressNativeBack(page);
      await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'user' } });
      await page.goto(app('/member', 23));
      await expect(page.getByTestId('header-title')).toHaveText('会员');
      await pressNativeBack(page);
      await expect.poll(() => bridgeMethods(page)).toContain('finishWindow');
      expect(await bridgeMethods(page)).not.toContain('openNativePage');
    });

    test('banner click (6): from 6 the app opens a banner in a page of its own, below it the H5 goes there', async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/discover', 6));
      await page.getByTestId('banner-B02').click();
      await expect.poll(async () => (await bridgeCalls(page)).find((c) => c.method === 'openWebPage')?.payload).toEqual({ url: `${HOST_ORIGIN}/?APPSOURCE=1&APPVERSION=3.5.0_6#/redRain` });
      await expect(page).toHaveURL(/#\/discover$/);
      await page.goto(app('/discover', 5));
      await page.getByTestId('banner-B02').click();
      await expect(page).toHaveURL(/#\/redRain$/);
      expect(await bridgeMethods(page)).not.toContain('openWebPage');
    });

    test('old header (8): up to 8 the app draws the title bar, so the H5 header is hidden; from 9 it shows', async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/pointsRule', 8));
      await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'setNativeTitle', payload: { title: '积分说明' } });
      await expect(page.getByTestId('app-header')).toHaveCount(0);
      await page.goto(app('/pointsRule', 9));
      await expect(page.getByTestId('header-title')).toHaveText('积分说明');
      expect(await bridgeMethods(page)).not.toContain('setNativeTitle');
    });
  });
}

test.describe('native back targets (spec 2.11), by the arrow and by the app\'s back button', () => {
  const WAYS = [
    { way: 'arrow', press: (page: Page) => page.getByTestId('header-back').click() },
    { way: 'native back', press: pressNativeBack },
  ] as const;
  for (const { way, press } of WAYS) {
    test(`${way}: registration returns to the app's login`, async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/registerWithSms', 60));
      await expect(page.getByTestId('header-title')).toHaveText('注册');
      await press(page);
      await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'login' } });
      await expect(page).toHaveURL(/#\/registerWithSms$/);
    });

    test(`${way}: an H5 opened from the app's user tab (RETURNUSER) returns there`, async ({ page }) => {
      await installNativeWrapper(page);
      await page.goto(app('/pointsRule', 60, { RETURNUSER: '1' }));
      await expect(page.getByTestId('header-title')).toHaveText('积分说明');
      await press(page);
      await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'user' } });
      expect(await bridgeMethods(page)).not.toContain('finishWindow');
    });
  }

  test("the app's back button on the discover tab (no arrow there) returns to the app's index from 57, to the H5 home below", async ({ page }) => {
    await installNativeWrapper(page);
    await page.goto(app('/discover', 57));
    await expect(page.getByTestId('header-title')).toHaveText('发现');
    await expect(page.locator('html')).not.toHaveClass(/deep-link/);
    await pressNativeBack(page);
    await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'index', params: { tab: '0' } } });
    await page.goto(app('/discover', 56));
    await expect(page.getByTestId('header-title')).toHaveText('发现');
    // The title is the first-paint script's; the back button is heard once the app runs (its shell mounted),
    // and follows the route's policy, waiting for the route if its code is still on its way (the next test).
    await expect(page.locator('html')).not.toHaveClass(/deep-link/);
    await pressNativeBack(page);
    await expect(page).toHaveURL(/#\/$/);
  });

  test("the app's back button pressed while the discover tab's code is on its way waits for the route, then follows its policy, not the default (finish)", async ({ page }) => {
    await installNativeWrapper(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${REMOTE_ORIGINS.market}/mf-manifest.json`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(app('/discover', 57));
    // The shell listens (mounted); the route is not known yet, its remote still loading (the page's skeleton).
    await expect(page.locator('html')).not.toHaveClass(/deep-link/);
    await expect(page.locator('main [data-route-loading]')).toBeVisible();
    await pressNativeBack(page);
    release();
    await expect.poll(() => bridgeCalls(page)).toContainEqual({ method: 'openNativePage', payload: { name: 'index', params: { tab: '0' } } });
    expect(await bridgeMethods(page)).not.toContain('finishWindow');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('an app that cannot open the target finishes the window', async ({ page }) => {
    await installNativeWrapper(page, { refuse: ['openNativePage'] });
    await page.goto(app('/pointsRule', 60, { RETURNUSER: '1' }));
    await page.getByTestId('header-back').click();
    await expect.poll(() => bridgeMethods(page)).toEqual(['openNativePage', 'finishWindow']);
  });
});

test.describe('the stored return URL (spec 2.11): the entry\'s callBackUrl, to a configured origin only', () => {
  test('followed by back on the entry page; deeper in the app back is history', async ({ page }) => {
    const entry = `/?callBackUrl=${encodeURIComponent(`${PARTNER_ORIGIN}/back`)}#/pointsRule`;
    await page.goto(entry);
    await expect(page.getByTestId('header-title')).toHaveText('积分说明');
    await page.goto('/#/login');
    await expect(page.getByTestId('header-title')).toHaveText('密码登录');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/pointsRule$/);
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(`${PARTNER_ORIGIN}/back`);
  });

  test('an origin not in the configuration is never followed: history instead', async ({ page }) => {
    await page.goto('/#/');
    await page.goto(`/?callBackUrl=${encodeURIComponent('https://evil.example/steal')}#/pointsRule`);
    await expect(page.getByTestId('header-title')).toHaveText('积分说明');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/#/`);
  });
});

test.describe('a guest sent to login, in every host, keeps where they were going (issue 39)', () => {
  test.use({ userAgent: ANDROID_UA });

  test('in the native app without a bridge, 立即借钱 leads to the web login that returns to the borrow page', async ({ page }) => {
    await page.goto(app('/', 60));
    await homeButton(page, '立即借钱').click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
  });

  test('a wallet guest who never logged in is not told a login expired: the wallet is told, or the web login offered', async ({ page }) => {
    await installNativeWrapper(page);
    await page.goto(wrapperUrl('/billList', { APPSOURCE: 'jfwallet' }));
    await expect.poll(() => bridgeMethods(page)).toContain('tokenExpired');
    await expect(page.getByText('您的账户登录信息失效，请重新登录')).toHaveCount(0);
    // A wallet that does not answer (no bridge): the web login, which returns to the page.
    const bare = await page.context().newPage();
    await bare.goto(wrapperUrl('/billList', { APPSOURCE: 'jfwallet' }));
    await expect(bare).toHaveURL(/#\/login\?redirect=%2FbillList$/);
    await expect(bare.getByText('您的账户登录信息失效，请重新登录')).toHaveCount(0);
  });
});

test.describe('the document title is the route\'s (spec 2.11: what a messaging app or mini-program title bar shows)', () => {
  const PROFILES: Array<{ name: string; ua: string; params: Record<string, string> }> = [
    { name: 'plain browser', ua: ANDROID_UA, params: {} },
    { name: 'messaging-app browser', ua: WEIXIN_UA, params: {} },
    { name: 'mini-program', ua: MINI_PROGRAM_UA, params: {} },
    { name: 'wallet', ua: ANDROID_UA, params: { APPSOURCE: 'jfwallet' } },
    { name: 'native app', ua: IOS_UA, params: { APPSOURCE: '1', APPVERSION: '3.5.0_60' } },
  ];
  for (const profile of PROFILES) {
    test(`${profile.name}: each page's title, on entry and after moving on`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent: profile.ua });
      const page = await context.newPage();
      await installNativeWrapper(page);
      await page.goto(wrapperUrl('/pointsRule', profile.params));
      await expect(page.getByTestId('header-title')).toHaveText('积分说明');
      await expect(page).toHaveTitle('积分说明');
      await page.goto(wrapperUrl('/', profile.params));
      await expect(page).toHaveTitle('借钱');
      const tabs = page.getByTestId('tab-bar');
      await tabs.getByRole('link', { name: '发现' }).click();
      await expect(page.getByTestId('header-title')).toHaveText('发现');
      await expect(page).toHaveTitle('发现');
      await tabs.getByRole('link', { name: '会员' }).click();
      await expect(page).toHaveTitle('会员');
      await context.close();
    });
  }
});
