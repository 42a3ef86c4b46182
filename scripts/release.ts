import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteMeta } from '@credit/shared';
import type { Gives, Needs } from '@credit/shared/rules';
import { REMOTES, ROUTE_HINTS_FILE } from './apps';
import { pinRelease, preloadIntegrity, type RemotePin } from './integrity';
import { checkHost, checkRemote, givesOf, needsOf } from './releaseCompat';

/**
 * Releasing a remote is pinning it in the host's runtime config (`remotes.json`, ADR 017 and 043):
 * its manifest URL, the manifest's SHA-384 and a version, with the route hints of that release. The
 * pin is computed from the release's own files (the bytes the origin must serve), never fetched from
 * the origin, so a compromised origin cannot pin itself. A rollback re-pins the previous release from
 * the history kept beside the config: reviewed pins, not whatever the origin holds today.
 */

/** One remote's part of the runtime config: its pin and the hints of that release. */
export interface RemoteRelease {
  pin: RemotePin;
  /** Its route paths (ADR 015). */
  routes: string[];
  /** The files a deep link into it preloads before any page (ADR 015). */
  preload: string[];
  /** Per route path, the page's files (ADR 015). */
  pages: Record<string, string[]>;
  /** Each route's title, guard flags and first reads (ADR 041). */
  meta: RouteMeta[];
  /** The SRI of each preloaded file: a preload must carry the integrity its script will, or it is fetched twice. */
  integrity: Record<string, string>;
  /** What it needs of the host: its manifest's shared singletons (ADR 049). None recorded: pinned before that, not shown compatible. */
  requires?: Needs;
}

/** What a build writes beside its manifest (scripts/build.ts writeRouteHints). */
interface BuiltHints {
  paths: string[];
  preload?: string[];
  pages?: Record<string, string[]>;
  meta?: RouteMeta[];
}

/** The release in folder `dist`, to be served at `manifestUrl` (its files beside the manifest). */
export function releaseOf(dist: string, manifestUrl: string, version?: string): RemoteRelease {
  const pin = pinRelease(dist, manifestUrl, version);
  const hintsFile = path.join(dist, ROUTE_HINTS_FILE);
  const built: BuiltHints = fs.existsSync(hintsFile) ? (JSON.parse(fs.readFileSync(hintsFile, 'utf8')) as BuiltHints) : { paths: [] };
  const url = (name: string) => new URL(name, manifestUrl).toString();
  const preload = (built.preload ?? []).map(url);
  const pages = Object.fromEntries(Object.entries(built.pages ?? {}).map(([route, files]) => [route, files.map(url)]));
  const integrity = preloadIntegrity(dist, manifestUrl, [...preload, ...Object.values(pages).flat()]);
  // The manifest's entry is the pin itself: its preload then matches the fetch that checks it.
  integrity[manifestUrl] = pin.integrity;
  const requires = needsOf(dist);
  return { pin, routes: built.paths, preload, pages, meta: built.meta ?? [], integrity, ...(requires ? { requires } : {}) };
}

/** The runtime config as the host reads it (host/src/federation/runtimeConfig.ts). */
export interface RuntimeConfigFile {
  remotes: Record<string, RemotePin>;
  routes: Record<string, string[]>;
  preload: Record<string, string[]>;
  pages: Record<string, Record<string, string[]>>;
  meta: Record<string, RouteMeta[]>;
  integrity: Record<string, Record<string, string>>;
  /** What each pinned release needs of the host (ADR 049): checked when the host is released. */
  requires: Record<string, Needs>;
  /** What the host gives its remotes (its build's provides.json, ADR 049): checked when a remote is released. */
  provides?: Gives;
  returnOrigins: string[];
  /**
   * Field data (ADR 061): where the page's beacons go (a same-origin path) and the share of page
   * sessions that send them (0..1). A deployment setting, kept by every release and rollback; absent, the host sends nothing.
   */
  telemetry?: { endpoint: string; sampleRate: number };
}

