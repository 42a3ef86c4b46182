import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { sri, writeManifestIntegrity } from '../scripts/integrity';
import { releaseOf, withRelease, type RuntimeConfigFile } from '../scripts/release';
import { TYPES } from '../scripts/serve';

/** The checkout's root: a remote's build is `<root>/remote-<name>/dist`. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder of a remote's build in this checkout (what `npm run build` made and the stack serves). */
export const buildOf = (remote: 'account' | 'loan' | 'repay' | 'market') => path.join(ROOT, `remote-${remote}`, 'dist');

/**
 * Another release of a remote, made from a build as a new build would be: its scripts edited by `edit`,
 * the integrity each file records of the others brought up to date (the entry's chunk hashes, then the
 * manifest's list), so that it is a proper release, not a tampered one. Precompressed copies are left
 * out (they would be the old bytes). Returns the folder.
 */
export function deriveRelease(from: string, to: string, edit: (file: string, text: string) => string): string {
  fs.mkdirSync(to, { recursive: true });
  const files = fs.readdirSync(from).filter((name) => !/\.(br|gz)$/.test(name) && fs.statSync(path.join(from, name)).isFile());
  for (const name of files) {
    const body = fs.readFileSync(path.join(from, name));
    fs.writeFileSync(path.join(to, name), name.endsWith('.js') ? edit(name, body.toString('utf8')) : body);
  }
  // A chunk's new hash changes the entry that names it, whose own hash the manifest names: repeat until still.
  for (let changed = true; changed; ) {
    changed = false;
    const renamed = new Map<string, string>();
    for (const name of files.filter((file) => /\.(js|css)$/.test(file))) {
      const before = sri(fs.readFileSync(path.join(from, name)));
      const now = sri(fs.readFileSync(path.join(to, name)));
      if (before !== now) renamed.set(before, now);
    }
    for (const name of files.filter((file) => file.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(to, name), 'utf8');
      let next = text;
      for (const [before, now] of renamed) next = next.replaceAll(before, now);
      if (next !== text) {
        fs.writeFileSync(path.join(to, name), next);
        changed = true;
      }
    }
  }
  writeManifestIntegrity(to);
  return to;
}

/** A copy of a build with one byte of `file` changed, the manifest left as built: what a bad upload or a tampered bucket serves. */
export function tamperedCopy(from: string, to: string, file: RegExp): string {
  fs.cpSync(from, to, { recursive: true, dereference: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const name = fs.readdirSync(to).find((entry) => file.test(entry));
  if (!name) throw new Error(`no file like ${file} in ${from}`);
  fs.writeFileSync(path.join(to, name), flipOneByte(fs.readFileSync(path.join(to, name))));
  return to;
}

/**
 * The same bytes with one changed, still a valid script: the final `;` (every built chunk ends with one)
 * becomes a space, so only the integrity check can stop it running.
 */
export function flipOneByte(body: Buffer): Buffer {
  const copy = Buffer.from(body);
  if (copy[copy.length - 1] !== 0x3b) throw new Error('a built chunk ends with ";"');
  copy[copy.length - 1] = 0x20;
  return copy;
}

/** Answers a request of a release's folder (a stand-in CDN directory for `npm start`, which serves one build per remote). */
export async function fulfilFromFolder(route: Route, folder: string, prefix: string): Promise<void> {
  const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(prefix.length));
  const file = path.join(folder, name);
  if (!file.startsWith(folder) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
  await route.fulfill({ status: 200, body: fs.readFileSync(file), headers: { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' } });
}

/**
 * Runs, in `page`, another release of `remote` made from this checkout's build by `edit` (deriveRelease):
 * served from a folder in the test's stead (a CDN's `/v2/` folder of the remote's origin, which npm
 * start does not have) and pinned in the runtime config the page gets, as scripts/release.ts pins one.
 * Returns the pinned config and the clean-up.
 */
export async function runDerivedRelease(page: Page, origin: string, remote: 'account' | 'loan' | 'repay' | 'market', edit: (file: string, text: string) => string) {
  const folder = deriveRelease(buildOf(remote), fs.mkdtempSync(path.join(os.tmpdir(), `credit-${remote}-v2-`)), edit);
  const served = await page.request.get('/remotes.json');
  const running = (await served.json()) as RuntimeConfigFile;
  const config = withRelease(running, remote, releaseOf(folder, `${origin}/v2/mf-manifest.json`, 'v2'));
  await page.route('**/remotes.json', (route) => route.fulfill({ response: served, json: config }));
  await page.route(`${origin}/v2/**`, (route) => fulfilFromFolder(route, folder, '/v2/'));
  return {
    running,
    config,
    cleanUp: async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The version of an installed package (its package.json), e.g. the @credit/shared this checkout builds with. */
export function installedVersion(pkg: string): string {
  const file = pkg === '@credit/shared' ? path.join(ROOT, 'shared', 'package.json') : path.join(ROOT, 'node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * A version a build one step older would have been made with, in the same major (so a host giving
 * `version` still meets its `^` range): the minor before, else the patch before, else a prerelease of it.
 */
export function olderInMajor(version: string): string {
  const [major, minor, patch] = version.split('-')[0]!.split('.').map(Number) as [number, number, number];
  if (minor > 0) return `${major}.${minor - 1}.0`;
  if (patch > 0) return `${major}.${minor}.${patch - 1}`;
  return `${major}.${minor}.${patch}-0`;
}

/**
 * A real release of `remote` (rspack, Module Federation, the manifest's integrity and route hints, as
 * `npm run build` makes one) built into `to`, declaring it was built against `builtAgainst` (package
 * → version) instead of what is installed: a remote built at another @credit/shared, from this
 * checkout's sources (ADR 049). Without precompressed copies (nginx then serves the files as they are).
 */
export async function buildSkewedRelease(remote: 'account' | 'loan' | 'repay' | 'market', to: string, builtAgainst: Record<string, string>): Promise<string> {
  // Imported here: the build pulls in rspack, which only the tests that build need.
  const { buildApp } = await import('../scripts/build');
  const { appByName } = await import('../scripts/apps');
  await buildApp(appByName(remote), { dist: to, builtAgainst, precompress: false });
  return to;
}
