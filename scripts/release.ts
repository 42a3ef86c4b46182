import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteMeta } from '@credit/shared';
import type { Gives, Needs } from '@credit/shared/rules';
import { REMOTES, ROUTE_HINTS_FILE, SANDBOX_PORT } from './apps';
import { pinRelease, preloadIntegrity, type RemotePin } from './integrity';
import { checkHost, checkRemote, givesOf, needsOf } from './releaseCompat';
import { formatHealthReport, healthReport, parseReleasesAnswer, rollbackRuleOf, type HealthReport, type RollbackRule } from './releaseHealth';

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
  /** The rule `npm run release -- health <remote> --apply` rolls a release back by (ADR 060); the host ignores it. */
  health?: { rollback?: Partial<RollbackRule> };
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

/** The read side of the collector (issue 41's contract): owner only, on the sandbox's own port, never through the public origin. */
export const COLLECTOR_READ_PATH = '/__owner/telemetry/releases';

/** The default collector: the sandbox of this machine's `npm start`. */
export const DEFAULT_COLLECTOR = `http://localhost:${SANDBOX_PORT}`;

/** What `healthCheck` found and did: the report, the lines to print, and the config after a rollback. */
export interface HealthOutcome {
  report: HealthReport;
  lines: string[];
  rolledBack?: RuntimeConfigFile;
}

/**
 * The health of remote `name`'s current release (the pin in `configFile`) against the previous one (the
 * newest of the history, what `rollbackRemote` pins), from the collector's field data; with `apply`,
 * rolls back when the config's rule says so (ADR 060). Throws when the remote is not pinned, the
 * collector cannot be read or answers outside the contract; a healthy release is not an error.
 */
