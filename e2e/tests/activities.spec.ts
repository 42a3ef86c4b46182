import type { APIRequestContext, Page } from '@playwright/test';
import { expect, okData, test, type Api, type Envelope } from '../fixtures';

// The activity platform (issue 28, ADR 039) through the UI against the real sandbox: seckill, the
// luckDraw wheel, the qzrace guessing game, friends help pay, spring_tour, and back from the three
// pages that return home (spec 2.11). Product copy written out on purpose.

const SOLD_OUT = '已抢光';
const LIMIT_REACHED = '您已达到限抢数量';
const DRAW_LIMIT = '今日抽奖次数已用完';

const pointsOf = async (api: Api, token: string) => okData(await api<{ points: number }>('/api/mkmoln/points/balance', { channel: 'H5', uuid: 'e2e-acts' }, token)).points;
const ledgerRows = async (api: Api, token: string, title: string) =>
  okData(await api<{ list: Array<{ title: string; points: number }> }>('/api/mkmoln/points/details', {}, token)).list.filter((e) => e.title === title);
let keySeq = 0;
/** A money-style call with its own Idempotency-Key, as a second client would make it. */
const keyed = async (request: APIRequestContext, path: string, form: Record<string, string>, token: string) =>
  (await (await request.post(path, { form, headers: { token, 'Idempotency-Key': `e2e-acts-${Date.now()}-${++keySeq}` } })).json()) as Envelope;

