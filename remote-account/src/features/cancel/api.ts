import { API_PATHS, http } from '@credit/shared';
import type { CancelReasonData, OkData } from '@credit/shared/api';

export function cancelReasons() {
  return http.post<CancelReasonData>(API_PATHS.account.cancelReason);
}

export function cancelAccount(reasonCode: string, code: string) {
  return http.post<OkData>(API_PATHS.account.cancelAccount, { reasonCode, code });
}
