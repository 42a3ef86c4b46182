import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_HOME_TILES } from '@credit/shared';
import { Header } from '../host/src/shell/Header';
import { TabBar } from '../host/src/shell/TabBar';
import { HomeView } from '../host/src/home/HomeView';
import { guestHero } from '../host/src/home/HomePage';
import { HOST_ROUTES } from '../host/src/router/hostRoutes';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Renders the guest home (header, hero card, tiles, tab bar) with the host's own components into
 * host/.prerender/home.html, which the host's index.html embeds: the first paint needs no JS, and
 * React's first render produces the same layout (no shift).
 */
export function prerenderHome(): string {
  const index = HOST_ROUTES.find((r) => r.name === 'index') ?? null;
  let html = renderToStaticMarkup(
    <StaticRouter location="/">
      <div className="app">
        <Header route={index} />
        <main className="app-main">
          <HomeView {...guestHero(null)} tiles={DEFAULT_HOME_TILES} />
        </main>
        <TabBar />
      </div>
    </StaticRouter>,
  );
  // StaticRouter writes path links; the app is hash-routed, so the pre-rendered links must be too.
  html = html.replaceAll('href="/', 'href="#/');
  const out = path.join(ROOT, 'host', '.prerender', 'home.html');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, html);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`pre-rendered ${path.relative(ROOT, prerenderHome())}`);
}
