import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS, bridge, disableFingerprintPay, enableFingerprintPay, fingerprintKeys, forgetFingerprintKey, http, oneCardKeys, rememberFingerprintKey,
} from '@credit/shared';
import type {
  CheckBindCardAndIdentityBody, CheckedData, ForgetPwdBody, ModifyPwdBody, ModifyTradePwdBody, OkData,
  RestTradePwdBody, SetTradePwdBody, SmsPurpose, SmsValidateData,
} from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';

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

/*
 * The login password is shown nowhere, so its calls invalidate nothing (a reset that ends this
 * session logs out, which drops the whole cache). The deal password's state is part of the custody
 * account's info (`tradePwdSet`), so its calls invalidate `oneCardKeys.info`.
 */

/** Step 1 of the forgotten login password: the code is checked, not spent. */
export function useValidateForgetPwdCode() {
  return useMutation({ mutationFn: ({ mobile, code }: { mobile: string; code: string }) => validateSms(mobile, 'forgetPwd', code) });
}

export function useForgetLoginPwd() {
  return useMutation({ mutationFn: forgetLoginPwd });
}

export function useModifyLoginPwd() {
  return useMutation({ mutationFn: modifyLoginPwd });
}

/** The deal password's code goes to the user's own mobile; no mask: the code button shows its own state. */
export function useSendDealResetCode() {
  return useMutation({ mutationFn: (mobile: string) => sendSms(mobile, 'tradePwd'), meta: { mask: false } });
}

/**
 * Step 1 of the deal password reset, as one submit under one mask: the ID number and a bound card
 * (oneCard/checkBindCardAndIdentity), then the SMS code (checked, not spent). Rejects with the first
 * refusal.
 */
export function useProveDealReset() {
  return useMutation({
    mutationFn: async ({ mobile, certId, cardNo, code }: { mobile: string; certId: string; cardNo: string; code: string }) => {
      await checkBindCardAndIdentity({ certId, cardNo });
      await validateSms(mobile, 'tradePwd', code);
    },
  });
}

function useDealPasswordMutation<T>(mutationFn: (body: T) => Promise<Ok>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: oneCardKeys.info }) });
}

export function useSetTradePwd() {
  return useDealPasswordMutation(setTradePwd);
}

export function useModifyTradePwd() {
  return useDealPasswordMutation(modifyTradePwd);
}

export function useResetTradePwd() {
  return useDealPasswordMutation(resetTradePwd);
}

/**
 * Fingerprint pay on this device (ADR 030), turned on with the deal password once: the app registers a
 * device key behind the fingerprint, the sandbox keeps it for this user. Null when the bridge registered
 * none (the user cancelled): nothing was sent.
 */
export function useEnableFingerprintPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ password }: { password: string }): Promise<string | null> => {
      const key = await bridge.fingerprintRegister();
      if (!key) return null;
      await enableFingerprintPay({ password, ...key });
      rememberFingerprintKey(key.keyId);
      return key.keyId;
    },
    onSuccess: (keyId) => {
      if (keyId) client.setQueryData(fingerprintKeys.status(keyId), { enabled: true });
    },
  });
}

/** Turns fingerprint pay off on this device: the sandbox drops the key, the device forgets it. */
export function useDisableFingerprintPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: string) => {
      await disableFingerprintPay(keyId);
      forgetFingerprintKey();
      await bridge.fingerprintRemove(keyId);
    },
    onSuccess: (_, keyId) => client.setQueryData(fingerprintKeys.status(keyId), { enabled: false }),
  });
}
