/**
 * Release compatibility (issue 38, ADR 049): what a remote's build needs of the host and whether the
 * host gives it. A remote's Module Federation manifest names each shared module it was built with, its
 * version and the range it requires (`requiredVersion`, `^x.y.z` from rspack.config.base.ts); the host
 * gives one version of each singleton. A singleton the host gives at a version outside the range (or not
 * at all) would run the remote against code it was not built for: the remote is refused instead. Pure,
 * so the release script and the host check with the same rule.
 */

/** What a remote needs of one shared singleton: the range it requires and the version it was built with. */
export interface Need {
  range: string;
  builtWith: string;
}

/** A remote's needs, by share name (`@credit/shared`, `react`, `react-dom/client`, ...). */
export type Needs = Record<string, Need>;

/** What a host gives: each singleton's version, by share name. */
export type Gives = Record<string, string>;

/** One need the host does not meet. */
export interface UnmetNeed extends Need {
  name: string;
  /** The version the host gives, or null when it does not share that module at all. */
  gives: string | null;
}

interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: string[];
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ? match[4].split('.') : [] };
}

/** -1, 0 or 1 as a precedes, equals or follows b (semver 2.0 precedence, prereleases before their release). */
function compare(a: Version, b: Version): number {
  for (const key of ['major', 'minor', 'patch'] as const) if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  if (a.pre.length === 0 || b.pre.length === 0) return a.pre.length === b.pre.length ? 0 : a.pre.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    if (numeric) return Number(x) < Number(y) ? -1 : 1;
    if (/^\d+$/.test(x)) return -1;
    if (/^\d+$/.test(y)) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

const sameRelease = (a: Version, b: Version) => a.major === b.major && a.minor === b.minor && a.patch === b.patch;

/**
 * Whether `version` is in `range`, as npm's semver reads the ranges our builds write: `^x.y.z`,
 * `~x.y.z`, an exact `x.y.z`, or `*`. A prerelease version is in a range only if the range names a
 * prerelease of the same x.y.z. Anything else is not understood and so not satisfied (fail closed).
 */
export function satisfiesRange(version: string, range: string): boolean {
  const given = parseVersion(version);
  if (!given) return false;
  const text = range.trim();
  if (text === '*') return given.pre.length === 0;
  const operator = /^[\^~]/.exec(text)?.[0] ?? '';
  const low = parseVersion(text.slice(operator.length));
  if (!low) return false;
  if (given.pre.length > 0 && !(low.pre.length > 0 && sameRelease(given, low))) return false;
  if (operator === '') return compare(given, low) === 0;
  if (compare(given, low) < 0) return false;
  const below = (major: number, minor: number, patch: number) => compare(given, { major, minor, patch, pre: ['0'] }) < 0;
  if (operator === '~') return below(low.major, low.minor + 1, 0);
  if (low.major > 0) return below(low.major + 1, 0, 0);
  if (low.minor > 0) return below(0, low.minor + 1, 0);
  return below(0, 0, low.patch + 1);
}

/** Each of `needs` the host's `gives` does not meet (none: compatible). */
export function unmetNeeds(needs: Needs, gives: Gives): UnmetNeed[] {
  return Object.entries(needs)
    .filter(([name, need]) => {
      const version = gives[name];
      return version === undefined || !satisfiesRange(version, need.range);
    })
    .map(([name, need]) => ({ name, range: need.range, builtWith: need.builtWith, gives: gives[name] ?? null }));
}

/** One line per unmet need: what the remote needs, what it was built with, what the host gives. */
export function describeUnmet(unmet: readonly UnmetNeed[]): string {
  return unmet.map(({ name, range, builtWith, gives }) => `${name} ${range} (built with ${builtWith}); the host gives ${gives ?? 'none'}`).join('; ');
}

/**
 * A remote's needs as its Module Federation manifest records them (its `shared` section, covered by
 * the manifest's pin, ADR 043): every singleton with its required range and built version. null when
 * the manifest records none that can be read: such a remote cannot be shown compatible (fail closed).
 */
export function needsOfManifest(manifest: unknown): Needs | null {
  const shared = typeof manifest === 'object' && manifest !== null ? (manifest as { shared?: unknown }).shared : undefined;
  if (!Array.isArray(shared)) return null;
  const needs: Needs = {};
  for (const entry of shared as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { name, version, singleton, requiredVersion } = entry as Record<string, unknown>;
    if (typeof name !== 'string') return null;
    if (singleton !== true) continue;
    if (typeof requiredVersion !== 'string' || typeof version !== 'string') return null;
    needs[name] = { range: requiredVersion, builtWith: version };
  }
  return needs;
}
