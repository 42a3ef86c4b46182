import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, type ActivityInfoData, type AwardListData, type CouponListData, type HelpData, type HelpInfoData, type LuckDrawData, type LuckDrawInfoData, type PointsBalanceData,
  type PointsDetailsData, type QzraceBetData, type QzraceListsData, type RankingData, type SeckillData, type SeckillListData, type ShareData, type WishesData,
} from '@credit/shared/api';
import { DAY_MS, startTestServer, type TestServer } from '../../test/helpers';
import { ACTIVITY_MESSAGES, prizeOfRoll, seededRoll, settleShares } from './activityRoutes';
import { HELP, QZRACE_BET, SECKILL_GOODS, WHEEL_DAILY_LIMIT, WHEEL_PRIZES, WISH_REWARD_POINTS } from './activityContent';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

let keySeq = 0;
const key = () => `act-test-${++keySeq}-${Date.now()}`;
const SPRING = { activityId: '10' };
const HELP_ID = { activityId: '4' };

const points = async (token: string) =>
  (await s.post<PointsBalanceData>(API_PATHS.points.balance, { channel: 'H5', uuid: 'u-1' }, { token })).data!.points;
const ledger = async (token: string, title: string) =>
  (await s.post<PointsDetailsData>(API_PATHS.points.details, {}, { token })).data!.list.filter((e) => e.title.startsWith(title));
const coupons = async (token: string) => (await s.post<CouponListData>(API_PATHS.market.couponList, { state: 'effective' }, { token })).data!.list.map((c) => c.title);
/** A fresh user who has visited the market (the welcome's 100 points are in). */
const marketUser = async () => {
  const u = await s.register();
  await points(u.token);
  return u;
};

