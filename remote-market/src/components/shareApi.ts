import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ApiError, bridge, http, HttpError, MESSAGES, shell } from '@credit/shared';
import type { ShareBody, ShareData } from '@credit/shared/api';

/** What a failed share says (spec 8): the server's own words of a refusal, else MESSAGES.shareFailed. */
export function shareFailureText(error: ApiError | HttpError): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.shareFailed;
}

/**
 * Shares an activity (spec 7.8): the server gives what to share, the native bridge shares it (a
 * browser without the bridge gets MESSAGES.shareUnavailable, the bridge's own toast). The call is
 * quiet, because a failed share says the product's words (`shareFailureText`), not the network
 * toast; a refusal or a lost answer is toasted here, once. The button shows its own progress.
 */
export function useShare() {
  return useMutation({
    mutationFn: async (body: ShareBody) => bridge.share(await http.post<ShareData>(API_PATHS.market.share, body, { suppressErrorToast: true })),
    onError: (error) => {
      if (error instanceof ApiError || error instanceof HttpError) shell.toast(shareFailureText(error));
    },
    meta: { mask: false },
  });
}
