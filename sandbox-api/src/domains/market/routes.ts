import {
  API_PATHS, bannerClickBody, couponListBody, couponListData, emptyBody, fudouBalanceData, fudouDetailsData, fudouRateData, letterDetailBody,
  letterDetailData, letterListData, letterReadAllData, memberCardData, okData, pointsBalanceBody, pointsBalanceData, pointsDetailsData, pointsTasksData,
  popupConfigData, wxSubscribeData, type CouponItem, type CouponState, type LetterItem, type PointsEntry,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { MESSAGES } from '../../lib/catalogue';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { hasBorrowed } from '../loan';
import { repaidTotal } from '../settings';
import { getSetting } from '../sys';
import { BANNERS, FUDOU_PER_YUAN, MEMBER_BENEFITS, MEMBER_LEVELS, POINTS_RULES, POINTS_TASKS } from './content';
import {
  addPoints, balanceOf, couponRows, entryRows, isWxSubscribed, letterRows, pointsEarned, readAllLetters, readLetter, recordBannerClick, subscribeWx, unreadLetters,
  type Currency, type EntryRow, type LetterRow,
} from './store';

/**
 * The market domain (issue 14, spec 7.7): banner clicks (the discover tab's parts are
 * contentConfig's, issue 28), the pop-up config, membership, points and
 * fudou, coupons and red packets, internal letters. Invitation, activities, rewards and top-up are in
 * ./invite.ts; the stand-in points mall in ./mall.ts.
 */
export const MARKET_MESSAGES = {
  bannerNotFound: '活动不存在或已下线',
  letterNotFound: MESSAGES.letterNotFound,
} as const;

const entryView = (r: EntryRow): PointsEntry => ({ entryId: String(r.id), title: r.title, points: r.amount, createdAt: r.created_at });

const entriesOf = (ctx: AppContext, userId: number, currency: Currency): PointsEntry[] =>
  entryRows(ctx, userId, currency).map(entryView);

/** Growth: points ever earned plus 1 per 10 yuan borrowed and repaid (the stand-in's rule). */
function growthOf(ctx: AppContext, userId: number): number {
  return pointsEarned(ctx, userId) + Math.floor(repaidTotal(ctx, userId) / 1_000);
}

/** The user's membership level (1-5), from their growth: what member/card answers. */
export function memberLevelOf(ctx: AppContext, userId: number): number {
  const growth = growthOf(ctx, userId);
  return [...MEMBER_LEVELS].reverse().find((l) => growth >= l.growth)!.level;
}


/** Coupons and loan red packets in one list; state from use and the business day. */
export function couponsOf(ctx: AppContext, userId: number): CouponItem[] {
  const today = ctx.clock.day();
  const rows = couponRows(ctx, userId);
  return rows.map((r) => {
    const state: CouponState = r.used ? 'used' : r.expires_day < today ? 'expired' : 'effective';
    return { couponId: `${r.kind === 'coupon' ? 'C' : 'R'}${r.id}`, kind: r.kind, title: r.title, amountFen: r.amount_fen, thresholdFen: r.threshold_fen, expiresDay: r.expires_day, state };
  });
}

const letterView = (r: LetterRow): LetterItem => ({
  letterId: String(r.id), title: r.title, summary: r.content.length > 40 ? `${r.content.slice(0, 40)}…` : r.content, read: r.read_at !== null, createdAt: r.created_at,
});
const unreadOf = (ctx: AppContext, userId: number): number =>
  unreadLetters(ctx, userId);

export const marketRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.market.bannerClick,
    tag: 'market',
    summary: 'Record a banner click (guests too)',
    auth: 'none',
    body: bannerClickBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      if (!BANNERS.some((b) => b.bannerId === body.bannerId)) failWithMessage(MARKET_MESSAGES.bannerNotFound);
      recordBannerClick(ctx, body.bannerId, user?.id ?? null, ctx.clock.now());
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.market.popupConfig,
    tag: 'market',
    summary: 'The pop-up to show (at most once per periodDays, counted by the client), or null',
    auth: 'none',
    body: emptyBody,
    data: popupConfigData,
    handler: ({ ctx }) => ({ popup: getSetting(ctx, 'popup') }),
  }),
  defineRoute({
    path: API_PATHS.market.memberCard,
    tag: 'market',
    summary: 'Membership level from the growth value, the next level and the benefits',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: memberCardData,
    handler: ({ user, ctx }) => {
      const growth = growthOf(ctx, user.id);
      const current = [...MEMBER_LEVELS].reverse().find((l) => growth >= l.growth)!;
      const next = MEMBER_LEVELS.find((l) => l.level === current.level + 1);
      return {
        level: current.level, levelName: current.name, growth, nextGrowth: next?.growth ?? 0,
        benefits: MEMBER_BENEFITS.map((b) => ({ title: b.title, desc: b.desc, unlocked: current.level >= b.level })),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.points.balance,
    tag: 'market',
    summary: 'Points balance (channel and uuid required, spec 7.7) and what expires at the year end',
    auth: 'user',
    before: ['welcome'],
    body: pointsBalanceBody,
    data: pointsBalanceData,
    handler: ({ user, ctx }) => {
      const points = balanceOf(ctx, user.id, 'points');
      return { points, expiringPoints: 0, expiringDay: `${ctx.clock.day().slice(0, 4)}-12-31` };
    },
  }),
  defineRoute({
    path: API_PATHS.points.details,
    tag: 'market',
    summary: 'Points earned and spent, newest first',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: pointsDetailsData,
    handler: ({ user, ctx }) => ({ list: entriesOf(ctx, user.id, 'points') }),
  }),
  defineRoute({
    path: API_PATHS.points.taskQuery,
    tag: 'market',
    summary: 'The tasks that earn points (done flags for a logged-in user) and the points rules; public',
    auth: 'none',
    body: emptyBody,
    data: pointsTasksData,
    handler: ({ user, ctx }) => {
      const done = (taskId: string): boolean => {
        if (!user) return false;
        if (taskId === 'T01') return user.open_card_status === 1;
        if (taskId === 'T02') return hasBorrowed(ctx, user.id);
        return isWxSubscribed(ctx, user.id);
      };
      return { tasks: POINTS_TASKS.map((t) => ({ ...t, done: done(t.taskId) })), rules: POINTS_RULES };
    },
  }),
  defineRoute({
    path: API_PATHS.points.fudouBalance,
    tag: 'market',
    summary: 'Fudou balance',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: fudouBalanceData,
    handler: ({ user, ctx }) => ({ balance: balanceOf(ctx, user.id, 'fudou') }),
  }),
  defineRoute({
    path: API_PATHS.points.fudouDetails,
    tag: 'market',
    summary: 'Fudou movements, newest first',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: fudouDetailsData,
    handler: ({ user, ctx }) => ({ list: entriesOf(ctx, user.id, 'fudou') }),
  }),
  defineRoute({
    path: API_PATHS.points.fudouRate,
    tag: 'market',
    summary: 'How many fudou make one yuan',
    auth: 'none',
    body: emptyBody,
    data: fudouRateData,
    handler: () => ({ fudouPerYuan: FUDOU_PER_YUAN, summary: `${FUDOU_PER_YUAN}福豆折合1元，福豆不可提现、不可转让` }),
  }),
  defineRoute({
    path: API_PATHS.points.wxSubscribeMsg,
    tag: 'market',
    summary: 'Subscribe to the messaging app reminders; the first subscription earns the task points',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: wxSubscribeData,
    handler: ({ user, ctx }) => {
      ctx.db.transaction(() => {
        const changed = subscribeWx(ctx, user.id);
        const task = POINTS_TASKS.find((t) => t.taskId === 'T03')!;
        if (changed) addPoints(ctx, user.id, 'points', task.title, task.points);
      })();
      return { subscribed: true };
    },
  }),
  defineRoute({
    path: API_PATHS.market.couponList,
    tag: 'market',
    summary: 'queryCouponList: coupons in one state (effective, used, expired), with the count of each',
    auth: 'user',
    before: ['welcome'],
    body: couponListBody,
    data: couponListData,
    handler: ({ body, user, ctx }) => {
      // Coupons only: the red packets are redEnvelopeList's and, used or expired, invalidation's (./coupons.ts).
      const all = couponsOf(ctx, user.id).filter((c) => c.kind === 'coupon');
      const count = (s: CouponState) => all.filter((c) => c.state === s).length;
      return { list: all.filter((c) => c.state === body.state), counts: { effective: count('effective'), used: count('used'), expired: count('expired') } };
    },
  }),
  defineRoute({
    path: API_PATHS.market.letterList,
    tag: 'market',
    summary: 'Internal letters, newest first, and the unread count',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: letterListData,
    handler: ({ user, ctx }) => ({ unread: unreadOf(ctx, user.id), list: letterRows(ctx, user.id).map(letterView) }),
  }),
  defineRoute({
    path: API_PATHS.market.letterDetail,
    tag: 'market',
    summary: 'One letter, which reading marks read',
    auth: 'user',
    body: letterDetailBody,
    data: letterDetailData,
    handler: ({ body, user, ctx }) => {
      const row = readLetter(ctx, user.id, Number(body.letterId), ctx.clock.now()) ?? failWithMessage(MARKET_MESSAGES.letterNotFound);
      return { letter: { ...letterView(row), content: row.content } };
    },
  }),
  defineRoute({
    path: API_PATHS.market.letterReadAll,
    tag: 'market',
    summary: 'Mark every letter read',
    auth: 'user',
    body: emptyBody,
    data: letterReadAllData,
    handler: ({ user, ctx }) => {
      readAllLetters(ctx, user.id, ctx.clock.now());
      return { unread: 0 as const };
    },
  }),
];
