import type { APIRequestContext } from '@playwright/test';
import { expect, okData, sessionToken, test } from '../fixtures';

// The market remote and the shell's gates (issue 14) against the real sandbox. Tests that change
// what every test reads (server settings) run on a sandbox of their own.

const clicksOf = async (request: APIRequestContext, bannerId: string) =>
  ((await (await request.get('/api/__sandbox/bannerClicks')).json()) as { data: { clicks: Record<string, number> } }).data.clicks[bannerId] ?? 0;

test('discover shows the banners; a tap records the click and opens the banner\'s page', async ({ page, request, pageErrors }) => {
  const before = await clicksOf(request, 'B02');
  await page.goto('/#/discover');
  await expect(page.getByTestId('banner-B01')).toBeVisible();
  await expect(page.getByText('平台公告')).toBeVisible();
  await page.getByTestId('banner-B02').click();
  await expect(page).toHaveURL(/#\/redRain$/);
  await expect(page.locator('main').getByRole('heading', { name: '红包雨' })).toBeVisible();
  await expect.poll(() => clicksOf(request, 'B02')).toBe(before + 1);
  expect(pageErrors).toEqual([]);
});

test('my coupons: effective, used and expired, each tab its own; a reload keeps the tab', async ({ loggedInPage: page }) => {
  await page.goto('/#/myCoupons');
  const coupons = page.getByTestId('coupon');
  await expect(page.getByRole('tab', { name: '可使用(3)' })).toHaveAttribute('aria-selected', 'true');
  await expect(coupons).toHaveCount(3);
  await expect(coupons.filter({ hasText: '借款立减红包' })).toContainText('借款红包');
  await page.getByRole('tab', { name: /^已使用/ }).click();
  await expect(coupons).toHaveCount(1);
  await expect(coupons).toContainText('还款立减券');
  await expect(coupons).toContainText('已使用');
  await page.getByRole('tab', { name: /^已过期/ }).click();
  await expect(coupons).toHaveCount(2);
  await expect(coupons.filter({ hasText: '夏日免息券' })).toContainText('过期');
  await page.reload();
  await expect(page.getByRole('tab', { name: /^已过期/ })).toHaveAttribute('aria-selected', 'true');
  await expect(coupons).toHaveCount(2);
});

test('internal letters: reading one marks it read, then 全部已读 clears the count, also after a reload', async ({ page, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/internalLetter');
  const unread = page.getByTestId('unread-count');
  await expect(unread).toHaveText('2');
  await page.getByTestId('letter').first().click();
  await expect(page).toHaveURL(/#\/internalLetterDetail\?letterId=\d+$/);
  await expect(page.getByRole('heading', { name: '欢迎加入' })).toBeVisible();
  await page.goBack();
  await expect(unread).toHaveText('1');
  await expect(page.getByTestId('letter').first()).not.toContainText('未读');
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(unread).toHaveText('0');
  await page.reload();
  await expect(unread).toHaveText('0');
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
});

test('a guest sent to log in from /makeMoney comes back to it; an ineligible user sees the qualification message', async ({ page, userByApi, submitLogin }) => {
  const user = await userByApi();
  await page.goto('/#/makeMoney');
  // The friends' red packet is reached from here, by a guest too (ADR 029).
  await page.getByRole('navigation', { name: '更多活动' }).getByRole('link', { name: '好友红包' }).click();
  await expect(page).toHaveURL(/#\/friendRedBag$/);
  await page.goBack();
  await page.getByRole('button', { name: '登录后查看' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await submitLogin(user);
  await expect(page).toHaveURL(/#\/makeMoney$/);
  await expect(page.getByTestId('invite-not-open')).toHaveText('我们会陆续开放资格~敬请期待~');
  await expect(page.getByTestId('invite-code')).toHaveCount(0);
});

test('a qualified user shares the invitation: in a browser the app is needed; a failed share says 系统异常，请稍后再试', async ({ page, userByApi, loginAs }) => {
  const user = await userByApi({ stage: 'opened' });
  await loginAs(user, '/makeMoney');
  await expect(page.getByTestId('invite-code')).toHaveText(/^\d{6}$/);
  await page.getByRole('button', { name: '邀请好友' }).click();
  await expect(page.getByTestId('toast')).toHaveText('分享好友请下载最新版本APP！');
  // The server failing the share (fault injected): the product's fallback words.
  await page.route('**/api/marketApi/activity/share*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: '邀请好友' }).click();
  await expect(page.getByTestId('toast')).toHaveText('系统异常，请稍后再试');
});

test.describe('withdrawal needs a balance of at least 20 yuan (spec 4.8)', () => {
  test('19.99 cannot be withdrawn: the page says why and offers no withdrawal', async ({ hook, page, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    okData(await hook('/api/__sandbox/reward', { mobile: user.mobile, amountFen: 1_999 }), '/api/__sandbox/reward');
    await loginAs(user, '/spared-fund');
    await expect(page.getByTestId('withdraw-balance')).toHaveText('19.99');
    await expect(page.getByTestId('withdraw-below')).toHaveText('可提现余额满20元才能提现');
    await expect(page.getByRole('button', { name: '立即提现' })).toHaveCount(0);
  });

  test('20.00 is withdrawn once for a double tap, and the record shows it', async ({ hook, page, api, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    okData(await hook('/api/__sandbox/reward', { mobile: user.mobile, amountFen: 2_000 }), '/api/__sandbox/reward');
    await loginAs(user, '/makeMoney');
    await expect(page.getByTestId('withdraw-balance')).toHaveText('20.00');
    await page.getByRole('button', { name: '立即提现' }).click();
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: /^确认提现/ }).dblclick();
    await expect(page.getByTestId('withdraw-result')).toContainText('提现成功');
    await expect(page.getByTestId('withdraw-result')).toContainText('20.00元');
    await expect(page.getByTestId('withdraw-balance')).toHaveText('0.00');
    const records = okData(await api<{ list: Array<{ amountFen: number; status: string }> }>('/api/withdrawCash/records', {}, user.token), 'records').list;
    expect(records).toEqual([expect.objectContaining({ amountFen: 2_000, status: 'success' })]);
    await page.getByRole('link', { name: '查看提现记录' }).click();
    await expect(page).toHaveURL(/#\/withDrawRecord$/);
    await expect(page.getByText('提现成功')).toHaveCount(1);
  });
});

test('the points mall hand-off: out with a one-time code and callBackUrl, an exchange, back to the result and the points record', async ({ page, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/member');
  await expect(page.getByTestId('points-balance')).toHaveText('100');
  await page.getByRole('button', { name: '积分商城' }).click();
  await expect(page).toHaveURL(/\/api\/mkmoln\/points\/duiba\/mall\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('fromModule')).toBe('member');
  expect(url.searchParams.get('callBackUrl')).toMatch(/#\/handleThirdParty\?from=pointsMall$/);
  expect(url.searchParams.get('version')).toBeTruthy();
  // The mall's address reaches server logs: a one-time code, never the session token (ADR 024).
  expect(url.searchParams.get('code')).toBeTruthy();
  expect(url.searchParams.has('token')).toBe(false);
  expect(page.url()).not.toContain(await sessionToken(page));
  await page.getByRole('button', { name: '兑换' }).first().click();
  await expect(page).toHaveURL(/#\/handleThirdParty\?from=pointsMall&result=success/);
  await expect(page.getByRole('heading', { name: '兑换成功' })).toBeVisible();
  await page.getByRole('link', { name: '查看积分明细' }).click();
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect(page.getByText('积分商城兑换：10元话费券')).toBeVisible();
});

test('an activity draw: the coupon once, shown in my coupons; the second tap has nothing to draw', async ({ page, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/welcomeNew');
  await page.getByRole('button', { name: '立即领取' }).dblclick();
  await expect(page.getByTestId('activity-prize')).toContainText('新人免息券');
  await page.goto('/#/myCoupons');
  await expect(page.getByTestId('coupon').filter({ hasText: '新人免息券' })).toHaveCount(1);
});

test('an alternate-shell edition tapping the limit raise is told to get the full app', async ({ page }) => {
  await page.goto('/?APPSOURCE=10#/');
  await page.getByRole('button', { name: '极速提额' }).click();
  await expect(page.getByText('本应用暂不支持提额，请下载完整版APP激活更高额度')).toBeVisible();
  await page.getByRole('button', { name: '去下载' }).click();
  await expect(page).toHaveURL(/#\/maJiaBao$/);
  await expect(page.getByRole('link', { name: '安卓版下载' })).toHaveAttribute('href', /^https:\/\//);
});

test.describe('server settings (a sandbox of its own)', () => {
  test.use({ ownSandbox: true });

  test('a route on the gray-test list shows the maintenance message; off the list the page is back', async ({ hook, page, loginAs, demoUser }) => {
    okData(await hook('/api/__sandbox/settings', { grayTestRoutes: ['myCoupons', 'cashLoan'] }), '/api/__sandbox/settings');
    await loginAs(demoUser, '/myCoupons');
    await expect(page.getByTestId('maintenance')).toContainText('很抱歉，系统正在升级中，服务暂停使用，请稍后再来！');
    await expect(page.getByTestId('coupon')).toHaveCount(0);
    // Listed by its old name: /cashLoan's page is under maintenance too.
    await page.goto('/#/cashLoan');
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByTestId('maintenance')).toBeVisible();
    okData(await hook('/api/__sandbox/settings', { grayTestRoutes: [] }), '/api/__sandbox/settings');
    await page.goto('/#/myCoupons');
    await page.reload();
    await expect(page.getByTestId('coupon').first()).toBeVisible();
  });

  test('logoutSwitch closed hides account cancellation; open shows it', async ({ hook, page, loginAs, demoUser }) => {
    await loginAs(demoUser, '/ucSetting');
    await expect(page.getByRole('button', { name: '注销账户' })).toBeVisible();
    okData(await hook('/api/__sandbox/settings', { switches: { logoutSwitch: 'close' } }), '/api/__sandbox/settings');
    await page.reload();
    await expect(page.getByRole('button', { name: '安全设置' })).toBeVisible();
    await expect(page.getByRole('button', { name: '注销账户' })).toHaveCount(0);
  });

  test('the pop-up shows once per period: not again after a reload', async ({ hook, page }) => {
    okData(await hook('/api/__sandbox/settings', { popup: { popupId: 'E2E1', title: '双十一专享', content: '借款享免息', link: '/redRain', periodDays: 7 } }), '/api/__sandbox/settings');
    await page.goto('/#/');
    await expect(page.getByRole('dialog')).toContainText('双十一专享');
    await page.getByRole('button', { name: '关闭' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: '立即借钱' })).toBeVisible();
    // The pop-up's call has answered before the home is idle; it stays closed.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('status 10010 (the card-info fetch failed) says so with a retry, and the retry recovers', async ({ hook, page, loginAs, demoUser }) => {
    okData(await hook('/api/__sandbox/settings', { cardInfoFails: true }), '/api/__sandbox/settings');
    await loginAs(demoUser, '/newCashIndex');
    await expect(page.getByText('获取卡片信息失败，请稍后重试').first()).toBeVisible();
    okData(await hook('/api/__sandbox/settings', { cardInfoFails: false }), '/api/__sandbox/settings');
    await page.getByRole('button', { name: '重新加载' }).first().click();
    await expect(page.getByText('获取卡片信息失败，请稍后重试')).toHaveCount(0);
  });
});

test('the shell pages of spec 2.10: HomeBottom, dispatch, transition, publicResult, download', async ({ page, loginAs, demoUser }) => {
  await page.goto('/#/HomeBottom');
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/dispatch');
  await expect(page.getByRole('heading', { name: '请指定目标页面' })).toBeVisible();
  await page.goto('/#/dispatch?page=redRain');
  await expect(page).toHaveURL(/#\/redRain$/);
  await page.goto('/#/publicResult?type=submitted');
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await page.goto('/#/publicResult?type=<script>');
  await expect(page.getByRole('heading', { name: '链接已失效' })).toBeVisible();
  await page.goto('/#/downLoad');
  await expect(page.getByRole('link', { name: '安卓版下载' })).toHaveAttribute('href', /^https:\/\//);
  await page.goto('/#/thirdPage?url=https://evil.example/');
  await expect(page.getByRole('heading', { name: '无法打开该页面' })).toBeVisible();
  await loginAs(demoUser, '/transition?to=/myCoupons');
  await expect(page).toHaveURL(/#\/myCoupons$/);
  // The hop replaced itself: back does not land on it.
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/transition/);
});
