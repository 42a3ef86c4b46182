import { z } from 'zod';
import { field, flag } from './common';

/**
 * Multi-account mobile flow (spec 2.8, spec 3 "multi-account block"). One verified identity may hold
 * several mobiles (accounts merged from the time before one account per identity). The user picks the
 * mobile to keep for login (`loginMAChoice`), proves it with an SMS code of type "temp"
 * (`mAVerifyMobile`), confirms the account's name and ID number (`mAVerifyIdentity`); the chosen mobile
 * becomes the login mobile and the others are released (`mAResult`). The spec gives no payloads.
 */

/** Id of a bound mobile: "0" is the current login mobile, others are the ids the info call lists. */
const mobileId = () => z.string().max(18).regex(/^(?:0|[1-9]\d{0,15})$/, { error: '1004' });

export const multiAccountMobile = z.object({
  id: z.string(),
  /** First 3 and last 4 digits. */
  mobileMask: z.string(),
  /** The mobile the account logs in with now. */
  current: z.boolean(),
});
export type MultiAccountMobile = z.infer<typeof multiAccountMobile>;

export const multiAccountInfoData = z.object({
  isMulti: flag(),
  /** Masked login mobile. */
  loginMobile: z.string(),
  /** Every bound mobile, the login mobile first. */
  mobiles: z.array(multiAccountMobile),
});
export type MultiAccountInfoData = z.infer<typeof multiAccountInfoData>;

export const multiAccountSendSmsBody = z.object({ mobileId: mobileId() });
export type MultiAccountSendSmsBody = z.infer<typeof multiAccountSendSmsBody>;

export const multiAccountVerifyMobileBody = z.object({ mobileId: mobileId(), code: field.smsCode() });
export type MultiAccountVerifyMobileBody = z.infer<typeof multiAccountVerifyMobileBody>;
export const multiAccountVerifyMobileData = z.object({ mobileMask: z.string() });
export type MultiAccountVerifyMobileData = z.infer<typeof multiAccountVerifyMobileData>;

/** Confirms the identity; needs a mobile verified in the last 10 minutes. */
export const multiAccountConfirmBody = z.object({ name: field.realName(), certId: field.certId() });
export type MultiAccountConfirmBody = z.infer<typeof multiAccountConfirmBody>;
export const multiAccountConfirmData = z.object({ loginMobile: z.string() });
export type MultiAccountConfirmData = z.infer<typeof multiAccountConfirmData>;

/** Sandbox hook: binds `extraMobile` to the account of `mobile` (a merged legacy account). */
export const sandboxMultiMobileBody = z.object({ mobile: field.mobile(), extraMobile: field.mobile() });
export type SandboxMultiMobileBody = z.infer<typeof sandboxMultiMobileBody>;
