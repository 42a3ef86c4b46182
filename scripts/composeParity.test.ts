// @vitest-environment node
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDES_FILE, REMOTES, type AppInfo } from './apps';
import { MANIFEST_FILE, writeManifestIntegrity } from './integrity';
import { emptyRuntimeConfig, releaseHost, releaseOf, releaseRemote, type RuntimeConfigFile } from './release';
import { localReleases, runtimeConfigOf, telemetryOf } from './serve';

/**
 * Issue 38 item 5: production is composed like `npm start`. The runtime config a release writes
 * (`npm run release`, docker/remotes.json under compose, the @nginx e2e stack) is the one npm start
 * serves for the same builds, hints and pins alike; a field added to one and not the other fails here.
 * The browser side (the same request levels on both stacks) is e2e/tests/route-prefetch.spec.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(tmpdir(), 'compose-parity-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A remote's build as scripts/build.ts leaves it: code, the manifest with the code's integrity, routes.json. */
function fakeBuild(remote: AppInfo): string {
  const dist = path.join(root, remote.name);
  fs.mkdirSync(dist);
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dist, file), text);
  write('remoteEntry.js', `console.log(${JSON.stringify(remote.name)})`);
  write('__federation_expose_routes.0123abcd.js', 'export const routes = [];');
  write('page-x.0123abcd.js', 'export default function X() {}');
  write(MANIFEST_FILE, JSON.stringify({ id: remote.name, metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.js' } }, exposes: [], shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }] }));
  writeManifestIntegrity(dist);
  const meta = [{ path: `/${remote.name}X`, name: 'x', title: 'X 页', requiresAuth: true, firstReads: [{ key: [remote.name, 'x'], path: '/api/x' }] }];
  write('routes.json', JSON.stringify({ paths: [`/${remote.name}X`], preload: [MANIFEST_FILE, 'remoteEntry.js', '__federation_expose_routes.0123abcd.js'], pages: { [`/${remote.name}X`]: ['page-x.0123abcd.js'] }, meta }));
  return dist;
}

describe('production is composed like npm start (issue 38 item 5)', () => {
  it('a release of every build writes the runtime config npm start serves for the same builds: pins, route hints, pages, metadata and integrity', () => {
    const manifests = Object.fromEntries(REMOTES.map((remote) => [remote.name, `https://cdn.example.com/${remote.name}/r1/mf-manifest.json`]));
    const builds = new Map(REMOTES.map((remote) => [remote.name, fakeBuild(remote)]));
    const configFile = path.join(root, 'remotes.json');
    // A host build that gives what the remotes were built with (ADR 049).
    const provides = { react: '19.3.1' };
    const hostDist = path.join(root, 'host');
    fs.mkdirSync(hostDist);
    fs.writeFileSync(path.join(hostDist, PROVIDES_FILE), JSON.stringify(provides));
    // As `npm run release -- --builds` and scripts/nginxStack.ts write it: the host, then one release per remote.
    releaseHost(configFile, hostDist);
    for (const remote of REMOTES) releaseRemote(configFile, remote.name, releaseOf(builds.get(remote.name)!, manifests[remote.name]!));
    const released = JSON.parse(fs.readFileSync(configFile, 'utf8')) as RuntimeConfigFile;
    const served = runtimeConfigOf(localReleases({ manifests }, {}, (remote) => builds.get(remote.name)!), [], provides);
    expect(released).toEqual(served);
    // And it is no empty shell: the first paint's hints are there.
    expect(released.meta.loan![0]!.firstReads).toEqual([{ key: ['loan', 'x'], path: '/api/x' }]);
    expect(released.pages.loan).toEqual({ '/loanX': ['https://cdn.example.com/loan/r1/page-x.0123abcd.js'] });
    expect(Object.keys(emptyRuntimeConfig([], provides)).sort()).toEqual(Object.keys(released).sort());
  });

  it("docker/remotes.json, compose's runtime config, carries each remote's route hints, pages and first reads, every hinted file pinned", () => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'docker/remotes.json'), 'utf8')) as RuntimeConfigFile;
    for (const { name } of REMOTES) {
      const { manifest, integrity } = config.remotes[name]!;
      const routes = config.routes[name] ?? [];
      expect(routes.length, name).toBeGreaterThan(0);
      expect(config.preload[name]?.[0], name).toBe(manifest);
      expect(Object.keys(config.pages[name] ?? {}).sort(), name).toEqual([...routes].sort());
      expect((config.meta[name] ?? []).map((m) => m.path).sort(), name).toEqual([...routes].sort());
      const hinted = [...(config.preload[name] ?? []), ...Object.values(config.pages[name] ?? {}).flat()];
      for (const url of hinted) {
        expect(new URL(url).origin, url).toBe(new URL(manifest).origin);
        expect(config.integrity[name]?.[url], url).toMatch(/^sha384-/);
      }
      expect(config.integrity[name]?.[manifest]).toBe(integrity);
    }
    // The field data on (ADR 061), as npm start serves it by default: compose's sandbox collects.
    expect(config.telemetry).toEqual(telemetryOf({}));
    expect(config.meta.loan!.find((m) => m.path === '/newBorrowCash')).toMatchObject({ title: '借款申请', firstReads: expect.arrayContaining([expect.objectContaining({ path: '/api/loanorder/findTemp' })]) });
  });
});
