/**
 * The field data the page sends (issue 41, ADR 061): the beacon's shape, as the collector takes it, and
 * the runtime config's `telemetry` setting. Types and one small parser only: the start-up code (the
 * runtime config, the stub) imports this module, so nothing heavy may live here.
 */

/** Where the shell caught an error. A window `error` (an uncaught exception) counts as an unhandled rejection: both escaped every handler. */
export type ErrorSource = 'root-boundary' | 'remote-boundary' | 'remote-load' | 'remote-refused' | 'unhandled-rejection';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** What every event says of where it happened: the route pattern, the remote owning it and that remote's pinned release. */
export interface EventTags {
  route: string;
  remote: string | null;
  release: string | null;
  at: number;
}

export type TelemetryEvent =
  | ({ kind: 'view' } & EventTags)
  | ({ kind: 'vital'; name: VitalName; value: number } & EventTags)
  | ({ kind: 'error'; source: ErrorSource; message: string } & EventTags);

/** The body of `POST <endpoint>` (docs/adr/061: every field, and what is never in one). */
export interface Beacon {
  v: 1;
  session: string;
  app: string;
  device: string;
  events: TelemetryEvent[];
}

/** The runtime config's `telemetry` (absent: off). */
export interface TelemetrySettings {
  /** A same-origin path. */
  endpoint: string;
  /** The share of page sessions that send anything, decided once per session; 0 = off. */
  sampleRate: number;
}

export const DEFAULT_TELEMETRY_ENDPOINT = '/api/telemetry/beacon';

/** Off unless a deployment turns it on: an older config (no field) sends nothing. */
export const TELEMETRY_OFF: TelemetrySettings = { endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 0 };

/** A same-origin absolute path: never another origin, never a query. */
const SAME_ORIGIN_PATH = /^\/(?!\/)[\w/.-]{0,200}$/;

/** The runtime config's `telemetry`, each field checked; anything missing or malformed takes its default. */
export function telemetrySettingsOf(raw: unknown): TelemetrySettings {
  if (typeof raw !== 'object' || raw === null) return TELEMETRY_OFF;
  const { endpoint, sampleRate } = raw as Record<string, unknown>;
  return {
    endpoint: typeof endpoint === 'string' && SAME_ORIGIN_PATH.test(endpoint) ? endpoint : DEFAULT_TELEMETRY_ENDPOINT,
    sampleRate: typeof sampleRate === 'number' && sampleRate >= 0 && sampleRate <= 1 ? sampleRate : 0,
  };
}

/** What the recorder needs of the runtime config (host/src/federation/runtimeConfig.ts's RuntimeConfig has it). */
export interface TelemetryConfig {
  remotes: Partial<Record<string, { version: string }>>;
  routes?: Partial<Record<string, string[]>>;
  telemetry?: TelemetrySettings;
}

/** Where the user is: the route pattern the shell matched (null while nothing matches), its owner, and the path (no query). */
export interface RouteContext {
  route: string | null;
  remote: string | null;
  path: string;
}

/** What the stub hands the recorder: a page shown, or an error caught, with where the user was then. */
export type Noted =
  | { kind: 'view'; context: RouteContext; at: number }
  | { kind: 'error'; source: ErrorSource; error: unknown; context: RouteContext; remote?: string | null; release?: string | null; at: number };

/** The recorder, once loaded: the stub forwards to it. */
export interface Sink {
  note(item: Noted): void;
}

/** The remotes the contract names (federation's REMOTE_NAMES: telemetry.test.ts checks they agree). */
export const TELEMETRY_REMOTES = ['account', 'loan', 'repay', 'market'] as const;
