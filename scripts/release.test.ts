// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeIntegrity, MANIFEST_FILE, pinRelease, writeManifestIntegrity } from './integrity';
import { fetchRuntimeConfig } from '../host/src/federation/runtimeConfig';
import { emptyRuntimeConfig, historyFileOf, releaseHost, releaseOf, releaseRemote, rollbackRemote, withRelease, type RuntimeConfigFile } from './release';
import { PROVIDES_FILE } from './apps';
import { providedVersions, requiredRangeOf, sharedModules } from '../rspack.config.base';
import { localReleases } from './serve';

/** SRI computed here, independently of scripts/integrity.ts: what a browser would check. */
const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const META = [{ path: '/x', name: 'x', title: 'X 页', requiresAuth: true }];

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(tmpdir(), 'release-test-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * A remote's build as scripts/build.ts leaves it: its code, the manifest with the code's integrity,
 * routes.json, and precompressed copies. `entry` tells builds apart.
 */
function fakeBuild(name: string, entry = 'console.log("entry")', buildVersion = '2.1.0', sharedVersion = '2.0.0'): string {
  const dist = path.join(root, name);
  fs.mkdirSync(dist);
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dist, file), text);
  write('remoteEntry.js', entry);
  write('__federation_expose_routes.0123abcd.js', 'export const routes = [];');
  write('page-x.0123abcd.js', 'export default function X() {}');
  write('page-x.0123abcd.css', '.x { color: red }');
  write('remoteEntry.js.br', 'not the same bytes');
  write('remoteEntry.js.gz', 'not the same bytes either');
  write('index.html', '<!doctype html>');
  // The Module Federation manifest's shared section: what the build was built with and requires (ADR 049).
  const shared = [
    { id: 'loan:@credit/shared', name: '@credit/shared', version: sharedVersion, singleton: true, requiredVersion: `^${sharedVersion}` },
    { id: 'loan:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { id: 'loan:dompurify', name: 'dompurify', version: '3.4.18', requiredVersion: '^3.4.18' },
  ];
  write(MANIFEST_FILE, JSON.stringify({ id: 'loan', metaData: { buildInfo: { buildVersion }, remoteEntry: { name: 'remoteEntry.js' } }, shared, exposes: [] }));
  writeManifestIntegrity(dist);
  write('routes.json', JSON.stringify({ paths: ['/x', '/y'], preload: [MANIFEST_FILE, 'remoteEntry.js'], pages: { '/x': ['page-x.0123abcd.js'] }, meta: META }));
  return dist;
}

/** What the deployment's host gives its remotes (its build's provides.json). */
const HOST_GIVES = { '@credit/shared': '2.1.0', react: '19.3.1', 'react-dom': '19.3.1' };

const bytesOf = (dist: string, file: string) => fs.readFileSync(path.join(dist, file));
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

describe('codeIntegrity and writeManifestIntegrity', () => {
  it('records every script and stylesheet, and nothing else: not the precompressed copies, not the manifest, not HTML', () => {
    const dist = fakeBuild('loan');
    expect(Object.keys(codeIntegrity(dist))).toEqual(['__federation_expose_routes.0123abcd.js', 'page-x.0123abcd.css', 'page-x.0123abcd.js', 'remoteEntry.js']);
    expect(codeIntegrity(dist)['remoteEntry.js']).toBe(sha384(bytesOf(dist, 'remoteEntry.js')));
  });

  it("adds the code's integrity to the manifest, keeping what the build wrote", () => {
    const dist = fakeBuild('loan');
    const manifest = readJson<Record<string, unknown>>(path.join(dist, MANIFEST_FILE));
    expect(manifest).toMatchObject({ id: 'loan', metaData: { buildInfo: { buildVersion: '2.1.0' } } });
    expect(manifest.integrity).toEqual(codeIntegrity(dist));
  });
});

