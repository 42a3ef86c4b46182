import { VITAL_NAMES } from './beacon';
import { METRIC_VALUES_MAX } from './limits';
import type { FieldEventRow } from './store';

type Vital = (typeof VITAL_NAMES)[number];

/** One route of a release: sessions that showed it, errors on it, each metric's raw values (ascending). */
export type RouteHealth = { sessions: number; errors: number } & Record<Vital, number[]>;

/** One release of a remote, as the owner's read answers it (the contract of issue 41). */
export interface ReleaseHealth {
  release: string;
  firstSeen: number;
  lastSeen: number;
  sessions: number;
  sessionsWithError: number;
  errors: number;
  routes: Record<string, RouteHealth>;
}

export interface RemoteHealth {
  remote: string;
  releases: ReleaseHealth[];
}

interface RouteTally {
  sessions: Set<string>;
  errors: number;
  values: Record<Vital, number[]>;
}

interface ReleaseTally {
  firstSeen: number;
  lastSeen: number;
  sessions: Set<string>;
  sessionsWithError: Set<string>;
  errors: number;
  routes: Map<string, RouteTally>;
}

/**
 * A remote's releases from its events (in the order received): a session counts once per release (and
 * per route) however many events it sent; a metric keeps its newest METRIC_VALUES_MAX values, sorted
 * ascending (the health report computes p75 and its confidence from them); releases by first sight.
 */
export function releasesOf(remote: string, rows: readonly FieldEventRow[]): RemoteHealth {
  const tallies = new Map<string, ReleaseTally>();
  for (const row of rows) {
    if (row.release === null) continue;
    let r = tallies.get(row.release);
    if (!r) {
      r = { firstSeen: row.received_at, lastSeen: row.received_at, sessions: new Set(), sessionsWithError: new Set(), errors: 0, routes: new Map() };
      tallies.set(row.release, r);
    }
    r.firstSeen = Math.min(r.firstSeen, row.received_at);
    r.lastSeen = Math.max(r.lastSeen, row.received_at);
    r.sessions.add(row.session);
    let route = r.routes.get(row.route);
    if (!route) {
      route = { sessions: new Set(), errors: 0, values: { LCP: [], INP: [], CLS: [], TTFB: [] } };
      r.routes.set(row.route, route);
    }
    route.sessions.add(row.session);
    if (row.kind === 'error') {
      r.errors++;
      r.sessionsWithError.add(row.session);
      route.errors++;
    } else if (row.kind === 'vital' && row.value !== null && (VITAL_NAMES as readonly string[]).includes(row.name ?? '')) {
      route.values[row.name as Vital].push(row.value);
    }
  }
  const releases = [...tallies].map(([release, r]): ReleaseHealth => ({
    release,
    firstSeen: r.firstSeen,
    lastSeen: r.lastSeen,
    sessions: r.sessions.size,
    sessionsWithError: r.sessionsWithError.size,
    errors: r.errors,
    routes: Object.fromEntries(
      [...r.routes].map(([path, t]) => [
        path,
        { sessions: t.sessions.size, errors: t.errors, ...(Object.fromEntries(VITAL_NAMES.map((v) => [v, newestSorted(t.values[v])])) as Record<Vital, number[]>) },
      ]),
    ),
  }));
  // Stable: releases first seen in the same millisecond keep the order their first events arrived in.
  releases.sort((a, b) => a.firstSeen - b.firstSeen);
  return { remote, releases };
}

/** The newest METRIC_VALUES_MAX values (the list is in the order received), ascending. */
const newestSorted = (values: number[]): number[] => values.slice(-METRIC_VALUES_MAX).sort((a, b) => a - b);
