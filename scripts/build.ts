import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RemoteRoute, RouteMeta } from '@credit/shared';
import { APPS, PROVIDES_FILE, ROUTE_HINTS_FILE, type AppInfo } from './apps';
import { prerenderHome } from './prerender';
import { writeManifestIntegrity } from './integrity';
import { precompress } from './precompress';
import { BUILT_AGAINST_ENV, PAGE_ASSETS_FILE, providedVersions } from '../rspack.config.base';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAMP = '.build-stamp';

/** Newest modification time below a folder (sources that feed a build). */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its sources, the shared package or the build config changed since the last one. */
export function isStale(app: AppInfo): boolean {
  const stamp = path.join(ROOT, app.dir, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const inputs = [app.dir, 'shared/src', 'rspack.config.base.ts', 'package-lock.json', 'scripts/prerender.tsx', 'scripts/integrity.ts', 'scripts/firstPaint.ts'];
  return Math.max(...inputs.map((p) => newestMtime(path.join(ROOT, p)))) > fs.statSync(stamp).mtimeMs;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env, NODE_ENV: 'production' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * A remote's route hints beside its manifest (`routes.json`, ADR 015): its paths, so the host opened
 * on a deep link loads only that path's remote first, and the files that remote needs before any
 * page (manifest, entry, the exposed route table), which index.html's first-paint script preloads.
 * The table is plain data with lazy pages, so reading it here runs no page code.
 */
async function writeRouteHints(app: AppInfo, dist: string): Promise<void> {
  const table = (await import(pathToFileURL(path.join(ROOT, app.dir, 'src', 'routes.tsx')).href)) as { routes: RemoteRoute[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const routesExpose = manifest.exposes.find((expose) => expose.name === 'routes');
  const preload = ['mf-manifest.json', manifest.metaData.remoteEntry.name, ...(routesExpose?.assets.js.sync ?? [])];
  fs.writeFileSync(path.join(dist, ROUTE_HINTS_FILE), JSON.stringify({ paths: table.routes.map((route) => route.path), preload, pages: pageFiles(app, dist), meta: routeMeta(table.routes) }));
}

/**
 * Each route's metadata for routes.json (ADR 041): its title and guard flags, and its first reads,
 * taken from the route table itself (the very read definitions the pages use), never copied.
 */
export function routeMeta(routes: readonly RemoteRoute[]): RouteMeta[] {
  return routes.map(({ path: routePath, name, title, requiresAuth, needBaseInfo, requiresBorrowReady, firstReads }) => ({
    path: routePath, name, title,
    ...(requiresAuth ? { requiresAuth } : {}),
    ...(needBaseInfo ? { needBaseInfo } : {}),
    ...(requiresBorrowReady ? { requiresBorrowReady } : {}),
    ...(firstReads?.length ? { firstReads: firstReads.map((read) => ({ ...read, key: [...read.key] })) } : {}),
  }));
}

/**
 * Each path's page files (its chunk group of PAGE_ASSETS_FILE), for the first-paint script to preload
 * on a deep link: the route tables name a page's chunk (`webpackChunkName: "page-…"`) on the route's
 * line. A route whose line names none (an alias sharing a page) is simply not preloaded.
 */
export function pageFiles(app: AppInfo, dist: string): Record<string, string[]> {
  const assetsFile = path.join(dist, PAGE_ASSETS_FILE);
  if (!fs.existsSync(assetsFile)) return {};
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as Record<string, string[]>;
  const features = path.join(ROOT, app.dir, 'src', 'features');
  const tables = fs.existsSync(features) ? fs.readdirSync(features).map((area) => path.join(features, area, 'routes.ts')).filter((f) => fs.existsSync(f)) : [];
  const pages: Record<string, string[]> = {};
  for (const table of tables) {
    for (const [, routePath, chunk] of fs.readFileSync(table, 'utf8').matchAll(/path: '([^']+)'[^\n]*?webpackChunkName: "([^"]+)"/g)) {
      if (assets[chunk!]) pages[routePath!] = assets[chunk!]!;
    }
  }
  return pages;
}

export interface BuildOptions {
  /** Where the build goes (default: the app's dist/). */
  dist?: string;
  /**
   * Versions of shared packages to declare instead of the installed ones (package → version): an e2e
   * fixture of a release built against another @credit/shared (ADR 049). Never for a release.
   */
  builtAgainst?: Record<string, string>;
  /** Brotli and gzip copies beside the files (default); a fixture served only by the e2e stack can skip them. */
  precompress?: boolean;
}

/** Builds one app: its bundle, then (remotes) the manifest's integrity and route hints, or (host) what it gives its remotes. */
export async function buildApp(app: AppInfo, options: BuildOptions = {}): Promise<void> {
  const started = Date.now();
  const dist = options.dist ?? path.join(ROOT, app.dir, 'dist');
  const env = options.builtAgainst ? { [BUILT_AGAINST_ENV]: JSON.stringify(options.builtAgainst) } : {};
  await run(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts', ...(options.dist ? ['--output-path', dist] : [])], path.join(ROOT, app.dir), env);
  if (app.name !== 'host') {
    writeManifestIntegrity(dist);
    await writeRouteHints(app, dist);
  } else {
    writeHostProvides(dist, options.builtAgainst);
  }
  if (options.precompress !== false) precompress(dist);
  fs.writeFileSync(path.join(dist, STAMP), new Date().toISOString());
  console.log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The host's record of what it gives its remotes (PROVIDES_FILE, ADR 049): what `npm run release -- host` reads. */
function writeHostProvides(dist: string, builtAgainst?: Record<string, string>): void {
  fs.writeFileSync(path.join(dist, PROVIDES_FILE), JSON.stringify(providedVersions(builtAgainst)));
}

/** Builds the given apps (all stale ones by default), two at a time: CI has two cores. */
export async function buildApps(options: { force?: boolean } = {}): Promise<void> {
  const todo = APPS.filter((app) => options.force || isStale(app));
  if (todo.length === 0) {
    console.log('all apps are up to date');
    return;
  }
  if (todo.some((app) => app.name === 'host')) prerenderHome();
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildApp(app);
  };
  await Promise.all([worker(), worker()]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  buildApps({ force: !process.argv.includes('--if-stale') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
