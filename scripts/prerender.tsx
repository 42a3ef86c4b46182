import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { StaticRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, sessionStore } from '@credit/shared';
import { Shell } from '../host/src/shell/Shell';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Renders the host's own Shell at `/` for a guest (header, hero card, tiles, tab bar) into
 * host/.prerender/home.html, which the host's index.html embeds: the first paint needs no JS, and
 * the client hydrates that very markup (host/src/bootstrap.tsx), so nothing is repainted.
 */
export function prerenderHome(): string {
  let html = renderToString(
    <Provider store={sessionStore}>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location="/">
          <Shell />
        </StaticRouter>
      </QueryClientProvider>
    </Provider>,
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
