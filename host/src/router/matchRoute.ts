import { matchPath, type PathMatch } from '@credit/shared/router';
import type { RemoteRoute } from '@credit/shared';

/** Answers of `matchPath` (whole-path patterns) by pattern and path; cleared when it grows past this. */
const MATCH_CACHE_LIMIT = 5_000;
const matches = new Map<string, PathMatch | null>();

/**
 * Whether `pathname` matches the route pattern as a whole, and its params: react-router's matchPath,
 * remembered. The shell matches the address against every remote's routes (some 200) on each render
 * and at start-up, and matchPath compiles a regular expression per call.
 */
export function matchWholePath(pattern: string, pathname: string): PathMatch | null {
  const key = `${pattern}\n${pathname}`;
  const known = matches.get(key);
  if (known !== undefined) return known;
  if (matches.size >= MATCH_CACHE_LIMIT) matches.clear();
  // A pattern without parameters matches only its own path (any case, trailing slashes aside): most
  // patterns are told apart without compiling one.
  const plain = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  const match = /[:*]/.test(pattern) || plain(pattern) === plain(pathname) ? matchPath({ path: pattern, end: true }, pathname) : null;
  matches.set(key, match);
  return match;
}

/** The route a path renders, or null. First match wins, in table order. */
export function matchRoute(pathname: string, routes: readonly RemoteRoute[]): RemoteRoute | null {
  return routes.find((route) => matchWholePath(route.path, pathname)) ?? null;
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
