import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack.config.base';
import { appByName } from '../scripts/apps';
import { FIRST_PAINT_SCRIPT } from '../scripts/firstPaint';

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

export default createAppConfig({
  name: 'host',
  dir,
  port: appByName('host').port,
  htmlTemplate: path.join(dir, 'index.html'),
  // The minifier strips HTML comments, and React hydration needs the pre-rendered Suspense markers.
  minifyHtml: false,
  title: '借钱',
  templateParameters: { prerendered: prerenderedShell(), criticalCss: criticalCss(), firstPaintScript: FIRST_PAINT_SCRIPT },
});