describe('seckill (activity 10)', () => {
  it('50 concurrent grabs never sell more than the stock nor twice to one user; each sale is one points debit and one coupon', async () => {
    const goods = SECKILL_GOODS.find((g) => g.perUserLimit === 1)!;
    expect((await s.hook(API_PATHS.sandbox.activities, { seckill: { goodsId: goods.goodsId, stock: 10 } })).status).toBe(1);
    const users = await Promise.all(Array.from({ length: 25 }, () => marketUser()));
    // Every user fires two grabs at once, each with its own key: 50 requests in flight together.
    const answers = await Promise.all(
      users.flatMap((u) => [0, 1].map(() => s.post<SeckillData>(API_PATHS.activities.seckill, { ...SPRING, goodsId: goods.goodsId }, { token: u.token, headers: { 'Idempotency-Key': key() } }))),
    );
    const sold = answers.filter((a) => a.status === 1);
    expect(sold).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 1).every((a) => a.message === ACTIVITY_MESSAGES.soldOut || a.message === ACTIVITY_MESSAGES.limitReached || a.status === 1006)).toBe(true);
    let buyers = 0;
    for (const u of users) {
      const debits = await ledger(u.token, '秒杀');
      const granted = (await coupons(u.token)).filter((t) => t === goods.title);
      expect(debits.length).toBeLessThanOrEqual(1);
      expect(granted).toHaveLength(debits.length);
      if (debits.length === 1) expect(debits[0]!.points).toBe(-goods.pricePoints);
      buyers += debits.length;
    }
    expect(buyers).toBe(10);
    const list = (await s.post<SeckillListData>(API_PATHS.activities.seckillList, SPRING)).data!;
    expect(list.goods.find((g) => g.goodsId === goods.goodsId)).toMatchObject({ stock: 10, left: 0, state: 'soldOut' });
  });

  it('a grab is one intent per key: the same key answers the first grab again; a second grab over the limit is refused', async () => {
    const u = await marketUser();
    const goods = SECKILL_GOODS.find((g) => g.perUserLimit === 1)!;
    const k = key();
    const grab = (idem: string) => s.post<SeckillData>(API_PATHS.activities.seckill, { ...SPRING, goodsId: goods.goodsId }, { token: u.token, headers: { 'Idempotency-Key': idem } });
    const first = await grab(k);
    expect(first.status).toBe(1);
    expect(first.data!.goods).toMatchObject({ mine: 1, state: 'limitReached' });
    expect(await grab(k)).toEqual(first);
    expect(await grab(key())).toMatchObject({ status: 40403, message: ACTIVITY_MESSAGES.limitReached });
    expect(await ledger(u.token, '秒杀')).toHaveLength(1);
    expect(await points(u.token)).toBe(100 - goods.pricePoints);
    // Without a key a grab is refused (money rule), and the wrong platform id is not this activity.
    expect((await s.post(API_PATHS.activities.seckill, { ...SPRING, goodsId: goods.goodsId }, { token: u.token })).status).toBe(1001);
    expect(await s.post(API_PATHS.activities.seckill, { ...HELP_ID, goodsId: goods.goodsId }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject({ message: ACTIVITY_MESSAGES.notFound });
  });

  it('refuses a grab the points do not cover, spending nothing', async () => {
    const u = await marketUser();
    const goods = SECKILL_GOODS.find((g) => g.perUserLimit > 1)!;
    // Spend the welcome points on qzrace bets first.
    const race = (await s.post<QzraceListsData>(API_PATHS.activities.qzraceLists, {}, { token: u.token })).data!.races[0]!;
    expect((await s.post(API_PATHS.activities.qzraceBets, { raceId: race.raceId, optionId: 'A', points: '95' }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(1);
    expect(await s.post(API_PATHS.activities.seckill, { ...SPRING, goodsId: goods.goodsId }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject({ message: ACTIVITY_MESSAGES.notEnoughPoints });
    expect(await points(u.token)).toBe(5);
    expect(await ledger(u.token, '秒杀')).toEqual([]);
  });
});

describe('luckDraw (the wheel of activity 10)', () => {
  it('the documented odds: the prizes own exactly oddsBp of the 10000 rolls', () => {
    expect(WHEEL_PRIZES.reduce((n, p) => n + p.oddsBp, 0)).toBe(10_000);
    const counts = new Map<string, number>();
    for (let roll = 0; roll < 10_000; roll++) counts.set(prizeOfRoll(roll).prizeId, (counts.get(prizeOfRoll(roll).prizeId) ?? 0) + 1);
    for (const p of WHEEL_PRIZES) expect(counts.get(p.prizeId)).toBe(p.oddsBp);
    expect(() => prizeOfRoll(10_000)).toThrow(RangeError);
  });

  it('draws by the seeded RNG, grants each prize once, and refuses past the daily limit until the next day', async () => {
    const u = await marketUser();
    expect((await s.hook(API_PATHS.sandbox.activities, { luckDrawSeed: 42 })).status).toBe(1);
    const before = await points(u.token);
    const won: string[] = [];
    for (let n = 0; n < WHEEL_DAILY_LIMIT; n++) {
      const d = await s.post<LuckDrawData>(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': key() } });
      expect(d.status).toBe(1);
      const expected = prizeOfRoll(seededRoll(42 + n));
      expect(d.data).toMatchObject({ prizeId: expected.prizeId, drawsLeftToday: WHEEL_DAILY_LIMIT - n - 1 });
      won.push(expected.prizeId);
    }
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject({ status: 40403, message: ACTIVITY_MESSAGES.drawLimit });
    const prizes = won.map((id) => WHEEL_PRIZES.find((p) => p.prizeId === id)!);
    const pointsWon = prizes.filter((p) => p.kind === 'points').reduce((n, p) => n + p.amount, 0);
    expect(await points(u.token)).toBe(before + pointsWon);
    expect(await ledger(u.token, '幸运大转盘')).toHaveLength(prizes.filter((p) => p.kind === 'points').length);
    const couponTitles = prizes.filter((p) => p.kind === 'coupon').map((p) => p.title).sort();
    expect((await coupons(u.token)).filter((t) => couponTitles.includes(t)).sort()).toEqual(couponTitles);
    const info = (await s.post<LuckDrawInfoData>(API_PATHS.activities.luckDrawInfo, SPRING, { token: u.token })).data!;
    expect(info).toMatchObject({ dailyLimit: WHEEL_DAILY_LIMIT, drawsLeftToday: 0 });
    expect(info.history.map((h) => h.prizeId)).toEqual([...won].reverse());
    s.tick(DAY_MS);
    expect((await s.post<LuckDrawInfoData>(API_PATHS.activities.luckDrawInfo, SPRING, { token: u.token })).data!.drawsLeftToday).toBe(WHEEL_DAILY_LIMIT);
    expect((await s.post(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(1);
  });

  it('the same key answers the same draw: one draw counted', async () => {
    const u = await marketUser();
    const k = key();
    const first = await s.post<LuckDrawData>(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': k } });
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': k } })).toEqual(first);
    expect((await s.post<LuckDrawInfoData>(API_PATHS.activities.luckDrawInfo, SPRING, { token: u.token })).data!.drawsLeftToday).toBe(WHEEL_DAILY_LIMIT - 1);
  });
});

describe('qzrace (quotaCompetition)', () => {
  const bet = (token: string, body: Record<string, string>, idem = key()) =>
    s.post<QzraceBetData>(API_PATHS.activities.qzraceBets, body, { token, headers: { 'Idempotency-Key': idem } });
  const openRace = async () =>
    (await s.hook<{ raceId: string }>(API_PATHS.sandbox.activities, { openRace: { title: '测试竞猜', options: ['是', '否', '不确定'], closesInDays: 3 } })).data!.raceId;

  it('a bet spends its points once per Idempotency-Key, with one ledger row', async () => {
    const u = await marketUser();
    const raceId = await openRace();
    const k = key();
    const first = await bet(u.token, { raceId, optionId: 'A', points: '30' }, k);
    expect(first.status).toBe(1);
    expect(first.data!.points).toBe(70);
    const again = await Promise.all([bet(u.token, { raceId, optionId: 'A', points: '30' }, k), bet(u.token, { raceId, optionId: 'A', points: '30' }, k)]);
    for (const a of again) expect(a).toEqual(first);
    expect(await points(u.token)).toBe(70);
    expect(await ledger(u.token, '额度竞猜投注')).toEqual([expect.objectContaining({ points: -30 })]);
    const lists = (await s.post<QzraceListsData>(API_PATHS.activities.qzraceLists, {}, { token: u.token })).data!;
    expect(lists.bets).toEqual([first.data!.bet]);
    expect(lists.races.find((r) => r.raceId === raceId)).toMatchObject({ state: 'open', poolPoints: 30 });
  });

  it('refuses a bet beyond the balance or outside the limits; concurrent bets never make the balance negative', async () => {
    const u = await marketUser();
    const raceId = await openRace();
    expect(await bet(u.token, { raceId, optionId: 'A', points: '101' })).toMatchObject({ message: ACTIVITY_MESSAGES.notEnoughPoints });
    expect(await bet(u.token, { raceId, optionId: 'A', points: String(QZRACE_BET.max + 1) })).toMatchObject({ message: ACTIVITY_MESSAGES.betRange });
    expect(await bet(u.token, { raceId, optionId: 'A', points: String(QZRACE_BET.min - 1) })).toMatchObject({ message: ACTIVITY_MESSAGES.betRange });
    expect(await bet(u.token, { raceId, optionId: 'Z', points: '10' })).toMatchObject({ message: ACTIVITY_MESSAGES.optionNotFound });
    const answers = await Promise.all(Array.from({ length: 15 }, () => bet(u.token, { raceId, optionId: 'B', points: '30' })));
    expect(answers.filter((a) => a.status === 1)).toHaveLength(3);
    expect(await points(u.token)).toBe(10);
    s.tick(4 * DAY_MS);
    expect(await bet(u.token, { raceId, optionId: 'A', points: '10' })).toMatchObject({ message: ACTIVITY_MESSAGES.raceClosed });
  });

  it('settles by the documented rule: winners share the whole pool pro rata, whole points, the rest one each in placing order', async () => {
    expect(settleShares(100, [30, 30, 30])).toEqual([34, 33, 33]);
    expect(settleShares(70, [20])).toEqual([70]);
    expect(settleShares(101, [10, 20])).toEqual([34, 67]);
    for (const [pool, stakes] of [[997, [13, 29, 31]], [10, [1, 1, 1, 1, 1, 1, 1]], [55, [50, 5]]] as const) {
      const shares = settleShares(pool, stakes);
      expect(shares.reduce((n, x) => n + x, 0)).toBe(pool);
      shares.forEach((x, i) => expect(Math.abs(x - (pool * stakes[i]!) / stakes.reduce((n, y) => n + y, 0))).toBeLessThan(1 + 1e-9));
    }
    const [a, b, c] = await Promise.all([marketUser(), marketUser(), marketUser()]);
    const raceId = await openRace();
    await bet(a!.token, { raceId, optionId: 'A', points: '30' });
    await bet(b!.token, { raceId, optionId: 'A', points: '20' });
    await bet(c!.token, { raceId, optionId: 'B', points: '51' });
    expect((await s.hook(API_PATHS.sandbox.activities, { settleRace: { raceId, winner: 'A' } })).status).toBe(1);
    // Pool 101 to stakes 30 and 20: 60.6 and 40.4, floored 60 and 40, the one left to the first bet.
    expect(await points(a!.token)).toBe(100 - 30 + 61);
    expect(await points(b!.token)).toBe(100 - 20 + 40);
    expect(await points(c!.token)).toBe(100 - 51);
    expect((await s.post<QzraceListsData>(API_PATHS.activities.qzraceLists, {}, { token: c!.token })).data!.bets[0]).toMatchObject({ payout: 0 });
    // Settled once: a second settlement changes nothing.
    expect((await s.hook(API_PATHS.sandbox.activities, { settleRace: { raceId, winner: 'B' } })).status).toBe(1006);
    expect(await points(c!.token)).toBe(100 - 51);
    expect(await bet(a!.token, { raceId, optionId: 'A', points: '10' })).toMatchObject({ message: ACTIVITY_MESSAGES.raceClosed });
    const ranking = (await s.post<RankingData>(API_PATHS.activities.ranking, SPRING, { token: a!.token })).data!;
    expect(ranking.list.map((r) => r.points)).toEqual([31, 20]);
    expect(ranking.list[0]!.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(ranking.mine).toEqual({ rank: 1, points: 31 });
    expect((await s.post<RankingData>(API_PATHS.activities.ranking, SPRING, { token: c!.token })).data!.mine).toBeNull();
  });

  it('refunds every bet when nobody guessed right', async () => {
    const u = await marketUser();
    const raceId = await openRace();
    await bet(u.token, { raceId, optionId: 'A', points: '40' });
    expect((await s.hook(API_PATHS.sandbox.activities, { settleRace: { raceId, winner: 'C' } })).status).toBe(1);
    expect(await points(u.token)).toBe(100);
    expect(await ledger(u.token, '额度竞猜退还')).toEqual([expect.objectContaining({ points: 40 })]);
  });
});

describe('help (activity 4, helpYouPay)', () => {
  it('friends help once each; the last help needed grants the starter the reward once; refusals in words', async () => {
    const starter = await marketUser();
    expect((await s.post<HelpInfoData>(API_PATHS.activities.helpInfo, HELP_ID, { token: starter.token })).data!.request).toBeNull();
    const started = (await s.post<HelpData>(API_PATHS.activities.helpStart, HELP_ID, { token: starter.token })).data!.request;
    expect(started).toMatchObject({ needed: HELP.needed, helped: 0, state: 'helping', role: 'starter' });
    // The link's id is random (16 url-safe characters), not a row number a stranger could count through.
    expect(started.helpId).toMatch(/^[\w-]{16}$/);
    // Starting again while it runs answers the same request.
    expect((await s.post<HelpData>(API_PATHS.activities.helpStart, HELP_ID, { token: starter.token })).data!.request.helpId).toBe(started.helpId);
    const share = (await s.post<ShareData>(API_PATHS.market.share, { code: 'help', helpId: started.helpId }, { token: starter.token })).data!;
    expect(share.link).toMatch(new RegExp(`#/helpYouPay\\?helpId=${started.helpId}$`));
    const helpId = { ...HELP_ID, helpId: started.helpId };
    expect(await s.post(API_PATHS.activities.help, helpId, { token: starter.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpSelf });
    const friends = await Promise.all(Array.from({ length: HELP.needed + 1 }, () => marketUser()));
    // A friend sees whom they help, masked, and may not share someone else's request.
    expect((await s.post<HelpInfoData>(API_PATHS.activities.helpInfo, helpId, { token: friends[0]!.token })).data!.request).toMatchObject({ role: 'canHelp', starter: expect.stringMatching(/\*{4}/) });
    expect(await s.post(API_PATHS.market.share, { code: 'help', helpId: started.helpId }, { token: friends[0]!.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpNotFound });
    for (const [i, f] of friends.slice(0, HELP.needed).entries()) {
      const helped = await s.post<HelpData>(API_PATHS.activities.help, helpId, { token: f.token });
      expect(helped.data!.request).toMatchObject({ helped: i + 1, role: 'helped' });
    }
    expect(await s.post(API_PATHS.activities.help, helpId, { token: friends[0]!.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpedAlready });
    expect(await s.post(API_PATHS.activities.help, helpId, { token: friends[HELP.needed]!.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpOver });
    expect((await s.post<HelpInfoData>(API_PATHS.activities.helpInfo, HELP_ID, { token: starter.token })).data!.request).toMatchObject({ state: 'done', helped: HELP.needed });
    expect((await coupons(starter.token)).filter((t) => t === HELP.rewardTitle)).toHaveLength(1);
  });

  it('a request expires after its hours; a friend helps at most the daily number of requests', async () => {
    const starters = await Promise.all(Array.from({ length: HELP.dailyHelps + 1 }, () => marketUser()));
    const ids = [];
    for (const st of starters) ids.push((await s.post<HelpData>(API_PATHS.activities.helpStart, HELP_ID, { token: st.token })).data!.request.helpId);
    const friend = await marketUser();
    for (const id of ids.slice(0, HELP.dailyHelps)) expect((await s.post(API_PATHS.activities.help, { ...HELP_ID, helpId: id }, { token: friend.token })).status).toBe(1);
    expect(await s.post(API_PATHS.activities.help, { ...HELP_ID, helpId: ids[HELP.dailyHelps]! }, { token: friend.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpDailyLimit });
    s.tick(HELP.hours * 3_600_000);
    const other = await marketUser();
    expect(await s.post(API_PATHS.activities.help, { ...HELP_ID, helpId: ids[HELP.dailyHelps]! }, { token: other.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpOver });
    expect(await s.post(API_PATHS.activities.help, { ...HELP_ID, helpId: '1' }, { token: other.token })).toMatchObject({ message: ACTIVITY_MESSAGES.helpNotFound });
  });
});

describe('wishes and spring_tour (activity 10)', () => {
  it('one wish per user, its points once; the counts add up', async () => {
    const u = await marketUser();
    const make = (wishId: string) => s.post<WishesData>(API_PATHS.activities.wishesMake, { ...SPRING, wishId }, { token: u.token });
    expect((await make('H2')).data).toMatchObject({ myWish: 'H2' });
    expect(await make('H1')).toMatchObject({ message: ACTIVITY_MESSAGES.wishedAlready });
    expect(await make('H9')).toMatchObject({ message: ACTIVITY_MESSAGES.wishNotFound });
    expect(await points(u.token)).toBe(100 + WISH_REWARD_POINTS);
    const wishes = (await s.post<WishesData>(API_PATHS.activities.wishes, SPRING)).data!;
    expect(wishes.myWish).toBeNull();
    expect(wishes.options.find((o) => o.wishId === 'H2')!.count).toBe(1);
  });

  it('spring_tour is not started, running or ended by the business clock and its configured window', async () => {
    const state = async () => (await s.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code: 'spring_tour' })).data!.state;
    expect(await state()).toBe('running');
    await s.hook(API_PATHS.sandbox.activities, { springTour: { startDay: '2099-01-10', endsDay: '2099-01-16' } });
    expect(await state()).toBe('notStarted');
    await s.hook(API_PATHS.sandbox.activities, { springTour: { startDay: '2026-01-10', endsDay: '2026-01-16' } });
    expect(await state()).toBe('running');
    s.tick(2 * DAY_MS);
    expect(await state()).toBe('ended');
  });

  it('the campaign has one window: its parts run when spring_tour does and refuse otherwise; 发现 lists none of them before it starts', async () => {
    const u = await marketUser();
    const infoOf = async (code: string) => (await s.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code })).data!;
    const tour = await infoOf('spring_tour');
    for (const code of ['seckill', 'luckDraw', 'wishes', 'ranking']) expect(await infoOf(code)).toMatchObject({ startDay: tour.startDay, endsDay: tour.endsDay, state: tour.state });
    const discovered = async () => (await s.post<{ list: { code: string }[] }>(API_PATHS.contentConfig.activityList)).data!.list.map((a) => a.code);
    expect(await discovered()).toContain('spring_tour');
    await s.hook(API_PATHS.sandbox.activities, { springTour: { startDay: '2099-03-01', endsDay: '2099-04-30' } });
    for (const code of ['seckill', 'luckDraw', 'wishes', 'ranking']) expect(await infoOf(code)).toMatchObject({ startDay: '2099-03-01', state: 'notStarted' });
    const grab = await s.post(API_PATHS.activities.seckill, { ...SPRING, goodsId: SECKILL_GOODS[1].goodsId }, { token: u.token, headers: { 'Idempotency-Key': key() } });
    expect(grab).toMatchObject({ message: ACTIVITY_MESSAGES.notStarted });
    expect(await s.post(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject({ message: ACTIVITY_MESSAGES.notStarted });
    expect(await s.post(API_PATHS.activities.wishesMake, { ...SPRING, wishId: 'H1' }, { token: u.token })).toMatchObject({ message: ACTIVITY_MESSAGES.notStarted });
    expect(await points(u.token)).toBe(100);
    const listed = await discovered();
    expect(listed).not.toContain('spring_tour');
    expect(listed.filter((c) => ['seckill', 'luckDraw', 'wishes', 'ranking'].includes(c))).toEqual([]);
    expect(listed).toContain('help');
  });
});

describe('award list', () => {
  it('lists what the user won across the activities, newest first; the wheel\'s empty prize is no award', async () => {
    const u = await marketUser();
    const awards = async (token: string) => (await s.post<AwardListData>(API_PATHS.activities.awardList, {}, { token })).data!.list.map((a) => [a.activity, a.title]);
    expect(await awards(u.token)).toEqual([]);
    const goods = SECKILL_GOODS[0];
    expect((await s.post(API_PATHS.activities.seckill, { ...SPRING, goodsId: goods.goodsId }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(1);
    s.tick(1_000);
    // Find a seed whose first roll is the empty prize, then one that wins something.
    const seedFor = (kind: string) => [...Array(1000).keys()].find((n) => prizeOfRoll(seededRoll(n)).kind === kind)!;
    const draw = async (seed: number) => {
      // The n-th draw of the sandbox rolls seed + n: one draw was made before each of these.
      await s.hook(API_PATHS.sandbox.activities, { luckDrawSeed: seed });
      expect((await s.post(API_PATHS.market.luckDraw, { code: 'luckDraw' }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(1);
      s.tick(1_000);
    };
    await draw(seedFor('none'));
    await draw(seedFor('coupon') - 1);
    const won = prizeOfRoll(seededRoll(seedFor('coupon'))).title;
    const starter = u;
    const helpId = (await s.post<HelpData>(API_PATHS.activities.helpStart, HELP_ID, { token: starter.token })).data!.request.helpId;
    for (const f of await Promise.all(Array.from({ length: HELP.needed }, () => marketUser()))) await s.post(API_PATHS.activities.help, { ...HELP_ID, helpId }, { token: f.token });
    expect(await awards(u.token)).toEqual([['help', HELP.rewardTitle], ['luckDraw', won], ['seckill', goods.title]]);
    expect((await s.post(API_PATHS.activities.awardList)).status).toBe(1008);
  });
});
