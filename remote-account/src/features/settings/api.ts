import { API_PATHS, http } from '@credit/shared';
import type {
  AuthorizationInfoData, ChangeMobileData, DepositoryStatusData, OkData, SmsValidateData, TransactionsData,
} from '@credit/shared/api';

/** Ends this session on the server (spec 7.2 account/logout). */
export function accountLogout() {
  return http.post<OkData>(API_PATHS.account.logout);
}

/** Checks a code of type "temp" sent to the user's own mobile (the change-mobile flow's first step). */
export function validateTempSms(mobile: string, code: string) {
  return http.post<SmsValidateData>(API_PATHS.sms.validateTemp, { mobile, code });
}

export function changeMobile(newMobile: string, code: string) {
  return http.post<ChangeMobileData>(API_PATHS.account.changeMobile, { newMobile, code });
}


export function transactions(page: number, pageSize = 20) {
  return http.post<TransactionsData>(API_PATHS.account.transactions, { page: String(page), pageSize: String(pageSize) });
}

export function depositoryStatus() {
  return http.post<DepositoryStatusData>(API_PATHS.depository.status);
}

export function authorizationInfo() {
  return http.post<AuthorizationInfoData>(API_PATHS.authorization.info);
}

export function cancelAuthorization(id: number) {
  return http.post<OkData>(API_PATHS.authorization.cancel, { id: String(id) });
}
