import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { requiredRangeOf, versionOf } from '../../rspack.config.base';
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

/** The remote's federation name and the module it exposes (the host's bootstrap.tsx loads `floor_remote/Page`). */
export const FLOOR_REMOTE = 'floor_remote';
export const FLOOR_EXPOSE = './Page';

export interface FloorBuild {
  /** The host's files (index.html at its root). */
  host: string;
  /** The remote's files (mf-manifest.json at its root). */
  remote: string;
}

/** react, react-dom and the router as singletons, each with its installed version and `^` it, as rspack.config.base.ts shares them. */
function shared(): Record<string, { singleton: true; version: string; requiredVersion: string }> {
  const modules: Array<[string, string]> = [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/client', 'react-dom'],
    ['react-router', 'react-router'],
  ];
  return Object.fromEntries(modules.map(([name, pkg]) => {
    const version = versionOf(pkg);
    return [name, { singleton: true, version, requiredVersion: requiredRangeOf(pkg, version) }];
  }));
}

/** One side of the floor, in production mode: TSX through rspack's SWC loader, hashed file names. */
function config(side: 'host' | 'remote', outDir: string): Configuration {
  const isHost = side === 'host';
  return {
    name: side,
    mode: 'production',
    context: path.join(FLOOR, side),
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: isHost ? 'floor_host' : FLOOR_REMOTE,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [{
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
        type: 'javascript/auto',
      }],
    },
    plugins: [
      ...(isHost ? [new rspack.HtmlRspackPlugin({ template: path.join(FLOOR, 'host', 'index.html'), chunks: ['main'] })] : []),
      new ModuleFederationPlugin({
        name: isHost ? 'floor_host' : FLOOR_REMOTE,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { [FLOOR_EXPOSE]: './src/Page.tsx' }, manifest: { fileName: 'mf-manifest.json' } }),
        shared: shared(),
        dts: false,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Builds the host and the remote into `outDir/host` and `outDir/remote`, with brotli and gzip copies as npm start serves ours. */
export async function buildFloor(outDir: string): Promise<FloorBuild> {
  const build: FloorBuild = { host: path.join(outDir, 'host'), remote: path.join(outDir, 'remote') };
  fs.rmSync(path.join(outDir, HASH_FILE), { force: true });
  const compiler = rspack([config('host', build.host), config('remote', build.remote)]);
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(`the floor did not build:\n${stats.toString({ all: false, errors: true })}`));
        else resolve();
      });
    });
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
