import { useQuery } from '@tanstack/react-query';
import { atom } from 'jotai';
import type {
  AppDownloadSwitchData, ChannelName, CreditReportSwitchData, GetChannelStatusData, GetStrobeStatusData, IdxSkinData, ImageConfigData, ImageSlot,
} from '../api/contentConfig';
import type { SysInfoData, VersionInfoData } from '../api/sys';
import { API_PATHS } from '../api/paths';
import { H5_VERSION } from '../constants';
import { VALUE_PATTERNS } from '../rules';
import { getHost, needsForceUpdate, type HostInfo } from '../embedder/detect';
import { http } from '../http/client';
import { shell } from '../shell/facade';
import { sessionStore } from '../session/store';

/**
 * Content and configuration read by the pages (ADR 040): asked once per app start (a reload asks again,
 * so a change on the server shows with no rebuild), quietly; while there is no answer, or when the
 * call fails, each read has a built-in default and the page works with it.
 */
const quiet = { suppressErrorToast: true };
const perAppStart = { staleTime: Infinity, retry: false } as const;

export const contentConfigKeys = {
  idxSkin: ['contentConfig', 'idxSkin'] as const,
  imageConfig: ['contentConfig', 'imageConfig'] as const,
  creditReportSwitch: ['contentConfig', 'creditReportSwitch'] as const,
  appDownloadSwitch: ['contentConfig', 'appDownloadSwitch'] as const,
  versionInfo: ['contentConfig', 'versionInfo'] as const,
};

