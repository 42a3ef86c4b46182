import type { Metric } from 'web-vitals';
import { matchPath } from '@credit/shared/router';
import { getHost, type HostInfo } from '@credit/shared';
import { DEFAULT_TELEMETRY_ENDPOINT, TELEMETRY_REMOTES, type Beacon, type EventTags, type Noted, type RouteContext, type Sink, type TelemetryConfig, type TelemetryEvent, type VitalName } from './contract';
import { ROUTE_PATTERN, scrubMessage, tagOf } from './scrub';
import { readSession, writeSession } from './sessionStore';

/**
 * The recorder (ADR 061): start-up code, started as soon as the runtime config says the session is
 * sampled (stub.ts), so a page left at once still sends its view and errors; web-vitals follows in a
 * chunk of its own after the page's load and first idle time (vitals.ts, `watchVitals`). It turns what the shell noted into the
 * beacon's events, tags each with the route, the remote and its pinned release, and sends them in
 * batches with navigator.sendBeacon when the page is hidden, or as soon as FLUSH_AT are waiting.
 */

/** A batch is sent as soon as this many events wait. */
export const FLUSH_AT = 20;
/** At most this many events in one beacon. */
export const MAX_EVENTS_PER_BEACON = 50;
/** Events kept while none can be sent: beyond it, new ones are dropped (never an unbounded queue). */
const QUEUE_LIMIT = 500;
/** The beacon's type: CORS-safelisted (no preflight); the collector parses the body as JSON. */
export const BEACON_TYPE = 'text/plain;charset=UTF-8';
/** A route nothing matched and no remote's hints name. */
export const UNMATCHED_ROUTE = '/unmatched';

export const SESSION_KEY = 'credit.telemetry.session';
export const VIEWS_KEY = 'credit.telemetry.views';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** This page session's id: 16 random characters, kept in sessionStorage, tied to nothing else. */
export function sessionId(): string {
  const kept = readSession(SESSION_KEY);
  if (kept !== null && /^[a-z0-9]{16}$/.test(kept)) return kept;
  const id = Array.from(window.crypto.getRandomValues(new Uint32Array(16)), (n) => ALPHABET[n % ALPHABET.length]).join('');
  writeSession(SESSION_KEY, id);
  return id;
}

/** The device profile's id (the native app by its platform) and the app's version, as the beacon names them. */
export function deviceAndApp(host: HostInfo): Pick<Beacon, 'device' | 'app'> {
  const { source, clientChannel } = host.profile;
  return { device: tagOf(source === 'nativeApp' ? clientChannel : source, 32) ?? 'browser', app: tagOf(host.appVersion, 32) ?? 'web' };
}

/** How the beacon leaves: sendBeacon, else (missing, or it refused the batch) a keepalive fetch. Never throws. */
export function sendBeacon(endpoint: string, json: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([json], { type: BEACON_TYPE }))) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(endpoint, { method: 'POST', body: json, keepalive: true, credentials: 'omit', headers: { 'Content-Type': BEACON_TYPE } }).catch(() => undefined);
  } catch {
    // Nothing else to try: the batch is lost, the page is not.
  }
}

export type Reporter = (report: (metric: Metric) => void) => void;

export interface RecorderOptions {
  host?: HostInfo;
  send?: (endpoint: string, json: string) => void;
  /** Reporters to watch from the start (tests give their own; the page's come later, by watchVitals). */
  vitals?: Partial<Record<VitalName, Reporter>>;
}

export type Recorder = Sink & {
  flush(): void;
  /** Starts reporting web-vitals' metrics (buffered: what happened before is still reported). */
  watchVitals(reporters: Partial<Record<VitalName, Reporter>>): void;
};

/**
 * Starts recording for the runtime config `config`; `where` answers where the user is now (the
 * stub's route context), for the vitals, which come when the browser has them.
 */
export function startRecorder(config: TelemetryConfig, where: () => RouteContext, options: RecorderOptions = {}): Recorder {
  const endpoint = config.telemetry?.endpoint ?? DEFAULT_TELEMETRY_ENDPOINT;
  const send = options.send ?? sendBeacon;
  const session = sessionId();
  const { device, app } = deviceAndApp(options.host ?? getHost());
  const queue: TelemetryEvent[] = [];
  let seen: string[] = [];
  try {
    const kept: unknown = JSON.parse(readSession(VIEWS_KEY) ?? '[]');
    if (Array.isArray(kept)) seen = kept.filter((key): key is string => typeof key === 'string');
  } catch {
    // A damaged list: start a new one.
  }

  const known = (remote: string | null | undefined) => (remote && (TELEMETRY_REMOTES as readonly string[]).includes(remote) ? remote : null);
  /** The remote whose route hints name `path` (a page not matched yet), and the pattern. */
  const hinted = (path: string): { route: string; remote: string } | null => {
    for (const [remote, patterns] of Object.entries(config.routes ?? {})) {
      const route = patterns?.find((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
      if (route) return { route, remote };
    }
    return null;
  };
  const tagsOf = (context: RouteContext, at: number, remote?: string | null, release?: string | null): EventTags => {
    const hint = context.route === null ? hinted(context.path) : null;
    const route = context.route ?? hint?.route ?? UNMATCHED_ROUTE;
    const owner = known(remote === undefined ? (context.route === null ? hint?.remote : context.remote) : remote);
    return {
      route: ROUTE_PATTERN.test(route) ? route : UNMATCHED_ROUTE,
      remote: owner,
      release: owner === null ? null : tagOf(release ?? config.remotes[owner]?.version, 40),
      at,
    };
  };

  const flush = () => {
    try {
      while (queue.length > 0) {
        const beacon: Beacon = { v: 1, session, app, device, events: queue.splice(0, MAX_EVENTS_PER_BEACON) };
        send(endpoint, JSON.stringify(beacon));
      }
    } catch {
      queue.length = 0;
    }
  };
  const push = (event: TelemetryEvent) => {
    if (queue.length >= QUEUE_LIMIT) return;
    queue.push(event);
    if (queue.length >= FLUSH_AT) flush();
  };

  const note = (item: Noted) => {
    try {
      if (item.kind === 'view') {
        const tags = tagsOf(item.context, item.at);
        const key = `${tags.route}|${tags.remote}|${tags.release}`;
        if (seen.includes(key)) return;
        seen = [...seen, key];
        writeSession(VIEWS_KEY, JSON.stringify(seen));
        push({ kind: 'view', ...tags });
      } else {
        push({ kind: 'error', source: item.source, message: scrubMessage(item.error), ...tagsOf(item.context, item.at, item.remote, item.release) });
      }
    } catch {
      // Never into the page.
    }
  };

  const watchVitals = (reporters: Partial<Record<VitalName, Reporter>>) => {
    for (const [name, reporter] of Object.entries(reporters) as [VitalName, Reporter][]) {
      try {
        // Buffered observers: what happened before this chunk loaded (the LCP, the layout shifts, TTFB) is still reported.
        reporter((metric) => {
          if (!Number.isFinite(metric.value) || metric.value < 0) return;
          const value = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10;
          push({ kind: 'vital', name, value, ...tagsOf(where(), Date.now()) });
        });
      } catch {
        // A browser without the observer: that metric is not measured.
      }
    }
  };
  if (options.vitals) watchVitals(options.vitals);
  // web-vitals listens on window, capturing, so its final CLS and INP are queued before this sends,
  // though it registers later.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return { note, flush, watchVitals };
}
