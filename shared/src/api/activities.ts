import { z } from 'zod';
import { VALUE_PATTERNS } from '../rules';
import { text } from './common';

/**
 * The activity platform (spec 7.7, issue 28, docs/adr/039): the calls of the activities under the
 * market base path, each served under its spec name. Platform activity ids in calls are 10 (the spring
 * campaign: seckill, luckDraw, wishes, ranking) and 4 (friends help pay: help); the qzrace guessing game
 * has its own family (lists and bets). Grants (coupons, points) and spends (points) are rows of the
 * points ledger or the coupons table, written in the call's one transaction.
 */

/** The platform's activity ids (spec 7.7: "Activity platform ids in calls are 10 and 4"). */
export const PLATFORM_ACTIVITY = { spring: '10', help: '4' } as const;
export const platformActivityId = z.enum([PLATFORM_ACTIVITY.spring, PLATFORM_ACTIVITY.help]);
export type PlatformActivityId = z.infer<typeof platformActivityId>;

/** Points in a form field: a positive integer of at most 6 digits (the server checks its own range). */
const pointsField = () => z.string().max(6).regex(/^[1-9]\d{0,5}$/, { error: '1004' });

// --- seckill ---------------------------------------------------------------------------------

/** A good's state for the user: on sale, sold out, or the user's limit reached. */
export const seckillGoodsState = z.enum(['onSale', 'soldOut', 'limitReached']);
export type SeckillGoodsState = z.infer<typeof seckillGoodsState>;
export const seckillGoods = z.object({
  goodsId: z.string(),
  title: z.string(),
  /** What a grab costs, in points (a ledger row); the coupon it grants is worth `couponFen`. */
  pricePoints: z.number().int().nonnegative(),
  couponFen: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  perUserLimit: z.number().int().positive(),
  /** How many the caller has grabbed (0 for a guest). */
  mine: z.number().int().nonnegative(),
  state: seckillGoodsState,
});
export type SeckillGoods = z.infer<typeof seckillGoods>;
export const seckillListBody = z.object({ activityId: platformActivityId });
export type SeckillListBody = z.infer<typeof seckillListBody>;
/** `points`: the caller's points balance (null for a guest). */
export const seckillListData = z.object({ goods: z.array(seckillGoods), points: z.number().int().nullable() });
export type SeckillListData = z.infer<typeof seckillListData>;
/** A grab: Idempotency-Key required (the same key answers the first grab again). */
export const seckillBody = z.object({ activityId: platformActivityId, goodsId: text(8) });
export type SeckillBody = z.infer<typeof seckillBody>;
export const seckillData = z.object({ goods: seckillGoods, points: z.number().int() });
export type SeckillData = z.infer<typeof seckillData>;

// --- luckDraw (the wheel of activity 10) -----------------------------------------------------

