import { z } from 'zod';
import { INVITE_REWARD_STATUSES, RECHARGE_STATUSES } from './browserValues';
import { fen, field, text } from './common';
import { payTicketField } from './loan';

/**
 * Marketing and content (spec 2.6, 7.7, issue 14): the discover and membership tabs, points and fudou,
 * coupons, internal letters, invitation and rewards, activities, the pop-up config and mobile top-up.
 * Paths are under the market prefixes of spec 7.7 (`marketApi`, `mkmoln`) and withdrawCash (7.5).
 */

// --- discover --------------------------------------------------------------------------------

/** Colour scheme of a banner card (the stand-in has no image CDN: banners are drawn, not photos). */
export const bannerTheme = z.enum(['orange', 'blue', 'green', 'purple']);
export const banner = z.object({
  bannerId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** An in-app route (hash path) the banner opens; '' for none. */
  link: z.string(),
  theme: bannerTheme,
});
export type Banner = z.infer<typeof banner>;
export const announcement = z.object({ noticeId: z.string(), title: z.string(), content: z.string(), publishedDay: z.string() });
export type Announcement = z.infer<typeof announcement>;
export const activitySummary = z.object({ code: z.string(), title: z.string(), summary: z.string(), link: z.string(), endsDay: z.string(), ended: z.boolean() });
export type ActivitySummary = z.infer<typeof activitySummary>;
export const tabAd = z.object({ adId: z.string(), title: z.string(), link: z.string() });
export type TabAd = z.infer<typeof tabAd>;
export const bannerClickBody = z.object({ bannerId: text(16) });
export type BannerClickBody = z.infer<typeof bannerClickBody>;

/** A pop-up shown at most once per `periodDays` (spec 7.7 pop-ups config); null when none is on. */
export const popupConfigData = z.object({
  popup: z.object({ popupId: z.string(), title: z.string(), content: z.string(), link: z.string(), periodDays: z.number().int().positive() }).nullable(),
});
export type PopupConfigData = z.infer<typeof popupConfigData>;

// --- membership, points, fudou ---------------------------------------------------------------

export const memberCardData = z.object({
  level: z.number().int().min(1).max(5),
  levelName: z.string(),
  /** Growth value and what the next level needs (0 at the top level). */
  growth: z.number().int(),
  nextGrowth: z.number().int(),
  benefits: z.array(z.object({ title: z.string(), desc: z.string(), unlocked: z.boolean() })),
});
export type MemberCardData = z.infer<typeof memberCardData>;
/** Spec 7.7: the points balance call carries channel and uuid. */
export const pointsBalanceBody = z.object({ channel: z.enum(['H5', 'app-ios', 'app-android', 'official-account']), uuid: text(64) });
export type PointsBalanceBody = z.infer<typeof pointsBalanceBody>;
export const pointsBalanceData = z.object({ points: z.number().int(), expiringPoints: z.number().int(), expiringDay: z.string() });
export type PointsBalanceData = z.infer<typeof pointsBalanceData>;
export const pointsEntry = z.object({ entryId: z.string(), title: z.string(), /** Signed: earned > 0, spent < 0. */ points: z.number().int(), createdAt: z.number().int() });
export type PointsEntry = z.infer<typeof pointsEntry>;
export const pointsDetailsData = z.object({ list: z.array(pointsEntry) });
export type PointsDetailsData = z.infer<typeof pointsDetailsData>;
/** The tasks that earn points (done flags for a logged-in user) and the points rules. */
export const pointsTasksData = z.object({
  tasks: z.array(z.object({ taskId: z.string(), title: z.string(), points: z.number().int(), done: z.boolean(), link: z.string() })),
  rules: z.array(z.string()),
});
export type PointsTasksData = z.infer<typeof pointsTasksData>;
export const fudouBalanceData = z.object({ balance: z.number().int() });
export type FudouBalanceData = z.infer<typeof fudouBalanceData>;
export const fudouDetailsData = z.object({ list: z.array(pointsEntry) });
export type FudouDetailsData = z.infer<typeof fudouDetailsData>;
export const fudouRateData = z.object({ fudouPerYuan: z.number().int().positive(), summary: z.string() });
export type FudouRateData = z.infer<typeof fudouRateData>;
/**
 * The points mall (duiba) hand-off: the stand-in mall's address and a one-time code (60 s) standing for
 * the session; the client adds code, fromModule, callBackUrl, version (spec 4.10, with the code in
 * place of the token: ADR 024).
 */
