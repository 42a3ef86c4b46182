import {
  activityBody, activityInfoData, API_PATHS, shareBody, createInvitationCodeData, emptyBody, invitationsInfoData, luckDrawData, rechargeOrderBody, rechargeOrderData,
  rechargeProductsData, rewardDetailsData, shareData, type ActivityCode, type RechargeRecord,
} from '@credit/shared/api';
import { addDays, DAY_MS, formatMoney } from '@credit/shared/money';
import { contextAt, type AppContext } from '../../context';
import { MESSAGES } from '../../lib/catalogue';
import { hashSecretSync, randomDigits } from '../../lib/crypto';
import { failWithMessage } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { newNumber } from '../../lib/numbers';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { type UserRow, insertUser } from '../../lib/userStore';
import { boundCards } from '../bankCard';
import { hasBorrowed, hasInstalmentRepaidOnTime } from '../loan';
import { rewardRefs, rewardRows } from '../settings';
import { channelMode } from '../sys';
import { activityDefOf, activityState, ownHelpId, wheelDraw } from './activityRoutes';
import { INVITE_REWARD_FEN, RECHARGE_PRODUCTS, inviteRewardRef } from './content';
import {
  drawOf, grantCoupon, insertDraw, insertRecharge, invitedFriends, processingRecharges, rechargesOf, settleRecharge, type RechargeRow,
} from './store';

/** Invitation and rewards, activities and their draws, the share payload and the mobile top-up (issue 14). */
export const INVITE_MESSAGES = {
  /** Spec 6: the server decides; an ineligible user is told in the spec's words. */
  notQualified: MESSAGES.invitationNotOpen,
  activityEnded: '活动已结束',
  activityNotStarted: '活动尚未开始',
  drawnAlready: '您已参与过本活动',
  notForNewUsers: '本活动仅限借过款的用户参与',
  notForOldUsers: '本活动仅限新用户参与',
  productNotFound: '充值面额不存在',
  noCard: '请先绑定银行卡',
} as const;

/** The ledger title of a top-up (the 交易记录 page shows it). */
export const topUpTitle = (faceFen: number): string => `手机充值${formatMoney(faceFen)}元`;

/** Qualified to invite: an opened (real-name verified) account; the stand-in's rule for spec 6's server check. */
const qualified = (user: UserRow): boolean => user.open_card_status === 1;

/**
 * The demo user's three invited friends (docs/sandbox.md): one borrowed 45 days ago and repaid its first
 * instalment on time 15 days ago (the reward vested), one borrowed 5 days ago (the reward pending), one
 * has not borrowed. Friends' own loans are not seeded (nobody logs in as a friend): the seed records the
 * rewards as the rule of ADR 027 left them.
 */
export const DEMO_FRIENDS = [
  { mobile: '13566660001', registeredDaysAgo: 60, borrowedDaysAgo: 45, vestedDaysAgo: 15 },
  { mobile: '13566660002', registeredDaysAgo: 6, borrowedDaysAgo: null, vestedDaysAgo: null },
  { mobile: '13566660003', registeredDaysAgo: 10, borrowedDaysAgo: 5, vestedDaysAgo: null },
] as const;

export function seedDemoInvitations(ctx: AppContext, inviterId: number): void {
  const daysAgo = (days: number) => contextAt(ctx, ctx.clock.now() - days * DAY_MS);
  for (const f of DEMO_FRIENDS) {
    // Nobody logs in as a friend: a random password nobody knows.
    const friend = insertUser(daysAgo(f.registeredDaysAgo), f.mobile, hashSecretSync(randomDigits(12), ctx.opts.scryptCost), inviterId);
    if (f.borrowedDaysAgo !== null) ctx.effects.creditInviter(daysAgo(f.borrowedDaysAgo), friend.id);
    if (f.vestedDaysAgo !== null) ctx.effects.inviteRewardVested(daysAgo(f.vestedDaysAgo), friend.id);
  }
}

/**
 * Vests the inviter's pending invitation rewards whose friend has since repaid an instalment on time (ADR
 * 025). The rule depends on the business day, so it is applied when the inviter's rewards are read or
 * spent (the `vestRewards` opening of lib/route.ts).
 */
export function vestInviteRewards(ctx: AppContext, inviterId: number): void {
  const today = ctx.clock.day();
  for (const friend of invitedFriends(ctx, inviterId)) {
    const ref = inviteRewardRef(friend.id);
    if (rewardRefs(ctx, inviterId, ref).get(ref) === 'processing' && hasInstalmentRepaidOnTime(ctx, friend.id, today)) ctx.effects.inviteRewardVested(ctx, friend.id);
  }
}

