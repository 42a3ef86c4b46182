import fs from 'node:fs';
import path from 'node:path';
import { describeUnmet, needsOfManifest, unmetNeeds, type Gives, type Needs } from '@credit/shared/rules';
import { PROVIDES_FILE } from './apps';
import { MANIFEST_FILE } from './integrity';

/**
 * Release compatibility (issue 38, ADR 049). A remote's manifest names the shared singletons it was
 * built with and the range of each it needs; a host's build names the version of each it gives. The
 * runtime config records both (`requires` per remote, `provides` for the host), so a release is
 * checked against the other side as it runs: a remote the host does not satisfy is not pinned, and a
 * host that would no longer satisfy a pinned remote is not released. The host checks the same at run
 * time (host/src/federation/compatibility.ts), with the same rule (@credit/shared/rules versions.ts).
 */

/** A release refused for what it needs (or a host for what it would stop giving). */
export class IncompatibleRelease extends Error {
  override name = 'IncompatibleRelease';
}

/** What the remote build in `dist` needs: its manifest's shared singletons (undefined: it records none, so it cannot be released). */
export function needsOf(dist: string): Needs | undefined {
  return needsOfManifest(JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_FILE), 'utf8'))) ?? undefined;
}

/** What the host build in `dist` gives its remotes (its PROVIDES_FILE, written by scripts/build.ts). */
export function givesOf(dist: string): Gives {
  const file = path.join(dist, PROVIDES_FILE);
  if (!fs.existsSync(file)) throw new IncompatibleRelease(`${file} is missing: a host build records what it gives its remotes (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Gives;
}

/** Refuses remote `name`'s release `version` unless `gives` (the config's host) meets each of its `needs`. */
export function checkRemote(name: string, version: string, needs: Needs | undefined, gives: Gives | undefined): void {
  // A release pinned before ADR 049 (a rollback to it) has no record of its needs: it cannot be shown compatible.
  if (!needs) throw new IncompatibleRelease(`${name} ${version} not released: no record of what it needs (build it with npm run build and release that)`);
  if (!gives) throw new IncompatibleRelease(`${name} ${version} not released: the config records nothing the host gives (release the host first: npm run release -- host <host build>)`);
  const unmet = unmetNeeds(needs, gives);
  if (unmet.length > 0) throw new IncompatibleRelease(`${name} ${version} not released: it needs ${describeUnmet(unmet)}`);
}

/**
 * Refuses a host giving `gives` unless it meets the needs of every remote `pinned` (the config's pins:
 * remote → its version and recorded needs); each refusal names the remote, what it needs, what the host would give.
 */
export function checkHost(gives: Gives, pinned: Record<string, { version: string; needs: Needs | undefined }>): void {
  const refusals = Object.entries(pinned).flatMap(([name, { version, needs }]) => {
    if (!needs) return [`${name} ${version} is pinned with no record of what it needs (release it again)`];
    const unmet = unmetNeeds(needs, gives);
    return unmet.length > 0 ? [`${name} ${version} needs ${describeUnmet(unmet)}`] : [];
  });
  if (refusals.length > 0) throw new IncompatibleRelease(`host not released: ${refusals.join('. ')}`);
}
