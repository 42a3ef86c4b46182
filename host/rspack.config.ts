import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, HOST_START_UP_CHUNKS } from '../rspack.config.base';
import { appByName } from '../scripts/apps';
import { rspack, type Compiler } from '@rspack/core';
import { FIRST_PAINT_SCRIPT } from '../scripts/firstPaint';
import { HOST_ENTRY_META, START_UP_FILES_META } from './src/startUpFiles';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The pre-rendered guest home (scripts/prerender.tsx renders the same React components to HTML),
 * so the first paint needs no JavaScript; React then takes over the same layout.
 */
function prerenderedShell(): string {
  const file = path.join(dir, '.prerender', 'home.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** The shell's critical CSS, inlined so the pre-rendered page paints styled with no request. */
function criticalCss(): string {
  return ['src/shell/shell.css', 'src/home/home.css'].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

/** The chunks main.js loads before the first render: the libraries, then the app (src/index.ts names it). */
const START_UP_CHUNKS = [...Object.keys(HOST_START_UP_CHUNKS.cacheGroups), 'app'];

/** What the template's start-up files meta holds until the build knows the files' hashed names. */
const START_UP_FILES_PLACEHOLDER = '__START_UP_FILES__';
/** What the template's entry meta holds until the build knows main.js's hashed name. */
const HOST_ENTRY_PLACEHOLDER = '__HOST_ENTRY__';

/**
 * Names the host's start-up files in index.html (the meta the first-paint script reads): the async
 * chunks main.js loads before the first render, i.e. the shared libraries (rspack.config.base.ts's
 * HOST_START_UP_CHUNKS) and the app chunk. A name missing from the build fails it, so a renamed
 * chunk cannot silently stop the preload. It also names main.js itself, which the first-paint script
 * starts (ADR 064).
 */
class StartUpFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartUpFilesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('StartUpFilesPlugin', (data) => {
        const files = START_UP_CHUNKS.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`StartUpFilesPlugin: the build has no chunk named ${name}`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        const entry = [...(compilation.namedChunks.get('main')?.files ?? [])].find((file) => file.endsWith('.js'));
        if (!entry) throw new Error('StartUpFilesPlugin: the build has no main.js');
        const publicPath = String(compilation.outputOptions.publicPath);
        data.html = data.html
          .replace(START_UP_FILES_PLACEHOLDER, files.map((file) => `${publicPath}${file}`).join(' '))
          .replaceAll(HOST_ENTRY_PLACEHOLDER, `${publicPath}${entry}`);
        return data;
      });
    });
  }
}

export default createAppConfig({
  name: 'host',
  dir,
  port: appByName('host').port,
  htmlTemplate: path.join(dir, 'index.html'),
  // The minifier strips HTML comments, and React hydration needs the pre-rendered Suspense markers.
  minifyHtml: false,
  // The first-paint script starts main.js (ADR 064): on the home after the first paint.
  templateStartsEntry: true,
  title: '借钱',
  templateParameters: {
    prerendered: prerenderedShell(),
    criticalCss: criticalCss(),
    firstPaintScript: FIRST_PAINT_SCRIPT,
    startUpFilesMeta: START_UP_FILES_META,
    startUpFiles: START_UP_FILES_PLACEHOLDER,
    hostEntryMeta: HOST_ENTRY_META,
    hostEntry: HOST_ENTRY_PLACEHOLDER,
  },
  plugins: [new StartUpFilesPlugin()],
});