/** The skin the home ships with (home.css's hero): what shows until, or unless, idxSkin answers. */
export const DEFAULT_IDX_SKIN: IdxSkinData = { skinId: 'default', heroStart: '#ff8a3d', heroEnd: '#ff5a1f', greeting: '' };
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A served skin, its colours checked again (only #rrggbb reaches CSS); a bad answer keeps the default. */
export function skinOf(served: IdxSkinData | null | undefined): IdxSkinData {
  if (!served || !COLOUR.test(served.heroStart) || !COLOUR.test(served.heroEnd)) return DEFAULT_IDX_SKIN;
  return { skinId: served.skinId, heroStart: served.heroStart, heroEnd: served.heroEnd, greeting: typeof served.greeting === 'string' ? served.greeting.slice(0, 40) : '' };
}

export function useIdxSkin(): IdxSkinData {
  const { data } = useQuery({ queryKey: contentConfigKeys.idxSkin, queryFn: () => http.post<IdxSkinData>(API_PATHS.contentConfig.idxSkin, undefined, quiet), ...perAppStart });
  return skinOf(data);
}

/** An image address the page may load: https, or a path on this origin; anything else is no image. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https:\/\/[^\s"'<>]+$/.test(url)) return url;
  if (/^\/[^\s"'<>/][^\s"'<>]*$/.test(url)) return url;
  return null;
}

/** The configured image of a slot (sys imageConfig), or null: the page then shows none. */
export function useConfiguredImage(slot: ImageSlot): string | null {
  const { data } = useQuery({
    queryKey: contentConfigKeys.imageConfig,
    queryFn: () => http.post<ImageConfigData>(API_PATHS.contentConfig.imageConfig, undefined, quiet),
    ...perAppStart,
  });
  return safeImageUrl(data?.images?.[slot]);
}

/**
 * A server switch of ADR 040: `null` while unanswered; a failed read counts as open (the default: the
 * server still refuses what a closed switch closes, so the default only decides what is offered).
 */
function useOnOff(key: readonly string[], path: string): boolean | null {
  const query = useQuery({ queryKey: key, queryFn: () => http.post<CreditReportSwitchData | AppDownloadSwitchData>(path, undefined, quiet), ...perAppStart });
  if (query.isError) return true;
  return query.data ? query.data.status === 'open' : null;
}

/** Whether the credit-report authorisation may be offered (sys creditReportSwitch). */
export const useCreditReportOpen = (): boolean | null => useOnOff(contentConfigKeys.creditReportSwitch, API_PATHS.contentConfig.creditReportSwitch);
/** Whether /downLoad offers the download links (the app-download switch). */
export const useAppDownloadOpen = (): boolean | null => useOnOff(contentConfigKeys.appDownloadSwitch, API_PATHS.contentConfig.appDownloadSwitch);

/** What the borrow entry says when a channel gate is closed (product copy of issue 28, ADR 040). */
export const BORROW_GATE_MESSAGES = {
  channelClosed: '当前渠道暂不支持借款申请，请下载APP使用',
  strobeClosed: '今日借款申请人数较多，请明天再来',
} as const;

/**
 * The channel gates on a new loan (channelApi getChannelStatus for this channel, getStrobeStatus), asked
 * at the tap: the message of the first closed gate, or null to go on. A gate that cannot be read lets
 * the user through (the loan calls still answer for themselves).
 */
export async function borrowGateMessage(channel: ChannelName): Promise<string | null> {
  const [channelStatus, strobe] = await Promise.allSettled([
    http.post<GetChannelStatusData>(API_PATHS.contentConfig.getChannelStatus, { channel }, quiet),
    http.post<GetStrobeStatusData>(API_PATHS.contentConfig.getStrobeStatus, undefined, quiet),
  ]);
  if (channelStatus.status === 'fulfilled' && channelStatus.value?.status === 'close') return BORROW_GATE_MESSAGES.channelClosed;
  if (strobe.status === 'fulfilled' && strobe.value?.status === 'close') return BORROW_GATE_MESSAGES.strobeClosed;
  return null;
}

/** Runs `go` unless a channel gate is closed; then says why (a toast) and goes nowhere. */
export async function throughBorrowGates(channel: ChannelName, go: () => void): Promise<void> {
  const closed = await borrowGateMessage(channel);
  if (closed) shell.toast(closed);
  else go();
}

/** What sys/versionInfo is asked for this host: the native app's platform and version, else the H5's. */
export function versionInfoBody(host: Pick<HostInfo, 'profile' | 'platform' | 'versionName'>): { deviceType: 'android' | 'ios' | 'h5'; version: string } | null {
  if (host.profile.version === 'app' && host.platform !== 'other') {
    return VALUE_PATTERNS.appVersion.test(host.versionName) ? { deviceType: host.platform, version: host.versionName } : null;
  }
  return { deviceType: 'h5', version: H5_VERSION };
}

/** What /downLoad asks: the app of the phone's platform (Android on a desktop), at the version the user runs ('0' outside the app). */
export function appVersionInfoBody(host: Pick<HostInfo, 'profile' | 'platform' | 'versionName'>): { deviceType: 'android' | 'ios'; version: string } {
  const deviceType = host.platform === 'ios' ? 'ios' : 'android';
  return { deviceType, version: host.profile.version === 'app' && VALUE_PATTERNS.appVersion.test(host.versionName) ? host.versionName : '0' };
}

/**
 * sys/versionInfo (null while unanswered, or when it cannot be asked or fails): for this host by
 * default (the update prompt), or for the app of this phone (`'app'`, the download page).
 */
export function useVersionInfo(of: 'host' | 'app' = 'host'): VersionInfoData | null {
  const body = of === 'app' ? appVersionInfoBody(getHost()) : versionInfoBody(getHost());
  const { data } = useQuery({
    queryKey: [...contentConfigKeys.versionInfo, body?.deviceType ?? '', body?.version ?? ''],
    queryFn: () => http.post<VersionInfoData>(API_PATHS.sys.versionInfo, body!, quiet),
    enabled: body !== null,
    ...perAppStart,
  });
  return data ?? null;
}

/**
 * Spec 2.11's forced update: the server's answer (sys/versionInfo forceUpdate) once it has one; before
 * it, or when it fails, the shipped rule (native minimums 3.4.7 / 3.3.8) decides, so an old app is never
 * let through for want of an answer.
 */
export function useForceUpdate(): boolean {
  const info = useVersionInfo();
  const host = getHost();
  if (host.profile.version !== 'app') return false;
  return info ? info.forceUpdate : needsForceUpdate(host);
}

/**
 * sys/info (spec 7.7; served before issue 28, never asked): the platform's state. Its `maintenance` flag
 * puts every page behind the maintenance message (spec 8) until a reload finds it off; the host's
 * start-up asks once. Unanswered or failed: null, no maintenance (the calls answer for themselves).
 */
export const sysInfoAtom = atom<SysInfoData | null>(null);

export async function loadSysInfo(): Promise<void> {
  try {
    const info = await http.post<SysInfoData>(API_PATHS.sys.info, undefined, quiet);
    if (info) sessionStore.set(sysInfoAtom, info);
  } catch {
    // Deliberately dropped: without an answer the app runs as if not in maintenance (ADR 040 fallbacks).
  }
}
