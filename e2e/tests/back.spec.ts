import { expect, HOST_ORIGIN, test } from '../fixtures';

test.describe('back behaviour per route (spec 2.11, 4.9)', () => {
  test('default: one step back through history', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('tab-bar').getByRole('link', { name: '发现' }).click();
    await page.goto('/#/login');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/discover$/);
  });

  test('default with no history: the index', async ({ page }) => {
    // Opened as a new tab is: the deep link is the window's only history entry.
    await page.goto('/#/discover');
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/#/login'))]);
    await expect(tab.getByTestId('header-title')).toHaveText('密码登录');
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByTestId('header-back').click();
    await expect(tab).toHaveURL(/#\/$/);
  });

  test('default follows a callback URL that is a hash route', async ({ page }) => {
    await page.goto('/');
    await page.goto('/#/login?callBackUrl=%2Fdiscover');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/discover$/);
  });

  test('an absolute callback URL to a host off the allowlist is not followed', async ({ page }) => {
    await page.goto('/#/');
    await page.goto('/#/login?callBackUrl=https%3A%2F%2Fevil.example%2Fsteal');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/#/`);
  });

  test('registration returns to home', async ({ page }) => {
    await page.goto('/#/discover');
    await page.goto('/#/registerWithSms');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('cancel result goes back two pages', async ({ loggedInPage: page }) => {
    await page.goto('/#/discover');
    await page.goto('/#/newCashIndex');
    await page.goto('/#/cancelLoanResult');
    await expect(page.getByTestId('header-title')).toHaveText('取消结果');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/#\/discover$/);
  });

  test('cash pages ask with the leave popup, then return to the cash index', async ({ loggedInPage: page }) => {
    await page.goto('/#/newBorrowCash');
    await page.getByTestId('header-back').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/newCashIndex$/);
  });

  test('safe certification asks before exit, and exit logs the user out', async ({ loggedInPage: page }) => {
    await page.goto('/#/safeRertificate');
    await page.getByTestId('header-back').click();
    await page.getByTestId('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await page.goto('/#/userNew');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  });

  test('agreement pages ask for consent unless everything is selected', async ({ page }) => {
    await page.goto('/#/');
    await page.goto('/#/loanAgreement');
    await page.getByTestId('header-back').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText('本人已知晓并同意所有协议');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/#\/loanAgreement$/);
    await page.getByTestId('header-back').click();
    await page.getByTestId('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('in the native app, back finishes the window', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls = calls;
      // The wrapper app's injected bridge (the environment, not the product).
      (window as unknown as { nativeBridge: { call: (m: string) => boolean } }).nativeBridge = {
        call: (method: string) => {
          calls.push(method);
          return true;
        },
      };
    });
    await page.goto('/?APPSOURCE=1&APPVERSION=3.5.0#/login');
    await page.getByTestId('header-back').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls)).toContain('finishWindow');
  });
});
