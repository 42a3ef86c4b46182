import {
  accessGate, cleanRoute, isRealToken, loginPath, urlTokenOutcome, type AccessFacts, type HostInfo, type RemoteRoute,
} from '@credit/shared';

export type GuardDecision =
  | { kind: 'render' }
  /** Spec 4.2: the URL's token logs the user in; the page goes on at `to`, the same route without it. */
  | { kind: 'adoptToken'; token: string; to: string }
  /** A token the session does not take (another route, another user's while logged in): `to` drops it from the URL (ADR 023). */
  | { kind: 'dropToken'; to: string }
  | { kind: 'openNative'; page: string; params?: Record<string, string> }
  /** The app's login; should the app refuse, the web login returning to `returnTo` (goLogin). */
  | { kind: 'nativeLogin'; returnTo: string }
  /**
   * A guest in the wallet (spec 4.2: the wallet is told, by the bridge's token expiry): no 登录信息失效
   * popup, which spec 4.1 keeps for a login that was lost; `to` is the web login when the wallet cannot take it.
   */
  | { kind: 'walletLogin'; to: string }
  | { kind: 'login'; to: string }
  | { kind: 'loadBaseInfo' }
  /** A borrow route the user may not enter yet: the check's popup, carrying the route as the return URL. */
  | { kind: 'askPastGate'; gate: 'openCard' | 'activateLimit'; returnUrl: string };

export interface GuardContext {
  /** What the session knows: login and, once loaded, the user status (the checks read the same). */
  access: AccessFacts;
  host: HostInfo;
  /** The target's path as visited ('/prepaymentApply/A1'). */
  pathname: string;
  /** The target's query string (without '?'). */
  search: string;
  /** The native app could not open its page for this route (spec 8): the H5 page is shown. */
  nativeFailed?: boolean;
  /** A native bridge is there to call (a wrapper without one gets the web's behaviour, docs/device-profiles.md). */
  bridge?: boolean;
}

/**
 * The route guard of spec 4.2 (and the borrow gate of spec 4.3, 4.4, 6) as a pure decision, so every
 * branch is unit-tested; the router's GuardedPage carries the decision out.
 */
export function decideGuard(route: RemoteRoute, ctx: GuardContext): GuardDecision {
  const query = new URLSearchParams(ctx.search);
  const { access } = ctx;
  const urlToken = query.get('token');
  if (isRealToken(urlToken)) {
    const to = cleanRoute(`${ctx.pathname}?${ctx.search}`);
    // Taken only by a guest: a logged-in user keeps their session whoever's token the link carries (ADR 023).
    if (!access.isLogin && urlTokenOutcome(urlToken, { routeName: route.name, host: ctx.host, current: null }) === 'adopt') {
      return { kind: 'adoptToken', token: urlToken, to };
    }
    return { kind: 'dropToken', to };
  }

  // The device profile says whether the app opens its own pages and has its index tab (docs/device-profiles.md).
  if (ctx.host.profile.nativePages === 'open' && ctx.host.nativePages.includes(route.name) && !ctx.nativeFailed) {
    if (route.name !== 'index') return { kind: 'openNative', page: route.name };
    if (ctx.host.profile.index === 'nativeTab') {
      return { kind: 'openNative', page: 'index', params: { tab: '0' } };
    }
  }

  const here = cleanRoute(ctx.search ? `${ctx.pathname}?${ctx.search}` : ctx.pathname);
  if ((route.requiresAuth || route.requiresBorrowReady) && !access.isLogin) {
    // Whichever host, the web login it may fall back to carries where the user was going.
    const to = loginPath(here, { loginRoute: ctx.host.loginPath });
    if (ctx.host.profile.login === 'native' && ctx.bridge) return { kind: 'nativeLogin', returnTo: here };
    if (ctx.host.profile.login === 'walletTokenExpired') return { kind: 'walletLogin', to };
    return { kind: 'login', to };
  }

  if ((route.needBaseInfo || route.requiresBorrowReady) && access.isLogin && !access.statusLoaded) return { kind: 'loadBaseInfo' };

  if (route.requiresBorrowReady) {
    const gate = accessGate(access, 'borrow');
    if (gate === 'openCard' || gate === 'activateLimit') return { kind: 'askPastGate', gate, returnUrl: here };
  }
  return { kind: 'render' };
}

/**
 * Spec 6 gray-test list: whether a route shows the maintenance message. A route is listed by its own
 * name or by an old name that redirects to it (cashLoan → /newBorrowCash).
 */
export function isGrayListed(route: RemoteRoute, listed: readonly string[], redirects: ReadonlyArray<{ from: string; to: string }>): boolean {
  if (listed.length === 0) return false;
  if (listed.includes(route.name)) return true;
  return redirects.some(({ from, to }) => to === route.path && listed.includes(from.replace(/^\//, '')));
}
