import { API_PATHS, http } from '@credit/shared';
import type { LoginBody, LoginData, SmsPurpose, SmsSendData } from '@credit/shared/api';

export function login(body: LoginBody) {
  return http.post<LoginData>(API_PATHS.account.login, body);
}

export function sendSms(mobile: string, type: SmsPurpose) {
  return http.post<SmsSendData>(API_PATHS.sms.send, { mobile, type });
}
