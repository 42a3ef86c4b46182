import { atom } from 'jotai';
import { API_PATHS } from '../api/paths';
import type { HandoffCodeData } from '../api/quota';
import { http } from '../http/client';
import { RETURN_URL_PARAM } from '../constants';
import { MESSAGES } from '../errors/catalogue';
import { nativeLogin } from '../embedder/bridge';
import { browser } from '../embedder/browser';
import { getHost } from '../embedder/detect';
import { absoluteHashUrl } from '../embedder/navigation';
import { externalHandoffUrl } from '../session/handoff';
import { baseInfoAtom, clientLoginStateAtom, isLoginAtom, isRealToken, tokenAtom, userStatusAtom } from '../session/atoms';
import type { UserStatus } from '../session/atoms';
import { loadBaseInfo } from '../data/baseInfo';
import { flowRoute } from '../session/returnUrl';
import { hashRouteOf, loginPath } from '../session/loginPath';
import { sessionStore } from '../session/store';
import { shell } from '../shell/facade';
import type { NavigateOptions } from '../shell/facade';

/** The external quota-activation page (spec 4.4), served by the back end. */
export const QUOTA_ACTIVATION_URL = API_PATHS.quota.activate;

/** A return URL as the checks take it: a hash route, with or without its '#'. */
const asRoute = (returnUrl: string) => returnUrl.trim().replace(/^#/, '');


/**
 * Triggers login for this host: the native login in the app, else the web login, returning to
 * `redirectTo` (a hash route with its query; the current page unless given).
 */
export async function goLogin(redirectTo = hashRouteOf(browser.href())): Promise<void> {
  // An app that cannot log in (no bridge, or it refused) gets the web login, which returns here too.
  if (getHost().profile.login === 'native' && (await nativeLogin())) return;
  shell.navigate(loginPath(asRoute(redirectTo)));
}

/**
 * True when logged in. Otherwise login is triggered: after "您还未登陆，请尝试去登陆？" when `ask`
 * (an action needs it), directly when not. `redirect` is the hash route to return to after login.
 */
export async function requireLogin(options: { ask?: boolean; redirect?: string } = {}): Promise<boolean> {
  if (sessionStore.get(isLoginAtom)) return true;
  const go = options.ask === false || (await shell.confirm({ content: MESSAGES.notLoggedInAction }));
  if (go) await goLogin(options.redirect);
  return false;
}

/** Spec 4.3: opened if openCardStatus is 1, or isNew is 1, or isLocalRealNamed is "Y". */
export function isCardOpened(s: { openCardStatus?: number | string; isNew?: number | string; isLocalRealNamed?: string }): boolean {
  return Number(s.openCardStatus) === 1 || Number(s.isNew) === 1 || s.isLocalRealNamed === 'Y';
}

/** Spec 4.4: activeStatus 0 means the limit is not activated. */
export function isLimitActivated(s: { activeStatus?: number | string } | null | undefined): boolean {
  return s?.activeStatus === undefined || Number(s.activeStatus) !== 0;
}

/** What the access checks know about the session (spec 3, 4.3, 4.4). */
export interface AccessFacts {
  isLogin: boolean;
  /** Base info, whose answer carries the user status, is loaded for this session's token. */
  statusLoaded: boolean;
  isNew: number | string;
  isLocalRealNamed: string;
  status: UserStatus | null;
}

/** The access facts of the one session store, for the guard (a hook) and the checks alike. */
export const accessFactsAtom = atom((get): AccessFacts => {
  const token = get(tokenAtom);
  const login = get(clientLoginStateAtom);
  return {
    isLogin: isRealToken(token),
    statusLoaded: isRealToken(token) && get(baseInfoAtom)?.token === token,
    isNew: login.isNew,
    isLocalRealNamed: login.isLocalRealNamed,
    status: get(userStatusAtom),
  };
});

/**
 * What a user needs (spec 4.3, 4.4, 6): an opened card, an activated limit, or both for borrowing.
 * Each needs login and the user status first.
 */
export type AccessNeed = 'openedCard' | 'activatedLimit' | 'borrow';

/** What stands between the user and what they need, first obstacle first; 'ready' when nothing does. */
export type AccessGate = 'login' | 'loadStatus' | 'openCard' | 'activateLimit' | 'ready';

/** The pure rule behind every access check and the route guard: one copy of it. */
export function accessGate(facts: AccessFacts, need: AccessNeed): AccessGate {
  if (!facts.isLogin) return 'login';
  // Spec 4.2 "default info fetched first": no decision on a status that is not there yet.
  if (!facts.statusLoaded) return 'loadStatus';
  const opened = isCardOpened({ openCardStatus: facts.status?.openCardStatus, isNew: facts.isNew, isLocalRealNamed: facts.isLocalRealNamed });
  if (need !== 'activatedLimit' && !opened) return 'openCard';
  if (need !== 'openedCard' && !isLimitActivated(facts.status)) return 'activateLimit';
  return 'ready';
}

/**
 * The activation page URL: the return URL plus the external hand-off parameters of spec 4.10, with the
 * one-time `code` of `quota/activate/code` in place of the token (ADR 024).
 */
export function quotaActivationUrl(returnUrl: string, code: string): string {
  const back = absoluteHashUrl(returnUrl);
  const url = new URL(externalHandoffUrl(QUOTA_ACTIVATION_URL, { fromModule: 'quota', callBackUrl: back, code }));
  url.searchParams.set(RETURN_URL_PARAM, back);
  return url.toString();
}

/**
 * Asks the user past a gate (spec 4.2-4.4), carrying `returnUrl` (a hash route):
 * - 'login': login for this host;
 * - 'openCard': "您还未开卡，是否立即前往开卡？", whose confirm goes to validateIdentity (real-named
 *   users) or realName;
 * - 'activateLimit': "您的额度还未激活哦！去激活", whose confirm goes to the activation page.
 * Resolves true when the user was sent on, false when they declined or there was nothing to ask.
 */
export async function askPastGate(gate: AccessGate, returnUrl: string, options: NavigateOptions = {}): Promise<boolean> {
  switch (gate) {
    case 'login':
      await goLogin(returnUrl);
      return true;
    case 'openCard': {
      if (!(await shell.confirm({ content: MESSAGES.openCardPrompt }))) return false;
      const realNamed = (sessionStore.get(baseInfoAtom)?.ucrealnamed || sessionStore.get(clientLoginStateAtom).ucrealnamed) === 'Y';
      shell.navigate(flowRoute(realNamed ? '/validateIdentity' : '/realName', asRoute(returnUrl)), options);
      return true;
    }
    case 'activateLimit':
      if (!(await shell.confirm({ content: MESSAGES.limitNotActivated }))) return false;
      try {
        // The page opens with a one-time code, never the session token (ADR 024).
        const { code } = await http.post<HandoffCodeData>(API_PATHS.quota.activateCode);
        browser.assign(quotaActivationUrl(returnUrl, code));
        return true;
      } catch {
        return false; // the http client has told the user
      }
    default:
      return false;
  }
}

/**
 * Checks `need` for the session, loading the user status first when it is not loaded (after a
 * reload nothing else may have), then asks past what stands in the way. True when nothing does.
 */
async function requireAccess(need: AccessNeed, returnUrl: string): Promise<boolean> {
  let gate = accessGate(sessionStore.get(accessFactsAtom), need);
  if (gate === 'loadStatus') {
    await loadBaseInfo();
    gate = accessGate(sessionStore.get(accessFactsAtom), need);
    // Still no status: the call failed (its toast said so) or the session expired (its popup leads
    // to login). Either way there is nothing true to tell the user here.
    if (gate === 'login' || gate === 'loadStatus') return false;
  }
  if (gate === 'ready') return true;
  await askPastGate(gate, returnUrl);
  return false;
}

/** Spec 4.3: login, then an opened card; otherwise the open-card popup. */
export function requireOpenedCard(returnUrl: string): Promise<boolean> {
  return requireAccess('openedCard', returnUrl);
}

/** Spec 4.4: login, then an activated limit; otherwise the limit popup. */
export function requireActivatedLimit(returnUrl: string): Promise<boolean> {
  return requireAccess('activatedLimit', returnUrl);
}

/** Spec 4.4, 6: borrowing needs login, an opened card and an activated limit, asked in that order. */
export function requireBorrowReady(returnUrl: string): Promise<boolean> {
  return requireAccess('borrow', returnUrl);
}
