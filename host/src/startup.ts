import { API_PATHS, entryConfigAtom, http, sessionStore, sysConfigAtom } from '@credit/shared';
import type { SysConfigData, TileConfigData } from '@credit/shared/api';
import { fetchRuntimeConfig } from './federation/runtimeConfig';
import { loadAllRouteModules, registerAll } from './federation/remoteRegistry';

let started: Promise<void> | null = null;

/**
 * Registers the remotes named by the runtime config and loads every route module in parallel.
 * Idempotent: the first caller starts it, later callers share the same start.
 */
export function startRemotes(): Promise<void> {
  started ??= (async () => {
    try {
      registerAll(await fetchRuntimeConfig());
    } catch {
      // No config: every remote counts as failed, so their paths offer a retry instead of hanging.
      registerAll({ remotes: {} });
    }
    await loadAllRouteModules();
  })();
  return started;
}

/**
 * On the host's own first screen (the guest home) the remotes are not needed to paint or to use it,
 * so their code loads once the page is idle, keeping the main thread free while the user starts.
 * Anywhere else they load at once. A navigation to a remote's path starts them if still waiting.
 */
export function startRemotesWhenUseful(onHostPage: boolean): void {
  if (!onHostPage) {
    void startRemotes();
    return;
  }
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void startRemotes(), { timeout: 3_000 }) : setTimeout(() => void startRemotes(), 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * System config and tile/menu configuration. The shell renders with built-in defaults and swaps
 * these in when they arrive; a failure keeps the defaults and bothers nobody with a toast.
 */
export async function loadStartupData(): Promise<void> {
  const quiet = { suppressErrorToast: true };
  const [config, tiles] = await Promise.allSettled([
    http.post<SysConfigData>(API_PATHS.sys.config, undefined, quiet),
    http.post<TileConfigData>(API_PATHS.sys.tileConfig, undefined, quiet),
  ]);
  if (config.status === 'fulfilled' && config.value.status === 1 && config.value.data) {
    sessionStore.set(sysConfigAtom, config.value.data);
  }
  if (tiles.status === 'fulfilled' && tiles.value.status === 1 && tiles.value.data) {
    sessionStore.set(entryConfigAtom, tiles.value.data);
  }
}
