import { z } from 'zod';
import { fen, field, text } from './common';
import { activitySummary, announcement, banner, tabAd } from './market';
import { FEEDBACK_MAX_CHARS, FEEDBACK_TYPES } from '../constants/contentConfig';

/**
 * Content and configuration (issue 28, spec 2.1, 2.10, 2.11, 6, 7.7; ADR 040): what operations change
 * on the server and the pages pick up on their next start, with no rebuild. Every read here is public
 * unless marked; a page that cannot read one keeps its built-in default (ADR 040 "Fallbacks").
 */

export const onOff = z.enum(['open', 'close']);
export type OnOff = z.infer<typeof onOff>;

// --- discover tab, split by the spec's names (bannerManager, announcements, tab ads, activities) --

export const bannerListData = z.object({ list: z.array(banner) });
export type BannerListData = z.infer<typeof bannerListData>;
export const announcementListData = z.object({ list: z.array(announcement) });
export type AnnouncementListData = z.infer<typeof announcementListData>;
/** The tabs that carry ads (spec 7.7 "tab ads"). */
export const adTab = z.enum(['discover', 'member']);
export type AdTab = z.infer<typeof adTab>;
export const tabAdListBody = z.object({ tab: adTab });
export type TabAdListBody = z.infer<typeof tabAdListBody>;
export const tabAdListData = z.object({ list: z.array(tabAd) });
export type TabAdListData = z.infer<typeof tabAdListData>;
/**
 * An activity of the discover tab; a campaign for a CRM group carries its `programId`: the page shows it
 * only when the CRM group check answers `inGroup` for the user.
 */
export const discoverActivity = activitySummary.extend({ programId: z.string().nullable() });
export type DiscoverActivity = z.infer<typeof discoverActivity>;
export const activityListData = z.object({ list: z.array(discoverActivity) });
export type ActivityListData = z.infer<typeof activityListData>;

// --- advertisements (spec 7.7 adviertisement, the spec's spelling) ----------------------------

/** Where an advertisement is placed. */
export const adPosition = z.enum(['home', 'discover']);
export type AdPosition = z.infer<typeof adPosition>;
export const getAdviertisementBody = z.object({ position: adPosition });
export type GetAdviertisementBody = z.infer<typeof getAdviertisementBody>;
/** One placed advertisement: its card; the details are getAdviertisementInfo's. */
export const advert = z.object({ adId: z.string(), title: z.string(), subtitle: z.string() });
export type Advert = z.infer<typeof advert>;
export const getAdviertisementData = z.object({ list: z.array(advert) });
export type GetAdviertisementData = z.infer<typeof getAdviertisementData>;
export const getAdviertisementInfoBody = z.object({ adId: text(16) });
export type GetAdviertisementInfoBody = z.infer<typeof getAdviertisementInfoBody>;
/** An advertisement's page: its text and, when it leads on, an in-app route ('' for none). */
export const getAdviertisementInfoData = z.object({ adId: z.string(), title: z.string(), content: z.string(), link: z.string(), linkText: z.string() });
export type GetAdviertisementInfoData = z.infer<typeof getAdviertisementInfoData>;

// --- channel gates (spec 6 "channel-specific access") -----------------------------------------

/** The channel a request comes from: the deviceType header's values (spec 4.11 sources). */
export const channelName = z.enum(['android', 'ios', 'wallet', 'weixin', 'h5']);
export type ChannelName = z.infer<typeof channelName>;
export const getChannelStatusBody = z.object({ channel: channelName });
export type GetChannelStatusBody = z.infer<typeof getChannelStatusBody>;
/** Whether the channel takes new loan applications (closed: the borrow entry says so and goes nowhere). */
export const getChannelStatusData = z.object({ channel: channelName, status: onOff });
export type GetChannelStatusData = z.infer<typeof getChannelStatusData>;
/** The strobe: the platform-wide gate on new loan applications (closed while the day's volume is full). */
export const getStrobeStatusData = z.object({ status: onOff });
export type GetStrobeStatusData = z.infer<typeof getStrobeStatusData>;

// --- points mall, fishcard, CRM ---------------------------------------------------------------

/**
 * fishcard token exchange (spec 7.7, 4.10): the session is exchanged for a one-time partner token (60 s,
 * single use, never the session token); the app opens `partnerUrl` with token, fromModule, callBackUrl
 * and version.
 */
export const fishcardFromModule = z.enum(['member']);
export const fishcardExchangeBody = z.object({ fromModule: fishcardFromModule });
export type FishcardExchangeBody = z.infer<typeof fishcardExchangeBody>;
export const fishcardExchangeData = z.object({ partnerUrl: z.string(), token: z.string() });
export type FishcardExchangeData = z.infer<typeof fishcardExchangeData>;
/** The partner's redemption of a partner token (server to server, once): whose it was, the mobile masked. */
export const fishcardRedeemBody = z.object({ token: text(128) });
export const fishcardRedeemData = z.object({ mobile: z.string() });
export type FishcardRedeemData = z.infer<typeof fishcardRedeemData>;

