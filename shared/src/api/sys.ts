import { z } from 'zod';
import { TAB_NAMES } from '../constants';
import { VALUE_PATTERNS } from '../rules';
import { fen, text } from './common';

export const sysConfigData = z.object({
  /** Highest borrowable amount, fen (the client uses 200000 yuan when 0). */
  borrowHighestMoney: fen(),
  complaintEmail: z.string(),
  complianceCopy: z.string(),
  consumerHotline: z.string(),
  /** Scan-pay result polling interval, seconds. */
  resultInterval: z.number().int().positive(),
  /**
   * Where each platform downloads the full app (the download pages link there), and `appLink`, the
   * app's own link (its URL scheme) that opens it where installed: the download page's 打开APP tries it
   * with the deep-link fallback of spec 4.10 to the store link.
   */
  appDownload: z.object({ android: z.string(), ios: z.string(), appLink: z.string() }),
});
export type SysConfigData = z.infer<typeof sysConfigData>;

const switchValue = z.enum(['open', 'close']);
export const switchInfoBody = z.object({ shopVersion: text(16).optional() });
export type SwitchInfoBody = z.infer<typeof switchInfoBody>;
export const switchInfoData = z.object({
  oneAccountSwitch: switchValue,
  logoutSwitch: switchValue,
  superOrBillSwitch: switchValue,
  shopInstalmentAndroidSwitch: switchValue,
  shopInstalmentH5Switch: switchValue,
  shopInstalmentIosSwitch: switchValue,
});
export type SwitchInfoData = z.infer<typeof switchInfoData>;

export const sysInfoData = z.object({
  /** Epoch ms of the sandbox's business clock (moved by the clock hook). */
  serverTime: z.number().int(),
  maintenance: z.boolean(),
  /** Quota-unified product ids (spec 6). */
  quotaUnifiedProductIds: z.array(z.string()),
  memberLevel: z.string(),
});
export type SysInfoData = z.infer<typeof sysInfoData>;

export const versionInfoBody = z.object({ deviceType: z.enum(['android', 'ios', 'h5']), version: z.string().max(16).regex(VALUE_PATTERNS.appVersion, { error: '1004' }) });
export type VersionInfoBody = z.infer<typeof versionInfoBody>;
export const versionInfoData = z.object({
  latestVersion: z.string(),
  minVersion: z.string(),
  forceUpdate: z.boolean(),
  downloadPath: z.string(),
});
export type VersionInfoData = z.infer<typeof versionInfoData>;

/** Which parts of a tile the server configured; unconfigured parts keep the host's defaults. */
export const tileConfiguredFlags = z.object({
  icon: z.boolean(),
  highlightedIcon: z.boolean(),
  title: z.boolean(),
  corner: z.boolean(),
  h5JumpUrl: z.boolean(),
  isNeedLogin: z.boolean(),
  isNeedRealName: z.boolean(),
  defaultLogic: z.boolean(),
});
/** A home quick-entry tile or "Mine" menu item (spec 3). */
export const tileData = z.object({
  /** A tab name of spec 9 identifying the entry (TAB_NAMES); any other key is refused. */
  key: z.enum(TAB_NAMES),
  icon: z.string(),
  highlightedIcon: z.string(),
  title: z.string(),
  corner: z.string(),
  h5JumpUrl: z.string(),
  /** "0" none, "1" login, "2" other. */
  isNeedLogin: z.enum(['0', '1', '2']),
  isNeedRealName: z.enum(['0', '1']),
  isAccordingNewLogic: z.enum(['0', '1']),
  defaultLogic: z.string(),
  /** "h5" in-app route, "url" absolute link, "native" app page. */
  urlType: z.enum(['h5', 'url', 'native']),
  configured: tileConfiguredFlags,
});
export type TileData = z.infer<typeof tileData>;
export const tileConfigData = z.object({ homeTiles: z.array(tileData), mineMenu: z.array(tileData) });
export type TileConfigData = z.infer<typeof tileConfigData>;

export const grayTestListData = z.object({ routes: z.array(z.string()) });
export type GrayTestListData = z.infer<typeof grayTestListData>;
