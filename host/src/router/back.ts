import {
  allAgreementsSelectedAtom, browser, callbackTarget, getHost, leave, logout, MESSAGES, sessionStore, shell, storage,
  type HostInfo, type RemoteRoute,
} from '@credit/shared';

/** Stored return URL a page (or an external hand-off) asks the back button to follow. */
export const RETURN_URL_KEY = 'returnUrl';
const CASH_INDEX = '/newCashIndex';

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
  if ((route?.back ?? 'default') !== 'default' || host.isNativeApp) return false;
  return callbackTarget(callBackUrlOf(search)) === null;
}

function callBackUrlOf(search: string): string | undefined {
  return new URLSearchParams(search).get('callBackUrl') ?? storage.get(RETURN_URL_KEY) ?? undefined;
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
      shell.navigate('/', { replace: true });
      return;
    case 'cashIndex':
      if (await shell.confirm({ content: MESSAGES.cashLeave })) shell.navigate(CASH_INDEX, { replace: true });
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
      await defaultBack(search);
  }
}

async function defaultBack(search: string): Promise<void> {
  await leave({ callBackUrl: callBackUrlOf(search), historyLength: browser.historyLength(), host: getHost() });
}