function activityOf(ctx: AppContext, code: ActivityCode, user: UserRow | undefined) {
  const a = activityDefOf(ctx, code);
  const today = ctx.clock.day();
  const drawn = user
    ? drawOf(ctx, user.id, code)
    : undefined;
  const refusal = (): string | null => {
    if (today < a.startDay) return INVITE_MESSAGES.activityNotStarted;
    if (today > a.endsDay) return INVITE_MESSAGES.activityEnded;
    if (!user || !a.prize) return null;
    if (drawn) return INVITE_MESSAGES.drawnAlready;
    if (a.audience === 'old' && !hasBorrowed(ctx, user.id)) return INVITE_MESSAGES.notForNewUsers;
    if (a.audience === 'new' && hasBorrowed(ctx, user.id)) return INVITE_MESSAGES.notForOldUsers;
    return null;
  };
  return { def: a, drawn, refusal: refusal() };
}

/** The card channel's outcome of a top-up now: hang keeps it processing until the channel answers (issue 24). */
const topUpOutcome = (ctx: AppContext): RechargeRow['status'] => {
  const mode = channelMode(ctx, 'bankCard');
  return mode === 'fail' ? 'failed' : mode === 'hang' ? 'processing' : 'success';
};

/** A user's processing top-ups whose channel has answered since take its outcome, with their ledger rows (read time, as a withdrawal). */
function settleTopUps(ctx: AppContext, userId: number): void {
  const status = topUpOutcome(ctx);
  if (status === 'processing') return;
  ctx.db.transaction(() => {
    for (const no of processingRecharges(ctx, userId)) if (settleRecharge(ctx, no, status)) ctx.effects.topUpSettled(ctx, no, status);
  })();
}

const rechargeView = (r: RechargeRow): RechargeRecord => ({ rechargeNo: r.recharge_no, mobile: mask(r.mobile), faceFen: r.face_fen, priceFen: r.price_fen, status: r.status, createdAt: r.created_at });