describe('pinRelease', () => {
  it('refuses a manifest without integrity (a build from before ADR 043): there is nothing to check its files against', () => {
    const dist = path.join(root, 'old');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify({ id: 'loan' }));
    expect(() => pinRelease(dist, 'https://cdn.example.com/loan/mf-manifest.json')).toThrow(/records no integrity/);
  });
});

describe('releaseOf', () => {
  const MANIFEST_URL = 'https://cdn.example.com/loan/2.1.0/mf-manifest.json';

  it("pins the SHA-384 of the manifest's bytes in the folder, never what an origin serves", () => {
    const dist = fakeBuild('loan');
    const { pin } = releaseOf(dist, MANIFEST_URL);
    expect(pin).toEqual({ manifest: MANIFEST_URL, integrity: sha384(bytesOf(dist, MANIFEST_FILE)), version: '2.1.0' });
    expect(releaseOf(dist, MANIFEST_URL, 'hotfix-1').pin.version).toBe('hotfix-1');
  });

  it("names each hinted file by URL beside the manifest (a release in its own folder), passing the routes' metadata as built", () => {
    const release = releaseOf(fakeBuild('loan'), MANIFEST_URL);
    expect(release.routes).toEqual(['/x', '/y']);
    expect(release.preload).toEqual([MANIFEST_URL, 'https://cdn.example.com/loan/2.1.0/remoteEntry.js']);
    expect(release.pages).toEqual({ '/x': ['https://cdn.example.com/loan/2.1.0/page-x.0123abcd.js'] });
    expect(release.meta).toEqual(META);
  });

  it('records the integrity of every preloaded file, pages included, and of the manifest itself (its pin)', () => {
    const dist = fakeBuild('loan');
    const release = releaseOf(dist, MANIFEST_URL);
    expect(release.integrity).toEqual({
      [MANIFEST_URL]: release.pin.integrity,
      'https://cdn.example.com/loan/2.1.0/remoteEntry.js': sha384(bytesOf(dist, 'remoteEntry.js')),
      'https://cdn.example.com/loan/2.1.0/page-x.0123abcd.js': sha384(bytesOf(dist, 'page-x.0123abcd.js')),
    });
  });

  it('gives a hinted file the folder lacks no integrity (so it is not preloaded), and a build without routes.json no hints', () => {
    const dist = fakeBuild('loan');
    fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ paths: ['/x'], pages: { '/x': ['gone.js'] } }));
    expect(Object.keys(releaseOf(dist, MANIFEST_URL).integrity)).toEqual([MANIFEST_URL]);
    fs.rmSync(path.join(dist, 'routes.json'));
    expect(releaseOf(dist, MANIFEST_URL)).toMatchObject({ routes: [], preload: [], pages: {}, meta: [] });
  });
});

