import { API_PATHS } from '../api/paths';
import { RETURN_URL_PARAM } from '../constants';
import { MESSAGES } from '../errors/catalogue';
import { bridge } from '../embedder/bridge';
import { browser } from '../embedder/browser';
import { getHost, hashPath } from '../embedder/detect';
import { externalHandoffUrl } from '../embedder/navigation';
import { clientLoginStateAtom, isLoginAtom, userStatusAtom } from '../session/atoms';
import { sessionStore } from '../session/store';
import { shell } from '../shell/facade';

/** The external quota-activation page (spec 4.4), served by the back end. */
export const QUOTA_ACTIVATION_URL = API_PATHS.quota.activate;

/** A hash route with the return URL attached. */
function withReturnUrl(route: string, returnUrl: string): string {
  return `${route}?${new URLSearchParams({ [RETURN_URL_PARAM]: returnUrl })}`;
}

/** Triggers login for this host: the native login in the app, else the web login with the redirect. */
export async function goLogin(redirect = hashPath(browser.href())): Promise<void> {
  const host = getHost();
  if (host.isNativeApp && bridge.isAvailable()) return bridge.login();
  shell.navigate(`${host.loginPath}?${new URLSearchParams({ redirect })}`);
}

/**
 * True when logged in. Otherwise login is triggered: after "您还未登陆，请尝试去登陆？" when `ask`
 * (an action needs it), directly when not.
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

/**
 * Spec 4.3: login first; an account not yet opened gets the popup, whose confirm goes to
 * validateIdentity (real-named users) or realName, carrying the return URL.
 */
export async function requireOpenedCard(returnUrl: string): Promise<boolean> {
  if (!(await requireLogin({ ask: false, redirect: returnUrl }))) return false;
  const login = sessionStore.get(clientLoginStateAtom);
  const status = sessionStore.get(userStatusAtom);
  if (isCardOpened({ openCardStatus: status?.openCardStatus, isNew: login.isNew, isLocalRealNamed: login.isLocalRealNamed })) return true;
  if (await shell.confirm({ content: MESSAGES.openCardPrompt })) {
    shell.navigate(withReturnUrl(login.ucrealnamed === 'Y' ? '/validateIdentity' : '/realName', returnUrl));
  }
  return false;
}

/** Spec 4.4: activeStatus 0 means the limit is not activated. */
export function isLimitActivated(s: { activeStatus?: number | string } | null | undefined): boolean {
  return s?.activeStatus === undefined || Number(s.activeStatus) !== 0;
}

/** The activation page URL: the return URL plus the external hand-off parameters of spec 4.10. */
export function quotaActivationUrl(returnUrl: string): string {
  const url = new URL(externalHandoffUrl(QUOTA_ACTIVATION_URL, { fromModule: 'quota', callBackUrl: returnUrl }));
  url.searchParams.set(RETURN_URL_PARAM, returnUrl);
  return url.toString();
}

/** Spec 4.4: with the limit not activated, "您的额度还未激活哦！去激活" leads to the activation page. */
export async function requireActivatedLimit(returnUrl: string): Promise<boolean> {
  if (isLimitActivated(sessionStore.get(userStatusAtom))) return true;
  if (await shell.confirm({ content: MESSAGES.limitNotActivated })) browser.assign(quotaActivationUrl(returnUrl));
  return false;
}
