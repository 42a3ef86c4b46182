import type { SysConfigData } from '../api/sys';
import { API_PATHS } from '../api/paths';
import { SCAN_PAY_POLL_SECONDS } from '../constants';
import { sessionKeys } from './keys';
import { http } from '../http/client';
import { sysConfigAtom, type SysConfig } from '../session/atoms';
import { useStartupValue } from './startupValue';

/** sys/config (spec 3); a view shows its own failure state, so no toast. */
export function fetchSysConfig() {
  return http.post<SysConfigData>(API_PATHS.sys.config, undefined, { suppressErrorToast: true });
}

/** The sys config (spec 3) for a view (`useStartupValue`). Pages show the hotline and the complaint mailbox from here, never a built-in value. */
export function useSysConfig(): { config: SysConfig | null; failed: boolean } {
  const { value, failed } = useStartupValue(sysConfigAtom, sessionKeys.sysConfig, fetchSysConfig);
  return { config: value, failed };
}

/**
 * How often a scan-pay (third-party) payment's result is asked for, in ms: the sys config's
 * `resultInterval` (seconds, spec 3) when it is a positive whole number, else spec 9's default
 * (SCAN_PAY_POLL_SECONDS) — while the config has not answered, or when it lacks the field or holds nonsense.
 */
export function scanPayPollMs(config: Pick<SysConfig, 'resultInterval'> | null | undefined): number {
  const seconds = config?.resultInterval;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : SCAN_PAY_POLL_SECONDS * 1000;
}

/** `scanPayPollMs` of the sys config, for a page that polls a scan-pay result (with `pollWhile`). */
export function useScanPayPollMs(): number {
  return scanPayPollMs(useSysConfig().config);
}
