import { matchPath } from '@credit/shared/router';
import type { RemoteRoute } from '@credit/shared';

/** The route a path renders, or null. First match wins, in table order. */
export function matchRoute(pathname: string, routes: readonly RemoteRoute[]): RemoteRoute | null {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}

export function routeByName(name: string, routes: readonly RemoteRoute[]): RemoteRoute | null {
  return routes.find((route) => route.name === name) ?? null;
}

/** A route's path with its params filled in, plus a query string. */
export function pathFor(route: RemoteRoute, query: Record<string, string> = {}, params: Record<string, string> = {}): string {
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
