import { randomBytes } from 'node:crypto';
import {
  activityListData, announcementListData, API_PATHS, appDownloadSwitchData, bannerListData, canWithdrawData, cardV3Data, creditReportSwitchData, duibaAccessData,
  crmGroupCheckBody, crmGroupCheckData, emptyBody, FEEDBACK_MIN_CHARS, FEEDBACK_MAX_CHARS, fishcardExchangeBody, fishcardExchangeData, fishcardRedeemBody,
  fishcardRedeemData, getAdviertisementBody, getAdviertisementData, getAdviertisementInfoBody, getAdviertisementInfoData, getChannelStatusBody,
  getChannelStatusData, getStrobeStatusData, idxSkinData, imageConfigData, okData, opinionFeedbackBody, opinionFeedbackData,
  sandboxContentConfigBody, tabAdListBody, tabAdListData,
} from '@credit/shared/api';
import { dueTotal, FREE_INTEREST_GIFT_DAYS } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { bumpToday } from '../../lib/counterStore';
import { sha256 } from '../../lib/crypto';
import { fail, failWithMessage } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import { HANDOFF_URL_CODE_TTL_MS, issueHandoffCode, spendHandoffCode } from '../account';
import { normalizeMobile, type UserRow } from '../../lib/userStore';
import { billsOfUser, dueOf, availableCredit, outstandingPrincipal, hasOverdue } from '../loan';
import { activityDefOf, activityState, ANNOUNCEMENTS, BANNERS, DISCOVER_ACTIVITIES, memberLevelOf } from '../market';
import { changeContentConfig, contentConfig, marketingTierOpen, pointsMallOpen, SWITCH_MESSAGES } from '../sys';
import { advertsOf, CRM_CAMPAIGN, TAB_ADS_BY_TAB } from './data';
import { insertFeedback } from './store';

/**
 * Content and configuration (issue 28, ADR 040; spec 2.10, 2.11, 6, 7.7): each spec 7.7 call under its
 * name. The discover tab's parts are separate calls (bannerManager, announcements, tab ads,
 * activities); the configuration reads answer what the content-config hook last set, else defaults.
 */
/** The advertisements with the product's own first-loan offer (the pricing loanparams answers from). */
const adverts = (ctx: AppContext) => advertsOf({ freeMonths: ctx.opts.pricing.freeMonths, giftDays: FREE_INTEREST_GIFT_DAYS });

export const CONTENT_CONFIG_MESSAGES = {
  adNotFound: '广告不存在或已下线',
  creditReportClosed: SWITCH_MESSAGES.creditReportClosed,
  feedbackShort: `请至少输入${FEEDBACK_MIN_CHARS}个字`,
  feedbackLong: `反馈内容不能超过${FEEDBACK_MAX_CHARS}个字`,
  feedbackLimit: '今日反馈次数已达上限，请明天再试',
  fishcardTokenInvalid: '授权已失效，请返回重新进入',
  mallClosed: SWITCH_MESSAGES.mallClosed,
} as const;

/** Feedback one user may send per business day. */
export const FEEDBACK_PER_USER_PER_DAY = 10;

