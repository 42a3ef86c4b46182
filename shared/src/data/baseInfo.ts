import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { API_PATHS } from '../api/paths';
import { sessionKeys } from './keys';
import { http } from '../http/client';
import { shell } from '../shell/facade';
import { baseInfoAtom, cardQuotaAtom, isLoginAtom, isRealToken, tokenAtom, userStatusAtom } from '../session/atoms';
import type { CardQuotaInfo, UserBaseInfo, UserStatus } from '../session/atoms';
import { toBaseInfo } from '../session/session';
import type { RawBaseInfo } from '../session/session';
import { sessionStore } from '../session/store';

type CustomerInfo = RawBaseInfo & { userStatus?: UserStatus; cardInfo?: CardQuotaInfo };

/**
 * customer/info through the data layer. The answer also fills the session atoms the guard, the
 * checks and the header read; they are replaced when it arrives, never emptied first, so a page
 * that needs base info is not unmounted meanwhile. An answer for a token that has since changed
 * is dropped.
 */
async function fetchBaseInfo(): Promise<UserBaseInfo | null> {
  const token = sessionStore.get(tokenAtom);
  if (!isRealToken(token)) return null;
  const data = await http.post<CustomerInfo>(API_PATHS.customer.info);
  if (!data || sessionStore.get(tokenAtom) !== token) return null;
  const info = toBaseInfo(data, token);
  sessionStore.set(baseInfoAtom, info);
  // The same answer carries the user status and the card and quota info (spec 3).
  if (data.userStatus) sessionStore.set(userStatusAtom, data.userStatus);
  if (data.cardInfo) sessionStore.set(cardQuotaAtom, data.cardInfo);
  return info;
}

const baseInfoQuery = { queryKey: sessionKeys.baseInfo, queryFn: fetchBaseInfo };

/**
 * Spec 4.2: a logged-in user's default info, fetched once however many callers ask at the same
 * time, and again after a mutation invalidated `sessionKeys` or with `refresh` (after real name, a
 * bound card, an opened account...). Resolves null for guests or when the call did not succeed.
 */
export async function loadBaseInfo(options: { refresh?: boolean } = {}): Promise<UserBaseInfo | null> {
  if (!isRealToken(sessionStore.get(tokenAtom))) return null;
  try {
    return await shell.queryClient().fetchQuery({ ...baseInfoQuery, staleTime: options.refresh ? 0 : Infinity });
  } catch {
    return null;
  }
}

/**
 * Base info for a view that shows it (我的, the home card): loading, error and refetch after any
 * mutation that invalidates the session keys, with no reload.
 */
export function useBaseInfo() {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  return useQuery({ ...baseInfoQuery, enabled: isLogin, staleTime: Infinity });
}