export const mallEntryData = z.object({ mallUrl: z.string(), code: z.string() });
export type MallEntryData = z.infer<typeof mallEntryData>;
export const mallQuery = z.object({ code: text(128).optional(), callBackUrl: z.string().max(512).optional(), fromModule: text(32).optional(), version: text(16).optional() });
/** The mall page's exchange form: the page's own one-time code, or the session `token` in the body (never in a URL). */
export const mallConfirmForm = mallQuery.extend({ itemId: text(8), token: text(128).optional() });
export const wxSubscribeData = z.object({ subscribed: z.boolean() });
export type WxSubscribeData = z.infer<typeof wxSubscribeData>;

// --- coupons and red packets -----------------------------------------------------------------

export const couponState = z.enum(['effective', 'used', 'expired']);
export type CouponState = z.infer<typeof couponState>;
export const couponItem = z.object({
  couponId: z.string(),
  /** A coupon (interest or fee off) or a loan red packet (money off the borrowing). */
  kind: z.enum(['coupon', 'redPacket']),
  title: z.string(),
  amountFen: fen(),
  /** The smallest loan it applies to; 0 for any. */
  thresholdFen: fen(),
  expiresDay: z.string(),
  state: couponState,
});
export type CouponItem = z.infer<typeof couponItem>;
export const couponListBody = z.object({ state: couponState });
export type CouponListBody = z.infer<typeof couponListBody>;
export const couponListData = z.object({ list: z.array(couponItem), counts: z.object({ effective: z.number().int(), used: z.number().int(), expired: z.number().int() }) });
export type CouponListData = z.infer<typeof couponListData>;
/**
 * The coupon calls by their spec names (issue 28): queryCouponList answers coupons (kind `coupon`) of one
 * state with their counts; redEnvelopeList effective the loan red packets one may use; invalidation the
 * used and expired ones of both kinds, newest expiry first.
 */
export const couponItemsData = z.object({ list: z.array(couponItem) });
export type CouponItemsData = z.infer<typeof couponItemsData>;

// --- internal letters ------------------------------------------------------------------------

export const letterItem = z.object({ letterId: z.string(), title: z.string(), summary: z.string(), read: z.boolean(), createdAt: z.number().int() });
export type LetterItem = z.infer<typeof letterItem>;
export const letterListData = z.object({ unread: z.number().int(), list: z.array(letterItem) });
export type LetterListData = z.infer<typeof letterListData>;
export const letterDetailBody = z.object({ letterId: field.id() });
export type LetterDetailBody = z.infer<typeof letterDetailBody>;
/** Reading a letter marks it read. */
export const letterDetailData = z.object({ letter: letterItem.extend({ content: z.string() }) });
export type LetterDetailData = z.infer<typeof letterDetailData>;
export const letterReadAllData = z.object({ unread: z.literal(0) });

// --- invitation, rewards, activities ---------------------------------------------------------

