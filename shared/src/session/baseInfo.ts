import { API_PATHS } from '../api/paths';
import { http } from '../http/client';
import { baseInfoAtom, cardQuotaAtom, isRealToken, tokenAtom, userStatusAtom } from './atoms';
import type { CardQuotaInfo, UserBaseInfo, UserStatus } from './atoms';
import { toBaseInfo } from './session';
import type { RawBaseInfo } from './session';
import { sessionStore } from './store';

let loading: Promise<UserBaseInfo | null> | null = null;

/**
 * Spec 4.2: a logged-in user without base info gets the default info fetched (once, however many
 * callers ask at the same time). Resolves null for guests or when the call did not succeed.
 * `refresh` fetches again although info is loaded (after real name, a bound card, an opened
 * account...); the atoms are replaced when the answer arrives, never emptied first, so a page that
 * needs base info is not unmounted meanwhile.
 */
export function loadBaseInfo(options: { refresh?: boolean } = {}): Promise<UserBaseInfo | null> {
  const token = sessionStore.get(tokenAtom);
  if (!isRealToken(token)) return Promise.resolve(null);
  const loaded = sessionStore.get(baseInfoAtom);
  if (!options.refresh && loaded && loaded.token === token) return Promise.resolve(loaded);
  loading ??= http
    .post<RawBaseInfo & { userStatus?: UserStatus; cardInfo?: CardQuotaInfo }>(API_PATHS.customer.info)
    .then((r) => {
      if (r.status !== 1 || !r.data || sessionStore.get(tokenAtom) !== token) return null;
      const info = toBaseInfo(r.data, token);
      sessionStore.set(baseInfoAtom, info);
      // The same answer carries the user status and the card and quota info (spec 3).
      if (r.data.userStatus) sessionStore.set(userStatusAtom, r.data.userStatus);
      if (r.data.cardInfo) sessionStore.set(cardQuotaAtom, r.data.cardInfo);
      return info;
    })
    .catch(() => null)
    .finally(() => {
      loading = null;
    });
  return loading;
}
