import { z } from 'zod';
import {
  API_PATHS, okData, sandboxClockBody, sandboxClockData, sandboxSettingsBody, sandboxSmsData, field, sandboxMultiMobileBody,
  sandboxWxAuthCodeBody, sandboxWxAuthCodeData, SANDBOX_CLOCK_MAX_DAYS, sandboxChannelBody, sandboxRedPacketBody, sandboxRewardBody, sandboxBannerClicksData, emptyBody, sandboxFunderBody,
} from '@credit/shared/api';
import { FACES } from '../faces';
import { resetData } from '../seed';
import { fail } from '../lib/errors';
import { defineRoute, type RouteDef } from '../lib/route';
import { normalizeMobile, userByMobile } from '../lib/userStore';
import { nextCodeOfFan } from '../domains/account';
import { outboxCode } from '../domains/sms';
import { getSetting, putSetting } from '../domains/sys';
import { bindExtraMobile } from '../domains/multiAccount';
import { grantRedPacket, rewardCredited } from '../domains/effects';
import { bannerClickCounts } from '../domains/market';
import { addMonths } from '@credit/shared/money';
import type { AppContext } from '../context';

/** The user of a hook's `mobile` (2011 when none is registered). */
const userOfMobile = (ctx: AppContext, mobile: string): { id: number } => userByMobile(ctx, normalizeMobile(mobile)) ?? fail(2011);

/** Test hooks: SMS outbox, clock, reset, settings. Registered only when hooks are on. */
export const hookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sandbox.sms,
    method: 'GET',
    tag: 'sandbox',
    summary: 'The latest SMS code sent to a mobile (2017 when none); `by`: the latest one that user (their mobile) or `guest` asked for',
    auth: 'none',
    body: z.object({ mobile: field.mobile(), by: z.union([z.literal('guest'), field.mobile()]).optional() }),
    data: sandboxSmsData,
    handler: ({ body, ctx }) =>
      outboxCode(ctx, normalizeMobile(body.mobile), body.by === undefined || body.by === 'guest' ? body.by : userOfMobile(ctx, body.by)) ?? fail(2017),
  }),
  defineRoute({
    path: API_PATHS.sandbox.clock,
    tag: 'sandbox',
    summary: 'Move the business clock forward by `days` (3650 days in total at most, else 1004)',
    auth: 'none',
    body: sandboxClockBody,
    data: sandboxClockData,
    handler: ({ body, ctx }) => {
      if (ctx.clock.offset + body.days > SANDBOX_CLOCK_MAX_DAYS) fail(1004);
      ctx.clock.advance(body.days);
      return { offsetDays: ctx.clock.offset, now: ctx.clock.now() };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.reset,
    tag: 'sandbox',
    summary: 'Empty all data, settings and the clock offset; the demo user is seeded again',
    auth: 'none',
    body: z.object({}),
    data: okData,
    handler: ({ ctx }) => {
      resetData(ctx, FACES);
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.settings,
    tag: 'sandbox',
    summary: 'Change server settings (JSON body): sys config, switches, gray-test routes, tiles, maintenance',
    auth: 'none',
    body: sandboxSettingsBody,
    data: okData,
    handler: ({ body, ctx }) => {
      if (body.sysConfig) putSetting(ctx, 'sysConfig', { ...getSetting(ctx, 'sysConfig'), ...body.sysConfig });
      if (body.switches) putSetting(ctx, 'switches', { ...getSetting(ctx, 'switches'), ...body.switches });
      if (body.grayTestRoutes) putSetting(ctx, 'grayTestRoutes', body.grayTestRoutes);
      if (body.tiles) putSetting(ctx, 'tiles', body.tiles);
      if (body.maintenance !== undefined) putSetting(ctx, 'maintenance', body.maintenance);
      if (body.popup !== undefined) putSetting(ctx, 'popup', body.popup);
      if (body.cardInfoFails !== undefined) putSetting(ctx, 'cardInfoFails', body.cardInfoFails);
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.multiMobile,
    tag: 'sandbox',
    summary: 'Bind a further mobile to the account of `mobile` (a merged legacy account), for the multi-account flow',
    auth: 'none',
    body: sandboxMultiMobileBody,
    data: okData,
    handler: ({ body, ctx }) => {
      bindExtraMobile(ctx, normalizeMobile(body.mobile), normalizeMobile(body.extraMobile));
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.wxAuthCode,
    tag: 'sandbox',
    summary: "The messaging app's next OAuth code for the fan of an earlier code (the fan's next visit); codes are single-use",
    auth: 'none',
    body: sandboxWxAuthCodeBody,
    data: sandboxWxAuthCodeData,
    handler: ({ body, ctx }) => ({ authCode: nextCodeOfFan(ctx, body.authCode) }),
  }),
  defineRoute({
    path: API_PATHS.sandbox.channel,
    tag: 'sandbox',
    summary: 'Make a money channel (disburse, bankCard, protocol, alipay, withdraw, custody: the custody bank) succeed, fail or hang',
    auth: 'none',
    body: sandboxChannelBody,
    data: okData,
    handler: ({ body, ctx }) => {
      putSetting(ctx, 'channels', { ...getSetting(ctx, 'channels'), [body.channel]: body.mode });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.funder,
    tag: 'sandbox',
    summary: 'The loan router and the funders (ADR 032): force a funder (null: the rules again), the partners configured (in priority order), how a funder decides orders',
    auth: 'none',
    body: sandboxFunderBody,
    data: okData,
    handler: ({ body, ctx }) => {
      const now = getSetting(ctx, 'funders');
      putSetting(ctx, 'funders', {
        force: body.force === undefined ? now.force : body.force,
        enabled: body.enabled ?? now.enabled,
        decisions: body.decision
          ? { ...now.decisions, [body.decision.capitalChannel]: { mode: body.decision.mode, reason: body.decision.reason ?? '综合评分不足' } }
          : now.decisions,
      });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.redPacket,
    tag: 'sandbox',
    summary: 'Grant a loan red packet (valid a month) to the user of `mobile`',
    auth: 'none',
    body: sandboxRedPacketBody,
    data: okData,
    handler: ({ body, ctx }) => {
      grantRedPacket(ctx, userOfMobile(ctx, body.mobile).id, { title: '借款立减红包', amountFen: body.amountFen, limitFen: body.limitFen, expiresDay: addMonths(ctx.clock.day(), 1) });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.reward,
    tag: 'sandbox',
    summary: 'Credit a reward (fen) to the user of a mobile: it adds to the withdrawable balance',
    auth: 'none',
    body: sandboxRewardBody,
    data: okData,
    handler: ({ body, ctx }) => {
      rewardCredited(ctx, userOfMobile(ctx, body.mobile).id, { amountFen: body.amountFen, title: '活动奖励' });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.sandbox.bannerClicks,
    method: 'GET',
    tag: 'sandbox',
    summary: 'Clicks recorded per banner',
    auth: 'none',
    body: emptyBody,
    data: sandboxBannerClicksData,
    handler: ({ ctx }) => {
      return { clicks: bannerClickCounts(ctx) };
    },
  }),
];
