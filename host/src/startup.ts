import { startTransition } from 'react';
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

/** Quiet time after load before a guest who has not touched the home page gets the remotes anyway. */
export const REMOTES_IDLE_DELAY_MS = 5_000;
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * On the host's own first screen (the guest home) the remotes are not needed to paint or to use it.
 * Their code (four entries, parsed and run) would be the page's longest tasks while the user starts,
 * so it loads on the first sign of intent (a finger down comes ~100 ms before the tap's navigation),
 * or once the page has been quiet for a while. Anywhere else they load at once. A navigation to a
 * remote's path starts them if still waiting.
 */
export function startRemotesWhenUseful(onHostPage: boolean, begin: () => Promise<void> = startRemotes): void {
  if (!onHostPage) {
    void begin();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    void begin();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  const afterLoad = () => {
    timer = setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2_000 }) : start()), REMOTES_IDLE_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * System config and tile/menu configuration. The shell renders with built-in defaults and swaps
 * these in when they arrive, not before `applyAfter` (the shell's first commit); a failure keeps the
 * defaults and bothers nobody with a toast.
 */
export async function loadStartupData(applyAfter: Promise<void> = Promise.resolve()): Promise<void> {
  const quiet = { suppressErrorToast: true };
  const [[config, tiles]] = await Promise.all([
    Promise.allSettled([
      http.post<SysConfigData>(API_PATHS.sys.config, undefined, quiet),
      http.post<TileConfigData>(API_PATHS.sys.tileConfig, undefined, quiet),
    ]),
    applyAfter,
  ]);
  // Swapping defaults for server config is not urgent: let React yield to input while it re-renders.
  startTransition(() => {
    if (config.status === 'fulfilled' && config.value) {
      sessionStore.set(sysConfigAtom, config.value);
    }
    if (tiles.status === 'fulfilled' && tiles.value) {
      sessionStore.set(entryConfigAtom, tiles.value);
    }
  });
}
