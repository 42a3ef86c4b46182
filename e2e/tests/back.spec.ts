import type { Page } from '@playwright/test';
import { addressOfRecord, expect, HOST_ORIGIN, test } from '../fixtures';
import { bridgeMethods, installNativeWrapper, pressNativeBack } from '../nativeWrapper';

// Spec copy, written out on purpose.
const CASH_LEAVE = '借款申请尚未完成，确定要离开吗？';
const SAFETY_EXIT = '确认退出安全认证？退出后您的账户将被强制登出，请再次登录';
const CONSENT = '本人已知晓并同意所有协议';

/**
 * The two ways back of a phone (issue 25, ADR 028): the header's arrow, and the system back (the
 * browser's back button or gesture: a history step that fires popstate). Each behaviour is run both ways.
 */
type Way = 'arrow' | 'system';
const WAYS: readonly Way[] = ['arrow', 'system'];

async function goBackBy(page: Page, way: Way): Promise<void> {
  if (way === 'arrow') await page.getByTestId('header-back').click();
  else await page.goBack({ waitUntil: 'commit' });
}

test.describe('back behaviour per route, by the arrow and by the system back (spec 2.11, 4.9)', () => {
  for (const way of WAYS) {
    test.describe(`by the ${way === 'arrow' ? "header's arrow" : 'system back'}`, () => {
      test('default: one step back through history', async ({ page }) => {
        await page.goto('/');
        await page.getByTestId('tab-bar').getByRole('link', { name: '发现' }).click();
        await page.goto('/#/login');
        await expect(page.getByTestId('header-title')).toHaveText('密码登录');
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/discover$/);
        await expect(page.getByTestId('tab-bar')).toBeVisible();
      });

      test('default follows a callback URL that is a hash route', async ({ page }) => {
        await page.goto('/');
        await page.goto('/#/login?callBackUrl=%2Fdiscover');
        await expect(page.getByTestId('header-title')).toHaveText('密码登录');
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/discover$/);
      });

      test('an absolute callback URL to a host off the allowlist is not followed: history instead', async ({ page }) => {
        await page.goto('/#/');
        await page.goto('/#/login?callBackUrl=https%3A%2F%2Fevil.example%2Fsteal');
        await expect(page.getByTestId('header-title')).toHaveText('密码登录');
        await goBackBy(page, way);
        await expect(page).toHaveURL(`${HOST_ORIGIN}/#/`);
      });

      test('registration returns to home, not to the page before it', async ({ page }) => {
        await page.goto('/#/discover');
        await page.goto('/#/registerWithSms');
        await expect(page.getByTestId('header-title')).toHaveText('注册');
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/$/);
      });

      test('cancel result goes back two pages', async ({ loggedInPage: page }) => {
        await page.goto('/#/discover');
        await page.goto('/#/newCashIndex');
        await page.goto('/#/cancelLoanResult');
        await expect(page.getByTestId('header-title')).toHaveText('取消结果');
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/discover$/);
      });

      test('cash pages ask with the leave popup: cancel keeps the page and its URL, confirm returns to the cash index', async ({ loggedInPage: page }) => {
        await page.goto('/#/discover');
        await page.goto('/#/newBorrowCash');
        await expect(page.getByTestId('header-title')).toHaveText('借款申请');
        await goBackBy(page, way);
        const dialog = page.getByTestId('dialog');
        await expect(dialog).toContainText(CASH_LEAVE);
        await expect(page).toHaveURL(/#\/newBorrowCash$/);
        await dialog.getByRole('button', { name: '取消' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/#\/newBorrowCash$/);
        await expect(page.getByTestId('header-title')).toHaveText('借款申请');
        // Asked again on the next back: the entry was kept.
        await goBackBy(page, way);
        await expect(dialog).toContainText(CASH_LEAVE);
        await dialog.getByRole('button', { name: '确定' }).click();
        await expect(page).toHaveURL(/#\/newCashIndex$/);
      });

      test('safe certification asks before exit: cancel keeps the page, exit logs the user out', async ({ loggedInPage: page }) => {
        await page.goto('/#/user');
        await page.goto('/#/safeRertificate');
        await expect(page.getByTestId('header-title')).toHaveText('全面认证');
        await goBackBy(page, way);
        const dialog = page.getByTestId('dialog');
        await expect(dialog).toContainText(SAFETY_EXIT);
        await dialog.getByRole('button', { name: '取消' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/#\/safeRertificate$/);
        await expect(page.getByRole('button', { name: /实名认证.*已认证/ })).toBeVisible();
        await goBackBy(page, way);
        await page.getByTestId('dialog').getByRole('button', { name: '确定' }).click();
        await expect(page).toHaveURL(/#\/login$/);
        await page.goto('/#/userNew');
        await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
      });

      test('agreement pages ask for consent: refusing keeps the page, consenting goes back', async ({ page }) => {
        await page.goto('/#/');
        await page.goto('/#/loanAgreement');
        await expect(page.getByTestId('header-title')).toHaveText('相关协议');
        await goBackBy(page, way);
        const dialog = page.getByTestId('dialog');
        await expect(dialog).toContainText(CONSENT);
        await dialog.getByRole('button', { name: '取消' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/#\/loanAgreement$/);
        await goBackBy(page, way);
        await page.getByTestId('dialog').getByRole('button', { name: '确定' }).click();
        await expect(page).toHaveURL(/#\/$/);
      });

      test('agreement pages do not ask when everything is selected', async ({ loggedInPage: page }) => {
        await page.goto('/#/discover');
        await page.goto('/#/loanAgreement');
        await page.getByLabel(/我已阅读并同意/).check();
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/discover$/);
        await expect(page.getByTestId('dialog')).toHaveCount(0);
      });

      test('in the native app, back finishes the window', async ({ page }) => {
        await installNativeWrapper(page);
        await page.goto('/?APPSOURCE=1&APPVERSION=3.5.0#/discover');
        await page.goto('/?APPSOURCE=1&APPVERSION=3.5.0#/login');
        await expect(page.getByTestId('header-title')).toHaveText('密码登录');
        await goBackBy(page, way);
        await expect.poll(() => bridgeMethods(page)).toContain('finishWindow');
        await expect(page).toHaveURL(/#\/login$/);
      });
    });
  }

  test('issue 25 as reported: the browser back on /cashConfirm asks before leaving, and cancel keeps the order page', async ({ page, userByApi, loginAs }) => {
    await loginAs(await userByApi({ stage: 'borrower' }), '/newBorrowCash');
    await page.getByLabel('借款金额（元）').fill('3000');
    await page.getByRole('button', { name: /^6个月/ }).click();
    await page.getByLabel('借款用途').selectOption({ index: 1 });
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
    // As reported: the user is on the confirm page (it shows), not still between the two.
    await expect(page.getByRole('button', { name: '确认借款' })).toBeVisible();
    const confirmUrl = page.url();
    await goBackBy(page, 'system');
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(CASH_LEAVE);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    expect(page.url()).toBe(confirmUrl);
    await expect(page.getByTestId('header-title')).toHaveText('确认借款');
    await goBackBy(page, 'system');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/newCashIndex$/);
  });

  test('default with no history: the index (the arrow; a system back has no step to take)', async ({ page }) => {
    // Opened as a new tab is: the deep link is the window's only history entry.
    await page.goto('/#/discover');
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/#/login'))]);
    await expect(tab.getByTestId('header-title')).toHaveText('密码登录');
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByTestId('header-back').click();
    await expect(tab).toHaveURL(/#\/$/);
  });

  test("the native wrapper's back event runs the page's behaviour: the cash leave popup, cancel keeps the page", async ({ page, loginAs, demoUser }) => {
    await installNativeWrapper(page);
    await loginAs(demoUser);
    await page.goto('/?APPSOURCE=1&APPVERSION=3.5.0#/newBorrowCash');
    await expect(page.getByTestId('header-title')).toHaveText('借款申请');
    // What the wrapper does on its back button (NATIVE_BACK_EVENT of host/src/router/systemBack.ts).
    await pressNativeBack(page);
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(CASH_LEAVE);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await pressNativeBack(page);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/newCashIndex$/);
  });
});
