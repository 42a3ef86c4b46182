import type { SysConfigData } from '../api/sys';
import { API_PATHS } from '../api/paths';
import { sessionKeys } from '../data/keys';
import { http } from '../http/client';
import { sysConfigAtom, type SysConfig } from './atoms';
import { useStartupValue } from './startupValue';

/** sys/config (spec 3 "System config"); a view shows its own failure state, so no toast. */
export function fetchSysConfig() {
  return http.post<SysConfigData>(API_PATHS.sys.config, undefined, { suppressErrorToast: true });
}

/** The sys config (spec 3) for a view (`useStartupValue`). Pages show the hotline and the complaint mailbox from here, never a built-in value. */
export function useSysConfig(): { config: SysConfig | null; failed: boolean } {
  const { value, failed } = useStartupValue(sysConfigAtom, sessionKeys.sysConfig, fetchSysConfig);
  return { config: value, failed };
}
