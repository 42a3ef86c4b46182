import { APP_VERSION_INDEX_TAB, cleanRoute, compareVersions, GUEST_TOKEN, loginPath, type HostInfo, type RemoteRoute } from '@credit/shared';

/** Routes that accept a token in their URL and log the user in with it (spec 4.2). */
export const TOKEN_IN_URL_ROUTES: ReadonlySet<string> = new Set(['newCashLoan', 'newBorrowCash', 'cashInstallment']);

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'adoptToken'; token: string }
  | { kind: 'openNative'; page: string; params?: Record<string, string> }
  | { kind: 'nativeLogin' }
  | { kind: 'walletTokenExpired' }
  | { kind: 'login'; to: string }
  | { kind: 'loadBaseInfo' };

export interface GuardContext {
  isLogin: boolean;
  baseInfoLoaded: boolean;
  host: HostInfo;
  /** The target's path as visited ('/prepaymentApply/A1'). */
  pathname: string;
  /** The target's query string (without '?'). */
  search: string;
}

/**
 * The route guard of spec 4.2 as a pure decision, so every branch is unit-tested; the
 * router's GuardedPage carries the decision out.
 */
export function decideGuard(route: RemoteRoute, ctx: GuardContext): GuardDecision {
  const query = new URLSearchParams(ctx.search);
  const urlToken = query.get('token');
  if (urlToken && urlToken !== GUEST_TOKEN && TOKEN_IN_URL_ROUTES.has(route.name) && !ctx.isLogin) {
    return { kind: 'adoptToken', token: urlToken };
  }

  if (ctx.host.isNativeApp && ctx.host.nativePages.includes(route.name)) {
    if (route.name !== 'index') return { kind: 'openNative', page: route.name };
    if (compareVersions(ctx.host.appVersion, String(APP_VERSION_INDEX_TAB)) >= 0) {
      return { kind: 'openNative', page: 'index', params: { tab: '0' } };
    }
  }

  if (route.requiresAuth && !ctx.isLogin) {
    if (ctx.host.isNativeApp) return { kind: 'nativeLogin' };
    if (ctx.host.isWallet) return { kind: 'walletTokenExpired' };
    const here = cleanRoute(ctx.search ? `${ctx.pathname}?${ctx.search}` : ctx.pathname);
    return { kind: 'login', to: loginPath(here, { loginRoute: ctx.host.loginPath }) };
  }

  if (route.needBaseInfo && ctx.isLogin && !ctx.baseInfoLoaded) return { kind: 'loadBaseInfo' };
  return { kind: 'render' };
}
