import { vi } from 'vitest';
import type { Beacon, TelemetryConfig } from '../telemetry/contract';
import { startRecorder, type RecorderOptions } from '../telemetry/recorder';
import { resetTelemetry, startTelemetry } from '../telemetry/stub';

/**
 * Test helpers of the field data (ADR 061): the contract's beacon checked strictly, and a started
 * telemetry whose beacons are captured instead of sent.
 */

const ROUTE = /^\/[\w/.:-]{0,80}$/;
const TAG = (max: number) => new RegExp(`^[\\w.-]{1,${max}}$`);
const KIND_KEYS = {
  view: ['kind', 'route', 'remote', 'release', 'at'],
  vital: ['kind', 'name', 'value', 'route', 'remote', 'release', 'at'],
  error: ['kind', 'source', 'message', 'route', 'remote', 'release', 'at'],
} as const;
const REMOTES = [null, 'account', 'loan', 'repay', 'market'];
const SOURCES = ['root-boundary', 'remote-boundary', 'remote-load', 'remote-refused', 'unhandled-rejection'];

/** Why `value` is not a beacon of the contract (every key allowed, every value's pattern), or null when it is one. */
export function beaconProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const beacon = value as Record<string, unknown>;
  const keys = Object.keys(beacon).sort().join();
  if (keys !== 'app,device,events,session,v') return `keys ${keys}`;
  if (beacon.v !== 1) return 'v';
  if (typeof beacon.session !== 'string' || !/^[a-z0-9]{16}$/.test(beacon.session)) return 'session';
  if (typeof beacon.app !== 'string' || !TAG(32).test(beacon.app)) return 'app';
  if (typeof beacon.device !== 'string' || !TAG(32).test(beacon.device)) return 'device';
  if (!Array.isArray(beacon.events) || beacon.events.length < 1 || beacon.events.length > 50) return 'events';
  for (const [i, raw] of beacon.events.entries()) {
    if (typeof raw !== 'object' || raw === null) return `event ${i}`;
    const event = raw as Record<string, unknown>;
    const allowed = KIND_KEYS[event.kind as keyof typeof KIND_KEYS];
    if (!allowed) return `event ${i} kind`;
    if (Object.keys(event).sort().join() !== [...allowed].sort().join()) return `event ${i} keys ${Object.keys(event).join()}`;
    if (typeof event.route !== 'string' || !ROUTE.test(event.route)) return `event ${i} route`;
    if (!REMOTES.includes(event.remote as string | null)) return `event ${i} remote`;
    if (event.remote === null ? event.release !== null : typeof event.release !== 'string' || !TAG(40).test(event.release)) return `event ${i} release`;
    if (typeof event.at !== 'number' || !Number.isInteger(event.at) || event.at < 0) return `event ${i} at`;
    if (event.kind === 'vital') {
      if (!['LCP', 'INP', 'CLS', 'TTFB'].includes(event.name as string)) return `event ${i} name`;
      if (typeof event.value !== 'number' || !Number.isFinite(event.value) || event.value < 0) return `event ${i} value`;
    }
    if (event.kind === 'error') {
      if (!SOURCES.includes(event.source as string)) return `event ${i} source`;
      if (typeof event.message !== 'string' || event.message.length > 200 || /\d{4}/.test(event.message) || /[?#][^\s]*=/.test(event.message)) return `event ${i} message`;
    }
  }
  return null;
}

export const isBeacon = (value: unknown): value is Beacon => beaconProblem(value) === null;

/** Starts the field data as the page does, sampled in (or by `sampleRate`), capturing each beacon sent. */
export async function captureTelemetry(config: TelemetryConfig, options: RecorderOptions = {}): Promise<{ sent: Beacon[]; endpoints: string[]; load: ReturnType<typeof vi.fn> }> {
  resetTelemetry();
  const sent: Beacon[] = [];
  const endpoints: string[] = [];
  const noVitals = { LCP: () => undefined, INP: () => undefined, CLS: () => undefined, TTFB: () => undefined };
  const load = vi.fn(async () => ({
    startRecorder: (c: TelemetryConfig, where: Parameters<typeof startRecorder>[1]) =>
      startRecorder(c, where, {
        send: (endpoint, json) => {
          endpoints.push(endpoint);
          sent.push(JSON.parse(json) as Beacon);
        },
        vitals: noVitals,
        ...options,
      }),
  }));
  await startTelemetry(Promise.resolve(config), load, () => Promise.resolve());
  return { sent, endpoints, load };
}

/** The page hidden, as a phone switching apps: the recorder sends what it holds. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    delete (document as unknown as Record<string, unknown>).visibilityState;
  }
}
