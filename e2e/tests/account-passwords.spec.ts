import type { Page } from '@playwright/test';
import { expect, maskMobile, test, wrongCode } from '../fixtures';

// Spec 5 and 8 copy, written out here on purpose: a wrong catalogue entry must fail these tests.
const MSG = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请填写正确的手机号',
  password: '密码为6-16位字母和数字的组合',
  dealPassword: '密码必须是6-16位数字和字母组合',
  codeInvalid: '请填写正确的验证码',
  idInvalid: '请输入正确的身份证号',
  cardInvalid: '请填写正确的银行卡号',
  wrongOld: '密码不正确', // 2006
  mismatch: '您两次密码输入不一致，请重新输入', // 2014
  sameAsOld: '新密码与旧密码不可以相同', // 2015
  oldCapReached: '原密码输入错误已达上限', // 2016
  noCode: '亲，您还未获取验证码', // 2017
  wrongCode: '亲，您填写的验证码错误', // 2018
  expiredCode: '亲，您的验证码已失效', // 2019
  codeLocked: '验证码输入错误超过三次，请一天后再试', // 2005
  identityMismatch: '实名信息不匹配，请联系客服', // 3000
  notRealNamed: '您还未实名', // 1000
  badLogin: '账号或密码不正确', // 2020
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The message line under a field (Field's aria-describedby target). */
const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

test.describe('login password (spec 2.7, 5, 8)', () => {
  test('forgotten password: SMS code, new password, then only the new one logs in', async ({ page, userByApi, requestCode, submitLogin, pageErrors }) => {
    const user = await userByApi({ password: 'Old12345' });
    await page.goto('/#/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/#\/smsResetLoginPw$/);

    // Spec 5 at step 1.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-mobile')).toHaveText(MSG.mobileRequired);
    await field(page, '手机号').fill('12345');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-mobile')).toHaveText(MSG.mobileInvalid);
    await field(page, '手机号').fill(user.mobile);
    await field(page, '验证码').fill('12');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-code')).toHaveText(MSG.codeInvalid);

    // 2017: a code typed before any was sent.
    await field(page, '验证码').fill('123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-code')).toHaveText(MSG.noCode);

    const code = await requestCode(user.mobile);
    // 2018: a wrong code keeps what was typed.
    await field(page, '验证码').fill(wrongCode(code));
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-code')).toHaveText(MSG.wrongCode);
    await expect(field(page, '手机号')).toHaveValue(user.mobile);

    await field(page, '验证码').fill(code);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/#\/resetLoginPw$/);
    // Nothing step 1 proved travels in the URL.
    expect(page.url()).not.toContain(code);
    await expect(page.getByText(maskMobile(user.mobile))).toBeVisible();

    await field(page, '新密码').fill('abcdef');
    await field(page, '确认密码').fill('abcdef');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.password);
    await field(page, '新密码').fill('New12345');
    await field(page, '确认密码').fill('New12346');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(fieldError(page, 'pw-confirm')).toHaveText(MSG.mismatch);
    await field(page, '确认密码').fill('New12345');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('登录密码已重置')).toBeVisible();
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    await submitLogin({ mobile: user.mobile, password: 'Old12345' });
    await expect(page.getByRole('alert').filter({ hasText: MSG.badLogin })).toBeVisible();
    await submitLogin({ mobile: user.mobile, password: 'New12345' });
    await expect(page).toHaveURL(/#\/$/);
    expect(pageErrors).toEqual([]);
  });

  test('forgotten password while logged in: own number masked, then every session ends here too', async ({ page, userByApi, requestCode, loginAs }) => {
    const user = await userByApi({ password: 'Old12345' });
    await loginAs(user, '/pwSetting');
    await page.getByRole('button', { name: /忘记登录密码/ }).click();
    await expect(page).toHaveURL(/#\/smsResetLoginPw$/);
    const masked = maskMobile(user.mobile);
    await expect(field(page, '手机号')).toHaveValue(masked);
    await expect(field(page, '手机号')).toBeDisabled();
    const sent = await requestCode(user.mobile);
    await field(page, '验证码').fill(sent);
    await page.getByRole('button', { name: '下一步' }).click();
    await field(page, '新密码').fill('New12345');
    await field(page, '确认密码').fill('New12345');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText(/所有设备已退出登录/)).toBeVisible();
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    // Logged out here as well: a login page again, not a session the server no longer knows.
    await page.goto('/#/pwSetting');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FpwSetting/);
  });

  test('step 2 reached directly goes back to step 1', async ({ page }) => {
    await page.goto('/#/resetLoginPw');
    await expect(page).toHaveURL(/#\/smsResetLoginPw$/);
    await expect(field(page, '手机号')).toBeVisible();
  });

  test('the fourth wrong code locks the number for a day (2005)', async ({ page, userByApi, requestCode }) => {
    const user = await userByApi();
    await page.goto('/#/smsResetLoginPw');
    await field(page, '手机号').fill(user.mobile);
    const code = await requestCode(user.mobile);
    await field(page, '验证码').fill(wrongCode(code));
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(fieldError(page, 'reset-code')).toHaveText(MSG.wrongCode);
      // Typing again clears the message, so the next attempt's answer is seen on its own.
      await field(page, '验证码').fill('');
      await field(page, '验证码').fill(wrongCode(code));
      await expect(fieldError(page, 'reset-code')).toHaveCount(0);
    }
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'reset-code')).toHaveText(MSG.codeLocked);
  });

  test.describe(() => {
    // Moving the business clock would expire the codes and lift the locks and daily limits of every
    // test running beside this one: it moves its own sandbox's clock.
    test.use({ ownSandbox: true });

    test('an expired code is refused (2019)', async ({ page, hook, userByApi, requestCode }) => {
      const user = await userByApi();
      await page.goto('/#/smsResetLoginPw');
      await field(page, '手机号').fill(user.mobile);
      const late = await requestCode(user.mobile);
      // The business clock moves a day on; the code lived five minutes.
      expect((await hook('/api/__sandbox/clock', { days: '1' })).status).toBe(1);
      await field(page, '验证码').fill(late);
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(fieldError(page, 'reset-code')).toHaveText(MSG.expiredCode);
    });
  });

  test('change: rules, wrong old (2006), same as old (2015), mismatch (2014), then this session stays and others end', async ({ page, api, userByApi, loginAs }) => {
    const user = await userByApi({ password: 'Old12345' });
    // The session registration opened stands for another device.
    const otherDevice = user.token;
    await loginAs(user, '/pwSetting');
    await page.getByRole('button', { name: /修改登录密码/ }).click();
    await expect(page).toHaveURL(/#\/modifyLoginPw$/);

    const submit = () => page.getByRole('button', { name: '确认修改' }).click();
    await field(page, '原密码').fill('Old12345');
    await field(page, '新密码').fill('12345678');
    await field(page, '确认密码').fill('12345678');
    await submit();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.password);

    await field(page, '新密码').fill('New12345');
    await field(page, '确认密码').fill('New99999');
    await submit();
    await expect(fieldError(page, 'pw-confirm')).toHaveText(MSG.mismatch);

    await field(page, '新密码').fill('Old12345');
    await field(page, '确认密码').fill('Old12345');
    await submit();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.sameAsOld);

    await field(page, '原密码').fill('Wrong123');
    await field(page, '新密码').fill('New12345');
    await field(page, '确认密码').fill('New12345');
    await submit();
    await expect(fieldError(page, 'pw-old')).toHaveText(MSG.wrongOld);
    // A failed call keeps what the user typed.
    await expect(field(page, '新密码')).toHaveValue('New12345');

    await field(page, '原密码').fill('Old12345');
    await submit();
    await expect(page.getByText('登录密码修改成功')).toBeVisible();
    await expect(page.getByText(/其他设备已退出登录/)).toBeVisible();
    await page.getByRole('button', { name: '好的' }).click();
    await expect(page).toHaveURL(/#\/pwSetting$/);
    // This session still works; the other device's ended.
    await expect(page.getByRole('button', { name: /修改登录密码/ })).toBeVisible();
    expect((await api('/api/customer/info', {}, otherDevice)).status).toBe(1008);
    expect((await api('/api/account/login', { mobile: user.mobile, password: 'Old12345' })).status).toBe(2020);
    expect((await api('/api/account/login', { mobile: user.mobile, password: 'New12345' })).status).toBe(1);
  });

  test('change: too many wrong old passwords (2016)', async ({ page, userByApi, loginAs }) => {
    const user = await userByApi();
    await loginAs(user, '/modifyLoginPw');
    await field(page, '新密码').fill('New12345');
    await field(page, '确认密码').fill('New12345');
    for (let i = 0; i < 4; i++) {
      await field(page, '原密码').fill(`Wrong12${i}`);
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(fieldError(page, 'pw-old')).toHaveText(MSG.wrongOld);
    }
    await field(page, '原密码').fill('Wrong129');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(fieldError(page, 'pw-old')).toHaveText(MSG.oldCapReached);
  });
});

