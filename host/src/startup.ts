import { API_PATHS, entryConfigAtom, http, sessionStore, sysConfigAtom } from '@credit/shared';
import type { SysConfigData, TileConfigData } from '@credit/shared/api';
import { fetchRuntimeConfig } from './federation/runtimeConfig';
import { loadAllRouteModules, registerAll } from './federation/remoteRegistry';

/** Registers the remotes named by the runtime config and loads every route module in parallel. */
export async function startRemotes(): Promise<void> {
  try {
    registerAll(await fetchRuntimeConfig());
  } catch {
    // No config: every remote counts as failed, so their paths offer a retry instead of hanging.
    registerAll({ remotes: {} });
  }
  await loadAllRouteModules();
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
