import { z } from 'zod';
import { BEACON_MAX_EVENTS } from './limits';

/**
 * The beacon the page sends (issue 41, the contract between the page and the collector; docs/sandbox.md
 * "Field data"), closed: an unknown key, kind, metric name or error source, an over-long or mis-shaped
 * string, a non-finite or negative number refuses the whole beacon.
 */

export const REMOTE_NAMES = ['account', 'loan', 'repay', 'market'] as const;
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export const ERROR_SOURCES = ['root-boundary', 'remote-boundary', 'remote-load', 'remote-refused', 'unhandled-rejection'] as const;

/** A random id per page session, linked to nothing. */
const SESSION = /^[a-z0-9]{16}$/;
/** The app version the shell knows, or the device profile's id. */
const NAME = /^[\w.-]{1,32}$/;
/** A pin's version (scripts/integrity.ts). */
const RELEASE = /^[\w.-]{1,40}$/;
/** The route as the router matched it: a hash path, no query, no ids. */
const ROUTE = /^\/[\w/.:-]{0,80}$/;
/** What an error message may not carry (the page replaces them): a run of 4+ digits (a phone, card or ID number, an amount), a URL's query. */
const MESSAGE_REFUSED = /\d{4}|:\/\/[^\s?]*\?/;
export const MESSAGE_MAX = 200;

/** What every event carries; `release` is null exactly when `remote` is (a host route). */
const where = {
  route: z.string().regex(ROUTE),
  remote: z.enum(REMOTE_NAMES).nullable(),
  release: z.string().regex(RELEASE).nullable(),
  // Epoch ms of the page's clock: checked, not stored (the collector dates events by its own clock).
  at: z.number().min(0),
};

const event = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('view'), ...where }),
    z.strictObject({ kind: z.literal('vital'), name: z.enum(VITAL_NAMES), value: z.number().min(0), ...where }),
    z.strictObject({
      kind: z.literal('error'),
      source: z.enum(ERROR_SOURCES),
      message: z.string().min(1).max(MESSAGE_MAX).refine((m) => !MESSAGE_REFUSED.test(m)),
      ...where,
    }),
  ])
  .refine((e) => (e.remote === null) === (e.release === null));

export const beaconSchema = z.strictObject({
  v: z.literal(1),
  session: z.string().regex(SESSION),
  app: z.string().regex(NAME),
  device: z.string().regex(NAME),
  events: z.array(event).min(1).max(BEACON_MAX_EVENTS),
});

export type Beacon = z.infer<typeof beaconSchema>;
export type BeaconEvent = Beacon['events'][number];