test.describe('deal password (spec 2.7, 5, 8)', () => {
  test('security settings of the demo user: change and reset entries (read only)', async ({ loggedInPage: page, demoUser, pageErrors }) => {
    await page.goto('/#/pwSetting');
    await expect(page.getByTestId('header-title')).toHaveText('安全设置');
    await expect(page.getByText(maskMobile(demoUser.mobile))).toBeVisible();
    await expect(page.getByRole('button', { name: /修改交易密码/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /重置交易密码/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /设置交易密码/ })).toHaveCount(0);
    await page.getByRole('button', { name: /重置交易密码/ }).click();
    await expect(page).toHaveURL(/#\/resetDealPw$/);
    await expect(page.getByText(`验证码将发送至 ${maskMobile(demoUser.mobile)}`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('reset through ID number, bound card and SMS code, then the new one is the deal password', async ({ page, api, demoUser, userByApi, requestCode, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    await loginAs(user, '/pwSetting');
    await page.getByRole('button', { name: /重置交易密码/ }).click();
    await expect(page).toHaveURL(/#\/resetDealPw$/);

    const next = () => page.getByRole('button', { name: '下一步' }).click();
    await field(page, '身份证号').fill('123');
    await field(page, '银行卡号').fill('123');
    await field(page, '验证码').fill('12');
    await next();
    await expect(fieldError(page, 'deal-cert')).toHaveText(MSG.idInvalid);
    await expect(fieldError(page, 'deal-card')).toHaveText(MSG.cardInvalid);
    await expect(fieldError(page, 'deal-code')).toHaveText(MSG.codeInvalid);

    // 3000: a valid ID number that is not the account holder's.
    await field(page, '身份证号').fill(demoUser.certId);
    await field(page, '银行卡号').fill(user.cardNo);
    const code = await requestCode(user.mobile);
    await field(page, '验证码').fill(code);
    // PIPL: nothing is sent until both separate consents are ticked.
    await next();
    await expect(page.getByRole('alert').filter({ hasText: '请先勾选同意使用身份证号' })).toBeVisible();
    await page.getByRole('checkbox', { name: /身份证号/ }).check();
    await next();
    await expect(page.getByRole('alert').filter({ hasText: '请先勾选同意使用银行卡号' })).toBeVisible();
    await page.getByRole('checkbox', { name: /银行卡号/ }).check();
    await next();
    await expect(fieldError(page, 'deal-cert')).toHaveText(MSG.identityMismatch);

    await field(page, '身份证号').fill(user.certId);
    await next();
    await expect(page).toHaveURL(/#\/resetDealPw2$/);
    for (const secret of [user.certId, user.cardNo, code]) expect(page.url()).not.toContain(secret);

    await field(page, '新密码').fill('abcdefg');
    await field(page, '确认密码').fill('abcdefg');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.dealPassword);
    await field(page, '新密码').fill('Trade999');
    await field(page, '确认密码').fill('Trade998');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(fieldError(page, 'pw-confirm')).toHaveText(MSG.mismatch);
    await field(page, '确认密码').fill('Trade999');
    await page.getByRole('button', { name: '确认', exact: true }).click();
    await expect(page.getByText('交易密码已重置')).toBeVisible();
    await page.getByRole('button', { name: '好的' }).click();
    await expect(page).toHaveURL(/#\/pwSetting$/);

    expect((await api('/api/oneCard/verifyPwd', { password: 'Trade999' }, user.token)).status).toBe(1);
    expect((await api('/api/oneCard/verifyPwd', { password: user.dealPassword! }, user.token)).status).toBe(2006);

    // The proof died with the reset: step 2 again sends the user to step 1.
    await page.goto('/#/resetDealPw2');
    await expect(page).toHaveURL(/#\/resetDealPw$/);
  });

  test('the identity check under its own route is the same step 1', async ({ page, userByApi, requestCode, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    await loginAs(user, '/checkBindCardAndIdentity');
    await expect(page.getByTestId('header-title')).toHaveText('验证身份信息');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(fieldError(page, 'deal-cert')).toHaveText('请输入身份证号');
    await field(page, '身份证号').fill(user.certId);
    await field(page, '银行卡号').fill(user.cardNo);
    const sent = await requestCode(user.mobile);
    await field(page, '验证码').fill(sent);
    await page.getByRole('checkbox', { name: /身份证号/ }).check();
    await page.getByRole('checkbox', { name: /银行卡号/ }).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/#\/resetDealPw2$/);
  });

  test('a user without a verified identity is told so instead of a form that cannot pass', async ({ page, userByApi, loginAs }) => {
    const user = await userByApi();
    await loginAs(user, '/resetDealPw');
    await expect(page.getByRole('heading', { name: MSG.notRealNamed })).toBeVisible();
    await expect(page.getByRole('button', { name: '去实名' })).toBeVisible();
  });

  test('change: rule, wrong old (2006), same as old (2015), then the new one works', async ({ page, api, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    await loginAs(user, '/pwSetting');
    await page.getByRole('button', { name: /修改交易密码/ }).click();
    await expect(page).toHaveURL(/#\/modifyDealPw$/);

    const submit = () => page.getByRole('button', { name: '确认修改' }).click();
    await field(page, '原密码').fill(user.dealPassword!);
    await field(page, '新密码').fill('123456');
    await field(page, '确认密码').fill('123456');
    await submit();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.dealPassword);

    await field(page, '新密码').fill(user.dealPassword!);
    await field(page, '确认密码').fill(user.dealPassword!);
    await submit();
    await expect(fieldError(page, 'pw-new')).toHaveText(MSG.sameAsOld);

    await field(page, '原密码').fill('Wrong999');
    await field(page, '新密码').fill('Trade777');
    await field(page, '确认密码').fill('Trade777');
    await submit();
    await expect(fieldError(page, 'pw-old')).toHaveText(MSG.wrongOld);

    await field(page, '原密码').fill(user.dealPassword!);
    await submit();
    await expect(page.getByText('交易密码修改成功')).toBeVisible();
    await page.getByRole('button', { name: '好的' }).click();
    await expect(page).toHaveURL(/#\/pwSetting$/);
    expect((await api('/api/oneCard/verifyPwd', { password: 'Trade777' }, user.token)).status).toBe(1);
  });

  test('a user without a deal password sets one from the security settings', async ({ page, api, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened', dealPassword: null });
    await loginAs(user, '/pwSetting');
    await expect(page.getByRole('button', { name: /修改交易密码/ })).toHaveCount(0);
    await page.getByRole('button', { name: /设置交易密码/ }).click();
    await expect(page).toHaveURL(/#\/modifyDealPw$/);
    await expect(page.getByTestId('header-title')).toHaveText('设置交易密码');
    await expect(field(page, '原密码')).toHaveCount(0);
    await field(page, '新密码').fill('Trade555');
    await field(page, '确认密码').fill('Trade556');
    await page.getByRole('button', { name: '确认设置' }).click();
    await expect(fieldError(page, 'pw-confirm')).toHaveText(MSG.mismatch);
    await field(page, '确认密码').fill('Trade555');
    await page.getByRole('button', { name: '确认设置' }).click();
    await expect(page.getByText('交易密码设置成功')).toBeVisible();
    await page.getByRole('button', { name: '好的' }).click();
    await expect(page.getByRole('button', { name: /修改交易密码/ })).toBeVisible();
    expect((await api('/api/oneCard/verifyPwd', { password: 'Trade555' }, user.token)).status).toBe(1);
  });
});