export async function healthCheck(configFile: string, name: string, options: { collector: string; apply: boolean }, fetchImpl: typeof fetch = fetch): Promise<HealthOutcome> {
  const config = readJson<Partial<RuntimeConfigFile>>(configFile, {});
  const pin = config.remotes?.[name];
  if (!pin?.version) throw new Error(`${name} is not pinned in ${configFile}`);
  const rule = rollbackRuleOf(config);
  const previous = readJson<History>(historyFileOf(configFile), {})[name]?.at(-1)?.pin.version;
  const url = new URL(COLLECTOR_READ_PATH, options.collector);
  url.searchParams.set('remote', name);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`collector unreachable at ${url.origin}: ${cause}`);
  }
  if (!response.ok) throw new Error(`collector at ${url.origin} answered ${response.status} for ${url.pathname}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`collector at ${url.origin} answered no JSON for ${url.pathname}`);
  }
  const report = healthReport(parseReleasesAnswer(body, name), pin.version, previous, rule);
  const lines = formatHealthReport(report).split('\n');
  if (!report.decision.rollBack) return { report, lines };
  if (!options.apply) return { report, lines: [...lines, `(dry run: add --apply to roll ${name} back to ${previous})`] };
  const rolledBack = rollbackRemote(configFile, name);
  lines.push(`${name} rolled back from ${pin.version} to ${rolledBack.remotes[name]!.version}: ${report.decision.reason}`);
  return { report, lines, rolledBack };
}

const USAGE = `usage:
  npm run release -- <remote> <release folder> <manifest URL> [--version <name>] [--config <remotes.json>]
  npm run release -- host <host build folder> [--config <remotes.json>]
  npm run release -- --builds [--config <remotes.json>]
  npm run release -- health <remote> [--collector <url>] [--config <remotes.json>] [--apply]
  npm run rollback -- <remote> [--config <remotes.json>]
The config defaults to docker/remotes.json. A release folder is a remote's build (npm run build) as its
origin serves it; the manifest URL is where that origin serves its mf-manifest.json. --builds pins this
checkout's build of every remote at the manifest URL the config names (docker-compose serves the builds),
and this checkout's host. A remote the config's host does not give what it needs is refused, and so is a
host that would no longer give what a pinned remote needs (ADR 049).
health compares the remote's current release with the previous one from the collector's field data
(default ${DEFAULT_COLLECTOR}) and says whether the config's rule (health.rollback) rolls it back;
--apply does it (docs/release-health.md, ADR 060).`;

/** One invocation of the script, its arguments read. */
export type ReleaseCommand =
  | { kind: 'host'; configFile: string; hostDist: string }
  | { kind: 'builds'; configFile: string; version?: string }
  | { kind: 'release'; configFile: string; name: string; folder: string; manifestUrl: string; version?: string }
  | { kind: 'rollback'; configFile: string; name: string }
  | { kind: 'health'; configFile: string; name: string; collector: string; apply: boolean };

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Reads `argv` (`release …` or `rollback …`, as package.json's scripts pass them); throws the usage on anything else. */
export function parseReleaseCommand(argv: string[]): ReleaseCommand {
  const [command, ...rest] = argv;
  const option = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const value = rest[at + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    rest.splice(at, 2);
    return value;
  };
  const flag = (name: string) => {
    const at = rest.indexOf(name);
    if (at >= 0) rest.splice(at, 1);
    return at >= 0;
  };
  const configFile = path.resolve(option('--config') ?? path.join(ROOT, 'docker', 'remotes.json'));
  const version = option('--version');
  const collector = option('--collector') ?? DEFAULT_COLLECTOR;
  const apply = flag('--apply');
  const remote = (name: string | undefined) => {
    if (!name || !REMOTES.some((r) => r.name === name)) throw new Error(`${name ? `unknown remote ${name}\n` : ''}${USAGE}\n(remotes: ${REMOTES.map((r) => r.name).join(', ')})`);
    return name;
  };
  if (command === 'release' && rest[0] === 'host') {
    if (!rest[1]) throw new Error(USAGE);
    return { kind: 'host', configFile, hostDist: path.resolve(rest[1]) };
  }
  if (command === 'release' && rest[0] === '--builds') return { kind: 'builds', configFile, ...(version ? { version } : {}) };
  if (command === 'release' && rest[0] === 'health') return { kind: 'health', configFile, name: remote(rest[1]), collector, apply };
  if (command === 'release') {
    const [name, folder, manifestUrl] = rest;
    remote(name);
    if (!folder || !manifestUrl) throw new Error(USAGE);
    return { kind: 'release', configFile, name: name!, folder: path.resolve(folder), manifestUrl, ...(version ? { version } : {}) };
  }
  if (command === 'rollback') return { kind: 'rollback', configFile, name: remote(rest[0]) };
  throw new Error(USAGE);
}

/** `npm run release -- --builds`: this checkout's host and every remote's build, checked with each other and written together. */
function releaseBuilds(configFile: string, version: string | undefined, pinned: (name: string, pin: RemotePin) => void): void {
  // An older config names each manifest alone (a string): its URL is kept, now with a pin.
  const { remotes } = readJson<{ remotes?: Record<string, RemotePin | string> }>(configFile, {});
  const releases = REMOTES.map((remote): [string, RemoteRelease] => {
    const current = remotes?.[remote.name];
    const manifestUrl = typeof current === 'string' ? current : current?.manifest;
    if (!manifestUrl) throw new Error(`${configFile} names no manifest URL for ${remote.name}`);
    return [remote.name, releaseOf(path.join(ROOT, remote.dir, 'dist'), manifestUrl, version)];
  });
  // This checkout's host and remotes go together: checked with each other, the host recorded first.
  const gives = givesOf(path.join(ROOT, 'host', 'dist'));
  for (const [name, release] of releases) checkRemote(name, release.pin.version, release.requires, gives);
  writeJson(configFile, { ...readJson<Record<string, unknown>>(configFile, {}), provides: gives });
  for (const [name, release] of releases) {
    releaseRemote(configFile, name, release);
    pinned(name, release.pin);
  }
}

async function main(argv: string[]): Promise<void> {
  const command = parseReleaseCommand(argv);
  const { configFile } = command;
  const pinned = (name: string, pin: RemotePin) => console.log(`${name} ${pin.version} pinned in ${configFile}: ${pin.manifest} ${pin.integrity}`);
  switch (command.kind) {
    case 'host': {
      const { provides } = releaseHost(configFile, command.hostDist);
      console.log(`host released in ${configFile}: gives ${Object.entries(provides ?? {}).map(([name, v]) => `${name} ${v}`).join(', ')}`);
      return;
    }
    case 'builds':
      releaseBuilds(configFile, command.version, pinned);
      return;
    case 'release': {
      const release = releaseOf(command.folder, command.manifestUrl, command.version);
      releaseRemote(configFile, command.name, release);
      pinned(command.name, release.pin);
      return;
    }
    case 'rollback': {
      const { remotes } = rollbackRemote(configFile, command.name);
      console.log(`${command.name} rolled back to ${remotes[command.name]!.version} in ${configFile}: ${remotes[command.name]!.manifest}`);
      return;
    }
    case 'health': {
      const { lines } = await healthCheck(configFile, command.name, command);
      for (const line of lines) console.log(line);
      return;
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
