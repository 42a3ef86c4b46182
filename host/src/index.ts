// An async boundary: shared singletons must be negotiated before any of them is imported
// (without it the app white-screens with RUNTIME-006, TOOLCHAIN.md).
//
// On the home page, painted already from index.html, start-up code is evaluated a piece per task,
// yielding in between: evaluated together it was one long task during which a tap went unanswered.
// That costs a round trip or two (shared libraries load as they are imported), which a deep link
// to another page, with nothing painted yet, must not pay: there everything loads at once.
import { RUNTIME_CONFIG_URL } from './federation/runtimeConfig';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInSlices(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('@credit/shared');
  await nextTask();
  await import(/* webpackChunkName: "app", webpackPrefetch: true */ './bootstrap');
}

const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
if (path === '/') void startInSlices();
else {
  // Remotes are needed at once here: fetch their runtime config alongside the app code.
  const preload = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: RUNTIME_CONFIG_URL, crossOrigin: 'anonymous' });
  document.head.append(preload);
  void import(/* webpackChunkName: "app" */ './bootstrap');
}
