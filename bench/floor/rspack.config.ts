import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { requiredRangeOf, versionOf } from '../../rspack.config.base';
import { FLOOR_DIST, FLOOR_EXPOSE, FLOOR_OUT_ENV, FLOOR_REMOTE } from './build';

/**
 * The floor's two builds (ADR 062), for rspack's CLI (bench/floor/build.ts runs it): the host into
 * `<FLOOR_OUT_ENV>/host`, the remote into `<FLOOR_OUT_ENV>/remote`.
 */
const FLOOR = path.dirname(fileURLToPath(import.meta.url));

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

const outDir = process.env[FLOOR_OUT_ENV] ?? FLOOR_DIST;

export default [config('host', path.join(outDir, 'host')), config('remote', path.join(outDir, 'remote'))];