export const wheelPrizeKind = z.enum(['coupon', 'points', 'none']);
export const wheelPrize = z.object({
  prizeId: z.string(),
  title: z.string(),
  kind: wheelPrizeKind,
  /** Coupon value in fen or points; 0 for none. */
  amount: z.number().int().nonnegative(),
  /** The documented odds in basis points; the prizes' odds add up to 10000. */
  oddsBp: z.number().int().positive(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;
export const luckDrawInfoBody = z.object({ activityId: platformActivityId });
export const luckDrawInfoData = z.object({
  prizes: z.array(wheelPrize),
  dailyLimit: z.number().int().positive(),
  /** Draws left today by the business clock (null for a guest). */
  drawsLeftToday: z.number().int().nonnegative().nullable(),
  /** The caller's latest draws, newest first. */
  history: z.array(z.object({ drawId: z.string(), prizeId: z.string(), title: z.string(), createdAt: z.number().int() })),
});
export type LuckDrawInfoData = z.infer<typeof luckDrawInfoData>;

// --- wishes ----------------------------------------------------------------------------------

export const wishesBody = z.object({ activityId: platformActivityId });
export type WishesBody = z.infer<typeof wishesBody>;
export const wishesData = z.object({
  options: z.array(z.object({ wishId: z.string(), title: z.string(), count: z.number().int().nonnegative() })),
  /** The caller's wish (null when none yet or a guest) and the points a first wish earns. */
  myWish: z.string().nullable(),
  rewardPoints: z.number().int().positive(),
});
export type WishesData = z.infer<typeof wishesData>;
export const wishesMakeBody = z.object({ activityId: platformActivityId, wishId: text(8) });
export type WishesMakeBody = z.infer<typeof wishesMakeBody>;

// --- help (friends help pay: helpYouPay) -----------------------------------------------------

export const helpState = z.enum(['helping', 'done', 'expired']);
export type HelpState = z.infer<typeof helpState>;
export const helpRequest = z.object({
  helpId: z.string(),
  /** The starter's mobile, masked (a friend sees whom they help). */
  starter: z.string(),
  needed: z.number().int().positive(),
  helped: z.number().int().nonnegative(),
  rewardTitle: z.string(),
  rewardFen: z.number().int().positive(),
  expiresAt: z.number().int(),
  state: helpState,
  /** The caller's part: the starter, a friend who helped, or a friend who has not. */
  role: z.enum(['starter', 'helped', 'canHelp']),
});
export type HelpRequest = z.infer<typeof helpRequest>;
/** Without helpId: the caller's latest request; with it: that request as the caller sees it. */
export const helpInfoBody = z.object({ activityId: platformActivityId, helpId: text(24).optional() });
export type HelpInfoBody = z.infer<typeof helpInfoBody>;
export const helpInfoData = z.object({ request: helpRequest.nullable() });
export type HelpInfoData = z.infer<typeof helpInfoData>;
export const helpStartBody = z.object({ activityId: platformActivityId });
export const helpBody = z.object({ activityId: platformActivityId, helpId: text(24) });
export type HelpBody = z.infer<typeof helpBody>;
export const helpData = z.object({ request: helpRequest });
export type HelpData = z.infer<typeof helpData>;

// --- ranking ---------------------------------------------------------------------------------

export const rankingBody = z.object({ activityId: platformActivityId });
export const rankingData = z.object({
  /** The top ten by points won in the guessing game; mobiles masked. */
  list: z.array(z.object({ rank: z.number().int().positive(), mobile: z.string(), points: z.number().int() })),
  /** The caller's place (null when not ranked or a guest). */
  mine: z.object({ rank: z.number().int().positive(), points: z.number().int() }).nullable(),
});
export type RankingData = z.infer<typeof rankingData>;

// --- qzrace (quotaCompetition) ---------------------------------------------------------------

export const qzraceState = z.enum(['open', 'closed', 'settled']);
export type QzraceState = z.infer<typeof qzraceState>;
export const qzrace = z.object({
  raceId: z.string(),
  title: z.string(),
  options: z.array(z.object({ optionId: z.string(), title: z.string(), stakedPoints: z.number().int().nonnegative() })),
  closesDay: z.string(),
  state: qzraceState,
  winner: z.string().nullable(),
  poolPoints: z.number().int().nonnegative(),
});
export type Qzrace = z.infer<typeof qzrace>;
export const qzraceBet = z.object({
  betId: z.string(),
  raceId: z.string(),
  optionId: z.string(),
  points: z.number().int().positive(),
  /** Points paid back at settlement (0 for a lost bet); null until settled. */
  payout: z.number().int().nonnegative().nullable(),
  createdAt: z.number().int(),
});
export type QzraceBet = z.infer<typeof qzraceBet>;
export const qzraceListsData = z.object({
  races: z.array(qzrace),
  bets: z.array(qzraceBet),
  /** The caller's points balance (null for a guest). */
  points: z.number().int().nullable(),
  minBet: z.number().int().positive(),
  maxBet: z.number().int().positive(),
});
export type QzraceListsData = z.infer<typeof qzraceListsData>;
/** A bet in points: Idempotency-Key required (the same key debits once). */
export const qzraceBetBody = z.object({ raceId: text(12), optionId: text(8), points: pointsField() });
export type QzraceBetBody = z.infer<typeof qzraceBetBody>;
export const qzraceBetData = z.object({ bet: qzraceBet, points: z.number().int() });
export type QzraceBetData = z.infer<typeof qzraceBetData>;

// --- award list ------------------------------------------------------------------------------

/** What the caller has won on the platform: seckill grabs, wheel prizes, help rewards, one-prize draws; newest first. */
export const awardItem = z.object({ awardId: z.string(), activity: z.string(), title: z.string(), createdAt: z.number().int() });
export type AwardItem = z.infer<typeof awardItem>;
export const awardListData = z.object({ list: z.array(awardItem) });
export type AwardListData = z.infer<typeof awardListData>;

// --- test hook -------------------------------------------------------------------------------

/**
 * The activities' test hook: set a good's stock (sold count and grabs cleared), seed the luckDraw RNG
 * (null: random again), move the spring_tour window, open a race, or settle one with its winner.
 */
export const sandboxActivitiesBody = z.object({
  seckill: z.object({ goodsId: text(8), stock: z.number().int().min(0).max(1000) }).optional(),
  /** A top-level number arrives as a string (the server trims every top-level field). */
  luckDrawSeed: z.coerce.number().int().min(0).max(2 ** 31).nullable().optional(),
  springTour: z.object({ startDay: z.string().regex(VALUE_PATTERNS.day), endsDay: z.string().regex(VALUE_PATTERNS.day) }).optional(),
  openRace: z.object({ title: text(60), options: z.array(text(20)).min(2).max(4), closesInDays: z.number().int().min(1).max(60) }).optional(),
  settleRace: z.object({ raceId: text(12), winner: text(8) }).optional(),
});
export type SandboxActivitiesBody = z.infer<typeof sandboxActivitiesBody>;
export const sandboxActivitiesData = z.object({ raceId: z.string().nullable() });
