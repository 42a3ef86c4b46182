import { GUEST_TOKEN } from '../constants';
import { MESSAGES } from '../errors/catalogue';
import { maskMobile } from '../format/mask';
import { bridge, nativeLogin } from '../embedder/bridge';
import { browser } from '../embedder/browser';
import { getHost, hashPath, urlParams } from '../embedder/detect';
import type { HostInfo } from '../embedder/detect';
import { followCallbackUrl } from '../embedder/navigation';
import { hashRouteOf, loginPath } from './loginPath';
import { shell } from '../shell/facade';
import { storage, STORAGE_KEYS } from '../storage';
import {
  allAgreementsSelectedAtom,
  baseInfoAtom,
  cardQuotaAtom,
  clientLoginStateAtom,
  INITIAL_CLIENT_LOGIN_STATE,
  isRealToken,
  tokenAtom,
  userStatusAtom,
} from './atoms';
import type { ClientLoginState, UserBaseInfo } from './atoms';
import { noteLoginRepair } from './loginRepair';
import { sessionStore } from './store';

/** Where the token came from (spec 4.1 order). */
export type TokenSource = 'url' | 'commonUser' | 'wallet' | 'guest';

/** The URL without its token parameter (search and hash query), for the visible address bar. */
export function stripTokenFromUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  const q = url.hash.indexOf('?');
  if (q >= 0) {
    const hashParams = new URLSearchParams(url.hash.slice(q + 1));
    hashParams.delete('token');
    const rest = hashParams.toString();
    url.hash = url.hash.slice(0, q) + (rest ? `?${rest}` : '');
  }
  return url.toString();
}

/** Routes whose URL may carry a token that logs the user in (spec 4.2). */
export const TOKEN_IN_URL_ROUTES: ReadonlySet<string> = new Set(['newCashLoan', 'newBorrowCash', 'cashInstallment']);

/** The embedding apps that hand their session to the pages in the entry URL (the native app and the wallet): their profile says so. */
export function handsSessionOver(host: Pick<HostInfo, 'profile'>): boolean {
  return host.profile.urlToken === 'anyRoute';
}

/**
 * What a token in the URL does (ADR 023):
 * - 'none': no real token, or a route and an embedding app that take none (spec 4.2: only the three
 *   borrow routes, and the embedding apps that hand the session over);
 * - 'adopt': nobody is logged in, the URL's token becomes the session;
 * - 'same': it is the current session's token, nothing to do;
 * - 'keepCurrent': someone else's token while a user is logged in. A link never replaces a logged-in
 *   user's session (the spec has no words to ask with), the current session stays.
 */
export type UrlTokenOutcome = 'none' | 'adopt' | 'same' | 'keepCurrent';

export function urlTokenOutcome(
  urlToken: string | null | undefined,
  where: { routeName: string; host: Pick<HostInfo, 'profile'>; current: string | null | undefined },
): UrlTokenOutcome {
  if (!isRealToken(urlToken)) return 'none';
  if (!TOKEN_IN_URL_ROUTES.has(where.routeName) && !handsSessionOver(where.host)) return 'none';
  if (!isRealToken(where.current)) return 'adopt';
  return where.current === urlToken ? 'same' : 'keepCurrent';
}

/**
 * Resolves the token in the order of spec 4.1: URL parameter, stored common-user data, stored wallet
 * token; guest otherwise. A token in the URL is always removed from the visible URL, and taken only as
 * `urlTokenOutcome` says: on a borrow route or from an embedding app that hands the session over, and
 * never over another user's stored session.
 */
