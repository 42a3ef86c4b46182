import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { precompress } from '../../scripts/precompress';

/**
 * The bare stack issue 42 measures our pages against (ADR 062): one host page that loads one remote's
 * exposed page at run time through its manifest, React 19 + react-router 7 + Module Federation on
 * rspack, the packages and versions the apps use (the root node_modules), shared as singletons as
 * ours are. Nothing of ours: no app code, no @credit/shared.
 */
const FLOOR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(FLOOR, '..', '..');

/** Where `npm run bench` keeps the floor's build (ignored by git, as every dist/). */
export const FLOOR_DIST = path.join(FLOOR, 'dist');

/** The file beside a build naming the sources it was built from (floorSourceHash). */
const HASH_FILE = '.floor-hash';

/** The folder rspack.config.ts builds into (set by buildFloor). */
export const FLOOR_OUT_ENV = 'FLOOR_OUT_DIR';

/** The remote's federation name and the module it exposes (the host's bootstrap.tsx loads `floor_remote/Page`). */
export const FLOOR_REMOTE = 'floor_remote';
export const FLOOR_EXPOSE = './Page';

export interface FloorBuild {
  /** The host's files (index.html at its root). */
  host: string;
  /** The remote's files (mf-manifest.json at its root). */
  remote: string;
}

/** Builds the host and the remote into `outDir/host` and `outDir/remote`, with brotli and gzip copies as npm start serves ours. */
export async function buildFloor(outDir: string): Promise<FloorBuild> {
  const build: FloorBuild = { host: path.join(outDir, 'host'), remote: path.join(outDir, 'remote') };
  fs.rmSync(path.join(outDir, HASH_FILE), { force: true });
  // rspack's CLI in a process of its own, as scripts/build.ts builds the apps: in a process run by tsx, the
  // federation runtime that the plugin writes from its own functions' source came out with tsx's
  // `__name` helper in it, undefined in the browser.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
      cwd: FLOOR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', [FLOOR_OUT_ENV]: outDir },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the floor did not build (rspack exited ${code})`))));
  });
  precompress(build.host);
  precompress(build.remote);
  fs.writeFileSync(path.join(outDir, HASH_FILE), floorSourceHash());
  return build;
}

/** The floor's sources (this folder but its builds) and the lockfile (the packages' versions), hashed. */
export function floorSourceHash(): string {
  const hash = crypto.createHash('sha256');
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'dist' && entry.name !== 'node_modules')
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
  for (const file of [...files(FLOOR), path.join(ROOT, 'package-lock.json')]) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The floor built from today's sources: the one in `outDir` if it was built from them, else a new build. */
export async function ensureFloor(outDir: string = FLOOR_DIST): Promise<FloorBuild & { built: boolean }> {
  const hashFile = path.join(outDir, HASH_FILE);
  if (fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === floorSourceHash()) {
    return { host: path.join(outDir, 'host'), remote: path.join(outDir, 'remote'), built: false };
  }
  return { ...(await buildFloor(outDir)), built: true };
}
