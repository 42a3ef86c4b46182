import { randomBytes, randomInt } from 'node:crypto';
import {
  API_PATHS, awardListData, helpBody, helpData, helpInfoBody, helpInfoData, helpStartBody, luckDrawInfoBody, luckDrawInfoData, PLATFORM_ACTIVITY, qzraceBetBody, qzraceBetData,
  qzraceListsData, rankingBody, rankingData, sandboxActivitiesBody, sandboxActivitiesData, seckillBody, seckillData, seckillListBody, seckillListData, wishesBody,
  wishesData, wishesMakeBody, emptyBody, type ActivityCode, type HelpRequest, type LuckDrawData, type PlatformActivityId, type Qzrace, type QzraceBet,
  type SeckillGoods, type WheelPrize,
} from '@credit/shared/api';
import { addDays } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { fail, failWithMessage } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import { deleteSetting, readSetting, writeSetting } from '../sys';
import {
  HELP, QZRACE_BET, SECKILL_GOODS, SEED_RACES, SPRING_CAMPAIGN_PARTS, WHEEL_COUPON, WHEEL_DAILY_LIMIT, WHEEL_PRIZES, WISH_REWARD_POINTS, WISHES, type SeckillGoodsDef,
} from './activityContent';
import {
  betsOfRace, betsOfUser, drawsOnDay, ensureGoods, goodsStock, grabsOf, hasHelped, helpRow, helpRowByCode, helpsOnDay, insertBet, insertGrab, insertHelp, insertHelpRequest,
  insertRace, insertWheelDraw, insertWish, latestHelpOf, markHelpDone, markRaceSettled, raceRow, raceRows, raceWinnings, restock, setPayout, takeStock,
  awardRows, wheelDrawCount, wheelHistory, wishCounts, wishOf, type AwardRow, type BetRow, type HelpRow, type RaceRow,
} from './activityStore';
import { ACTIVITIES, type ActivityDef } from './content';
import { addPoints, balanceOf, grantCoupon } from './store';

/**
 * The activity platform (issue 28, spec 7.7, docs/adr/039): seckill, the luckDraw wheel, wishes, help
 * (friends help pay), ranking and the qzrace guessing game, each served under its spec name. Every
 * grant and spend is a ledger row (points_entries, coupons) written in the call's one transaction.
 */
export const ACTIVITY_MESSAGES = {
  notFound: '活动不存在',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  goodsNotFound: '商品不存在',
  soldOut: '已抢光',
  limitReached: '您已达到限抢数量',
  notEnoughPoints: '积分不足',
  drawLimit: '今日抽奖次数已用完',
  wishNotFound: '愿望不存在',
  wishedAlready: '您已许过愿望',
  helpNotFound: '助力不存在',
  helpSelf: '不能为自己助力',
  helpedAlready: '您已为该好友助力',
  helpOver: '助力已结束',
  helpDailyLimit: '今日助力次数已用完',
  raceNotFound: '竞猜不存在',
  raceClosed: '竞猜已截止',
  optionNotFound: '竞猜选项不存在',
  betRange: `每次投注${QZRACE_BET.min}-${QZRACE_BET.max}积分`,
} as const;

/** Which platform activity id each call belongs to (spec 7.7: ids 10 and 4). */
const ACTIVITY_OF_CALL = { seckill: PLATFORM_ACTIVITY.spring, luckDraw: PLATFORM_ACTIVITY.spring, wishes: PLATFORM_ACTIVITY.spring, ranking: PLATFORM_ACTIVITY.spring, help: PLATFORM_ACTIVITY.help } as const;
const checkActivityId = (call: keyof typeof ACTIVITY_OF_CALL, id: PlatformActivityId): void => {
  if (ACTIVITY_OF_CALL[call] !== id) failWithMessage(ACTIVITY_MESSAGES.notFound);
};

// --- dates -----------------------------------------------------------------------------------

