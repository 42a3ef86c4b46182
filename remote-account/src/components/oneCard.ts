import { API_PATHS, http } from '@credit/shared';
import type { OneCardInfoData } from '@credit/shared/api';

/** The custody account (spec 7.2 oneCard/info): the identity and password areas both read it. */
export function oneCardInfo() {
  return http.post<OneCardInfoData>(API_PATHS.oneCard.info);
}
