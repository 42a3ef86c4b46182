import { expect, okData, PARTNER_ORIGIN, sessionToken, test, type Hook } from '../fixtures';

// Issue 28 content and configuration (ADR 040) through the UI against the real sandbox. Tests that
// change what every test reads (the content configuration) run on a sandbox of their own.

const CONFIG = '/api/__sandbox/contentConfig';
const configure = async (hook: Hook, body: Record<string, unknown>) => okData(await hook(CONFIG, body), CONFIG);

test('an announcement and an advertisement in their places: the discover tab, the home; the ad opens its page and back returns', async ({ page, pageErrors }) => {
  await page.goto('/#/discover');
  await expect(page.getByRole('heading', { name: '平台公告' })).toBeVisible();
  await page.getByRole('button', { name: /关于系统升级维护的公告/ }).click();
  await expect(page.getByText('系统将于每周日凌晨2:00-4:00进行例行维护')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '精选服务' }).getByRole('link', { name: '话费充值' })).toBeVisible();
  await page.getByTestId('ad-AD02').click();
  await expect(page).toHaveURL(/#\/adInfo\?adId=AD02$/);
  await expect(page.getByTestId('ad-info')).toContainText('100积分起兑');
  await page.goBack();
  await expect(page).toHaveURL(/#\/discover$/);
  await page.goto('/#/');
  await page.getByTestId('home-ad-AD01').click();
  await expect(page).toHaveURL(/#\/adInfo\?adId=AD01$/);
  // Its months are the product's (loan parameters), which the first-loan offer test checks.
  await expect(page.getByTestId('ad-info')).toContainText(/最长可享\d个月免息/);
  // The header's arrow does what the system back does.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(pageErrors).toEqual([]);
});

test('feedback from the FAQ header icon: bad input is told in the product\'s words and nothing typed is lost; then it is filed', async ({ page, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/questions');
  await page.getByRole('link', { name: '反馈' }).click();
  await expect(page).toHaveURL(/#\/opinionFeedback$/);
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请选择反馈类型')).toBeVisible();
  await page.getByRole('radio', { name: '使用问题' }).check({ force: true });
  const content = page.getByLabel('反馈内容');
  await content.fill('太短了');
  await page.getByLabel('联系电话').fill('12345');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('请填写正确的手机号')).toBeVisible();
  await page.getByLabel('联系电话').fill('');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByTestId('toast')).toHaveText('请至少输入5个字');
  await expect(content).toHaveValue('太短了');
  await expect(page.getByRole('radio', { name: '使用问题' })).toBeChecked();
  await content.fill('太短了，账单页面加载很慢');
  const filed = page.waitForResponse('**/api/feedback/opinionFeedback**');
  await page.getByRole('button', { name: '提交反馈' }).click();
  const answer = (await (await filed).json()) as { status: number; data: { feedbackNo: string } };
  expect(answer.status).toBe(1);
  await expect(page.getByTestId('feedback-no')).toHaveText(answer.data.feedbackNo);
  await page.goBack();
  await expect(page).toHaveURL(/#\/questions$/);
});

test.describe('configuration changes (a sandbox of its own)', () => {
  test.use({ ownSandbox: true });

  test("the home's legal lines are the configured compliance copy (sys config): a changed copy shows, no rebuild", async ({ page, hook }) => {
    const copy = '本平台为信息服务平台，不是资金中介；额度以审批结果为准；不向全日制在校学生提供借款服务。如有疑问请联系客服。';
    okData(await hook('/api/__sandbox/settings', { sysConfig: { complianceCopy: copy } }), '/api/__sandbox/settings');
    await page.goto('/#/');
    await expect(page.getByTestId('home-legal')).toHaveText(copy);
  });

  test('the home skin and banner change after a configuration change and a reload, with no rebuild', async ({ page, hook }) => {
    await page.goto('/#/');
    const hero = page.getByRole('region', { name: '借款额度' });
    await expect(hero).toHaveAttribute('data-skin', 'default');
    await expect(page.getByTestId('home-banner')).toHaveCount(0);
    await configure(hook, { idxSkin: { skinId: 'spring', heroStart: '#d4380d', heroEnd: '#ad2102', greeting: '新春快乐' }, images: { homeBanner: '/favicon.ico' } });
    await page.reload();
    await expect(hero).toHaveAttribute('data-skin', 'spring');
    await expect(hero).toContainText('新春快乐');
    await expect(hero).toHaveCSS('background-image', /linear-gradient\(135deg, rgb\(212, 56, 13\)/);
    await expect(page.getByTestId('home-banner')).toHaveAttribute('src', '/favicon.ico');
  });

  test('the CRM group check shows a campaign to its group only', async ({ page, hook, userByApi, loginAs }) => {
    const member = await userByApi();
    await loginAs(member, '/discover');
    await expect(page.getByTestId('activity-redRain')).toBeVisible();
    await expect(page.getByTestId('activity-crmVip')).toHaveCount(0);
    await configure(hook, { crmGroups: { P2026VIP: [member.mobile] } });
    await page.reload();
    await expect(page.getByTestId('activity-crmVip')).toContainText('专属提额礼遇');
    // A guest is never in a group.
    await page.evaluate(() => window.localStorage.clear());
    await page.evaluate(() => window.sessionStorage.clear());
    await page.context().clearCookies();
    await page.reload();
    await expect(page.getByTestId('activity-redRain')).toBeVisible();
    await expect(page.getByTestId('activity-crmVip')).toHaveCount(0);
  });

  test('creditReportSwitch closed: the credit-report authorisation is not offered and the server refuses it; open again, it is granted', async ({ page, hook, api, userByApi, loginAs }) => {
    const user = await userByApi();
    okData(await api('/api/authorization/open', { kind: 'creditQuery' }, user.token), 'authorization/open');
    const list = okData(await api<{ list: { id: number; kind: string }[] }>('/api/authorization/info', {}, user.token), 'authorization/info').list;
    okData(await api('/api/authorization/cancel', { id: String(list.find((a) => a.kind === 'creditQuery')!.id) }, user.token), 'authorization/cancel');
    await configure(hook, { creditReportSwitch: 'close' });
    await loginAs(user, '/authManagement');
    const row = page.getByRole('listitem', { name: '征信查询授权' });
    await expect(row.getByText('暂不可授权')).toBeVisible();
    await expect(row.getByRole('button', { name: '重新授权' })).toHaveCount(0);
    expect((await api('/api/authorization/open', { kind: 'creditQuery' }, user.token)).message).toBe('征信查询授权暂未开放');
    await configure(hook, { creditReportSwitch: 'open' });
    await page.reload();
    await row.getByRole('button', { name: '重新授权' }).click();
    await expect(page.getByTestId('toast')).toHaveText('已重新授权');
    await expect(row.getByRole('button', { name: '取消授权' })).toBeVisible();
  });

  test('the points mall closed by configuration: /member shows the reason with 积分商城 disabled and the hand-off is refused; open again, 积分商城 hands over', async ({ page, hook, api, userByApi, loginAs }) => {
    const user = await userByApi();
    await configure(hook, { pointsMall: 'close' });
    await loginAs(user, '/member');
    await expect(page.getByTestId('mall-closed')).toHaveText('积分商城维护中，请稍后再来');
    await expect(page.getByRole('button', { name: '积分商城' })).toBeDisabled();
    expect((await api('/api/mkmoln/points/duiba/consumer_common', {}, user.token)).message).toBe('积分商城维护中，请稍后再来');
    await configure(hook, { pointsMall: 'open' });
    await page.reload();
    await expect(page.getByTestId('mall-closed')).toHaveCount(0);
    await page.getByRole('button', { name: '积分商城' }).click();
    await expect(page).toHaveURL(/\/api\/mkmoln\/points\/duiba\/mall\?/);
  });

  test('versionInfo and the app-download switch drive /downLoad; an old native app is sent there to update', async ({ page, hook }) => {
    await page.goto('/#/downLoad');
    await expect(page.getByTestId('download-latest')).toHaveText('最新版本：3.6.0');
    await expect(page.getByTestId('download-android')).toHaveAttribute('href', /^https:\/\//);
    await configure(hook, { appDownloadSwitch: 'close' });
    await page.reload();
    await expect(page.getByTestId('download-closed')).toHaveText('APP下载暂未开放，请前往应用商店搜索下载');
    await expect(page.getByTestId('download-android')).toHaveCount(0);
    // Spec 2.11: a native wrapper older than 3.4.7 (Android) is told to update, and the button leads to /downLoad.
    await page.goto('/?APPSOURCE=1&APPVERSION=3.4.6#/');
    await expect(page.getByTestId('force-update')).toBeVisible();
    await page.getByRole('link', { name: '立即更新' }).click();
    await expect(page).toHaveURL(/#\/downLoad$/);
    await expect(page.getByTestId('download-latest')).toHaveText('最新版本：3.6.0');
  });

  test('a closed strobe keeps 立即借钱 from the borrow flow and says why', async ({ page, hook }) => {
    await configure(hook, { strobe: 'close' });
    await page.goto('/#/');
    await page.getByRole('button', { name: '立即借钱' }).click();
    await expect(page.getByTestId('toast')).toHaveText('今日借款申请人数较多，请明天再来');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('fishcard hands the user to the partner with token, fromModule, callBackUrl and version; the token is a one-time partner token', async ({ page, hook, api, userByApi, loginAs }) => {
    const user = await userByApi();
    await configure(hook, { fishcardUrl: `${PARTNER_ORIGIN}/fishcard` });
    await loginAs(user, '/member');
    const session = await sessionToken(page);
    const handedOver = page.waitForRequest((r) => r.url().startsWith(`${PARTNER_ORIGIN}/fishcard`));
    await page.getByRole('button', { name: '会员卡特权' }).click();
    const url = new URL((await handedOver).url());
    const token = url.searchParams.get('token')!;
    expect(token).toBeTruthy();
    expect(token).not.toBe(session);
    expect(url.searchParams.get('fromModule')).toBe('member');
    expect(url.searchParams.get('callBackUrl')).toMatch(/#\/member$/);
    expect(url.searchParams.get('version')).toBeTruthy();
    expect(url.toString()).not.toContain(session);
    // The partner redeems it once, server to server; a second use (a replayed log line) opens nothing.
    const first = okData(await api<{ mobile: string }>('/api/marketApi/fishcard/redeem', { token }), 'fishcard/redeem');
    expect(first.mobile).toBe(`${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`);
    expect((await api('/api/marketApi/fishcard/redeem', { token })).status).not.toBe(1);
  });
});
