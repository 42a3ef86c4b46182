import { z } from 'zod';
import { field } from './common';

/** What a code is for; a code only validates for the purpose it was sent for. */
export const smsPurpose = z.enum(['regist', 'login', 'forgetPwd', 'changeMobile', 'bindCard', 'tradePwd', 'cancel', 'temp', 'sign', 'custody']);
export type SmsPurpose = z.infer<typeof smsPurpose>;

export const smsSendBody = z.object({ mobile: field.mobile(), type: smsPurpose });
export type SmsSendBody = z.infer<typeof smsSendBody>;
export const smsSendData = z.object({
  /** Seconds until the code expires. */
  expireSeconds: z.number().int(),
  /** Seconds the "get code" button should wait before a resend. */
  resendSeconds: z.number().int(),
});
export type SmsSendData = z.infer<typeof smsSendData>;

export const smsValidateBody = z.object({ mobile: field.mobile(), type: smsPurpose, code: field.smsCode() });
export type SmsValidateBody = z.infer<typeof smsValidateBody>;
/** Validate a code sent with type "temp" (a second number, e.g. a new or reserved mobile); needs login. */
export const smsValidateTempBody = z.object({ mobile: field.mobile(), code: field.smsCode() });
export type SmsValidateTempBody = z.infer<typeof smsValidateTempBody>;
export const smsValidateData = z.object({ valid: z.literal(true) });
export type SmsValidateData = z.infer<typeof smsValidateData>;
