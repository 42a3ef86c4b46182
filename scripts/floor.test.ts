import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFloor, ensureFloor, FLOOR_EXPOSE, FLOOR_REMOTE, floorSourceHash } from '../bench/floor/build';

/** The bench's bare-stack floor (bench/floor/, ADR 062) builds, and a build from the same sources is taken, not redone. */
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[] } } }>;
  shared: Array<{ name: string; singleton: boolean }>;
}

describe('the floor (bench/floor/)', () => {
  it('builds its host and remote, the manifest naming the exposed page and the shared singletons, with brotli copies', async () => {
    const build = await buildFloor(out);
    const html = fs.readFileSync(path.join(build.host, 'index.html'), 'utf8');
    const [, main] = /<script[^>]+src="\/(main\.[0-9a-f]{8}\.js)"/.exec(html) ?? [];
    expect(main, 'index.html loads the host\'s hashed main script').toBeDefined();
    expect(fs.existsSync(path.join(build.host, main!))).toBe(true);
    expect(fs.existsSync(path.join(build.host, `${main}.br`))).toBe(true);
    // Built in-process under tsx, the federation runtime carried tsx's `__name` helper, undefined in a browser.
    expect(fs.readFileSync(path.join(build.host, main!), 'utf8')).not.toMatch(/\b__name\(/);

    const manifest = JSON.parse(fs.readFileSync(path.join(build.remote, 'mf-manifest.json'), 'utf8')) as Manifest;
    expect(manifest.name).toBe(FLOOR_REMOTE);
    expect(fs.existsSync(path.join(build.remote, manifest.metaData.remoteEntry.name))).toBe(true);
    const page = manifest.exposes.find((expose) => expose.path === FLOOR_EXPOSE);
    expect(page?.name).toBe('Page');
    for (const file of page!.assets.js.sync) expect(fs.existsSync(path.join(build.remote, file))).toBe(true);
    // The remote's page takes React and the router from the host: singletons, as in our apps.
    const shared = new Map(manifest.shared.map((s) => [s.name, s.singleton]));
    expect(Object.fromEntries(['react', 'react/jsx-runtime', 'react-router'].map((name) => [name, shared.get(name)]))).toEqual({ react: true, 'react/jsx-runtime': true, 'react-router': true });
  }, 60_000);

  it('is taken as built when its sources have not changed since, and built again when the stored hash is another', async () => {
    expect(fs.readFileSync(path.join(out, '.floor-hash'), 'utf8')).toBe(floorSourceHash());
    expect((await ensureFloor(out)).built).toBe(false);
    fs.writeFileSync(path.join(out, '.floor-hash'), 'another');
    const again = await ensureFloor(out);
    expect(again.built).toBe(true);
    expect(fs.existsSync(path.join(again.remote, 'mf-manifest.json'))).toBe(true);
  }, 60_000);
});