/** CRM group check (spec 7.7: body programId, JSON answer): whether the user is in the campaign's group. */
export const crmGroupCheckBody = z.object({ programId: z.string().min(1).max(32).regex(/^[\w-]+$/) });
export type CrmGroupCheckBody = z.infer<typeof crmGroupCheckBody>;
export const crmGroupCheckData = z.object({ programId: z.string(), inGroup: z.boolean() });
export type CrmGroupCheckData = z.infer<typeof crmGroupCheckData>;

// --- sys: skin, images, switches --------------------------------------------------------------

/** A colour the client puts into CSS: #rrggbb only (anything else would be CSS from the server). */
export const skinColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** The home skin (sys idxSkin): the hero's colours and an optional greeting line. */
export const idxSkinData = z.object({ skinId: text(32), heroStart: skinColour, heroEnd: skinColour, greeting: z.string().max(40) });
export type IdxSkinData = z.infer<typeof idxSkinData>;
/** Image slots configured by sys imageConfig. */
export const imageSlot = z.enum(['homeBanner', 'downloadBanner']);
export type ImageSlot = z.infer<typeof imageSlot>;
/** An image address: https, or a path on this origin; '' for none (the slot is left out). */
export const imageUrl = z.string().max(512).regex(/^(?:$|https:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/);
export const imageConfigData = z.object({ images: z.partialRecord(imageSlot, imageUrl) });
export type ImageConfigData = z.infer<typeof imageConfigData>;
/** creditReportSwitch: whether the credit-report (征信查询) authorisation may be granted. */
export const creditReportSwitchData = z.object({ status: onOff });
export type CreditReportSwitchData = z.infer<typeof creditReportSwitchData>;
/** The app-download switch: whether /downLoad offers the app's download links. */
export const appDownloadSwitchData = z.object({ status: onOff });
export type AppDownloadSwitchData = z.infer<typeof appDownloadSwitchData>;
/**
 * mkmoln/points/duibaAccess: the user's access to the points mall, read when the member tab shows.
 * `reason` is the words to show while it is not open ('' when open). The hand-off itself is
 * `consumer_common` (mallEntryData), which refuses while the mall is closed.
 */
export const duibaAccessData = z.object({ open: z.boolean(), reason: z.string().max(40) });
export type DuibaAccessData = z.infer<typeof duibaAccessData>;

// --- bill revision: canWithdraw, card-v3 ------------------------------------------------------

/**
 * bill canWithdraw: whether the user may draw cash on the limit now (a new loan), and why not. Reasons:
 * `overdue` (a bill past due), `noLimit` (no activated limit or none left), `ok`.
 */
export const canWithdrawReason = z.enum(['ok', 'overdue', 'noLimit']);
export type CanWithdrawReason = z.infer<typeof canWithdrawReason>;
export const canWithdrawData = z.object({ canWithdraw: z.boolean(), reason: canWithdrawReason });
export type CanWithdrawData = z.infer<typeof canWithdrawData>;
/** bill card-v3: the limit card at the top of the bills: limit, used, available, what is due next. */
export const cardV3Data = z.object({
  limitFen: fen(),
  usedFen: fen(),
  availableFen: fen(),
  /** The earliest unpaid bill's due day and amount; null when nothing is due. */
  nextDue: z.object({ dueDay: z.string(), amountFen: fen() }).nullable(),
});
export type CardV3Data = z.infer<typeof cardV3Data>;

// --- feedback (spec 7.7 opinionFeedback) ------------------------------------------------------

export const feedbackType = z.enum(FEEDBACK_TYPES);
export const opinionFeedbackBody = z.object({
  type: feedbackType,
  /** Trimmed by the server; 5 to 300 characters. */
  content: z.string().min(1).max(FEEDBACK_MAX_CHARS + 50),
  /** Optional contact number (spec 5 phone rule). */
  mobile: field.mobile().optional(),
});
export type OpinionFeedbackBody = z.infer<typeof opinionFeedbackBody>;
export const opinionFeedbackData = z.object({ feedbackNo: z.string() });
export type OpinionFeedbackData = z.infer<typeof opinionFeedbackData>;

// --- test hook --------------------------------------------------------------------------------

/** Partial replacement of the content configuration (test hook `contentConfig`, JSON body). */
export const sandboxContentConfigBody = z.object({
  idxSkin: idxSkinData.optional(),
  images: z.partialRecord(imageSlot, imageUrl).optional(),
  creditReportSwitch: onOff.optional(),
  appDownloadSwitch: onOff.optional(),
  /** The points mall (duibaAccess, consumer_common): closed by operations for maintenance. */
  pointsMall: onOff.optional(),
  channels: z.partialRecord(channelName, onOff).optional(),
  strobe: onOff.optional(),
  /** CRM groups: programId → the mobiles in it (replaces the program's list). */
  crmGroups: z.record(z.string().max(32), z.array(field.mobile()).max(200)).optional(),
  /** The partner page fishcard hands over to (an allowed return origin in e2e). */
  fishcardUrl: z.string().max(256).regex(/^https?:\/\/[^\s"'<>]+$/).optional(),
  /** Forget every change: the defaults again. */
  reset: z.literal(true).optional(),
});
export type SandboxContentConfigBody = z.infer<typeof sandboxContentConfigBody>;
