import { MAJIA_APP_SOURCES, NATIVE_MIN_VERSION } from '../constants';
import { storage, STORAGE_KEYS } from '../storage';
import { deviceProfile, type DeviceProfile } from './profile';

export type Platform = 'android' | 'ios' | 'other';
/** The tracking app name of spec 3. */
export type AppName = 'h5' | 'android app' | 'ios app' | 'wallet' | 'DDApp';

/**
 * What the entry URL and user agent tell about the embedding app: plain browser, WeChat, a native
 * wrapper or the wallet (spec 3 "Host configuration", 4.11). The spec calls it the host, hence the
 * names here; it is not the `host/` shell app.
 */
export interface HostInfo {
  /** APPSOURCE: "1" native app, "jfwallet", "DDApp", "pzscAPP", "wukCredit", "cube", "quick-app", "9"…; "" in a plain browser. */
  appSource: string;
  /** APPVERSION as sent; read it through `versionName` / `build` (one reading, docs/device-profiles.md). */
  appVersion: string;
  /** The dotted version name of APPVERSION ("3.5.0"); '' when none was sent. */
  versionName: string;
  /** The build number of APPVERSION ("3.5.0_103" → 103); null when none was sent. */
  build: number | null;
  isWeixin: boolean;
  /** A mini-program's web view (its user agent says `miniProgram`); inside the messaging app, so also `isWeixin`. */
  isMiniProgram: boolean;
  isIosNewVersion: boolean;
  isNativeApp: boolean;
  isWallet: boolean;
  platform: Platform;
  /** Pages the native app renders itself (NATIVEPAGES: login, index, user). */
  nativePages: string[];
  loadApp: string;
  returnUser: string;
  /** The deviceType request header. */
  deviceType: 'android' | 'ios' | 'wallet' | 'weixin' | 'h5';
  appName: AppName;
  /** Hash route of the web login for this embedding app. */
  loginPath: string;
  /** An alternate-shell ("majia") edition (spec 6): no limit raise, a prompt to get the full app. */
  isMajia: boolean;
  /** What this source does differently (profile.ts, docs/device-profiles.md). */
  profile: DeviceProfile;
}

const HOST_PARAMS = ['APPSOURCE', 'APPVERSION', 'ISWEIXIN', 'ISIOSNEWVERSION', 'NATIVEPAGES', 'LOADAPP', 'RETURNUSER'] as const;
type HostParam = (typeof HOST_PARAMS)[number];

/** Query parameters of both the search part and the hash route (`/#/page?a=b`); the hash wins. */
export function urlParams(href: string): URLSearchParams {
  const url = new URL(href, 'http://localhost/');
  const merged = new URLSearchParams(url.search);
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) new URLSearchParams(url.hash.slice(hashQuery + 1)).forEach((v, k) => merged.set(k, v));
  return merged;
}

/** Wrappers mark themselves in the user agent as `APPSOURCE/<value>` and `APPVERSION/<value>`. */
function fromUserAgent(ua: string, key: HostParam): string | null {
  const m = new RegExp(`${key}/([\\w.-]+)`, 'i').exec(ua);
  return m ? m[1] : null;
}

function readParams(href: string, ua: string): Partial<Record<HostParam, string>> {
  const q = urlParams(href);
  const out: Partial<Record<HostParam, string>> = {};
  for (const key of HOST_PARAMS) {
    const v = q.get(key) ?? fromUserAgent(ua, key);
    if (v != null) out[key] = v;
  }
  if (out.APPSOURCE == null) {
    if (/jfwallet/i.test(ua)) out.APPSOURCE = 'jfwallet';
    else if (/DDApp/i.test(ua)) out.APPSOURCE = 'DDApp';
  }
  return out;
}

/**
 * The one reading of APPVERSION (docs/device-profiles.md): `<versionName>_<build>`, e.g. `3.5.0_103`. The
 * version name (dotted) is what the forced update of spec 2.11 compares; the build (an integer, per
 * platform) is what the feature thresholds of spec 9 compare (index tab 57, rich-bean back 24, fingerprint
 * type 93 iOS / 103 Android, banner click 6, old header up to 8). A bare dotted value has no build; a
 * bare integer is a build with no name.
 */
export function readAppVersion(raw: string): { versionName: string; build: number | null } {
  const [name, build] = raw.trim().split('_', 2);
  if (build !== undefined) return { versionName: name, build: /^\d+$/.test(build) ? Number(build) : null };
  if (/^\d+$/.test(name)) return { versionName: '', build: Number(name) };
  return { versionName: name, build: null };
}

