import { DAY_MS } from '@credit/shared/money';

/**
 * Every limit of the field-data collector (issue 41, ADR 059), in one place; `telemetry.test.ts` tests
 * each of them at its value.
 */

/** Where the browser sends its beacons (the runtime config's default `telemetry.endpoint`) and where the owner reads. */
export const TELEMETRY_PATHS = {
  beacon: '/api/telemetry/beacon',
  /** Not under /api: the public origin (npm start's proxy, nginx) forwards /api/ only, so only the sandbox's own port answers it. */
  releases: '/__owner/telemetry/releases',
} as const;

/**
 * Largest beacon body (bytes), refused with 413 unread beyond: 50 events of the longest fields in ASCII
 * take about 22 KB (a typical beacon of views and vitals 6 KB); it is also the public origin's limit for
 * every /api call (API_BODY_LIMIT, nginx's client_max_body_size), so no proxy needs a rule of its own.
 * A page whose batch would be larger (long non-ASCII messages) sends it in two beacons.
 */
export const BEACON_BODY_LIMIT = 32 * 1024;

/** Events in one beacon. */
export const BEACON_MAX_EVENTS = 50;

/** Rows the table keeps at most; the oldest go first. */
export const FIELD_EVENTS_MAX_ROWS = 200_000;

/** How long a row is kept, by the sandbox's business clock (ctx.clock.now()). */
export const FIELD_EVENTS_RETENTION_MS = 30 * DAY_MS;

/** Raw values the owner's read answers per route and metric: the newest ones, sorted ascending. */
export const METRIC_VALUES_MAX = 5000;
