import { atom } from 'jotai';
import type { GrayTestListData, SwitchInfoData } from '../api/sys';
import { API_PATHS } from '../api/paths';
import { DEFAULT_SWITCHES, H5_VERSION, type SwitchName } from '../constants';
import { sessionKeys } from './keys';
import { http } from '../http/client';
import { shell } from '../shell/facade';
import { startupQuery, useStartupValue } from './startupValue';
import { sessionStore } from '../session/store';

const quiet = { suppressErrorToast: true };

/** The server switches (spec 6), once start-up or a view has them. */
export const switchesAtom = atom<SwitchInfoData | null>(null);

export const fetchSwitches = () => http.post<SwitchInfoData>(API_PATHS.sys.switchInfo, { shopVersion: H5_VERSION }, quiet);

const switchesQuery = startupQuery(switchesAtom, sessionKeys.switches, fetchSwitches);

const isOpen = (switches: SwitchInfoData | null | undefined, name: SwitchName): boolean => (switches?.[name] ?? DEFAULT_SWITCHES[name]) === 'open';

/**
 * Whether a server switch is open (spec 6): what start-up loaded, else one query per app start; while
 * there is no answer (or it failed) a switch keeps its shipped default (DEFAULT_SWITCHES).
 */
export function useSwitchOpen(name: SwitchName): boolean {
  return isOpen(useStartupValue(switchesAtom, sessionKeys.switches, fetchSwitches).value, name);
}

/** The same answer for code outside a view (a login's next step, a menu tap). */
export async function switchOpen(name: SwitchName): Promise<boolean> {
  const loaded = sessionStore.get(switchesAtom);
  if (loaded) return isOpen(loaded, name);
  try {
    return isOpen(await shell.queryClient().fetchQuery(switchesQuery), name);
  } catch {
    return isOpen(null, name);
  }
}

/**
 * The gray-test list (spec 6): route names that show the maintenance message. 'loading' until the
 * start-up answer; a failure lets every route through (a page's own calls still answer for it).
 */
export const grayTestAtom = atom<{ status: 'loading' | 'ready' | 'failed'; routes: readonly string[] }>({ status: 'loading', routes: [] });

export async function loadGrayTestList(): Promise<void> {
  try {
    const data = await http.post<GrayTestListData>(API_PATHS.sys.grayTestList, undefined, quiet);
    sessionStore.set(grayTestAtom, { status: 'ready', routes: data?.routes ?? [] });
  } catch {
    sessionStore.set(grayTestAtom, { status: 'failed', routes: [] });
  }
}