export function initSession(href?: string): TokenSource {
  const pageHref = href ?? browser.href();
  const fromUrl = urlParams(pageHref).get('token');
  if (fromUrl != null && typeof window !== 'undefined' && pageHref === window.location.href) {
    window.history.replaceState(window.history.state, '', stripTokenFromUrl(pageHref));
  }
  const common = storage.getJSON<Partial<ClientLoginState>>(STORAGE_KEYS.commonUser);
  const wallet = storage.get(STORAGE_KEYS.walletToken);
  const stored = isRealToken(common?.token) ? common.token : isRealToken(wallet) ? wallet : null;
  const routeName = hashPath(pageHref).replace(/^\//, '');
  if (urlTokenOutcome(fromUrl, { routeName, host: getHost(), current: stored }) === 'adopt') {
    setLoggedIn(fromUrl!);
    return 'url';
  }
  if (isRealToken(common?.token)) {
    setLoggedIn(common.token, common);
    noteLoginRepair();
    return 'commonUser';
  }
  if (isRealToken(wallet)) {
    setLoggedIn(wallet);
    noteLoginRepair();
    return 'wallet';
  }
  sessionStore.set(tokenAtom, GUEST_TOKEN);
  return 'guest';
}

/** Marks the user logged in and persists the token with the common-user data. */
export function setLoggedIn(token: string, info: Partial<ClientLoginState> = {}): void {
  const state: ClientLoginState = { ...INITIAL_CLIENT_LOGIN_STATE, ...info, token, isLogin: true };
  sessionStore.set(tokenAtom, token);
  sessionStore.set(clientLoginStateAtom, state);
  storage.setJSON(STORAGE_KEYS.commonUser, state);
}

/** Spec 4.1 logout: clears stored tokens, the pre-credit data and the dialog config, and the session atoms. */
export function logout(): void {
  for (const key of [STORAGE_KEYS.commonUser, STORAGE_KEYS.walletToken, STORAGE_KEYS.preCredit, STORAGE_KEYS.dialogConfig]) {
    storage.remove(key);
  }
  sessionStore.set(tokenAtom, GUEST_TOKEN);
  sessionStore.set(clientLoginStateAtom, INITIAL_CLIENT_LOGIN_STATE);
  sessionStore.set(baseInfoAtom, null);
  sessionStore.set(userStatusAtom, null);
  sessionStore.set(cardQuotaAtom, null);
  sessionStore.set(allAgreementsSelectedAtom, false);
}

let expiring: Promise<void> | null = null;

/**
 * Spec 4.1 token expiry: "您的账户登录信息失效，请重新登录" / "重新登录" (unless `silent`), the
 * session cleared, then the stored token-lost URL, else the app's own login, else the web login with
 * loginType=tokenExpired and the page the user was on, to return there after login.
 * The session is cleared once the popup is answered: cleared earlier, the route guard would already
 * send the page to login under the popup. Concurrent expiries (several calls answering 1008) share one popup.
 */
export function handleTokenExpired(options: { silent?: boolean } = {}): Promise<void> {
  expiring ??= (async () => {
    const tokenLostUrl = storage.get(STORAGE_KEYS.tokenLostUrl);
    const returnTo = hashRouteOf(browser.href());
    if (!options.silent) await shell.alert({ content: MESSAGES.sessionExpired, confirmText: MESSAGES.relogin });
    logout();
    if (followCallbackUrl(tokenLostUrl)) return;
    const { login } = getHost().profile;
    // An app that cannot log in (no bridge, or it refused) gets the web login below, with the way back.
    if (login === 'native' && (await nativeLogin())) return;
    if (login === 'walletTokenExpired' && (await bridge.tokenExpired())) return;
    shell.navigate(loginPath(returnTo, { loginType: 'tokenExpired' }), { replace: true });
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

/** What the customer-info call may answer; fields are optional because the server omits some. */
export type RawBaseInfo = Partial<Omit<UserBaseInfo, 'mobileMasked' | 'authMobileMasked' | 'PDLLabel' | 'position'>> & {
  position?: Partial<UserBaseInfo['position']>;
};

/** Spec 3: fills defaults, masks mobile and authMobile, and sets PDLLabel=1 for label "11". */
export function toBaseInfo(raw: RawBaseInfo, token: string): UserBaseInfo {
  const mobile = raw.mobile ?? '';
  const authMobile = raw.authMobile ?? '';
  const label = raw.label ?? '';
  return {
    accountId: '',
    customerId: '',
    sex: '',
    certId: '',
    name: '',
    ucrealnamed: '',
    bindCards: 0,
    isNew: 0,
    birthDay: '',
    loginName: '',
    uuid: '',
    ...raw,
    token,
    isLogin: isRealToken(token),
    mobile,
    mobileMasked: maskMobile(mobile),
    authMobile,
    authMobileMasked: maskMobile(authMobile),
    position: { lat: '', lng: '', unitType: '', deviceId: '', oaid: '', ...raw.position },
    label,
    PDLLabel: label === '11' ? 1 : 0,
  };
}
