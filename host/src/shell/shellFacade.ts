import type { NavigateFunction } from '@credit/shared/router';
import { createQueryClient, type NavigateTarget, type RemoteRoute, type ShellFacade } from '@credit/shared';
import { closeAll, hideLoading, payStart, showAlert, showConfirm, showLoading, showToast } from './overlayState';
import { matchRoute, pathFor, routeByName } from '../router/matchRoute';
import { requestBack } from '../router/back';

/** The router's current navigate and route table; the Shell binds them on every render. */
const router: { navigate: NavigateFunction | null; routes: readonly RemoteRoute[] } = { navigate: null, routes: [] };

export function bindRouter(navigate: NavigateFunction, routes: readonly RemoteRoute[]): void {
  router.navigate = navigate;
  router.routes = routes;
}

/** Resolves a facade target to a hash path; an unknown route name goes to the not-found page. */
export function resolveTarget(to: NavigateTarget, routes: readonly RemoteRoute[]): string {
  if (typeof to === 'string') return to;
  const route = routeByName(to.name, routes);
  return route ? pathFor(route, to.query) : `/${to.name}`;
}

function currentRoute(): { route: RemoteRoute | null; search: string } {
  const hash = window.location.hash.replace(/^#/, '');
  const [pathname = '/', search = ''] = hash.split('?');
  const route = matchRoute(pathname, router.routes);
  return { route, search };
}

/** The one QueryClient of the app (ADR 008): the host owns it, remotes reach it through the facade and React context. */
export const queryClient = createQueryClient();

/** The host's implementation of the facade every remote calls (ARCHITECTURE.md "Run time" 5). */
export const hostShell: ShellFacade = {
  toast: showToast,
  alert: showAlert,
  confirm: showConfirm,
  showLoading,
  hideLoading,
  payStart,
  closeAll,
  navigate(to, options) {
    const path = resolveTarget(to, router.routes);
    if (router.navigate) router.navigate(path, { replace: options?.replace });
    else window.location.hash = path;
  },
  back() {
    void requestBack(currentRoute());
  },
  queryClient: () => queryClient,
};
