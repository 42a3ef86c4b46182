import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { SysConfigData } from '../api/sys';
import { API_PATHS } from '../api/paths';
import { sessionKeys } from '../data/keys';
import { http } from '../http/client';
import { sysConfigAtom, type SysConfig } from './atoms';
import { sessionStore } from './store';

/** sys/config (spec 3 "System config"); a view shows its own failure state, so no toast. */
export function fetchSysConfig() {
  return http.post<SysConfigData>(API_PATHS.sys.config, undefined, { suppressErrorToast: true });
}

/**
 * The sys config (spec 3) for a view: what the host's start-up put in `sysConfigAtom`, else one
 * query on `sessionKeys.sysConfig` however many views ask (a deep link can open a page before the
 * start-up answer arrived, or after it failed, and a remote may run alone). The answer also fills
 * the atom for the rest of the app. `failed`: no config could be had. Pages show the hotline and
 * the complaint mailbox from here, never a built-in value.
 */
export function useSysConfig(): { config: SysConfig | null; failed: boolean } {
  const loaded = useAtomValue(sysConfigAtom, { store: sessionStore });
  const query = useQuery({
    queryKey: sessionKeys.sysConfig,
    queryFn: async () => {
      const config = await fetchSysConfig();
      if (!config) throw new Error('sys/config answered without a config');
      sessionStore.set(sysConfigAtom, config);
      return config;
    },
    // Config is per app start, not per visit: asked when no one has it yet, never again.
    enabled: loaded === null,
    staleTime: Infinity,
  });
  const config = loaded ?? query.data ?? null;
  return { config, failed: config === null && query.isError };
}
