import type { Locator } from '@playwright/test';
import { expect, okData, test } from '../fixtures';

// What a walk through the market pages at 375×667 found (issue 39), as a user sees it: the checkout's plan
// picker, seckill's copy and layout, the guest's invitation, the wheel's odds, the member tab's coupon count,
// welcomeNew's spacing. Product copy written out on purpose.

/** How many lines an element's text takes on screen. */
const linesOf = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
const styleOf = (el: Locator, prop: string) => el.evaluate((node, p) => getComputedStyle(node).getPropertyValue(p), prop);
/** The brand colour the shell defines (--brand), as computed styles spell it. */
const BRAND = 'rgb(213, 68, 2)';

test('checkout: the plans are equal-width options in the brand style, the chosen one visibly selected; the pay method too', async ({ page, api, userByApi, loginAs }) => {
  const user = await userByApi({ stage: 'opened' });
  const { order } = okData(await api<{ order: { orderNo: string } }>('/api/marketApi/creditLife/order', { productId: 'M-cmcc-50' }, user.token));
  await loginAs(user, `/creditLifeCheckout?orderNo=${order.orderNo}`);
  const plans = page.getByRole('radiogroup', { name: '分期期数' }).getByRole('radio');
  await expect(plans).toHaveCount(5);
  const widths = await plans.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
  expect(new Set(widths).size, `plan widths ${widths.join(', ')}`).toBe(1);
  const three = page.getByRole('radio', { name: /3期/ });
  const six = page.getByRole('radio', { name: /6期/ });
  await three.click();
  await expect(three).toHaveAttribute('aria-checked', 'true');
  await expect(six).toHaveAttribute('aria-checked', 'false');
  expect(await styleOf(three, 'border-top-color')).toBe(BRAND);
  expect(await styleOf(six, 'border-top-color')).not.toBe(BRAND);
  expect(await styleOf(three, 'background-color')).not.toBe(await styleOf(six, 'background-color'));
  // The pay-method switch: the chosen method in the brand's colour, not a black pill; no label wraps.
  const method = page.getByRole('radiogroup', { name: '支付方式' });
  const chosen = method.getByRole('radio', { name: '额度分期' });
  await expect(chosen).toHaveAttribute('aria-checked', 'true');
  expect(await styleOf(chosen, 'border-top-color')).toBe(BRAND);
  expect(await styleOf(chosen, 'background-color')).not.toBe('rgb(31, 35, 41)');
  for (const m of await method.getByRole('radio').all()) expect(await linesOf(m), await m.innerText()).toBe(1);
  await method.getByRole('radio', { name: '银行卡支付' }).click();
  await expect(method.getByRole('radio', { name: '银行卡支付' })).toHaveAttribute('aria-checked', 'true');
  await expect(chosen).toHaveAttribute('aria-checked', 'false');
});

test('seckill: the face value says 元 once, 立即抢购 stays on one line; shop tiles keep their titles on one line', async ({ page, loginAs, demoUser }) => {
  await loginAs(demoUser, '/seckill');
  const goods = page.getByTestId('seckill-S01');
  await expect(goods).toContainText('面值20.00元 · ');
  await expect(page.getByText(/元元/)).toHaveCount(0);
  for (const b of await page.getByRole('button', { name: /立即抢购|已抢到|已抢光/ }).all()) expect(await linesOf(b)).toBe(1);
  // The terms line may break between its terms, never inside one (每人限抢1 / 件).
  await expect(page.getByText(/^每人限抢\d+件$/)).toHaveCount(2);
  for (const term of await page.getByText(/^每人限抢\d+件$/).all()) expect(await linesOf(term), await term.innerText()).toBe(1);
  await page.goto('/#/sub-busi-meituan');
  const tiles = page.getByRole('group', { name: /美团/ }).getByRole('button');
  await expect(tiles.first()).toBeVisible();
  for (const t of await tiles.all()) {
    for (const part of await t.locator('span, strong').all()) expect(await linesOf(part), await part.innerText()).toBe(1);
  }
});

test('a guest is invited to log in (登录后查看), not warned, on seckill, the wheel, helpYouPay and 会员; the login comes back', async ({ page, userByApi, submitLogin }) => {
  for (const route of ['/seckill', '/luckDraw', '/helpYouPay', '/member']) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('button', { name: '登录后查看' })).toBeVisible();
    await expect(page.getByText('为保护您的账户安全', { exact: false })).toHaveCount(0);
  }
  const user = await userByApi();
  await page.goto('/#/luckDraw');
  await page.getByRole('button', { name: '登录后查看' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await submitLogin(user);
  await expect(page).toHaveURL(/#\/luckDraw$/);
  await expect(page.getByTestId('draws-left')).toHaveText('今日剩余3次');
});

test('the wheel advertises odds of prizes only: 谢谢参与 is no prize with a probability, on the page or in its rules', async ({ page, loginAs, demoUser }) => {
  await loginAs(demoUser, '/luckDraw');
  const prizes = page.getByRole('region', { name: '奖品与概率' });
  await expect(prizes.getByRole('listitem')).toHaveCount(3);
  await expect(prizes).toContainText('10积分中奖概率 30%');
  await expect(prizes).not.toContainText('谢谢参与');
  await page.getByRole('link', { name: '活动规则' }).click();
  await expect(page.getByText(/中奖概率：/)).toBeVisible();
  await expect(page.getByText(/谢谢参与\d/)).toHaveCount(0);
});

test('会员 shows how many coupons one may use, as 我的优惠券 counts them; welcomeNew\'s button keeps off the card below', async ({ page, loginAs, demoUser }) => {
  await loginAs(demoUser, '/myCoupons');
  const usable = (await page.getByRole('tab', { name: /^可使用\(\d+\)$/ }).innerText()).match(/\d+/)![0];
  await page.goto('/#/member');
  await expect(page.getByRole('link', { name: /优惠券$/ })).toHaveText(`${usable}优惠券`);
  await page.goto('/#/welcomeNew');
  const button = page.getByRole('button', { name: /立即领取|仅限|您已参与/ });
  const rules = page.getByRole('region', { name: '活动规则' });
  await expect(rules).toBeVisible();
  const [b, r] = [(await button.boundingBox())!, (await rules.boundingBox())!];
  expect(r.y - (b.y + b.height)).toBeGreaterThanOrEqual(12);
});