export const inviteRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.withdrawCash.invitationsInfo,
    tag: 'market',
    summary: 'Invitation: qualification (an opened account), the invite code, the friends invited and their rewards, vested or pending (ADR 027)',
    auth: 'user',
    before: ['vestRewards'],
    body: emptyBody,
    data: invitationsInfoData,
    handler: ({ user, ctx }) => {
      if (!qualified(user)) return { qualified: false, rewardPerFriendFen: INVITE_REWARD_FEN, earnedFen: 0, pendingFen: 0, friends: [] };
      const rewards = rewardRefs(ctx, user.id, 'invite:');
      const friends = invitedFriends(ctx, user.id).map((f) => {
        const status = rewards.get(inviteRewardRef(f.id));
        const rewardStatus = status === 'success' ? ('vested' as const) : status === 'processing' ? ('pending' as const) : ('none' as const);
        return { mobile: mask(f.mobile), registeredDay: ctx.clock.dayOf(f.created_at), borrowed: status !== undefined, rewardFen: rewardStatus === 'vested' ? INVITE_REWARD_FEN : 0, rewardStatus };
      });
      const count = (s: string) => friends.filter((f) => f.rewardStatus === s).length * INVITE_REWARD_FEN;
      return { qualified: true, rewardPerFriendFen: INVITE_REWARD_FEN, earnedFen: count('vested'), pendingFen: count('pending'), friends };
    },
  }),
  defineRoute({
    path: API_PATHS.withdrawCash.createInvitationCode,
    tag: 'market',
    summary: 'The inviter\'s code (a qualified user only)',
    auth: 'user',
    body: emptyBody,
    data: createInvitationCodeData,
    handler: ({ user }) => (qualified(user) ? { inviteCode: user.invite_code } : failWithMessage(INVITE_MESSAGES.notQualified)),
  }),
  defineRoute({
    path: API_PATHS.market.share,
    tag: 'market',
    summary: 'What to share for an activity (title, desc, link, image); invitation shares need qualification; a help share (helpId, the caller\'s own request) links friends to it',
    auth: 'user',
    body: shareBody,
    data: shareData,
    handler: ({ body, user, ctx }) => {
      const { def, refusal } = activityOf(ctx, body.code, undefined);
      if (refusal) failWithMessage(refusal);
      if ((body.code === 'invite' || body.code === 'friendRedBag') && !qualified(user)) failWithMessage(INVITE_MESSAGES.notQualified);
      // The invitee opens the host app; its origin is the first the sandbox returns to.
      const origin = ctx.opts.returnOrigins[0] ?? '';
      if (body.code === 'help') return { title: def.title, desc: def.summary, link: `${origin}/#/helpYouPay?helpId=${ownHelpId(ctx, user, body.helpId)}`, image: '' };
      return { title: def.title, desc: def.summary, link: `${origin}/#/landingRegister?inviteCode=${user.invite_code}`, image: '' };
    },
  }),
  defineRoute({
    path: API_PATHS.market.activityInfo,
    tag: 'market',
    summary: 'An activity: rules, dates, audience; for a logged-in user whether a draw is open and an earlier prize',
    auth: 'none',
    body: activityBody,
    data: activityInfoData,
    handler: ({ body, user, ctx }) => {
      const { def, drawn, refusal } = activityOf(ctx, body.code, user);
      return {
        code: body.code, title: def.title, summary: def.summary, rules: def.rules, startDay: def.startDay, endsDay: def.endsDay,
        ended: ctx.clock.day() > def.endsDay, state: activityState(def, ctx.clock.day()), audience: def.audience, canDraw: !!user && !!def.prize && refusal === null,
        prize: drawn ? { title: drawn.title, amountFen: drawn.amount_fen } : null,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.market.luckDraw,
    tag: 'market',
    summary: 'Draw in an activity: a one-prize activity grants its coupon once (a second draw is refused); the luckDraw wheel draws by its odds within the daily limit (ADR 039). An Idempotency-Key answers a repeat with the first draw',
    auth: 'user',
    once: true,
    body: activityBody,
    data: luckDrawData,
    handler: ({ body, user, ctx }) =>
      ctx.db.transaction(() => {
        if (body.code === 'luckDraw') return wheelDraw(ctx, user);
        const { def, refusal } = activityOf(ctx, body.code, user);
        if (refusal) failWithMessage(refusal);
        const prize = def.prize ?? failWithMessage(INVITE_MESSAGES.activityEnded);
        insertDraw(ctx, user.id, { code: body.code, title: prize.title, amountFen: prize.amountFen, at: ctx.clock.now() });
        grantCoupon(ctx, user.id, { title: prize.title, amountFen: prize.amountFen, thresholdFen: prize.thresholdFen, expiresDay: addDays(ctx.clock.day(), prize.validDays), source: body.code });
        return { prize: { title: prize.title, amountFen: prize.amountFen } };
      })(),
  }),
  defineRoute({
    path: API_PATHS.market.rewardDetails,
    tag: 'market',
    summary: 'Rewards credited, newest first, and their total (pending invitation rewards are not credited yet)',
    auth: 'user',
    before: ['vestRewards'],
    body: emptyBody,
    data: rewardDetailsData,
    handler: ({ user, ctx }) => {
      const rows = rewardRows(ctx, user.id);
      return {
        list: rows.map((r) => ({ entryId: String(r.id), title: r.title, amountFen: r.amount_fen, createdAt: r.created_at })),
        totalFen: rows.reduce((sum, r) => sum + r.amount_fen, 0),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.market.rechargeProducts,
    tag: 'market',
    summary: 'Mobile top-up: the account mobile (masked), the products and earlier top-ups (a processing one settles once the card channel answers)',
    auth: 'user',
    body: emptyBody,
    data: rechargeProductsData,
    handler: ({ user, ctx }) => {
      settleTopUps(ctx, user.id);
      return { mobile: mask(user.mobile), products: RECHARGE_PRODUCTS, records: rechargesOf(ctx, user.id).map(rechargeView) };
    },
  }),
  defineRoute({
    path: API_PATHS.market.rechargeOrder,
    tag: 'market',
    summary: 'Top up the account mobile, paid from the default card with a pay ticket (Idempotency-Key required); processing while the card channel hangs',
    auth: 'user',
    money: true,
    body: rechargeOrderBody,
    data: rechargeOrderData,
    handler: ({ body, user, ctx }) =>
      ctx.db.transaction(() => {
        const product = RECHARGE_PRODUCTS.find((p) => p.productId === body.productId) ?? failWithMessage(INVITE_MESSAGES.productNotFound);
        if (boundCards(ctx, user.id).length === 0) failWithMessage(INVITE_MESSAGES.noCard);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'recharge', subject: product.productId });
        const status = topUpOutcome(ctx);
        const no = newNumber(ctx, 'T');
        const record = insertRecharge(ctx, { rechargeNo: no, userId: user.id, mobile: user.mobile, faceFen: product.faceFen, priceFen: product.priceFen, status, at: ctx.clock.now() });
        // The card is charged the price: the movement is a ledger row, written in the same transaction.
        ctx.effects.topUpCharged(ctx, user.id, { rechargeNo: no, priceFen: product.priceFen, title: topUpTitle(product.faceFen), status });
        return { record: rechargeView(record) };
      })(),
  }),
];
