import {
  allAgreementsSelectedAtom, bridge, browser, callbackTarget, getHost, leave, logout, MESSAGES, nativeBuildAtLeast,
  sessionStore, shell, storage, urlParams, type HostInfo, type RemoteRoute,
} from '@credit/shared';
import { readHistoryList } from './navigationRecord';

/**
 * The stored return URL (spec 2.11 "otherwise the stored return URL or history"): the absolute
 * `callBackUrl` of the URL the app was entered by (a partner's or the wallet's page that opened it).
 * Followed by back on that entry only (history would leave the app there; deeper in, history is the
 * way back), and only to the page's own origin or a configured return origin (`setReturnOrigins`).
 */
export const RETURN_URL_KEY = 'returnUrl';
const CASH_INDEX = '/newCashIndex';

/** The history position of the entry the stored return URL belongs to. */
const RETURN_ENTRY_KEY = 'returnUrlEntry';
let returnEntryPending = false;
let atReturnEntry = false;

/** Keeps the entry URL's absolute `callBackUrl` as the session's return URL (bootstrap calls it once). */
export function rememberReturnUrl(entryHref: string): void {
  const url = urlParams(entryHref).get('callBackUrl')?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return;
  storage.set(RETURN_URL_KEY, url);
  returnEntryPending = true;
}

/**
 * Told the position of each history entry the app settles on (systemBack): the first one after the
 * return URL was remembered is the entry it belongs to, and back follows it there only.
 */
export function settleReturnEntry(position: number): void {
  if (returnEntryPending) {
    storage.set(RETURN_ENTRY_KEY, String(position));
    returnEntryPending = false;
  }
  atReturnEntry = storage.get(RETURN_ENTRY_KEY) === String(position);
}

/** The page a back is asked on: its route and query string. */
export interface BackEntry {
  route: RemoteRoute | null;
  search: string;
}

let inFlight: Promise<void> | null = null;

/**
 * The one way into the back behaviour (ADR 028): the header's arrow, the facade's `shell.back()` and
 * the system back (popstate, the native wrapper's back event) all call this. While one behaviour is
 * running (its popup waiting for an answer), asking again joins it rather than starting a second.
 */
export function requestBack(entry: BackEntry): Promise<void> {
  inFlight ??= goBack(entry.route, entry.search).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** True while a back behaviour runs (its popup may be open). */
export function backInFlight(): boolean {
  return inFlight !== null;
}

/**
 * True when the route's back behaviour is exactly one step back through history: no route-specific
 * behaviour, not in the native app (which finishes the window), and no callback or stored return URL
 * to follow. A system back has taken that step already, so it needs nothing more.
 */
export function isPlainHistoryStep({ route, search }: BackEntry, host: HostInfo = getHost()): boolean {
  if ((route?.back ?? 'default') !== 'default' || host.profile.back === 'native') return false;
  return callbackTarget(callBackUrlOf(search)) === null;
}

/** The page's own `callBackUrl`, else, on the entry it came with, the stored return URL. */
function callBackUrlOf(search: string): string | undefined {
  return new URLSearchParams(search).get('callBackUrl') ?? (atReturnEntry ? storage.get(RETURN_URL_KEY) : null) ?? undefined;
}

/** Where back leaves to in the native app (spec 2.11): one of its own pages, the H5 home, or nowhere (finish the window). */
export type NativeBackTarget = { kind: 'nativePage'; page: string; params?: Record<string, string> } | { kind: 'webHome' } | { kind: 'finish' };

const NATIVE_INDEX: NativeBackTarget = { kind: 'nativePage', page: 'index', params: { tab: '0' } };

/**
 * Spec 2.11 "in the native app, pages return to the user tab, the index, the registration-back target,
 * or finish the window" (docs/device-profiles.md): a route's own native target (`nativeBack`, from
 * its build on: the registration's login, the rich-bean page's user tab from build 24, the discover
 * tab's index); the pages that return home go to the index too. The app's index tab exists from build
 * 57 (spec 4.2); below it the index is the H5 home. An app that opened the H5 from its user tab
 * (RETURNUSER=1) is returned there; anything else finishes the window.
 */
export function nativeBackTarget(route: RemoteRoute | null, host: HostInfo): NativeBackTarget {
  const own = route?.nativeBack;
  const index = (): NativeBackTarget => (host.profile.index === 'nativeTab' ? NATIVE_INDEX : { kind: 'webHome' });
  if (own && (own.fromBuild === undefined || nativeBuildAtLeast(host, own.fromBuild))) {
    return own.to === 'index' ? index() : { kind: 'nativePage', page: own.to };
  }
  if (route?.back === 'home') return index();
  if (host.profile.backToUserTab) return { kind: 'nativePage', page: 'user' };
  return { kind: 'finish' };
}

/** Carries out the native back; false when the app could not (no bridge, or it refused): the web's behaviour then. */
async function nativeBack(route: RemoteRoute | null, host: HostInfo): Promise<boolean> {
  const target = nativeBackTarget(route, host);
  if (target.kind === 'webHome') {
    shell.navigate('/', { replace: true });
    return true;
  }
  if (target.kind === 'nativePage' && (await bridge.openNativePage(target.page, target.params))) return true;
  return bridge.finishWindow();
}

/**
 * Spec 2.11 and 4.9: what back does on each route. `search` is the current route's query string.
 * Called through `requestBack`.
 */
export async function goBack(route: RemoteRoute | null, search: string): Promise<void> {
  switch (route?.back ?? 'default') {
    case 'twoSteps':
      browser.go(-2);
      return;
    case 'home':
      if (getHost().profile.back === 'native' && (await nativeBack(route, getHost()))) return;
      shell.navigate('/', { replace: true });
      return;
    case 'cashIndex':
      if (!(await shell.confirm({ content: MESSAGES.cashLeave }))) return;
      // Come from the cash index: step back to it, or the way out would pass it twice (issue 39's walk).
      if (readHistoryList().at(-1)?.split('?')[0] === CASH_INDEX && browser.historyLength() > 1) browser.go(-1);
      else shell.navigate(CASH_INDEX, { replace: true });
      return;
    case 'confirmExit':
      if (await shell.confirm({ content: MESSAGES.safetyExit })) {
        // Leave first: logging out on the page would make its own guard send the user to login with a redirect back.
        shell.navigate('/login', { replace: true });
        logout();
      }
      return;
    case 'agreementConsent': {
      if (!sessionStore.get(allAgreementsSelectedAtom) && !(await shell.confirm({ content: MESSAGES.agreementConsent }))) return;
      await defaultBack(search);
      return;
    }
    default:
      if (getHost().profile.back === 'native' && (await nativeBack(route, getHost()))) return;
      await defaultBack(search);
  }
}

async function defaultBack(search: string): Promise<void> {
  await leave({ callBackUrl: callBackUrlOf(search), historyLength: browser.historyLength(), host: getHost() });
}
