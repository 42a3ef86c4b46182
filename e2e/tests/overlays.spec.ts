import { COMMON_USER_KEY, expect, test } from '../fixtures';

test.describe('overlays', () => {
  test('a network failure shows the error toast for 2000 ms and keeps what the user typed', async ({ page, demoUser }) => {
    await page.clock.install();
    await page.goto('/#/login');
    await page.route('**/api/account/login**', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('手机号').fill(demoUser.mobile);
    await page.getByLabel('密码').fill(demoUser.password);
    // Freeze time, so the toast's life is measured on the page's clock only.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('网络不给力，请重新尝试');
    await page.clock.runFor(1_990);
    await expect(toast).toBeVisible();
    await page.clock.runFor(20);
    await expect(toast).toHaveCount(0);
    await expect(page.getByLabel('手机号')).toHaveValue(demoUser.mobile);
    await expect(page.getByLabel('密码')).toHaveValue(demoUser.password);
  });

  test('a toast of 15 or more characters stays 3000 ms', async ({ page }) => {
    await page.clock.install();
    // A page with the share icon in a plain browser: "分享好友请下载最新版本APP！" has 15 characters.
    await page.goto('/#/friendRedBag');
    await expect(page.getByTestId('header-title')).toHaveText('好友红包');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: '分享' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('分享好友请下载最新版本APP！');
    await page.clock.runFor(2_990);
    await expect(toast).toBeVisible();
    await page.clock.runFor(20);
    await expect(toast).toHaveCount(0);
  });

  test('the loading mask covers a slow request and goes when it answers', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/login');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/login**', async (route) => {
      await held;
      await route.continue();
    });
    await submitLogin({ mobile: demoUser.mobile, password: 'Wrong1234' });
    await expect(page.getByTestId('loading-mask')).toBeVisible();
    release();
    await expect(page.getByTestId('loading-mask')).toHaveCount(0);
    await expect(page.getByText('账号或密码不正确')).toBeVisible();
  });

  test('a one-button dialog: an expired session asks the user to log in again', async ({ page }) => {
    await page.addInitScript((key) => {
      sessionStorage.setItem(key, JSON.stringify({ token: 'expired-or-unknown-token', isLogin: true }));
    }, COMMON_USER_KEY);
    await page.goto('/#/userNew');
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('您的账户登录信息失效，请重新登录');
    await expect(dialog.getByRole('button')).toHaveText(['重新登录']);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired&redirect=%2FuserNew$/);
  });

  test('an expired session is told once: the popup, not also the page\'s own failure under it (issue 39)', async ({ page }) => {
    await page.addInitScript((key) => {
      sessionStorage.setItem(key, JSON.stringify({ token: 'expired-or-unknown-token', isLogin: true }));
    }, COMMON_USER_KEY);
    // The bill page's own read answers 1008 too: its failure block would sit under the popup.
    const billRead = page.waitForResponse((r) => r.url().includes('/api/') && r.url().includes('monthBill'));
    await page.goto('/#/billList');
    await billRead;
    await expect(page.getByTestId('dialog')).toContainText('您的账户登录信息失效，请重新登录');
    await expect(page.getByTestId('header-title')).toHaveText('月账单');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByText('请先登录')).toHaveCount(0);
    await expect(page.getByText('加载失败')).toHaveCount(0);
  });

  test('dialog buttons ring in the brand colour for keyboard focus only (issue 39)', async ({ loggedInPage: page }) => {
    await page.goto('/#/safeRertificate');
    await page.getByTestId('header-back').click();
    const dialog = page.getByTestId('dialog');
    const confirm = dialog.getByRole('button', { name: '确定' });
    await expect(confirm).toBeFocused();
    const ring = (name: string) => dialog.getByRole('button', { name }).evaluate((b) => {
      const s = getComputedStyle(b);
      return `${s.outlineStyle} ${s.outlineColor}`;
    });
    // Opened by a tap: no ring.
    expect(await ring('确定')).toMatch(/^none /);
    // Reached by the keyboard: the brand's ring, not the browser's black one.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
    expect(await ring('取消')).toBe('solid rgb(213, 68, 2)');
  });

  test('a two-button dialog: cancel keeps the user where they are', async ({ loggedInPage: page }) => {
    await page.goto('/#/safeRertificate');
    await page.getByTestId('header-back').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('确认退出安全认证？退出后您的账户将被强制登出，请再次登录');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/safeRertificate$/);
  });

  test('the pay overlay shows 支付中, then 支付完成 for 1500 ms, driven through the shared facade', async ({ page }) => {
    await page.clock.install();
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    // Act as a remote does: take @credit/shared from the federation share scope (the one singleton
    // every remote receives) and drive the pay overlay through its facade.
    await page.evaluate(() => {
      type Shared = { shell: { payStart(): { done(): void } } };
      type Entry = { loaded?: boolean; lib?: () => Shared };
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__.__SHARE__;
      const entry = Object.values(scopes['host:1.0.0']?.default?.['@credit/shared'] ?? {}).find((e) => e.loaded && e.lib);
      if (!entry?.lib) throw new Error('@credit/shared is not in the share scope');
      (window as unknown as { payment: { done(): void } }).payment = entry.lib().shell.payStart();
    });
    const overlay = page.getByTestId('pay-overlay');
    await expect(overlay).toHaveText('支付中');
    await page.evaluate(() => (window as unknown as { payment: { done(): void } }).payment.done());
    await expect(overlay).toHaveText('支付完成');
    await page.clock.runFor(1_490);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(20);
    await expect(overlay).toHaveCount(0);
  });
});
