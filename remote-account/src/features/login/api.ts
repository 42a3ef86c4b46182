import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, loadBaseInfo, useRead } from '@credit/shared';
import type {
  AuthFansInfoBody, AuthFansInfoData, LoginBody, LoginData, MultiAccountConfirmBody, MultiAccountConfirmData,
  MultiAccountVerifyMobileData, RegistBody, SmsSendData,
} from '@credit/shared/api';
import { loginReads } from './reads';

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

export function multiAccountSendSms(mobileId: string) {
  return http.post<SmsSendData>(API_PATHS.multiAccount.sendSms, { mobileId });
}

export function multiAccountVerifyMobile(mobileId: string, code: string) {
  return http.post<MultiAccountVerifyMobileData>(API_PATHS.multiAccount.verifyMobile, { mobileId, code });
}

export function multiAccountConfirm(body: MultiAccountConfirmBody) {
  return http.post<MultiAccountConfirmData>(API_PATHS.multiAccount.confirm, body);
}


/*
 * Logins and registration invalidate nothing: the new token drops the whole cache (ADR 008), and
 * the page then loads the base info of the new session (`completeLogin`).
 */

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegist() {
  return useMutation({ mutationFn: regist });
}

/**
 * authFansInfo: with the OAuth code alone on arrival (`mask: false`, the page shows its own
 * progress), with mobile and SMS code when the user binds (under the mask).
 */
export function useAuthFansInfo(options: { mask?: boolean } = {}) {
  return useMutation({ mutationFn: authFansInfo, meta: { mask: options.mask } });
}

/** The account's bound mobiles: every page of the multi-account flow reads them. */
export function useMultiAccountInfo() {
  return useRead(loginReads.multiAccount);
}

/** No loading mask: the code button shows its own state. */
export function useMultiAccountSendSms() {
  return useMutation({ mutationFn: multiAccountSendSms, meta: { mask: false } });
}

export function useMultiAccountVerifyMobile() {
  return useMutation({ mutationFn: ({ mobileId, code }: { mobileId: string; code: string }) => multiAccountVerifyMobile(mobileId, code) });
}

/**
 * The chosen mobile becomes the login mobile. The flow's info is dropped, so the result page reads
 * the outcome from the server rather than the choice it started from; the base info (the masked
 * mobile) is fetched again, with every view of it, before the page moves on.
 */
export function useMultiAccountConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: multiAccountConfirm,
    onSuccess: async () => {
      client.removeQueries({ queryKey: loginReads.multiAccount.key });
      await loadBaseInfo({ refresh: true });
    },
  });
}