function build(p: Partial<Record<HostParam, string>>, ua: string): HostInfo {
  const appSource = p.APPSOURCE ?? '';
  const isNativeApp = appSource === '1';
  const isWallet = appSource === 'jfwallet';
  const isWeixin = p.ISWEIXIN === '1' || p.ISWEIXIN === 'true' || /MicroMessenger/i.test(ua);
  const isMiniProgram = /miniProgram/i.test(ua);
  const version = readAppVersion(p.APPVERSION ?? '');
  const platform: Platform = /android/i.test(ua) ? 'android' : /iphone|ipad|ipod|ios/i.test(ua) ? 'ios' : 'other';
  const appName: AppName = isNativeApp
    ? platform === 'ios' ? 'ios app' : 'android app'
    : isWallet ? 'wallet' : appSource === 'DDApp' ? 'DDApp' : 'h5';
  const deviceType: HostInfo['deviceType'] = isNativeApp
    ? platform === 'ios' ? 'ios' : 'android'
    : isWallet ? 'wallet' : isWeixin ? 'weixin' : 'h5';
  return {
    appSource,
    appVersion: p.APPVERSION ?? '',
    ...version,
    isWeixin,
    isMiniProgram,
    isIosNewVersion: p.ISIOSNEWVERSION === '1' || p.ISIOSNEWVERSION === 'true',
    isNativeApp,
    isWallet,
    platform,
    nativePages: (p.NATIVEPAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    loadApp: p.LOADAPP ?? '',
    returnUser: p.RETURNUSER ?? '',
    deviceType,
    appName,
    // The messaging browser's own login; a mini-program's web view cannot use it (no official-account sign-in there).
    loginPath: isWeixin && !isNativeApp && !isMiniProgram ? '/weixinLogin' : '/login',
    isMajia: MAJIA_APP_SOURCES.includes(appSource),
    profile: deviceProfile({ appSource, isWeixin, isMiniProgram, build: version.build, platform, returnUser: p.RETURNUSER ?? '' }),
  };
}

/** Pure detection from an entry URL and a user agent. */
export function detectHost(href: string, userAgent: string): HostInfo {
  return build(readParams(href, userAgent), userAgent);
}

let current: HostInfo | null = null;

/**
 * Detects the embedding app once per entry. Its query only appears on the entry URL, so what it said is
 * kept in storage and reused when a later load carries none.
 */
export function initHost(href: string, userAgent: string): HostInfo {
  const params = readParams(href, userAgent);
  const stored = storage.getJSON<Partial<Record<HostParam, string>>>(STORAGE_KEYS.host);
  const hasOwn = HOST_PARAMS.some((k) => params[k] != null);
  const effective = hasOwn || !stored ? params : stored;
  if (hasOwn) storage.setJSON(STORAGE_KEYS.host, params);
  current = build(effective, userAgent);
  return current;
}

/** The embedding app of this session; detected from the current page on first use. */
export function getHost(): HostInfo {
  if (current) return current;
  const href = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return initHost(href, ua);
}

/** Test seam: forget the cached embedding app. */
export function resetHost(): void {
  current = null;
}

/** Dotted numeric versions: -1 if a < b, 0 if equal, 1 if a > b; missing parts count as 0. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.split('.').map((n) => parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Spec 2.11: a native app older than 3.4.7 (Android) or 3.3.8 (iOS) must update. Unknown versions pass. */
export function needsForceUpdate(host: Pick<HostInfo, 'isNativeApp' | 'versionName' | 'platform'>): boolean {
  if (!host.isNativeApp || !host.versionName || host.platform === 'other') return false;
  return compareVersions(host.versionName, NATIVE_MIN_VERSION[host.platform]) < 0;
}

/**
 * True in the native app from the given build on (spec 9's app version thresholds). An unknown build,
 * or any other host, has none of the build-gated features.
 */
export function nativeBuildAtLeast(host: Pick<HostInfo, 'isNativeApp' | 'build'>, threshold: number): boolean {
  return host.isNativeApp && host.build !== null && host.build >= threshold;
}

/** The hash route path of a URL ("/" for none), without its query. */
export function hashPath(href: string): string {
  const hash = new URL(href, 'http://localhost/').hash.replace(/^#/, '');
  const path = hash.split('?')[0];
  return path || '/';
}

/** The index route of spec 2.1 (also its aliases). */
export function isIndexRoute(path: string): boolean {
  return path === '/' || path === '/index' || path === '/oneKeeper';
}

/** Spec 3 "Customer-service widget" channel, also sent with the points balance (spec 7.7): it follows the host. */
export function clientChannel(host: Pick<HostInfo, 'isNativeApp' | 'platform' | 'isWeixin'>): 'H5' | 'app-ios' | 'app-android' | 'official-account' {
  if (host.isNativeApp) return host.platform === 'ios' ? 'app-ios' : 'app-android';
  if (host.isWeixin) return 'official-account';
  return 'H5';
}