test('seckill: a grab spends points once and shows 已抢到; a second grab is refused; after the stock the good is sold out', async ({ page, request, api, hook, userByApi, loginAs }) => {
  okData(await hook('/api/__sandbox/activities', { seckill: { goodsId: 'S01', stock: 2 } }), 'seckill stock');
  const [buyer, other] = await Promise.all([userByApi(), userByApi()]);
  await loginAs(buyer, '/seckill');
  const goods = page.getByTestId('seckill-S01');
  await expect(goods).toContainText('剩余 2/2');
  await expect(page.getByTestId('my-points')).toHaveText('我的积分：100');
  await goods.getByRole('button', { name: '立即抢购' }).dblclick();
  await expect(goods.getByRole('status')).toHaveText('抢购成功，优惠券已放入我的优惠券');
  await expect(goods.getByRole('button', { name: '已抢到' })).toBeDisabled();
  await expect(goods).toContainText('剩余 1/2');
  await expect(page.getByTestId('my-points')).toHaveText('我的积分：50');
  expect(await ledgerRows(api, buyer.token, '秒杀20元免息券')).toHaveLength(1);
  // A second grab (another key, as a second tab would send) is refused in the product's words.
  expect(await keyed(request, '/api/marketApi/activity/seckill', { activityId: '10', goodsId: 'S01' }, buyer.token)).toMatchObject({ message: LIMIT_REACHED });
  // Someone else takes the last one: the page shows the good sold out after a reload.
  okData(await keyed(request, '/api/marketApi/activity/seckill', { activityId: '10', goodsId: 'S01' }, other.token), 'the other grab');
  await page.reload();
  await expect(goods).toContainText('剩余 0/2');
  await expect(goods.getByRole('button', { name: '已抢到' })).toBeDisabled();
  const third = await userByApi();
  await loginAs(third, '/seckill');
  await expect(page.getByTestId('seckill-S01').getByRole('button', { name: SOLD_OUT })).toBeDisabled();
  expect(await keyed(request, '/api/marketApi/activity/seckill', { activityId: '10', goodsId: 'S01' }, third.token)).toMatchObject({ message: SOLD_OUT });
  await page.getByRole('link', { name: '活动规则' }).click();
  await expect(page).toHaveURL(/#\/activityRules\?code=seckill$/);
  await expect(page.getByText('每件商品数量有限，抢完即止。')).toBeVisible();
  // The buyer's prize is in the award list.
  await loginAs(buyer, '/seckill');
  await page.getByRole('link', { name: '我的奖品' }).click();
  await expect(page).toHaveURL(/#\/myAwards$/);
  await expect(page.getByTestId('award')).toHaveText([/^20元免息券/]);
});

test('luckDraw: three draws a day with the odds shown, then the wheel says the day is used up and the server refuses', async ({ page, request, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/luckDraw');
  await expect(page.getByText('中奖概率 30%')).toBeVisible();
  for (const left of [2, 1, 0]) {
    await page.getByRole('button', { name: '立即抽奖' }).click();
    await expect(page.getByTestId('draws-left')).toHaveText(`今日剩余${left}次`);
    await expect(page.getByTestId('draw-result')).toContainText('抽奖结果：');
  }
  await expect(page.getByTestId('draw-history')).toHaveCount(3);
  await expect(page.getByRole('button', { name: DRAW_LIMIT })).toBeDisabled();
  expect(await keyed(request, '/api/marketApi/activity/luckDraw', { code: 'luckDraw' }, user.token)).toMatchObject({ message: DRAW_LIMIT });
});

test('quotaCompetition: a double-tapped bet debits its points once; settled by the hook, the winner sees the pool', async ({ page, request, api, hook, userByApi, loginAs }) => {
  const title = `e2e竞猜${Date.now()}`;
  const { raceId } = okData(await hook<{ raceId: string }>('/api/__sandbox/activities', { openRace: { title, options: ['是', '否'], closesInDays: 3 } }), 'open race');
  const [player, rival] = await Promise.all([userByApi(), userByApi()]);
  await loginAs(player, '/quotaCompetition');
  const race = page.getByTestId(`race-${raceId}`);
  await race.getByRole('button', { name: /^是/ }).click();
  await race.getByLabel('投注积分').fill('30');
  await race.getByRole('button', { name: '确认投注' }).dblclick();
  await expect(race.getByRole('status')).toHaveText('投注成功');
  await expect(page.getByTestId('my-points')).toHaveText('我的积分：70');
  await expect(page.getByTestId('my-bet')).toHaveCount(1);
  expect(await ledgerRows(api, player.token, '额度竞猜投注')).toEqual([expect.objectContaining({ points: -30 })]);
  okData(await keyed(request, '/api/marketApi/qzrace/bets', { raceId, optionId: 'B', points: '20' }, rival.token), 'the rival bet');
  okData(await hook('/api/__sandbox/activities', { settleRace: { raceId, winner: 'A' } }), 'settle');
  await page.reload();
  await expect(race).toContainText('正确答案：是');
  // The whole pool (30 + 20) goes to the only winning bet.
  await expect(page.getByTestId('my-bet')).toContainText('获得50积分');
  await expect(page.getByTestId('my-points')).toHaveText('我的积分：120');
  expect(await pointsOf(api, rival.token)).toBe(80);
  // The ranking counts net winnings: 50 won for 30 staked.
  await page.getByRole('link', { name: '竞猜达人榜' }).click();
  await expect(page).toHaveURL(/#\/ranking$/);
  await expect(page.getByTestId('my-rank')).toContainText('赢得20积分');
});

test('wishes: one wish, its points once; the wish stays after a reload', async ({ page, api, userByApi, loginAs }) => {
  const user = await userByApi();
  await loginAs(user, '/wishes');
  const row = page.getByRole('listitem').filter({ hasText: '更多免息券' });
  await expect(row).toContainText('人许愿');
  await row.getByRole('button', { name: '许愿' }).click();
  await expect(page.getByTestId('my-wish')).toHaveText('我的愿望：更多免息券');
  for (const button of await page.getByRole('button', { name: '许愿' }).all()) await expect(button).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('my-wish')).toHaveText('我的愿望：更多免息券');
  expect(await ledgerRows(api, user.token, '许愿奖励')).toEqual([expect.objectContaining({ points: 5 })]);
});

test('helpYouPay: the user starts a help request, three friends help through its link, the reward is granted', async ({ page, userByApi, loginAs }) => {
  const [starter, ...friends] = await Promise.all([userByApi(), userByApi(), userByApi(), userByApi()]);
  await loginAs(starter!, '/helpYouPay');
  await page.getByRole('button', { name: '发起助力' }).click();
  await expect(page.getByTestId('help-progress')).toHaveText('已有0位好友助力，还差3位');
  const link = (await page.getByTestId('help-link').textContent())!;
  const route = link.slice(link.indexOf('#') + 1);
  expect(route).toMatch(/^\/helpYouPay\?helpId=[\w-]{16}$/);
  const tab = await page.context().newPage();
  for (const [i, friend] of friends.entries()) {
    await loginAs(friend, route, tab);
    await expect(tab.getByText(/好友 \d{3}\*{4}\d{4} 邀请您助力/)).toBeVisible();
    await tab.getByRole('button', { name: '为TA助力' }).click();
    await expect(tab.getByText('您已助力')).toBeVisible();
    await expect(tab.getByTestId('help-progress')).toHaveText(`已有${i + 1}位好友助力，还差${2 - i}位`);
  }
  await tab.close();
  await page.reload();
  await expect(page.getByText('助力成功！好友助力免息券已放入我的优惠券')).toBeVisible();
  await page.goto('/#/myCoupons');
  await expect(page.getByTestId('coupon').filter({ hasText: '好友助力免息券' })).toHaveCount(1);
});

test.describe('the spring campaign has one window: spring_tour and its parts (a sandbox of its own, ADR 039)', () => {
  test.use({ ownSandbox: true });

  test('spring_tour is running while its parts are open; not started (its parts refuse, 发现 does not list it), running and ended by its window', async ({ page, request, hook, userByApi, loginAs }) => {
    // A sandbox of its own to start, under a loaded machine: more than the default half minute.
    test.setTimeout(60_000);
    const state = page.getByTestId('activity-state');
    const user = await userByApi();
    await loginAs(user, '/spring_tour');
    await expect(state).toHaveText('活动进行中');
    okData(await hook('/api/__sandbox/activities', { springTour: { startDay: '2099-03-01', endsDay: '2099-04-30' } }), 'window');
    await page.reload();
    await expect(state).toHaveText('活动未开始，2099-03-01开始');
    expect(await keyed(request, '/api/marketApi/activity/seckill', { activityId: '10', goodsId: 'S02' }, user.token)).toMatchObject({ message: '活动尚未开始' });
    await page.goto('/#/discover');
    await expect(page.getByTestId('activity-help')).toBeVisible();
    await expect(page.getByTestId('activity-spring_tour')).toHaveCount(0);
    await expect(page.getByTestId('activity-seckill')).toHaveCount(0);
    okData(await hook('/api/__sandbox/activities', { springTour: { startDay: '2000-03-01', endsDay: '2099-04-30' } }), 'window');
    await page.goto('/#/spring_tour');
    await page.reload();
    await expect(state).toHaveText('活动进行中');
    await page.getByRole('link', { name: '限时秒杀' }).click();
    await expect(page).toHaveURL(/#\/seckill$/);
    okData(await hook('/api/__sandbox/activities', { springTour: { startDay: '2000-03-01', endsDay: '2000-04-30' } }), 'window');
    await page.goto('/#/spring_tour');
    // A fresh read (the campaign's info read before is still in this visit's cache).
    await page.reload();
    await expect(state).toHaveText('活动已结束');
  });
});

test('my coupons reads each part by its spec call: queryCouponList, redEnvelopeList effective, invalidation, redPacket lists and used', async ({ loggedInPage: page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/api\/marketApi\/(coupon|redEnvelope|redPacket)\//.test(path)) calls.push(path);
  });
  await page.goto('/#/myCoupons');
  await expect(page.getByTestId('coupon').filter({ hasText: '借款立减红包' })).toContainText('借款红包');
  await page.getByRole('tab', { name: /^已过期/ }).click();
  await expect(page.getByTestId('coupon').filter({ hasText: '过期借款红包' })).toHaveCount(1);
  expect(new Set(calls)).toEqual(new Set([
    '/api/marketApi/coupon/queryCouponList', '/api/marketApi/redEnvelope/redEnvelopeList/effective', '/api/marketApi/coupon/invalidation',
    '/api/marketApi/redPacket/lists', '/api/marketApi/redPacket/used',
  ]));
});

type Way = 'arrow' | 'system';
async function goBackBy(page: Page, way: Way): Promise<void> {
  if (way === 'arrow') await page.getByTestId('header-back').click();
  else await page.goBack({ waitUntil: 'commit' });
}

test.describe('helpYouPay, spring_tour and quotaCompetition return home on back (spec 2.11, ADR 028)', () => {
  for (const [route, code, title] of [['/helpYouPay', 'help', '好友助力'], ['/spring_tour', 'spring_tour', '春季踏青季'], ['/quotaCompetition', 'qzrace', '额度竞猜']] as const) {
    for (const way of ['arrow', 'system'] as const) {
      test(`${route} by the ${way === 'arrow' ? "header's arrow" : 'system back'}`, async ({ loggedInPage: page }) => {
        await page.goto('/#/discover');
        await expect(page.getByTestId('tab-bar')).toBeVisible();
        // Reached as a user does: the activity's entry on the discover tab.
        await page.getByTestId(`activity-${code}`).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`#${route}$`));
        await expect(page.getByTestId('header-title')).toHaveText(title);
        await goBackBy(page, way);
        await expect(page).toHaveURL(/#\/$/);
      });
    }
  }
});
