import { atom } from 'jotai';
import { accessFactsAtom, getHost, holdFirstReads, sessionStore, type AddressValues, type FirstRead, type RouteMeta } from '@credit/shared';
import type { QueryClient } from '@tanstack/react-query';
import { REMOTE_NAMES, type RuntimeConfig } from '../federation/runtimeConfig';
import { decideGuard } from './guard';
import { matchWholePath } from './matchRoute';

/**
 * A deep link's route, known from the runtime config before its remote's code (ADR 041): its
 * metadata (routes.json `meta`) paints the header and starts the route's first reads.
 */

/** The remotes' route metadata, once the runtime config has come (the header's title while a route's code loads). */
export const routeMetaAtom = atom<readonly RouteMeta[]>([]);

/** Every remote's route metadata, in the config's remote order. */
export function allRouteMeta(config: RuntimeConfig): RouteMeta[] {
  return REMOTE_NAMES.flatMap((name) => config.meta?.[name] ?? []);
}

/** The metadata of the route `pathname` matches, if a remote's routes.json names it. */
export function metaFor(pathname: string, meta: readonly RouteMeta[]): RouteMeta | null {
  return meta.find((m) => matchWholePath(m.path, pathname)) ?? null;
}

/**
 * The reads to start for a route: its first reads when the guard lets the user in (or only waits for
 * the user's status, which is asked beside them), none otherwise: a guest, a login-only route without
 * a session, a token in the address, a native page; the guard's own decision, not a copy of it.
 */
export function readsToStart(meta: RouteMeta, pathname: string, search: string): readonly FirstRead[] {
  if (!meta.firstReads?.length) return [];
  const decision = decideGuard(meta, { access: sessionStore.get(accessFactsAtom), host: getHost(), pathname, search });
  return decision.kind === 'render' || decision.kind === 'loadBaseInfo' ? meta.firstReads : [];
}

/** The values a read may take from the address (ADR 041 `params`): the query string's, then the route path's. */
export function addressValues(routePath: string, pathname: string, search: string): AddressValues {
  return { ...Object.fromEntries(new URLSearchParams(search)), ...matchWholePath(routePath, pathname)?.params };
}

let held: { pathname: string; release: () => void } | null = null;

/**
 * Starts (and holds for the visit) the first reads of the route at `pathname`, if any may start.
 * Resolves once they have all answered (or failed); at once when none started.
 */
export function startFirstReads(client: QueryClient, config: RuntimeConfig, pathname: string, search: string): Promise<void> {
  const meta = metaFor(pathname, allRouteMeta(config));
  const reads = meta ? readsToStart(meta, pathname, search) : [];
  if (reads.length === 0) return Promise.resolve();
  releaseFirstReads();
  const { release, settled } = holdFirstReads(client, reads, addressValues(meta!.path, pathname, search));
  held = { pathname, release };
  return settled;
}

/** The visit is over (the address left the route): the reads follow their own cache times again. */
export function releaseFirstReads(pathname?: string): void {
  if (!held || held.pathname === pathname) return;
  held.release();
  held = null;
}
