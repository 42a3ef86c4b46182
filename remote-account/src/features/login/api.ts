import { API_PATHS, http } from '@credit/shared';
import type {
  AuthFansInfoBody, AuthFansInfoData, LoginBody, LoginData, MultiAccountConfirmBody, MultiAccountConfirmData, MultiAccountInfoData,
  MultiAccountVerifyMobileData, RegistBody, SmsSendData,
} from '@credit/shared/api';


export function login(body: LoginBody) {
  return http.post<LoginData>(API_PATHS.account.login, body);
}

export function regist(body: RegistBody) {
  return http.post<LoginData>(API_PATHS.account.regist, body);
}

/** Messaging-app login: the web view's OAuth code, plus mobile and SMS code to bind an unbound fan. */
export function authFansInfo(body: AuthFansInfoBody) {
  return http.post<AuthFansInfoData>(API_PATHS.account.authFansInfo, body);
}

export function multiAccountInfo() {
  return http.post<MultiAccountInfoData>(API_PATHS.multiAccount.info);
}

export function multiAccountSendSms(mobileId: string) {
  return http.post<SmsSendData>(API_PATHS.multiAccount.sendSms, { mobileId });
}

export function multiAccountVerifyMobile(mobileId: string, code: string) {
  return http.post<MultiAccountVerifyMobileData>(API_PATHS.multiAccount.verifyMobile, { mobileId, code });
}

export function multiAccountConfirm(body: MultiAccountConfirmBody) {
  return http.post<MultiAccountConfirmData>(API_PATHS.multiAccount.confirm, body);
}