const SPRING_TOUR_KEY = 'activities.springTour';

const inSpringCampaign = (code: ActivityCode): boolean => (SPRING_CAMPAIGN_PARTS as readonly string[]).includes(code);

/**
 * An activity's definition. The spring campaign's window (spring_tour's) is configuration (the hook moves
 * it) and the one window of its parts (seckill, luckDraw, wishes, ranking): they run exactly when it does.
 */
export function activityDefOf(ctx: AppContext, code: ActivityCode): ActivityDef {
  const def = ACTIVITIES[code];
  if (!inSpringCampaign(code)) return def;
  const stored = readSetting(ctx, SPRING_TOUR_KEY);
  return stored ? { ...def, ...(JSON.parse(stored) as { startDay: string; endsDay: string }) } : def;
}

export type ActivityState = 'notStarted' | 'running' | 'ended';
export const activityState = (def: { startDay: string; endsDay: string }, today: string): ActivityState =>
  today < def.startDay ? 'notStarted' : today > def.endsDay ? 'ended' : 'running';

/** Refuses a call of an activity that is not running today. */
function requireRunning(ctx: AppContext, code: ActivityCode): void {
  const state = activityState(activityDefOf(ctx, code), ctx.clock.day());
  if (state === 'notStarted') failWithMessage(ACTIVITY_MESSAGES.notStarted);
  if (state === 'ended') failWithMessage(ACTIVITY_MESSAGES.ended);
}

// --- seckill ---------------------------------------------------------------------------------

const goodsDefOf = (goodsId: string): SeckillGoodsDef | undefined => SECKILL_GOODS.find((g) => g.goodsId === goodsId);

function goodsView(ctx: AppContext, g: SeckillGoodsDef, userId: number | undefined): SeckillGoods {
  ensureGoods(ctx, g.goodsId, g.stock);
  const { stock, sold } = goodsStock(ctx, g.goodsId)!;
  const mine = userId === undefined ? 0 : grabsOf(ctx, g.goodsId, userId);
  // The user's own grabs first: who got one sees it as theirs, not as sold out.
  const state = mine >= g.perUserLimit ? 'limitReached' : sold >= stock ? 'soldOut' : 'onSale';
  return { goodsId: g.goodsId, title: g.title, pricePoints: g.pricePoints, couponFen: g.couponFen, stock, left: stock - sold, perUserLimit: g.perUserLimit, mine, state };
}

/**
 * One grab, inside the call's transaction (ADR 039): the user's limit and points are checked, then one
 * unit is taken by a conditional UPDATE (sold < stock), the points spent and the coupon granted.
 */
function grab(ctx: AppContext, user: UserRow, goodsId: string): SeckillGoods {
  requireRunning(ctx, 'seckill');
  const g = goodsDefOf(goodsId) ?? failWithMessage(ACTIVITY_MESSAGES.goodsNotFound);
  ensureGoods(ctx, g.goodsId, g.stock);
  if (grabsOf(ctx, g.goodsId, user.id) >= g.perUserLimit) failWithMessage(ACTIVITY_MESSAGES.limitReached);
  if (balanceOf(ctx, user.id, 'points') < g.pricePoints) failWithMessage(ACTIVITY_MESSAGES.notEnoughPoints);
  if (!takeStock(ctx, g.goodsId)) failWithMessage(ACTIVITY_MESSAGES.soldOut);
  const now = ctx.clock.now();
  insertGrab(ctx, g.goodsId, user.id, now);
  if (g.pricePoints > 0) addPoints(ctx, user.id, 'points', `秒杀${g.title}`, -g.pricePoints, now);
  grantCoupon(ctx, user.id, { title: g.title, amountFen: g.couponFen, thresholdFen: g.thresholdFen, expiresDay: addDays(ctx.clock.day(), g.validDays), source: 'seckill' });
  return goodsView(ctx, g, user.id);
}

