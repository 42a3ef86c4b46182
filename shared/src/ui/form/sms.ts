import { API_PATHS, http } from '@credit/shared';
import type { SmsPurpose, SmsSendData } from '@credit/shared/api';

/** Sends a code of `type` to `mobile`: every area's code field and proof step uses it. */
export function sendSms(mobile: string, type: SmsPurpose) {
  return http.post<SmsSendData>(API_PATHS.sms.send, { mobile, type });
}