describe('releaseRemote and rollbackRemote', () => {
  const V1 = 'https://cdn.example.com/loan/2.1.0/mf-manifest.json';
  const V2 = 'https://cdn.example.com/loan/2.2.0/mf-manifest.json';
  let configFile: string;
  let first: ReturnType<typeof releaseOf>;
  let second: ReturnType<typeof releaseOf>;
  let account: ReturnType<typeof releaseOf>;

  beforeEach(() => {
    configFile = path.join(root, 'remotes.json');
    first = releaseOf(fakeBuild('loan-2.1.0'), V1);
    second = releaseOf(fakeBuild('loan-2.2.0', 'console.log("entry, fixed")', '2.2.0'), V2);
    account = releaseOf(fakeBuild('account'), 'https://cdn.example.com/account/1.0.0/mf-manifest.json');
    // A deployment's config: a partner's return origin, what its host gives and another remote, which a release leaves alone.
    fs.writeFileSync(configFile, JSON.stringify(withRelease(emptyRuntimeConfig(['https://partner.example.com'], HOST_GIVES), 'account', account)));
  });

  const config = () => readJson<RuntimeConfigFile>(configFile);
  const history = () => readJson<Record<string, unknown[]>>(historyFileOf(configFile));

  it('keeps the history beside the config, named after it', () => {
    expect(historyFileOf(configFile)).toBe(path.join(root, 'remotes.history.json'));
  });

  it("writes the remote's pin and hints into the config, leaving the other remotes and settings as they were", () => {
    releaseRemote(configFile, 'loan', first);
    expect(config()).toEqual(withRelease(withRelease(emptyRuntimeConfig(['https://partner.example.com'], HOST_GIVES), 'account', account), 'loan', first));
    // Written through a temporary file and a rename: none is left behind, and a first release has nothing to keep.
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.json') || f.endsWith('.tmp'))).toEqual(['remotes.json']);
  });

  it('moves the release it replaces to the history, and a rollback pins that one again and takes it off the history', () => {
    releaseRemote(configFile, 'loan', first);
    releaseRemote(configFile, 'loan', second);
    expect(config().remotes.loan).toEqual(second.pin);
    expect(history()).toEqual({ loan: [first] });

    const rolledBack = rollbackRemote(configFile, 'loan');
    expect(config()).toEqual(rolledBack);
    expect(rolledBack.remotes.loan).toEqual(first.pin);
    expect(rolledBack).toMatchObject({ routes: { loan: first.routes }, preload: { loan: first.preload }, pages: { loan: first.pages }, meta: { loan: first.meta }, integrity: { loan: first.integrity } });
    expect(rolledBack.remotes.account).toEqual(account.pin);
    expect(history()).toEqual({ loan: [] });
  });

  it('writes a config the host accepts: every pin passes its SHA-384 check, none is refused', async () => {
    releaseRemote(configFile, 'loan', first);
    const host = await fetchRuntimeConfig(fetch, Promise.resolve(config()));
    expect(host.refused).toBeUndefined();
    expect(host.remotes).toEqual({ account: { name: 'account', ...account.pin }, loan: { name: 'loan', ...first.pin } });
  });

  it('refuses a rollback with no earlier release, changing nothing', () => {
    expect(() => rollbackRemote(configFile, 'loan')).toThrow(/no earlier release/);
    releaseRemote(configFile, 'loan', first);
    releaseRemote(configFile, 'loan', second);
    rollbackRemote(configFile, 'loan');
    const before = fs.readFileSync(configFile, 'utf8');
    expect(() => rollbackRemote(configFile, 'loan')).toThrow(/no earlier release/);
    expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
  });

  it('does not grow the history when the same release (same integrity) is released again', () => {
    releaseRemote(configFile, 'loan', first);
    releaseRemote(configFile, 'loan', second);
    releaseRemote(configFile, 'loan', second);
    releaseRemote(configFile, 'loan', { ...second, pin: { ...second.pin, version: 'renamed' } });
    expect(history()).toEqual({ loan: [first] });
    expect(config().remotes.loan?.version).toBe('renamed');
  });
});