export function emptyRuntimeConfig(returnOrigins: string[] = [], provides?: Gives): RuntimeConfigFile {
  return { remotes: {}, routes: {}, preload: {}, pages: {}, meta: {}, integrity: {}, requires: {}, ...(provides ? { provides } : {}), returnOrigins };
}

/** `config` with remote `name` running `release`. */
export function withRelease(config: RuntimeConfigFile, name: string, release: RemoteRelease): RuntimeConfigFile {
  return {
    ...config,
    remotes: { ...config.remotes, [name]: release.pin },
    routes: { ...config.routes, [name]: release.routes },
    preload: { ...config.preload, [name]: release.preload },
    pages: { ...config.pages, [name]: release.pages },
    meta: { ...config.meta, [name]: release.meta },
    integrity: { ...config.integrity, [name]: release.integrity },
    requires: { ...Object.fromEntries(Object.entries(config.requires ?? {}).filter(([remote]) => remote !== name)), ...(release.requires ? { [name]: release.requires } : {}) },
  };
}

/** One remote's release as the config holds it (what a rollback goes back to). */
function releaseIn(config: RuntimeConfigFile, name: string): RemoteRelease | undefined {
  const pin = config.remotes[name];
  if (typeof pin !== 'object' || pin === null) return undefined;
  return { pin, routes: config.routes[name] ?? [], preload: config.preload[name] ?? [], pages: config.pages[name] ?? {}, meta: config.meta[name] ?? [], integrity: config.integrity?.[name] ?? {}, ...(config.requires?.[name] ? { requires: config.requires[name] } : {}) };
}

/** The history beside a config file: each remote's earlier releases, newest last. */
export function historyFileOf(configFile: string): string {
  return path.join(path.dirname(configFile), `${path.basename(configFile, '.json')}.history.json`);
}

type History = Record<string, RemoteRelease[]>;

function readJson<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

/** Writes through a temporary file and a rename: nginx serves the config while it changes, and never half of one. */
function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * Pins `release` for remote `name` in `configFile`, keeping the release it replaces in the history;
 * refused (IncompatibleRelease) unless the config's host gives what it needs (ADR 049).
 */
export function releaseRemote(configFile: string, name: string, release: RemoteRelease): RuntimeConfigFile {
  const config = { ...emptyRuntimeConfig(), ...readJson<Partial<RuntimeConfigFile>>(configFile, {}) };
  checkRemote(name, release.pin.version, release.requires, config.provides);
  const history = readJson<History>(historyFileOf(configFile), {});
  const current = releaseIn(config, name);
  // Only a pinned release can be gone back to: an older entry without a pin would not run.
  if (current?.pin.integrity && current.pin.integrity !== release.pin.integrity) writeJson(historyFileOf(configFile), { ...history, [name]: [...(history[name] ?? []), current] });
  const next = withRelease(config, name, release);
  writeJson(configFile, next);
  return next;
}

/** Pins again the release of `name` before the current one, from the history; refused as a release is when the host does not give what it needs. */
export function rollbackRemote(configFile: string, name: string): RuntimeConfigFile {
  const history = readJson<History>(historyFileOf(configFile), {});
  const earlier = history[name] ?? [];
  const previous = earlier.at(-1);
  if (!previous) throw new Error(`${name} has no earlier release in ${historyFileOf(configFile)}`);
  const config = { ...emptyRuntimeConfig(), ...readJson<Partial<RuntimeConfigFile>>(configFile, {}) };
  checkRemote(name, previous.pin.version, previous.requires, config.provides);
  const next = withRelease(config, name, previous);
  writeJson(configFile, next);
  writeJson(historyFileOf(configFile), { ...history, [name]: earlier.slice(0, -1) });
  return next;
}

/**
 * Records in `configFile` what the host build in `hostDist` gives its remotes (ADR 049); refused
 * (IncompatibleRelease) when that would no longer meet what a pinned remote needs.
 */