// --- the luckDraw wheel ----------------------------------------------------------------------

const SEED_KEY = 'activities.luckDrawSeed';
const ODDS_TOTAL_BP = 10_000;

/** The prize of a roll in [0, 10000): each prize owns oddsBp consecutive rolls, in the table's order. */
export function prizeOfRoll(roll: number, prizes: readonly WheelPrize[] = WHEEL_PRIZES): WheelPrize {
  let upTo = 0;
  for (const p of prizes) {
    upTo += p.oddsBp;
    if (roll < upTo) return p;
  }
  throw new RangeError(`roll ${roll} is outside the odds table`);
}

/** mulberry32: the seeded stand-in RNG of the tests' hook (one output per seed value). */
export function seededRoll(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * ODDS_TOTAL_BP);
}

/** The next roll: random, or with a seed set by the hook the n-th draw rolls seededRoll(seed + n). */
function nextRoll(ctx: AppContext): number {
  const seed = readSetting(ctx, SEED_KEY);
  return seed === undefined ? randomInt(ODDS_TOTAL_BP) : seededRoll(Number(seed) + wheelDrawCount(ctx));
}

/** One wheel draw (luckDraw with code luckDraw) within the daily limit; its prize is granted in the same transaction. */
export function wheelDraw(ctx: AppContext, user: UserRow): LuckDrawData {
  requireRunning(ctx, 'luckDraw');
  const day = ctx.clock.day();
  const done = drawsOnDay(ctx, user.id, day);
  if (done >= WHEEL_DAILY_LIMIT) failWithMessage(ACTIVITY_MESSAGES.drawLimit);
  const prize = prizeOfRoll(nextRoll(ctx));
  const now = ctx.clock.now();
  insertWheelDraw(ctx, { userId: user.id, day, prizeId: prize.prizeId, title: prize.title, at: now });
  if (prize.kind === 'points') addPoints(ctx, user.id, 'points', `幸运大转盘${prize.title}`, prize.amount, now);
  if (prize.kind === 'coupon') {
    grantCoupon(ctx, user.id, { title: prize.title, amountFen: prize.amount, thresholdFen: WHEEL_COUPON.thresholdFen, expiresDay: addDays(day, WHEEL_COUPON.validDays), source: 'luckDraw' });
  }
  return { prize: { title: prize.title, amountFen: prize.kind === 'coupon' ? prize.amount : 0 }, prizeId: prize.prizeId, drawsLeftToday: WHEEL_DAILY_LIMIT - done - 1 };
}

// --- help ------------------------------------------------------------------------------------

const helpState = (ctx: AppContext, r: HelpRow): HelpRequest['state'] => (r.done_at !== null ? 'done' : r.expires_at <= ctx.clock.now() ? 'expired' : 'helping');

function helpView(ctx: AppContext, r: HelpRow, user: UserRow): HelpRequest {
  const role = r.user_id === user.id ? 'starter' : hasHelped(ctx, r.id, user.id) ? 'helped' : 'canHelp';
  return {
    helpId: r.code, starter: mask(r.mobile), needed: r.needed, helped: r.helped, rewardTitle: HELP.rewardTitle, rewardFen: HELP.rewardFen,
    expiresAt: r.expires_at, state: helpState(ctx, r), role,
  };
}

const helpOf = (ctx: AppContext, helpId: string): HelpRow => helpRowByCode(ctx, helpId) ?? failWithMessage(ACTIVITY_MESSAGES.helpNotFound);

/** The caller's own help request named by a share (the running one when none is named). */
export function ownHelpId(ctx: AppContext, user: UserRow, helpId: string | undefined): string {
  const row = helpId !== undefined ? helpOf(ctx, helpId) : latestHelpOf(ctx, user.id);
  if (!row || row.user_id !== user.id) failWithMessage(ACTIVITY_MESSAGES.helpNotFound);
  return row.code;
}

// --- qzrace ----------------------------------------------------------------------------------

