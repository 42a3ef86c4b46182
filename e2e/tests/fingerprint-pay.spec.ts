import type { Page } from '@playwright/test';
import { expect, okData, test, type Api, type OpenedUser } from '../fixtures';
import { bridgeCalls, installNativeWrapper, IOS_UA, setFingerprint } from '../nativeWrapper';

/**
 * Fingerprint pay (issue 25, spec 7.8 fingerprint and spec 9 "fingerprint type 93 iOS / 103 Android",
 * ADR 030) in a stand-in native wrapper: below the build the deal password only; from it the switch in
 * the security settings, then 指纹支付 first on the pay screen, the password one tap away.
 */

const app = (build: number, route: string) => `/?APPSOURCE=1&APPVERSION=3.5.0_${build}#${route}`;

const paidRepayments = async (api: Api, token: string) =>
  okData(await api<{ list: Array<{ status: string; paidFen: number }> }>('/api/repayment/history', {}, token), 'history').list.filter((r) => r.status === 'success').length;

/** The security settings of this build: the switch on, with the deal password once. */
async function turnOn(page: Page, user: OpenedUser, build: number) {
  await page.goto(app(build, '/pwSetting'));
  const toggle = page.getByRole('switch', { name: /指纹支付/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page.getByTestId('fingerprint-enable').getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: '开通指纹支付' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await bridgeCalls(page)).filter((c) => c.method === 'fingerprint').map((c) => c.payload)).toEqual([{ type: 'register' }]);
}

/** The pay screen of this build offers the deal password only. */
async function passwordOnly(page: Page) {
  await expect(page.getByLabel('交易密码')).toBeVisible();
  await expect(page.getByTestId('fingerprint-pay')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '使用密码支付' })).toHaveCount(0);
}

test.describe('Android (fingerprint type from build 103)', () => {
  test('102: no offer, password only; 103: turned on in the settings, a repayment paid by fingerprint; a cancelled fingerprint falls back to the password, which pays', async ({
    page, api, userByApi, borrowByApi, loginAs,
  }) => {
    test.setTimeout(90_000);
    const user = await userByApi({ stage: 'borrower' });
    const orderNo = await borrowByApi(user);
    await installNativeWrapper(page);

    // Build 102: the bridge's fingerprint answers yes/no only, so nothing is offered, in the settings or at the cashier.
    await loginAs(user, app(102, '/pwSetting'));
    await expect(page.getByRole('button', { name: /重置交易密码/ })).toBeVisible();
    await expect(page.getByRole('switch', { name: /指纹支付/ })).toHaveCount(0);

    // Build 103: turned on; at 102 the cashier still asks the password.
    await turnOn(page, user, 103);
    await page.goto(app(102, `/cashier_desk?orderNo=${orderNo}`));
    await passwordOnly(page);

    // Build 103: 指纹支付 first; the fingerprint pays period 1 with no password typed.
    await page.goto(app(103, `/cashier_desk?orderNo=${orderNo}`));
    await expect(page.getByTestId('fingerprint-pay')).toContainText('指纹支付');
    await expect(page.getByLabel('交易密码')).toHaveCount(0);
    await page.getByRole('button', { name: /^确认还款/ }).click();
    await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
    const pays = (await bridgeCalls(page)).filter((c) => c.method === 'fingerprint');
    expect(pays).toEqual([{ method: 'fingerprint', payload: { type: 'pay', keyId: expect.stringMatching(/^dev-/), challenge: expect.stringContaining(`|activeRepay|${orderNo}|`) } }]);
    expect(await paidRepayments(api, user.token)).toBe(1);

    // Period 2: the user cancels the fingerprint; the password form pays, nothing lost.
    await setFingerprint(page, 'cancel');
    await page.goto(app(103, `/cashier_desk?orderNo=${orderNo}&periods=2`));
    await page.getByRole('button', { name: /^确认还款/ }).click();
    await expect(page.getByText('指纹验证未完成，请输入交易密码')).toBeVisible();
    expect(await paidRepayments(api, user.token)).toBe(1);
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: /^确认还款/ }).click();
    await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
    expect(await paidRepayments(api, user.token)).toBe(2);
  });
});

test.describe('iOS (fingerprint type from build 93)', () => {
  test.use({ userAgent: IOS_UA });

  test('92: no offer, password only; 93: offered, and 使用密码支付 switches to the password', async ({ page, userByApi, borrowByApi, loginAs }) => {
    test.setTimeout(90_000);
    const user = await userByApi({ stage: 'borrower' });
    const orderNo = await borrowByApi(user);
    await installNativeWrapper(page);

    await loginAs(user, app(92, '/pwSetting'));
    await expect(page.getByRole('button', { name: /重置交易密码/ })).toBeVisible();
    await expect(page.getByRole('switch', { name: /指纹支付/ })).toHaveCount(0);
    await turnOn(page, user, 93);

    await page.goto(app(92, `/cashier_desk?orderNo=${orderNo}`));
    await passwordOnly(page);

    await page.goto(app(93, `/cashier_desk?orderNo=${orderNo}`));
    await expect(page.getByTestId('fingerprint-pay')).toContainText('指纹支付');
    await page.getByRole('button', { name: '使用密码支付' }).click();
    await passwordOnly(page);
  });
});