/** A friend's reward (ADR 027): INVITE_REWARD_STATUSES, their meaning and titles in browserValues. */
export const inviteRewardStatus = z.enum(INVITE_REWARD_STATUSES);
/** `rewardFen`: what vested for this friend (0 while pending). */
export const invitedFriend = z.object({ mobile: z.string(), registeredDay: z.string(), borrowed: z.boolean(), rewardFen: fen(), rewardStatus: inviteRewardStatus });
export type InvitedFriend = z.infer<typeof invitedFriend>;
/** withdrawCash/invitationsInfo: the server decides qualification (spec 6); an ineligible user gets no code. */
/** The invitation's state; the code itself is withdrawCash/createInvitationCode's (one source). */
export const invitationsInfoData = z.object({
  qualified: z.boolean(),
  rewardPerFriendFen: fen(),
  /** Invitation rewards vested (withdrawable); `pendingFen` those waiting for a friend's on-time instalment. */
  earnedFen: fen(),
  pendingFen: fen(),
  friends: z.array(invitedFriend),
});
export type InvitationsInfoData = z.infer<typeof invitationsInfoData>;
/** withdrawCash/createInvitationCode: the qualified inviter's code (the invite page shows it; friends register with it). */
export const createInvitationCodeData = z.object({ inviteCode: z.string() });
export type CreateInvitationCodeData = z.infer<typeof createInvitationCodeData>;
export const activityCode = z.enum([
  'invite', 'friendRedBag', 'redRain', 'aug_old_user', 'welcomeNew',
  // The activity platform's (issue 28, shared/src/api/activities.ts): their rules and dates are read here too.
  'seckill', 'luckDraw', 'wishes', 'help', 'ranking', 'spring_tour', 'qzrace',
]);
export type ActivityCode = z.infer<typeof activityCode>;
export const activityBody = z.object({ code: activityCode });
export type ActivityBody = z.infer<typeof activityBody>;
/** share: a help share names the caller's own help request (issue 28). */
export const shareBody = activityBody.extend({ helpId: text(24).optional() });
export type ShareBody = z.infer<typeof shareBody>;
/** What the native share sheet is given (spec 7.8): title, desc, link and image. */
export const shareData = z.object({ title: z.string(), desc: z.string(), link: z.string(), image: z.string() });
export type ShareData = z.infer<typeof shareData>;
export const activityPrize = z.object({ title: z.string(), amountFen: fen() });
export const activityInfoData = z.object({
  code: activityCode,
  title: z.string(),
  summary: z.string(),
  rules: z.array(z.string()),
  startDay: z.string(),
  endsDay: z.string(),
  ended: z.boolean(),
  /** Where the activity stands by the business clock (issue 28: spring_tour shows it). */
  state: z.enum(['notStarted', 'running', 'ended']),
  /** Who may take part: everyone, users not yet borrowing (new), or users who borrowed before (old). */
  audience: z.enum(['all', 'new', 'old']),
  /** For a logged-in user: may draw now, and the prize of an earlier draw. */
  canDraw: z.boolean(),
  prize: activityPrize.nullable(),
});
export type ActivityInfoData = z.infer<typeof activityInfoData>;
/** The wheel (code luckDraw) also says which prize was drawn and how many draws are left today. */
export const luckDrawData = z.object({ prize: activityPrize, prizeId: z.string().optional(), drawsLeftToday: z.number().int().nonnegative().optional() });
export type LuckDrawData = z.infer<typeof luckDrawData>;
export const rewardEntry = z.object({ entryId: z.string(), title: z.string(), amountFen: fen(), createdAt: z.number().int() });
export const rewardDetailsData = z.object({ list: z.array(rewardEntry), totalFen: fen() });
export type RewardDetailsData = z.infer<typeof rewardDetailsData>;

// --- mobile top-up ---------------------------------------------------------------------------

export const rechargeProduct = z.object({ productId: z.string(), faceFen: fen(), priceFen: fen() });
export type RechargeProduct = z.infer<typeof rechargeProduct>;
/** A top-up's state (RECHARGE_STATUSES, in browserValues with its titles). */
export const rechargeStatus = z.enum(RECHARGE_STATUSES);
export const rechargeRecord = z.object({ rechargeNo: z.string(), mobile: z.string(), faceFen: fen(), priceFen: fen(), status: rechargeStatus, createdAt: z.number().int() });
export type RechargeRecord = z.infer<typeof rechargeRecord>;
export const rechargeProductsData = z.object({ mobile: z.string(), products: z.array(rechargeProduct), records: z.array(rechargeRecord) });
export type RechargeProductsData = z.infer<typeof rechargeProductsData>;
/** Paid from the default card with a pay ticket (the deal password); Idempotency-Key required. */
export const rechargeOrderBody = z.object({ productId: text(8), payTicket: payTicketField() });
export type RechargeOrderBody = z.infer<typeof rechargeOrderBody>;
export const rechargeOrderData = z.object({ record: rechargeRecord });
export type RechargeOrderData = z.infer<typeof rechargeOrderData>;
