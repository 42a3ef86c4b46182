import { isFirstRead, type RouteMeta } from '@credit/shared';
import { SHA384, type PinnedRemote } from './integrity';
import { telemetrySettingsOf, type TelemetrySettings } from '../telemetry/contract';

/** A remote of the runtime config. Served fresh on every load (never cached). */
export type RemoteName = 'account' | 'loan' | 'repay' | 'market';

export const REMOTE_NAMES: readonly RemoteName[] = ['account', 'loan', 'repay', 'market'];

export interface RuntimeConfig {
  /** Each remote's pinned release: its manifest URL, the manifest's SHA-384 and its version (ADR 043). */
  remotes: Partial<Record<RemoteName, PinnedRemote>>;
  /**
   * Remotes the config names without a usable pin (no integrity, or not SHA-384): they are not run,
   * fail closed, and why is reported (ADR 043).
   */
  refused?: Partial<Record<RemoteName, string>>;
  /**
   * Each remote's paths (its build's routes.json): a hint that lets a deep link load its own remote
   * first. Optional; a remote without one is found by loading every remote (ADR 015).
   */
  routes?: Partial<Record<RemoteName, string[]>>;
  /**
   * Each remote's route metadata (its build's routes.json `meta`, ADR 041): titles, guard flags and
   * first reads, so a deep link paints its header and starts its data before the remote's code.
   */
  meta?: Partial<Record<RemoteName, RouteMeta[]>>;
  /**
   * Origins besides the app's own that an absolute callback or stored return URL may lead back to
   * (spec 2.11, 4.9; `setReturnOrigins`). A deployment setting: partners' sites, listed by whoever
   * releases the app; none by default.
   */
  returnOrigins?: string[];
  /** Field data (ADR 061): where beacons go and the share of sessions that send them; off when the config has none. */
  telemetry?: TelemetrySettings;
}

export const RUNTIME_CONFIG_URL = '/remotes.json';

/** The runtime config index.html's first-paint script asked for (scripts/firstPaint.ts), taken once. */
function takeEarlyConfig(): Promise<unknown> | undefined {
  const holder = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = holder.__creditRuntimeConfig;
  delete holder.__creditRuntimeConfig;
  return early;
}

/**
 * The runtime config decides which build of each remote runs: pointing a remote at another
 * manifest URL switches its version with no host rebuild.
 */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch, early: Promise<unknown> | undefined = takeEarlyConfig()): Promise<RuntimeConfig> {
  // On a deep link index.html's first-paint script has asked already; when that failed, ask again.
  let body = ((await early) ?? null) as Partial<RuntimeConfig> | null;
  if (body === null) {
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
    body = (await response.json()) as Partial<RuntimeConfig>;
  }
  const remotes: RuntimeConfig['remotes'] = {};
  const refused: NonNullable<RuntimeConfig['refused']> = {};
  const routes: NonNullable<RuntimeConfig['routes']> = {};
  const meta: NonNullable<RuntimeConfig['meta']> = {};
  for (const name of REMOTE_NAMES) {
    const entry: unknown = body.remotes?.[name];
    if (entry === undefined || entry === null) continue;
    const pin = pinOf(name, entry);
    if (typeof pin === 'string') {
      refused[name] = pin;
      continue;
    }
    remotes[name] = pin;
    const paths = body.routes?.[name];
    if (Array.isArray(paths) && paths.every((p) => typeof p === 'string')) routes[name] = paths;
    const routeMeta: unknown = body.meta?.[name];
    if (Array.isArray(routeMeta)) meta[name] = routeMeta.filter(isRouteMeta);
  }
  const returnOrigins = Array.isArray(body.returnOrigins) ? body.returnOrigins.filter((o): o is string => typeof o === 'string') : [];
  return { remotes, ...(Object.keys(refused).length > 0 ? { refused } : {}), routes, meta, returnOrigins, telemetry: telemetrySettingsOf((body as { telemetry?: unknown }).telemetry) };
}

/**
 * A remote's pin, or why it is refused: a manifest URL with no SHA-384 pinned beside it (an older
 * config, a removed field, another algorithm) is never loaded, whatever it serves (fail closed).
 */
function pinOf(name: RemoteName, entry: unknown): PinnedRemote | string {
  if (typeof entry !== 'object' || entry === null) return 'no pinned integrity';
  const { manifest, integrity, version } = entry as Record<string, unknown>;
  if (typeof manifest !== 'string' || manifest.length === 0) return 'no manifest URL';
  if (typeof integrity !== 'string' || !SHA384.test(integrity)) return 'no pinned integrity';
  return { name, manifest, integrity, version: typeof version === 'string' && version ? version : 'unknown' };
}

/** A route's metadata as routes.json carries it; a malformed entry is left out (the route then simply loads as before). */
function isRouteMeta(value: unknown): value is RouteMeta {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  const isFlag = (v: unknown) => v === undefined || typeof v === 'boolean';
  return (
    typeof m.path === 'string' && typeof m.name === 'string' && typeof m.title === 'string' &&
    isFlag(m.requiresAuth) && isFlag(m.needBaseInfo) && isFlag(m.requiresBorrowReady) &&
    (m.firstReads === undefined || (Array.isArray(m.firstReads) && m.firstReads.every(isFirstRead)))
  );
}
