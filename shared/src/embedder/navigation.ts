import { DEEP_LINK_CHECK_MS, DEEP_LINK_THRESHOLD_MS, H5_VERSION } from '../constants';
import { MESSAGES } from '../errors/catalogue';
import { shell } from '../shell/facade';
import { bridge } from './bridge';
import { browser } from './browser';
import { getHost } from './detect';
import type { HostInfo } from './detect';

let returnOrigins: ReadonlySet<string> = new Set();

/**
 * The origins an absolute callback or stored return URL may lead to besides the page's own (spec 2.11,
 * 4.9): the runtime config's `returnOrigins` (remotes.json, set by the host at start), so a crafted
 * `callBackUrl` cannot send the user to a look-alike site. Scheme, host and port all count.
 */
export function setReturnOrigins(origins: readonly string[]): void {
  const valid = origins.flatMap((o) => {
    try {
      const url = new URL(o);
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  returnOrigins = new Set(valid);
}

/** An absolute http(s) URL on the page's own origin or one of the configured return origins. */
export function isAllowedAbsoluteUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return parsed.origin === new URL(browser.href()).origin || returnOrigins.has(parsed.origin);
}

/** Where a callback URL leads: out of the app to an allowed absolute URL, or to a hash route inside it. */
export type CallbackTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string };

/**
 * Reads a callback URL (spec 4.9): an absolute http(s) URL leaves the app (allowed origins only),
 * a hash route ("/x" or "#/x") stays inside it. Null when it is not to be followed.
 */
export function callbackTarget(callBackUrl: string | null | undefined): CallbackTarget | null {
  const url = callBackUrl?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return isAllowedAbsoluteUrl(url) ? { kind: 'external', url } : null;
  const path = url.replace(/^#/, '');
  return path.startsWith('/') ? { kind: 'route', path } : null;
}

/** Follows a callback URL (see `callbackTarget`). False when the URL was not followed. */
export function followCallbackUrl(callBackUrl: string | null | undefined): boolean {
  const target = callbackTarget(callBackUrl);
  if (target === null) return false;
  if (target.kind === 'external') browser.assign(target.url);
  else shell.navigate(target.path);
  return true;
}

export interface LeaveOptions {
  callBackUrl?: string | null;
  /** `window.history.length` unless given. */
  historyLength?: number;
  /** The detected host; `getHost()` unless given. */
  host?: HostInfo;
}

/**
 * Spec 4.9 leave behaviour: native app 1 finishes the window; otherwise the callback URL; failing that
 * the index when history has one entry, else one step back.
 */
export async function leave(options: LeaveOptions = {}): Promise<void> {
  if ((options.host ?? getHost()).profile.back === 'native' && (await bridge.finishWindow())) return;
  if (followCallbackUrl(options.callBackUrl)) return;
  if ((options.historyLength ?? browser.historyLength()) <= 1) shell.navigate('/', { replace: true });
  else browser.back();
}

/**
 * A banner's link (a hash route): in the native app from build 6 (spec 9 "banner click") the app opens it
 * in a page of its own, with its title bar and back; below that build, outside the app, or when the app
 * cannot, the H5 goes there itself.
 */
export async function openBannerLink(link: string): Promise<void> {
  if (getHost().profile.bannerLink === 'nativePage' && (await bridge.openWebPage(absoluteHashUrl(link)))) return;
  shell.navigate(link);
}

/** A hash route as an absolute URL of this page, for pages outside the app (or the app's own pages) to open. */
export function absoluteHashUrl(route: string): string {
  if (/^https?:\/\//i.test(route)) return route;
  const url = new URL(browser.href());
  url.hash = route.trim().replace(/^#/, '');
  return url.toString();
}

/** The version reported to the server and to external pages. */
export function clientVersion(): string {
  return getHost().appVersion || H5_VERSION;
}

export interface DeepLinkDeps {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

const realClock: DeepLinkDeps = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms) };

/**
 * Spec 4.10 deep-link fallback: try the app link; 25 ms later, if less than 5 s have passed (the app
 * did not take over and freeze the page), go to the fallback URL; otherwise close the page.
 * Resolves with what happened.
 */
export function openDeepLink(
  target: string | null | undefined,
  fallbackUrl: string,
  deps: DeepLinkDeps = realClock,
): Promise<'noTarget' | 'fallback' | 'closed'> {
  if (!target) {
    shell.toast(MESSAGES.deepLinkNoTarget);
    return Promise.resolve('noTarget');
  }
  const start = deps.now();
  browser.assign(target);
  return new Promise((resolve) => {
    deps.setTimeout(() => {
      if (deps.now() - start < DEEP_LINK_THRESHOLD_MS) {
        browser.assign(fallbackUrl);
        resolve('fallback');
      } else {
        browser.close();
        resolve('closed');
      }
    }, DEEP_LINK_CHECK_MS);
  });
}
