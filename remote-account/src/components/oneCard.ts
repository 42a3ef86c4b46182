import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http, oneCardKeys } from '@credit/shared';
import type { OneCardInfoData } from '@credit/shared/api';

/** The custody account (spec 7.2 oneCard/info): the identity and password areas both read it. */
export function oneCardInfo() {
  return http.post<OneCardInfoData>(API_PATHS.oneCard.info);
}

/** Opening the account, binding a card or setting the deal password invalidates `oneCardKeys.info`. */
export function useOneCardInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: oneCardKeys.info, queryFn: oneCardInfo, enabled: options.enabled });
}
