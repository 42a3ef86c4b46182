import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, sessionKeys, useRead, useReadPages } from '@credit/shared';
import type {
  AuthorizationInfoData, AuthorizationKind, ChangeMobileData, OkData, SmsPurpose, SmsValidateData,
} from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';
import { cardReads } from '../../components/cardReads';
import { settingsReads } from './reads';

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

/** Grants an authorisation of a kind again (authorization/open), after it was cancelled. */
export function openAuthorization(kind: AuthorizationKind) {
  return http.post<AuthorizationInfoData>(API_PATHS.authorization.open, { kind });
}

export function cancelAuthorization(id: number) {
  return http.post<OkData>(API_PATHS.authorization.cancel, { id: String(id) });
}

/** Whether a card is bound (user/bindcard/bindcardstatus): the full authentication's 银行卡认证. */
export const useBindCardStatus = () => useRead(cardReads.status);

/** The transaction records, page by page (newest first); `fetchNextPage` appends the next page. */
export function useTransactions() {
  return useReadPages(settingsReads.transactions, {}, { page: 'page', initialPage: 1, nextPage: (last) => (last.hasMore ? last.page + 1 : undefined) });
}

export function useAuthorizations() {
  return useRead(settingsReads.authorizations);
}

/** Revoking an authorisation refreshes the list on screen. */
export function useOpenAuthorization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openAuthorization,
    onSuccess: (data) => client.setQueryData(settingsReads.authorizations.key, data),
  });
}

export function useCancelAuthorization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAuthorization,
    onSuccess: () => client.invalidateQueries({ queryKey: settingsReads.authorizations.key }),
  });
}

/** A new login mobile changes what 我的 and every view of base info show. */
export function useChangeMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mobile, code }: { mobile: string; code: string }) => changeMobile(mobile, code),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** A code to the user's current or new mobile (change-mobile steps), under the loading mask. */
export function useSendChangeMobileCode() {
  return useMutation({ mutationFn: ({ mobile, purpose }: { mobile: string; purpose: SmsPurpose }) => sendSms(mobile, purpose) });
}

/** The change-mobile flow's first step: the code sent to the current mobile (changes nothing). */
export function useValidateTempSms() {
  return useMutation({ mutationFn: ({ mobile, code }: { mobile: string; code: string }) => validateTempSms(mobile, code) });
}

/** Ends the server session (logout). */
export function useAccountLogout() {
  return useMutation({ mutationFn: () => accountLogout() });
}