interface RaceOption { optionId: string; title: string }
const optionsOf = (r: RaceRow): RaceOption[] => JSON.parse(r.options) as RaceOption[];
const raceState = (ctx: AppContext, r: RaceRow): Qzrace['state'] => (r.settled_at !== null ? 'settled' : ctx.clock.day() > r.closes_day ? 'closed' : 'open');

function raceView(ctx: AppContext, r: RaceRow): Qzrace {
  const bets = betsOfRace(ctx, r.id);
  const staked = (optionId: string) => bets.filter((b) => b.option_id === optionId).reduce((n, b) => n + b.points, 0);
  return {
    raceId: String(r.id), title: r.title, closesDay: r.closes_day, state: raceState(ctx, r), winner: r.winner,
    options: optionsOf(r).map((o) => ({ ...o, stakedPoints: staked(o.optionId) })), poolPoints: bets.reduce((n, b) => n + b.points, 0),
  };
}

const betView = (b: BetRow): QzraceBet => ({ betId: String(b.id), raceId: String(b.race_id), optionId: b.option_id, points: b.points, payout: b.payout, createdAt: b.created_at });

/**
 * The settlement rule (ADR 039): the whole pool (every bet's points) goes to the winning bets pro rata
 * to their points, each share rounded down to whole points; the points left over by the rounding go one
 * each to the winning bets in the order they were placed. With no winning bet every bet is refunded.
 * `stakes` are the winning bets' points in placing order; the answer is each one's payout.
 */
export function settleShares(pool: number, stakes: readonly number[]): number[] {
  const total = stakes.reduce((n, s) => n + s, 0);
  if (total === 0) return [];
  const shares = stakes.map((s) => Math.floor((pool * s) / total));
  let left = pool - shares.reduce((n, s) => n + s, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i]! += 1;
  return shares;
}

/** Settles a race with its winner (the operator's step; the sandbox hook), paying out in one transaction. */
export function settleRace(ctx: AppContext, raceId: number, winner: string): void {
  ctx.db.transaction(() => {
    const race = raceRow(ctx, raceId) ?? failWithMessage(ACTIVITY_MESSAGES.raceNotFound);
    if (!optionsOf(race).some((o) => o.optionId === winner)) failWithMessage(ACTIVITY_MESSAGES.optionNotFound);
    if (!markRaceSettled(ctx, raceId, winner, ctx.clock.now())) fail(1006);
    const bets = betsOfRace(ctx, raceId);
    const winning = bets.filter((b) => b.option_id === winner);
    const now = ctx.clock.now();
    if (winning.length === 0) {
      for (const b of bets) {
        setPayout(ctx, b.id, b.points);
        addPoints(ctx, b.user_id, 'points', '额度竞猜退还', b.points, now);
      }
      return;
    }
    const pool = bets.reduce((n, b) => n + b.points, 0);
    const shares = settleShares(pool, winning.map((b) => b.points));
    winning.forEach((b, i) => {
      setPayout(ctx, b.id, shares[i]!);
      if (shares[i]! > 0) addPoints(ctx, b.user_id, 'points', '额度竞猜奖励', shares[i]!, now);
    });
    for (const b of bets) if (b.option_id !== winner) setPayout(ctx, b.id, 0);
  })();
}

const OPTION_IDS = ['A', 'B', 'C', 'D'];
function openRace(ctx: AppContext, r: { title: string; options: readonly string[]; closesInDays: number }): number {
  const options = r.options.map((title, i) => ({ optionId: OPTION_IDS[i]!, title }));
  return insertRace(ctx, { title: r.title, options: JSON.stringify(options), closesDay: addDays(ctx.clock.day(), r.closesInDays) });
}

/** The seed's races and seckill stock (the market face's seed). */
export function seedActivities(ctx: AppContext): void {
  for (const r of SEED_RACES) openRace(ctx, r);
  for (const g of SECKILL_GOODS) ensureGoods(ctx, g.goodsId, g.stock);
}

