import type { ChannelName, IdxSkinData, ImageSlot, OnOff, SandboxContentConfigBody } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { deleteSetting, readSetting, writeSetting } from './store';

/**
 * The content configuration (issue 28, ADR 040): what operations change with no rebuild. Kept in the
 * settings table under its own key (here, beside the settings store, so the market's mall and the settings
 * domain read its switches without importing the contentConfig domain that serves it); the defaults below apply until something is stored (and
 * again after the reset hook, which empties settings).
 */
export interface ContentConfig {
  idxSkin: IdxSkinData;
  images: Partial<Record<ImageSlot, string>>;
  creditReportSwitch: OnOff;
  appDownloadSwitch: OnOff;
  /** The points mall: closed, duibaAccess says so and consumer_common refuses the hand-off. */
  pointsMall: OnOff;
  channels: Record<ChannelName, OnOff>;
  strobe: OnOff;
  /** programId → the mobiles in the CRM group. */
  crmGroups: Record<string, string[]>;
  /** The partner page fishcard hands the user to (example address; e2e points it at its partner origin). */
  fishcardUrl: string;
}

const KEY = 'content:config';

export const DEFAULT_CONTENT_CONFIG: ContentConfig = {
  idxSkin: { skinId: 'default', heroStart: '#ff7a45', heroEnd: '#ff4d4f', greeting: '' },
  images: {},
  creditReportSwitch: 'open',
  appDownloadSwitch: 'open',
  pointsMall: 'open',
  channels: { android: 'open', ios: 'open', wallet: 'open', weixin: 'open', h5: 'open' },
  strobe: 'open',
  crmGroups: {},
  fishcardUrl: 'https://fishcard.example.com/member',
};

export function contentConfig(ctx: AppContext): ContentConfig {
  const raw = readSetting(ctx, KEY);
  return raw === undefined ? DEFAULT_CONTENT_CONFIG : { ...DEFAULT_CONTENT_CONFIG, ...(JSON.parse(raw) as Partial<ContentConfig>) };
}

/** The hook's partial change: each field given replaces the stored one (channels and groups merge by key). */
export function changeContentConfig(ctx: AppContext, body: SandboxContentConfigBody): void {
  if (body.reset) deleteSetting(ctx, KEY);
  const now = contentConfig(ctx);
  const next: ContentConfig = {
    ...now,
    ...(body.idxSkin ? { idxSkin: body.idxSkin } : {}),
    ...(body.images ? { images: { ...now.images, ...body.images } } : {}),
    ...(body.creditReportSwitch ? { creditReportSwitch: body.creditReportSwitch } : {}),
    ...(body.appDownloadSwitch ? { appDownloadSwitch: body.appDownloadSwitch } : {}),
    ...(body.pointsMall ? { pointsMall: body.pointsMall } : {}),
    ...(body.channels ? { channels: { ...now.channels, ...body.channels } } : {}),
    ...(body.strobe ? { strobe: body.strobe } : {}),
    ...(body.crmGroups ? { crmGroups: { ...now.crmGroups, ...body.crmGroups } } : {}),
    ...(body.fishcardUrl ? { fishcardUrl: body.fishcardUrl } : {}),
  };
  writeSetting(ctx, KEY, JSON.stringify(next));
}

/** The refusals of the two switches other domains ask before acting. */
export const SWITCH_MESSAGES = {
  creditReportClosed: '征信查询授权暂未开放',
  mallClosed: '积分商城维护中，请稍后再来',
} as const;

/** Whether the credit-report authorisation may be granted now (the settings domain asks before granting it). */
export const creditReportOpen = (ctx: AppContext): boolean => contentConfig(ctx).creditReportSwitch === 'open';

/** Whether the points mall is open (the content configuration's pointsMall); consumer_common refuses the hand-off while closed. */
export const pointsMallOpen = (ctx: AppContext): boolean => contentConfig(ctx).pointsMall === 'open';
