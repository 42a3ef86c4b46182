import { API_PATHS, ApiError, flowRoute, http, HttpError, shell } from '@credit/shared';
import type { UserStatusData } from '@credit/shared/api';

/**
 * The gate before the first loan (issue 12): a user whose supplementary profile is missing
 * (userStatus.isCustomerInfoExists 0) is sent to the authentication hub first, which leads back to
 * `returnUrl` once the profile is saved. Host-agnostic (the shell navigates); asks the server each time, so
 * a profile saved a moment ago counts. True: go on. False: the user was sent away, or the call failed
 * (the http client told them).
 */
export async function ensureProfile(returnUrl = '/newBorrowCash'): Promise<boolean> {
  let status: UserStatusData;
  try {
    status = await http.post<UserStatusData>(API_PATHS.customer.userStatus);
  } catch (failure) {
    // Refused or unanswered: the http client told the user (a toast), who stays where they are.
    if (failure instanceof ApiError || failure instanceof HttpError) return false;
    throw failure;
  }
  if (status.isCustomerInfoExists === 1) return true;
  shell.navigate(flowRoute('/cashAuthentication', returnUrl));
  return false;
}
