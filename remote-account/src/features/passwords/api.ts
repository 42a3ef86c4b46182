import { API_PATHS, http } from '@credit/shared';
import type {
  CheckBindCardAndIdentityBody, CheckedData, ForgetPwdBody, ModifyPwdBody, ModifyTradePwdBody, OkData,
  RestTradePwdBody, SetTradePwdBody, SmsPurpose, SmsValidateData,
} from '@credit/shared/api';

/** Login and deal password calls (spec 7.2). */
type Ok = OkData;

/** Checks an SMS code without spending it: the guarded call of the next step spends it. */
export function validateSms(mobile: string, type: SmsPurpose, code: string) {
  return http.post<SmsValidateData>(API_PATHS.sms.validate, { mobile, type, code });
}

/** Forgotten login password: SMS code of type "forgetPwd"; the sandbox ends every session of the user. */
export function forgetLoginPwd(body: ForgetPwdBody) {
  return http.post<Ok>(API_PATHS.account.forgetPwd, body);
}

/** Change of the login password: this session stays, the others end. */
export function modifyLoginPwd(body: ModifyPwdBody) {
  return http.post<Ok>(API_PATHS.account.modifyPwd, body);
}

export function setTradePwd(body: SetTradePwdBody) {
  return http.post<Ok>(API_PATHS.oneCard.setTradePwd, body);
}

export function modifyTradePwd(body: ModifyTradePwdBody) {
  return http.post<Ok>(API_PATHS.oneCard.modifyPwd, body);
}

export function resetTradePwd(body: RestTradePwdBody) {
  return http.post<Ok>(API_PATHS.oneCard.restPwd, body);
}

export function checkBindCardAndIdentity(body: CheckBindCardAndIdentityBody) {
  return http.post<CheckedData>(API_PATHS.oneCard.checkBindCardAndIdentity, body);
}
