import { getHost } from '../embedder/detect';
import type { NavigateTarget } from '../shell/facade';

/** The login page's query key naming where to return after login. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** Query keys the login pages own; any other key on a login URL belongs to the page to return to. */
export const LOGIN_FLOW_KEYS: ReadonlySet<string> = new Set([LOGIN_REDIRECT_PARAM, 'loginType', 'mobileId', 'code', 'state']);

/** Pages that log the user in: returning to one of them after login would only ask again. */
const LOGIN_PAGES: ReadonlySet<string> = new Set(['/login', '/smsLogin', '/weixinLogin', '/registerWithSms', '/register']);

/** A route name as the old guard wrote it into `redirect` (spec 4.2 "the redirect name"). */
const ROUTE_NAME = /^[A-Za-z][\w-]*$/;

function splitRoute(route: string): { path: string; query: URLSearchParams } {
  const bare = route.trim().replace(/^#/, '');
  const q = bare.indexOf('?');
  return { path: (q >= 0 ? bare.slice(0, q) : bare) || '/', query: new URLSearchParams(q >= 0 ? bare.slice(q + 1) : '') };
}

function joinRoute(path: string, query: URLSearchParams): string {
  // A session never travels in a return address (spec 4.1 keeps the token out of the visible URL).
  query.delete('token');
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A hash route ('/x?a=1', '#/x?a=1') as a return address: no '#', no token. */
export function cleanRoute(route: string): string {
  const { path, query } = splitRoute(route);
  return joinRoute(path, query);
}

/** The hash route of a page URL, path and query, without the token: "come back here" for login. */
export function hashRouteOf(href: string): string {
  return cleanRoute(new URL(href, 'http://localhost/').hash);
}

/**
 * The one way to build the login URL. `redirectTo` is the hash route to return to, with its query
 * ('/bankCard?from=push'); it travels whole in `redirect` (so its keys never mix with the login
 * page's own), without the token. The index needs no redirect: login returns there anyway.
 * `loginRoute` is the host's login page (spec 4.1: the host decides it).
 */
export function loginPath(redirectTo: string, options: { loginType?: string; loginRoute?: string } = {}): string {
  const loginRoute = options.loginRoute ?? getHost().loginPath;
  const { path, query } = splitRoute(redirectTo);
  const params = new URLSearchParams();
  if (options.loginType) params.set('loginType', options.loginType);
  if (LOGIN_PAGES.has(path)) {
    // Sent to log in from a login page: keep where that page was to return, in the form it has.
    query.forEach((value, key) => {
      if ((key === LOGIN_REDIRECT_PARAM || !LOGIN_FLOW_KEYS.has(key)) && key !== 'token') params.set(key, value);
    });
  } else {
    const target = joinRoute(path, query);
    if (target !== '/') params.set(LOGIN_REDIRECT_PARAM, target);
  }
  const qs = params.toString();
  return qs ? `${loginRoute}?${qs}` : loginRoute;
}

/**
 * Where login returns, read from the login page's query, in every form links carry:
 * - a hash route, `redirect=%2FbankCard%3Ffrom%3Dpush` (what loginPath writes; also the old goLogin form);
 * - a route name with the page's query beside it, `redirect=billList&month=2026-11` (the old guard form).
 * Keys other than the login flow's own belong to the target (the route's own query wins); the token
 * never does. Anything else (another site, nothing) gives `fallback`.
 */
export function loginReturnTarget(params: URLSearchParams, fallback = '/'): NavigateTarget {
  const redirect = params.get(LOGIN_REDIRECT_PARAM)?.trim().replace(/^#/, '');
  if (!redirect) return fallback;
  const extra = new URLSearchParams();
  params.forEach((value, key) => {
    if (!LOGIN_FLOW_KEYS.has(key) && key !== 'token') extra.set(key, value);
  });
  if (redirect.startsWith('/')) {
    // '//host' would read as another site to anything that resolves it as a URL.
    if (redirect.startsWith('//')) return fallback;
    const { path, query } = splitRoute(redirect);
    query.forEach((value, key) => extra.set(key, value));
    return joinRoute(path, extra);
  }
  if (!ROUTE_NAME.test(redirect)) return fallback;
  return { name: redirect, query: Object.fromEntries(extra) };
}