function newFeedbackNo(ctx: AppContext): string {
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10).replace(/-/g, '');
  return `FK${day}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Whether a user is in a CRM program's group (the stand-in CRM: the configured mobiles). */
export function inCrmGroup(ctx: AppContext, user: UserRow | undefined, programId: string): boolean {
  const groups = contentConfig(ctx).crmGroups;
  // Own keys only: a programId such as `constructor` names no group.
  return Boolean(user && Object.hasOwn(groups, programId) && Array.isArray(groups[programId]) && groups[programId]!.includes(user.mobile));
}

export const contentConfigRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.contentConfig.bannerList,
    tag: 'content-config',
    summary: 'The discover tab\'s banners (bannerManager), in order',
    auth: 'none',
    body: emptyBody,
    data: bannerListData,
    handler: () => ({ list: BANNERS }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.announcements,
    tag: 'content-config',
    summary: 'Platform announcements, newest first',
    auth: 'none',
    body: emptyBody,
    data: announcementListData,
    handler: () => ({ list: [...ANNOUNCEMENTS].sort((a, b) => b.publishedDay.localeCompare(a.publishedDay)) }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.tabAds,
    tag: 'content-config',
    summary: 'The ads of a tab (discover, member): title and in-app link',
    auth: 'none',
    body: tabAdListBody,
    data: tabAdListData,
    handler: ({ body }) => ({ list: TAB_ADS_BY_TAB[body.tab] }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.activityList,
    tag: 'content-config',
    summary: 'The discover tab\'s activities (ended ones marked, not-started ones not listed); a CRM campaign carries its programId (shown only to its group)',
    auth: 'none',
    body: emptyBody,
    data: activityListData,
    handler: ({ ctx }) => {
      const today = ctx.clock.day();
      // An activity is listed from its first day (ADR 039, issue 39): nobody is sent first to a page that says 活动未开始.
      const list = DISCOVER_ACTIVITIES.flatMap((code) => {
        const a = activityDefOf(ctx, code);
        if (activityState(a, today) === 'notStarted') return [];
        return [{ code, title: a.title, summary: a.summary, link: a.link, endsDay: a.endsDay, ended: a.endsDay < today, programId: null }];
      });
      const c = CRM_CAMPAIGN;
      return { list: [{ code: c.code, title: c.title, summary: c.summary, link: c.link, endsDay: c.endsDay, ended: c.endsDay < today, programId: c.programId }, ...list] };
    },
  }),
  defineRoute({
    path: API_PATHS.contentConfig.getAdviertisement,
    tag: 'content-config',
    summary: 'The advertisements placed at a position (home, discover)',
    auth: 'none',
    body: getAdviertisementBody,
    data: getAdviertisementData,
    handler: ({ body, ctx }) => ({ list: adverts(ctx).filter((a) => a.position === body.position).map(({ adId, title, subtitle }) => ({ adId, title, subtitle })) }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.getAdviertisementInfo,
    tag: 'content-config',
    summary: 'One advertisement\'s page: its text and where it leads',
    auth: 'none',
    body: getAdviertisementInfoBody,
    data: getAdviertisementInfoData,
    handler: ({ body, ctx }) => {
      const ad = adverts(ctx).find((a) => a.adId === body.adId) ?? failWithMessage(CONTENT_CONFIG_MESSAGES.adNotFound);
      return { adId: ad.adId, title: ad.title, ...ad.info };
    },
  }),
  defineRoute({
    path: API_PATHS.contentConfig.getChannelStatus,
    tag: 'content-config',
    summary: 'Whether a channel (the deviceType values) takes new loan applications',
    auth: 'none',
    body: getChannelStatusBody,
    data: getChannelStatusData,
    handler: ({ body, ctx }) => ({ channel: body.channel, status: contentConfig(ctx).channels[body.channel] }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.getStrobeStatus,
    tag: 'content-config',
    summary: 'The strobe: whether new loan applications are taken at all today',
    auth: 'none',
    body: emptyBody,
    data: getStrobeStatusData,
    handler: ({ ctx }) => ({ status: contentConfig(ctx).strobe }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.duibaAccess,
    tag: 'content-config',
    summary: 'The user\'s access to the points mall (read when the member tab shows): open, or closed with the reason to show; the hand-off is consumer_common',
    auth: 'user',
    body: emptyBody,
    data: duibaAccessData,
    handler: ({ ctx }) => (pointsMallOpen(ctx) ? { open: true, reason: '' } : { open: false, reason: CONTENT_CONFIG_MESSAGES.mallClosed }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.fishcardExchange,
    tag: 'content-config',
    summary: 'fishcard token exchange: a one-time partner token (60 s, never the session token) and the partner page (spec 4.10)',
    auth: 'user',
    body: fishcardExchangeBody,
    data: fishcardExchangeData,
    handler: ({ token, user, ctx }) => {
      // Spec 6, ADR 056: the membership card partner is the marketing tier's, from its level on.
      if (!marketingTierOpen(ctx, memberLevelOf(ctx, user.id))) fail(1007);
      return { partnerUrl: contentConfig(ctx).fishcardUrl, token: issueHandoffCode(ctx, sha256(token!), 'fishcard', HANDOFF_URL_CODE_TTL_MS) };
    },
  }),
  defineRoute({
    path: API_PATHS.contentConfig.fishcardRedeem,
    tag: 'content-config',
    summary: 'The partner redeems a partner token once (server to server): whose it was, the mobile masked',
    auth: 'none',
    body: fishcardRedeemBody,
    data: fishcardRedeemData,
    handler: ({ body, ctx }) => {
      const opened = spendHandoffCode(ctx, body.token, 'fishcard') ?? failWithMessage(CONTENT_CONFIG_MESSAGES.fishcardTokenInvalid);
      return { mobile: mask(opened.user.mobile) };
    },
  }),
  defineRoute({
    path: API_PATHS.contentConfig.crmGroupCheck,
    tag: 'content-config',
    summary: 'CRM group check (JSON body programId): whether the user is in the campaign\'s group (a guest never is)',
    auth: 'none',
    body: crmGroupCheckBody,
    data: crmGroupCheckData,
    handler: ({ body, user, ctx }) => ({ programId: body.programId, inGroup: inCrmGroup(ctx, user, body.programId) }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.idxSkin,
    tag: 'content-config',
    summary: 'The home skin: hero colours (#rrggbb) and a greeting line',
    auth: 'none',
    body: emptyBody,
    data: idxSkinData,
    handler: ({ ctx }) => contentConfig(ctx).idxSkin,
  }),
  defineRoute({
    path: API_PATHS.contentConfig.imageConfig,
    tag: 'content-config',
    summary: 'Images by slot (https or same-origin paths); a slot left out has no image',
    auth: 'none',
    body: emptyBody,
    data: imageConfigData,
    handler: ({ ctx }) => ({ images: Object.fromEntries(Object.entries(contentConfig(ctx).images).filter(([, url]) => url)) }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.creditReportSwitch,
    tag: 'content-config',
    summary: 'Whether the credit-report authorisation (authorization kind creditQuery) may be granted',
    auth: 'none',
    body: emptyBody,
    data: creditReportSwitchData,
    handler: ({ ctx }) => ({ status: contentConfig(ctx).creditReportSwitch }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.appDownloadSwitch,
    tag: 'content-config',
    summary: 'Whether /downLoad offers the app download links',
    auth: 'none',
    body: emptyBody,
    data: appDownloadSwitchData,
    handler: ({ ctx }) => ({ status: contentConfig(ctx).appDownloadSwitch }),
  }),
  defineRoute({
    path: API_PATHS.contentConfig.canWithdraw,
    tag: 'content-config',
    summary: 'Whether the user may draw cash on the limit now (overdue: no; no available limit: no)',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: canWithdrawData,
    handler: ({ user, ctx }) => {
      if (hasOverdue(ctx, user.id)) return { canWithdraw: false, reason: 'overdue' as const };
      if (availableCredit(ctx, user) < ctx.opts.pricing.minLoanFen) return { canWithdraw: false, reason: 'noLimit' as const };
      return { canWithdraw: true, reason: 'ok' as const };
    },
  }),
  defineRoute({
    path: API_PATHS.contentConfig.cardV3,
    tag: 'content-config',
    summary: 'The limit card of the bills (fen): limit, used, available, the earliest unpaid bill due',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: cardV3Data,
    handler: ({ user, ctx }) => {
      const today = ctx.clock.day();
      const next = billsOfUser(ctx, user.id, true)[0];
      return {
        limitFen: user.active_status ? user.credit_limit_fen : 0,
        usedFen: outstandingPrincipal(ctx, user.id),
        availableFen: availableCredit(ctx, user),
        nextDue: next ? { dueDay: next.due_day, amountFen: dueTotal(dueOf(next, today)) } : null,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.feedback.opinionFeedback,
    tag: 'content-config',
    summary: `Opinion feedback (login): type, content ${FEEDBACK_MIN_CHARS}–${FEEDBACK_MAX_CHARS} characters after trimming, optional contact mobile; ${FEEDBACK_PER_USER_PER_DAY} a day`,
    auth: 'user',
    once: true,
    body: opinionFeedbackBody,
    data: opinionFeedbackData,
    handler: ({ body, user, ctx }) => {
      const content = body.content.trim();
      if (content.length < FEEDBACK_MIN_CHARS) failWithMessage(CONTENT_CONFIG_MESSAGES.feedbackShort);
      if (content.length > FEEDBACK_MAX_CHARS) failWithMessage(CONTENT_CONFIG_MESSAGES.feedbackLong);
      if (bumpToday(ctx, `feedback:${user.id}`) > FEEDBACK_PER_USER_PER_DAY) failWithMessage(CONTENT_CONFIG_MESSAGES.feedbackLimit);
      const feedbackNo = newFeedbackNo(ctx);
      insertFeedback(ctx, { feedbackNo, userId: user.id, type: body.type, content, mobile: body.mobile ? normalizeMobile(body.mobile) : null, at: ctx.clock.now() });
      return { feedbackNo };
    },
  }),
];

/** The content-config test hook (SANDBOX_HOOKS=1 only). */
export const contentConfigHookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.contentConfig.sandboxConfig,
    tag: 'sandbox',
    summary: 'Change the content configuration (JSON): skin, images, credit-report and app-download switches, the points mall, channels, strobe, CRM groups, fishcard page; reset',
    auth: 'none',
    body: sandboxContentConfigBody,
    data: okData,
    handler: ({ body, ctx }) => {
      changeContentConfig(ctx, body);
      return { ok: true as const };
    },
  }),
];