export function releaseHost(configFile: string, hostDist: string): RuntimeConfigFile {
  const config = { ...emptyRuntimeConfig(), ...readJson<Partial<RuntimeConfigFile>>(configFile, {}) };
  const gives = givesOf(hostDist);
  const pinned = Object.fromEntries(Object.entries(config.remotes).map(([name, pin]) => [name, { version: pin.version, needs: config.requires[name] }]));
  checkHost(gives, pinned);
  const next = { ...config, provides: gives };
  writeJson(configFile, next);
  return next;
}

const USAGE = `usage:
  npm run release -- <remote> <release folder> <manifest URL> [--version <name>] [--config <remotes.json>]
  npm run release -- host <host build folder> [--config <remotes.json>]
  npm run release -- --builds [--config <remotes.json>]
  npm run rollback -- <remote> [--config <remotes.json>]
The config defaults to docker/remotes.json. A release folder is a remote's build (npm run build) as its
origin serves it; the manifest URL is where that origin serves its mf-manifest.json. --builds pins this
checkout's build of every remote at the manifest URL the config names (docker-compose serves the builds),
and this checkout's host. A remote the config's host does not give what it needs is refused, and so is a
host that would no longer give what a pinned remote needs (ADR 049).`;

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  const option = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const value = rest[at + 1];
    rest.splice(at, 2);
    return value;
  };
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const configFile = path.resolve(option('--config') ?? path.join(root, 'docker', 'remotes.json'));
  const version = option('--version');
  const pinned = (name: string, pin: RemotePin) => console.log(`${name} ${pin.version} pinned in ${configFile}: ${pin.manifest} ${pin.integrity}`);
  if (command === 'release' && rest[0] === 'host') {
    if (!rest[1]) throw new Error(USAGE);
    const { provides } = releaseHost(configFile, path.resolve(rest[1]));
    console.log(`host released in ${configFile}: gives ${Object.entries(provides ?? {}).map(([name, v]) => `${name} ${v}`).join(', ')}`);
    return;
  }
  if (command === 'release' && rest[0] === '--builds') {
    // An older config names each manifest alone (a string): its URL is kept, now with a pin.
    const { remotes } = readJson<{ remotes?: Record<string, RemotePin | string> }>(configFile, {});
    const releases = REMOTES.map((remote) => {
      const current = remotes?.[remote.name];
      const manifestUrl = typeof current === 'string' ? current : current?.manifest;
      if (!manifestUrl) throw new Error(`${configFile} names no manifest URL for ${remote.name}`);
      return [remote.name, releaseOf(path.join(root, remote.dir, 'dist'), manifestUrl, version)] as const;
    });
    // This checkout's host and remotes go together: checked with each other, the host recorded first.
    const gives = givesOf(path.join(root, 'host', 'dist'));
    for (const [name, release] of releases) checkRemote(name, release.pin.version, release.requires, gives);
    writeJson(configFile, { ...readJson<Record<string, unknown>>(configFile, {}), provides: gives });
    for (const [name, release] of releases) {
      releaseRemote(configFile, name, release);
      pinned(name, release.pin);
    }
    return;
  }
  const [name, folder, manifestUrl] = rest;
  if (!name || !REMOTES.some((remote) => remote.name === name)) throw new Error(`${USAGE}\n(remotes: ${REMOTES.map((r) => r.name).join(', ')})`);
  if (command === 'release') {
    if (!folder || !manifestUrl) throw new Error(USAGE);
    const release = releaseOf(path.resolve(folder), manifestUrl, version);
    releaseRemote(configFile, name, release);
    pinned(name, release.pin);
  } else if (command === 'rollback') {
    const { remotes } = rollbackRemote(configFile, name);
    console.log(`${name} rolled back to ${remotes[name]!.version} in ${configFile}: ${remotes[name]!.manifest}`);
  } else {
    throw new Error(USAGE);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
