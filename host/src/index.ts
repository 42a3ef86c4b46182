// An async boundary: shared singletons must be negotiated before any of them is imported
// (without it the app white-screens with RUNTIME-006, TOOLCHAIN.md).

import { startUpFiles } from './startUpFiles';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries are evaluated a piece per task, yielding in between: evaluated together (in the app
 * chunk's first task) they were one long task during which a tap went unanswered. On the home page,
 * painted already, they are also fetched one after another, so the page's own paint and first input
 * meet no competition; only the app chunk is prefetched from the start. Elsewhere, with nothing painted
 * yet, index.html's first-paint script has preloaded every start-up file, and only the evaluation is
 * spread out.
 */
async function startInSlices(fetchAtOnce: boolean): Promise<void> {
  const pieces = [() => import('react-dom/client'), () => import('@credit/shared/router'), () => import('@tanstack/react-query'), () => import('jotai'), () => import('@credit/shared')];
  if (!fetchAtOnce) prefetchAppChunk();
  const fetched = fetchAtOnce ? pieces.map((load) => load()) : [];
  for (const [i, load] of pieces.entries()) {
    await (fetched[i] ?? load());
    await nextTask();
  }
  await import(/* webpackChunkName: "app" */ './bootstrap');
}

/** On the home, the app chunk arrives while the libraries are evaluated (its name is the build's). */
function prefetchAppChunk(): void {
  const app = startUpFiles().find((file) => /\/app\.[^/]+\.js$/.test(file));
  if (!app) return;
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href: app }));
}

const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
if (path === '/') void startInSlices(false);
// Elsewhere the runtime config is already on its way (index.html's first-paint script preloads it).
else void startInSlices(true);