describe('release compatibility (ADR 049): what a remote needs, what the host gives', () => {
  const URL_OF = (version: string) => `https://cdn.example.com/repay/${version}/mf-manifest.json`;
  let configFile: string;
  beforeEach(() => {
    configFile = path.join(root, 'remotes.json');
    fs.writeFileSync(configFile, JSON.stringify(emptyRuntimeConfig([], HOST_GIVES)));
  });
  const config = () => readJson<RuntimeConfigFile>(configFile);
  /** A host build: what it gives beside its index.html, as scripts/build.ts writes it. */
  const hostBuild = (gives: Record<string, string>) => {
    const dist = fs.mkdtempSync(path.join(root, 'host-'));
    fs.writeFileSync(path.join(dist, PROVIDES_FILE), JSON.stringify(gives));
    return dist;
  };

  it("records what the release needs, from its manifest's singletons (shared's version and each singleton's)", () => {
    expect(releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')).requires).toEqual({
      '@credit/shared': { range: '^2.0.0', builtWith: '2.0.0' },
      react: { range: '^19.3.1', builtWith: '19.3.1' },
    });
  });

  it('pins a remote built against an older minor of what the host gives, and records its needs in the config', () => {
    const release = releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1'));
    releaseRemote(configFile, 'repay', release);
    expect(config().remotes.repay).toEqual(release.pin);
    expect(config().requires.repay).toEqual(release.requires);
  });

  it.each([
    ['another major', '1.4.0', 'repay r2 not released: it needs @credit/shared ^1.4.0 (built with 1.4.0); the host gives 2.1.0'],
    ['a newer minor than the host gives', '2.2.0', 'repay r2 not released: it needs @credit/shared ^2.2.0 (built with 2.2.0); the host gives 2.1.0'],
  ])('refuses a remote built against %s, naming the remote, what it needs and what the host gives; the config is unchanged', (_case, shared, message) => {
    releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')));
    const before = fs.readFileSync(configFile, 'utf8');
    expect(() => releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r2', 'console.log("r2")', 'r2', shared), URL_OF('r2')))).toThrow(message);
    expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
    expect(fs.existsSync(historyFileOf(configFile))).toBe(false);
  });

  it('refuses a build whose manifest records nothing it needs, and a config that records nothing the host gives', () => {
    const bare = fakeBuild('bare', undefined, 'bare');
    const manifest = readJson<Record<string, unknown>>(path.join(bare, MANIFEST_FILE));
    delete manifest.shared;
    fs.writeFileSync(path.join(bare, MANIFEST_FILE), JSON.stringify(manifest));
    expect(() => releaseRemote(configFile, 'repay', releaseOf(bare, URL_OF('bare')))).toThrow('repay bare not released: no record of what it needs');
    fs.writeFileSync(configFile, JSON.stringify(emptyRuntimeConfig()));
    expect(() => releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')))).toThrow('the config records nothing the host gives');
  });

  it('refuses a rollback to a release the host no longer satisfies, changing nothing', () => {
    fs.writeFileSync(configFile, JSON.stringify(emptyRuntimeConfig([], { ...HOST_GIVES, '@credit/shared': '1.5.0' })));
    releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r0', 'console.log("r0")', 'r0', '1.0.0'), URL_OF('r0')));
    // The host and its remotes then moved to shared 2 together (npm run release -- --builds).
    fs.writeFileSync(configFile, JSON.stringify({ ...config(), provides: HOST_GIVES }));
    releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')));
    const before = [fs.readFileSync(configFile, 'utf8'), fs.readFileSync(historyFileOf(configFile), 'utf8')];
    expect(() => rollbackRemote(configFile, 'repay')).toThrow('repay r0 not released: it needs @credit/shared ^1.0.0 (built with 1.0.0); the host gives 2.1.0');
    expect([fs.readFileSync(configFile, 'utf8'), fs.readFileSync(historyFileOf(configFile), 'utf8')]).toEqual(before);
  });

  it('releases a host that still gives what every pinned remote needs, recording what it gives', () => {
    releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')));
    const gives = { ...HOST_GIVES, '@credit/shared': '2.5.0' };
    expect(releaseHost(configFile, hostBuild(gives)).provides).toEqual(gives);
    expect(config().provides).toEqual(gives);
  });

  it.each([
    ['another major of shared', { ...HOST_GIVES, '@credit/shared': '3.0.0' }, 'host not released: repay r1 needs @credit/shared ^2.0.0 (built with 2.0.0); the host gives 3.0.0'],
    ['an older version than a remote was built with', { ...HOST_GIVES, '@credit/shared': '1.9.0' }, 'repay r1 needs @credit/shared ^2.0.0 (built with 2.0.0); the host gives 1.9.0'],
    ['no longer sharing a singleton', { '@credit/shared': '2.1.0' }, 'repay r1 needs react ^19.3.1 (built with 19.3.1); the host gives none'],
  ])('refuses a host release %s that a pinned remote needs, naming it; the config is unchanged', (_case, gives, message) => {
    releaseRemote(configFile, 'repay', releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1')));
    const before = fs.readFileSync(configFile, 'utf8');
    expect(() => releaseHost(configFile, hostBuild(gives))).toThrow(message);
    expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
  });

  it('refuses a host release while a remote is pinned with no record of its needs (pinned before ADR 049)', () => {
    const old = releaseOf(fakeBuild('r1', undefined, 'r1', '2.0.0'), URL_OF('r1'));
    delete old.requires;
    fs.writeFileSync(configFile, JSON.stringify(withRelease(emptyRuntimeConfig([], HOST_GIVES), 'repay', old)));
    expect(() => releaseHost(configFile, hostBuild(HOST_GIVES))).toThrow('repay r1 is pinned with no record of what it needs');
  });
});

describe('the pins npm start serves (localReleases)', () => {
  it("pins each remote's local build at its manifest URL; REMOTE_<NAME>_INTEGRITY pins a manifest served from elsewhere instead", () => {
    const dist = fakeBuild('loan');
    const manifests = { loan: 'https://cdn.example.com/loan/2.1.0/mf-manifest.json' };
    const local = localReleases({ manifests }, {}, () => dist);
    expect(Object.keys(local)).toEqual(['loan']);
    expect(local.loan!.pin).toEqual({ manifest: manifests.loan, integrity: sha384(bytesOf(dist, MANIFEST_FILE)), version: '2.1.0' });

    const elsewhere = sha384('another build');
    const pinned = localReleases({ manifests }, { REMOTE_LOAN_INTEGRITY: elsewhere }, () => dist);
    expect(pinned.loan!.pin.integrity).toBe(elsewhere);
    // The first-paint script's preload of that manifest carries the same pin.
    expect(pinned.loan!.integrity[manifests.loan]).toBe(elsewhere);
  });
});

describe('what builds declare (rspack.config.base.ts, ADR 049)', () => {
  it('shares each singleton at the version built with, requiring ^ it (shared: ^ its minor); dompurify says it is no singleton (else the manifest counts it as one)', () => {
    const modules = sharedModules();
    expect(modules.dompurify?.singleton).toBe(false);
    for (const [name, { singleton, version, requiredVersion }] of Object.entries(modules)) {
      expect(singleton, name).toBe(name !== 'dompurify');
      if (!name.startsWith('@credit/shared')) expect(requiredVersion, name).toBe(`^${version}`);
    }
    const [major, minor] = modules['@credit/shared']!.version.split('.');
    expect(modules['@credit/shared']!.requiredVersion).toBe(`^${major}.${minor}.0`);
    expect(modules['@credit/shared/router']!.requiredVersion).toBe(`^${major}.${minor}.0`);
    // What a host gives is what it shares, at those versions.
    expect(providedVersions()).toEqual(Object.fromEntries(Object.entries(modules).map(([name, { version }]) => [name, version])));
    expect(providedVersions()['@credit/shared']).toBe(readJson<{ version: string }>(path.join(import.meta.dirname, '..', 'shared', 'package.json')).version);
  });

  it('a build on a later patch of shared needs only its minor (a patch never changes the surface, ADR 048); a later minor needs that minor; other packages need ^ their version', () => {
    expect(requiredRangeOf('@credit/shared', '2.0.3')).toBe('^2.0.0');
    expect(requiredRangeOf('@credit/shared', '2.4.1')).toBe('^2.4.0');
    expect(requiredRangeOf('@credit/shared', '2.0.0-0')).toBe('^2.0.0');
    expect(requiredRangeOf('react', '19.3.1')).toBe('^19.3.1');
  });

  it('declares other versions only when told (an e2e fixture built against another shared), a package and its subpaths together', () => {
    const declared = providedVersions({ '@credit/shared': '0.9.0', react: '19.2.0' });
    expect(declared).toMatchObject({ '@credit/shared': '0.9.0', '@credit/shared/router': '0.9.0', react: '19.2.0', 'react/jsx-runtime': '19.2.0' });
    expect(declared.jotai).toBe(providedVersions().jotai);
  });
});
