import { useMutation } from '@tanstack/react-query';
import { API_PATHS, http, useRead } from '@credit/shared';
import type { OkData } from '@credit/shared/api';
import { sendSms } from '@credit/shared/ui';
import { cancelReads } from './reads';

export function cancelAccount(reasonCode: string, code: string) {
  return http.post<OkData>(API_PATHS.account.cancelAccount, { reasonCode, code });
}

/** The reasons to choose from; `enabled` false until the flow reached the reason step. */
export function useCancelReasons(options: { enabled?: boolean } = {}) {
  return useRead(cancelReads.reasons, {}, { enabled: options.enabled });
}

/** The code of type "cancel" to the user's own mobile (under the loading mask, as the submit). */
export function useSendCancelCode() {
  return useMutation({ mutationFn: (mobile: string) => sendSms(mobile, 'cancel') });
}

/**
 * Cancels the account. Nothing to invalidate: the page then logs out (once it has left the
 * login-only flow), and the token change drops every cached query of this user.
 */
export function useCancelAccount() {
  return useMutation({ mutationFn: ({ reasonCode, code }: { reasonCode: string; code: string }) => cancelAccount(reasonCode, code) });
}