/** The wheel's empty prize (谢谢参与): not an award. */
const EMPTY_PRIZE = WHEEL_PRIZES.find((p) => p.kind === 'none')!.prizeId;

function awardTitle(r: AwardRow): string {
  if (r.activity === 'seckill') return goodsDefOf(r.title)?.title ?? r.title;
  if (r.activity === 'help') return HELP.rewardTitle;
  return r.title;
}

// --- routes ----------------------------------------------------------------------------------

export const activityRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.activities.seckillList,
    tag: 'activities',
    summary: 'seckill (activity 10): the goods with stock left, the per-user limit and the caller\'s grabs; the points balance',
    auth: 'none',
    before: ['welcome'],
    body: seckillListBody,
    data: seckillListData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('seckill', body.activityId);
      return { goods: SECKILL_GOODS.map((g) => goodsView(ctx, g, user?.id)), points: user ? balanceOf(ctx, user.id, 'points') : null };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.seckill,
    tag: 'activities',
    summary: 'seckill (activity 10): grab one good: stock and the per-user limit held atomically, the points spent (ledger row), the coupon granted; Idempotency-Key required',
    auth: 'user',
    money: true,
    before: ['welcome'],
    body: seckillBody,
    data: seckillData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('seckill', body.activityId);
      const goods = grab(ctx, user, body.goodsId);
      return { goods, points: balanceOf(ctx, user.id, 'points') };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.luckDrawInfo,
    tag: 'activities',
    summary: 'luckDraw (activity 10): the wheel\'s prizes and documented odds, the daily limit, the caller\'s draws left today and latest draws',
    auth: 'none',
    body: luckDrawInfoBody,
    data: luckDrawInfoData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('luckDraw', body.activityId);
      return {
        prizes: [...WHEEL_PRIZES], dailyLimit: WHEEL_DAILY_LIMIT,
        drawsLeftToday: user ? Math.max(0, WHEEL_DAILY_LIMIT - drawsOnDay(ctx, user.id, ctx.clock.day())) : null,
        history: user ? wheelHistory(ctx, user.id).map((d) => ({ drawId: String(d.id), prizeId: d.prize_id, title: d.title, createdAt: d.created_at })) : [],
      };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.wishes,
    tag: 'activities',
    summary: 'wishes (activity 10): the wishes with how many made each, the caller\'s wish',
    auth: 'none',
    body: wishesBody,
    data: wishesData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('wishes', body.activityId);
      const counts = wishCounts(ctx);
      return { options: WISHES.map((w) => ({ ...w, count: counts.get(w.wishId) ?? 0 })), myWish: user ? wishOf(ctx, user.id) : null, rewardPoints: WISH_REWARD_POINTS };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.wishesMake,
    tag: 'activities',
    summary: 'wishes (activity 10): make the caller\'s one wish; the first earns points (ledger row)',
    auth: 'user',
    once: true,
    body: wishesMakeBody,
    data: wishesData,
    handler: ({ body, user, ctx }) =>
      ctx.db.transaction(() => {
        checkActivityId('wishes', body.activityId);
        requireRunning(ctx, 'wishes');
        if (!WISHES.some((w) => w.wishId === body.wishId)) failWithMessage(ACTIVITY_MESSAGES.wishNotFound);
        if (!insertWish(ctx, user.id, body.wishId, ctx.clock.now())) failWithMessage(ACTIVITY_MESSAGES.wishedAlready);
        addPoints(ctx, user.id, 'points', '许愿奖励', WISH_REWARD_POINTS);
        const counts = wishCounts(ctx);
        return { options: WISHES.map((w) => ({ ...w, count: counts.get(w.wishId) ?? 0 })), myWish: body.wishId, rewardPoints: WISH_REWARD_POINTS };
      })(),
  }),
  defineRoute({
    path: API_PATHS.activities.helpInfo,
    tag: 'activities',
    summary: 'help (activity 4): the caller\'s latest request, or with helpId a friend\'s request as the caller sees it (progress, reward, role)',
    auth: 'user',
    body: helpInfoBody,
    data: helpInfoData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('help', body.activityId);
      const row = body.helpId !== undefined ? helpOf(ctx, body.helpId) : latestHelpOf(ctx, user.id);
      return { request: row ? helpView(ctx, row, user) : null };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.helpStart,
    tag: 'activities',
    summary: 'help (activity 4): start a help request (the running one is answered again while it runs)',
    auth: 'user',
    once: true,
    body: helpStartBody,
    data: helpData,
    handler: ({ body, user, ctx }) =>
      ctx.db.transaction(() => {
        checkActivityId('help', body.activityId);
        requireRunning(ctx, 'help');
        const latest = latestHelpOf(ctx, user.id);
        if (latest && helpState(ctx, latest) === 'helping') return { request: helpView(ctx, latest, user) };
        const now = ctx.clock.now();
        const id = insertHelpRequest(ctx, { code: randomBytes(12).toString('base64url'), userId: user.id, needed: HELP.needed, expiresAt: now + HELP.hours * 3_600_000, at: now });
        return { request: helpView(ctx, helpRow(ctx, id)!, user) };
      })(),
  }),
  defineRoute({
    path: API_PATHS.activities.help,
    tag: 'activities',
    summary: 'help (activity 4): a friend helps a request once; the last help needed grants the starter the reward coupon, once',
    auth: 'user',
    once: true,
    body: helpBody,
    data: helpData,
    handler: ({ body, user, ctx }) =>
      ctx.db.transaction(() => {
        checkActivityId('help', body.activityId);
        const row = helpOf(ctx, body.helpId);
        if (row.user_id === user.id) failWithMessage(ACTIVITY_MESSAGES.helpSelf);
        if (hasHelped(ctx, row.id, user.id)) failWithMessage(ACTIVITY_MESSAGES.helpedAlready);
        if (helpState(ctx, row) !== 'helping') failWithMessage(ACTIVITY_MESSAGES.helpOver);
        const day = ctx.clock.day();
        if (helpsOnDay(ctx, user.id, day) >= HELP.dailyHelps) failWithMessage(ACTIVITY_MESSAGES.helpDailyLimit);
        const now = ctx.clock.now();
        insertHelp(ctx, { requestId: row.id, helperId: user.id, day, at: now });
        if (row.helped + 1 >= row.needed && markHelpDone(ctx, row.id, now)) {
          grantCoupon(ctx, row.user_id, { title: HELP.rewardTitle, amountFen: HELP.rewardFen, thresholdFen: HELP.thresholdFen, expiresDay: addDays(day, HELP.validDays), source: 'help' });
        }
        return { request: helpView(ctx, helpRow(ctx, row.id)!, user) };
      })(),
  }),
  defineRoute({
    path: API_PATHS.activities.ranking,
    tag: 'activities',
    summary: 'ranking (activity 10): the top ten by net points won in qzrace (mobiles masked) and the caller\'s place',
    auth: 'none',
    body: rankingBody,
    data: rankingData,
    handler: ({ body, user, ctx }) => {
      checkActivityId('ranking', body.activityId);
      const rows = raceWinnings(ctx);
      const at = user ? rows.findIndex((r) => r.user_id === user.id) : -1;
      return {
        list: rows.slice(0, 10).map((r, i) => ({ rank: i + 1, mobile: mask(r.mobile), points: r.net })),
        mine: at >= 0 ? { rank: at + 1, points: rows[at]!.net } : null,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.qzraceLists,
    tag: 'activities',
    summary: 'qzrace lists: the races (open, closed, settled, with the pool per option) and the caller\'s bets; the points balance and bet limits',
    auth: 'none',
    before: ['welcome'],
    body: emptyBody,
    data: qzraceListsData,
    handler: ({ user, ctx }) => ({
      races: raceRows(ctx).map((r) => raceView(ctx, r)),
      bets: user ? betsOfUser(ctx, user.id).map(betView) : [],
      points: user ? balanceOf(ctx, user.id, 'points') : null,
      minBet: QZRACE_BET.min, maxBet: QZRACE_BET.max,
    }),
  }),
  defineRoute({
    path: API_PATHS.activities.qzraceBets,
    tag: 'activities',
    summary: 'qzrace bets: bet points on an option of an open race: the points debited once per Idempotency-Key (ledger row), refused beyond the balance',
    auth: 'user',
    money: true,
    before: ['welcome'],
    body: qzraceBetBody,
    data: qzraceBetData,
    handler: ({ body, user, ctx }) => {
      requireRunning(ctx, 'qzrace');
      const race = (/^\d{1,9}$/.test(body.raceId) ? raceRow(ctx, Number(body.raceId)) : undefined) ?? failWithMessage(ACTIVITY_MESSAGES.raceNotFound);
      if (raceState(ctx, race) !== 'open') failWithMessage(ACTIVITY_MESSAGES.raceClosed);
      if (!optionsOf(race).some((o) => o.optionId === body.optionId)) failWithMessage(ACTIVITY_MESSAGES.optionNotFound);
      const points = Number(body.points);
      if (points < QZRACE_BET.min || points > QZRACE_BET.max) failWithMessage(ACTIVITY_MESSAGES.betRange);
      if (balanceOf(ctx, user.id, 'points') < points) failWithMessage(ACTIVITY_MESSAGES.notEnoughPoints);
      const now = ctx.clock.now();
      const bet = insertBet(ctx, { raceId: race.id, userId: user.id, optionId: body.optionId, points, at: now });
      addPoints(ctx, user.id, 'points', '额度竞猜投注', -points, now);
      return { bet: betView(bet), points: balanceOf(ctx, user.id, 'points') };
    },
  }),
  defineRoute({
    path: API_PATHS.activities.awardList,
    tag: 'activities',
    summary: 'award list: the caller\'s prizes across the activities (seckill grabs, wheel prizes, help rewards, one-prize draws), newest first',
    auth: 'user',
    body: emptyBody,
    data: awardListData,
    handler: ({ user, ctx }) => ({ list: awardRows(ctx, user.id, EMPTY_PRIZE).map((r) => ({ awardId: r.ref, activity: r.activity, title: awardTitle(r), createdAt: r.created_at })) }),
  }),
];

export const activityHookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sandbox.activities,
    tag: 'sandbox',
    summary: 'Activities: set a seckill good\'s stock (sold and grabs cleared), seed the luckDraw RNG (null: random), move the spring_tour window, open a race, settle a race',
    auth: 'none',
    body: sandboxActivitiesBody,
    data: sandboxActivitiesData,
    handler: ({ body, ctx }) => {
      let raceId: string | null = null;
      ctx.db.transaction(() => {
        if (body.seckill) {
          if (!goodsDefOf(body.seckill.goodsId)) failWithMessage(ACTIVITY_MESSAGES.goodsNotFound);
          restock(ctx, body.seckill.goodsId, body.seckill.stock);
        }
        if (body.luckDrawSeed !== undefined) {
          if (body.luckDrawSeed === null) deleteSetting(ctx, SEED_KEY);
          else writeSetting(ctx, SEED_KEY, String(body.luckDrawSeed));
        }
        if (body.springTour) writeSetting(ctx, SPRING_TOUR_KEY, JSON.stringify(body.springTour));
        if (body.openRace) raceId = String(openRace(ctx, body.openRace));
        if (body.settleRace) settleRace(ctx, Number(body.settleRace.raceId), body.settleRace.winner);
      })();
      return { raceId };
    },
  }),
];
