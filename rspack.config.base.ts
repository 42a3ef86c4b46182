import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

/** The file beside a build naming the files of each page chunk group (`page-*`): what opening that page loads. */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/**
 * Writes PAGE_ASSETS_FILE after each build: for every named chunk group `page-<name>` (each lazy page),
 * its JS and CSS files, shared chunks included, so a deep link's page can be preloaded (ADR 015).
 */
class PageAssetsPlugin {
  apply(compiler: import('@rspack/core').Compiler): void {
    compiler.hooks.done.tap('PageAssetsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunkGroups: true });
      const pages: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        if (name.startsWith('page-')) pages[name] = (group.assets ?? []).map((a) => a.name).filter((file) => /\.(js|css)$/.test(file));
      }
      fs.writeFileSync(path.join(compiler.options.output.path!, PAGE_ASSETS_FILE), JSON.stringify(pages));
    });
  }
}
const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The installed version of a package, read from its package.json (found from its entry, as some do not export it). */
export function versionOf(pkg: string): string {
  for (let dir = path.dirname(require.resolve(pkg)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (json.name === pkg) return json.version;
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json found for ${pkg}`);
  }
}

/**
 * The environment variable a build reads to declare other versions of shared packages than the ones
 * installed (JSON: package name → version). Only e2e fixtures use it: a release built against an older
 * or newer @credit/shared, to compose with today's host (issue 38, ADR 049). Normal builds never set it.
 */
export const BUILT_AGAINST_ENV = 'CREDIT_BUILT_AGAINST';

/** The versions BUILT_AGAINST_ENV declares (none: the installed ones). */
function declaredVersions(): Record<string, string> {
  const declared = process.env[BUILT_AGAINST_ENV];
  return declared ? (JSON.parse(declared) as Record<string, string>) : {};
}

/** Each shared singleton's share name and its package (whose version it has). */
const SINGLETONS: Array<[string, string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  // The router through its list of what the apps use, so the build keeps only that (ADR 019).
  ['@credit/shared/router', '@credit/shared'],
  ['jotai', 'jotai'],
  // One QueryClient context for the host and every remote (the one data layer, ADR 008).
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@credit/shared', '@credit/shared'],
];

/** The shared modules that are not singletons: each remote may load its own copy (ADR 007). */
const NOT_SINGLETONS = ['dompurify'];

/**
 * What a host built here gives its remotes: each shared module's version, by share name (ADR 049). The
 * host's code knows it (a build-time constant) and its build writes it beside index.html for the
 * release script (PROVIDES_FILE). A remote's needs are its singletons; dompurify is given too, as a
 * manifest written before its `singleton: false` was explicit counts it among them.
 */
export function providedVersions(builtAgainst: Record<string, string> = declaredVersions()): Record<string, string> {
  const modules = [...SINGLETONS, ...NOT_SINGLETONS.map((pkg) => [pkg, pkg] as const)];
  return Object.fromEntries(modules.map(([name, pkg]) => [name, builtAgainst[pkg] ?? versionOf(pkg)]));
}

/**
 * The shared modules, once, for every app (ARCHITECTURE.md "Shared singletons").
 * Subpaths that escape this list load a second React (TOOLCHAIN.md), hence jsx-runtime and react-dom/client.
 * dompurify is shared but not a singleton: the remotes that render server HTML load one copy between
 * them, and the sanitiser makes its own instance, so no app's hooks reach another's (ADR 007).
 * Each records the version built with and requires `^` it: a remote's manifest names both, which is
 * what it needs of the host (ADR 049).
 */
export function sharedModules(): Record<string, { singleton: boolean; version: string; requiredVersion: string }> {
  const packageOf = new Map<string, string>([...SINGLETONS, ...NOT_SINGLETONS.map((pkg) => [pkg, pkg] as const)]);
  // Explicitly not a singleton: left out, the manifest would record it as one (and a remote's need).
  return Object.fromEntries(
    Object.entries(providedVersions()).map(([name, version]) => [name, { singleton: !NOT_SINGLETONS.includes(name), version, requiredVersion: requiredRangeOf(packageOf.get(name)!, version) }]),
  );
}

/**
 * The range a build requires of a shared package it was built with at `version`: `^` that version,
 * but for @credit/shared `^major.minor.0`. A patch of shared never changes its surface (the surface
 * check, ADR 048), so a remote built on a later patch runs on the host release before it; a minor may
 * add names it uses, so it needs that minor. Other packages' surfaces are not checked here: `^version`.
 */
export function requiredRangeOf(pkg: string, version: string): string {
  if (pkg !== '@credit/shared') return `^${version}`;
  const [major, minor] = version.split('-')[0]!.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * React Router 7's package exports name only its development build, for production too (its warnings
 * and checks on, remix-run/react-router#14102): production builds take the production build it ships
 * beside it. `$`: the two entries the apps reach (through react-router-dom), nothing under them.
 */
const REACT_ROUTER_DIST = path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production');
export const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

/**
 * The host's start-up libraries in three files instead of nine: a cold deep link fetches all of them at
 * once, and over HTTP/1.1's six connections per origin the seventh and later waited a whole round trip
 * for a free one (issue 15). Async chunks only, so the shared modules stay behind the async boundary.
 * Each group's key is its chunk's name (host/rspack.config.ts names the files in index.html).
 */
export const HOST_START_UP_CHUNKS = {
  chunks: 'async' as const,
  cacheGroups: {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 20, enforce: true },
    // web-vitals stays in the field data's lazy chunk (ADR 061): never a start-up file.
    libraries: { test: /[\\/]node_modules[\\/](?!web-vitals[\\/])/, name: 'libraries', priority: 10, enforce: true },
    'credit-shared': { test: /[\\/]shared[\\/]src[\\/]/, name: 'credit-shared', priority: 5, enforce: true },
  },
};

/**
 * A remote page in at most three files (its code, one chunk it shares with other pages, the remote's
 * stylesheet), so that with the remote's manifest, entry and route module a cold deep link asks the
 * remote's origin for six files: one wave over HTTP/1.1's six connections (issue 15). The remote's
 * CSS is one file for all its pages (its class names carry the remote's prefix).
 */
const REMOTE_PAGE_CHUNKS = {
  chunks: 'async' as const,
  cacheGroups: {
    default: false as const,
    styles: { test: /\.css$/, name: 'styles', chunks: 'all' as const, enforce: true, priority: 20 },
  },
};

export interface AppOptions {
  /** Federation container name, also the folder name (`host`, `account`, ...). */
  name: string;
  /** The app's folder (its rspack.config.ts passes its own directory). */
  dir: string;
  /** Dev-server port; production ports are the same (scripts/serve.ts). */
  port: number;
  /** Remotes expose `./routes`; the host exposes nothing. */
  exposes?: Record<string, string>;
  /** Extra plugins (the host adds its pre-rendered index.html). */
  plugins?: Configuration['plugins'];
  /** HTML template for the stand-alone page (host: the pre-rendered shell). */
  htmlTemplate?: string;
  /** Minify index.html in production (default). */
  minifyHtml?: boolean;
  /** Values the HTML template reads (the host's pre-rendered shell and critical CSS). */
  templateParameters?: Record<string, string>;
  /** The template places the entry script itself (the host's first-paint script starts it); default: a deferred script tag. */
  templateStartsEntry?: boolean;
  title?: string;
}

/** Build-time values every app may read (typed in shared/src/env.d.ts); the host also what it gives its remotes (ADR 049). */
function defines(mode: string, isHost: boolean): Record<string, string> {
  return { 'process.env.NODE_ENV': JSON.stringify(mode), ...(isHost ? { 'process.env.CREDIT_PROVIDES': JSON.stringify(JSON.stringify(providedVersions())) } : {}) };
}

export function createAppConfig(options: AppOptions): Configuration {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isProd = mode === 'production';
  const isHost = !options.exposes;
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes load from whatever origin the runtime config names; the host sits at the site root.
      publicPath: isHost ? '/' : 'auto',
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: options.name,
      clean: true,
      // A remote's chunks load with their integrity (below), which a cross-origin script honours only in CORS mode.
      ...(isProd && !isHost ? { crossOriginLoading: 'anonymous' as const } : {}),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], ...(isProd ? { alias: REACT_ROUTER_PRODUCTION } : {}) },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(defines(mode, isHost)),
      new rspack.HtmlRspackPlugin({
        template: options.htmlTemplate ?? path.join(ROOT, 'scripts', 'remote-index.html'),
        title: options.title ?? options.name,
        templateParameters: options.templateParameters,
        // The federation runtime and remote entries must never be inlined or cached by name.
        chunks: ['main'],
        inject: !options.templateStartsEntry,
        minify: isProd && options.minifyHtml !== false,
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedModules(),
        // version-first would fetch every remote entry at start-up, so one dead remote would block the host.
        shareStrategy: 'loaded-first',
        // Contract types come from @credit/shared; the dts plugin only cost build time (TOOLCHAIN.md).
        dts: false,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        // One federation runtime, the host's (ADR 015). Development builds keep their own, so a remote
        // still runs on its stand-alone page (npm run dev -w remote-<name>).
        // `target: 'web'` lets the runtime drop its Node.js paths (loading a remote through fetch and vm).
        ...(isProd ? { experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' as const } } } : {}),
      }),
      new PageAssetsPlugin(),
      // Every chunk a remote loads carries its SHA-384 in the remote's runtime (remoteEntry.js), whose own
      // integrity the manifest records and the runtime config pins (ADR 043): a changed byte never runs.
      ...(isProd && !isHost ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false })] : []),
      ...(options.plugins ?? []),
    ],
    experiments: { css: true },
    optimization: {
      minimize: isProd,
      // Hashed chunk ids keep long-term caching stable across releases of other pages.
      chunkIds: isProd ? 'deterministic' : 'named',
      moduleIds: isProd ? 'deterministic' : 'named',
      splitChunks: isHost ? HOST_START_UP_CHUNKS : REMOTE_PAGE_CHUNKS,
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: false,
      historyApiFallback: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8090}` }],
    },
    stats: 'errors-warnings',
  };
}
