import { loadBaseInfo, LOGIN_FLOW_KEYS, LOGIN_REDIRECT_PARAM, loginReturnTarget, setLoggedIn, shell, switchOpen } from '@credit/shared';
import type { LoginData } from '@credit/shared/api';

/** Where login returns: the page kept in `redirect` (any form a link carries), else `fallback`. */
export const returnTarget = loginReturnTarget;

/**
 * The query a page hands to the next page of a login flow: the kept route (redirect and its query)
 * travels along, the flow's own keys do not, `extra` is added.
 */
export function carryQuery(params: URLSearchParams, extra: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key === LOGIN_REDIRECT_PARAM || !LOGIN_FLOW_KEYS.has(key)) query[key] = value;
  });
  return { ...query, ...extra };
}

/**
 * After any successful login call (password, SMS, registration, messaging app): keep the session,
 * load the base info, then run the multi-account flow when the identity holds several mobiles, else
 * return to the kept route (or `fallback`).
 */
export async function completeLogin(data: LoginData, params: URLSearchParams, fallback = '/'): Promise<void> {
  setLoggedIn(data.token, { isNew: data.isNew, ucrealnamed: data.ucrealnamed });
  await loadBaseInfo();
  // Spec 6 oneAccountSwitch: the multi-account choice runs only while the switch is open.
  if (data.isMulti === 1 && (await switchOpen('oneAccountSwitch'))) {
    shell.navigate({ name: 'loginMAChoice', query: carryQuery(params) }, { replace: true });
    return;
  }
  shell.navigate(returnTarget(params, fallback), { replace: true });
}
