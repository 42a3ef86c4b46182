import { z } from 'zod';
import { field, text, yesNo, flag } from './common';

/** Password login, or SMS login when `code` is given instead of `password`. */
export const loginBody = z.object({
  mobile: field.mobile(),
  password: field.loginPassword().optional(),
  code: field.smsCode().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The answer of every call that logs a user in. */
export const loginData = z.object({
  token: z.string(),
  isLogin: z.literal(true),
  /** Kept 0: the open-card state is openCardStatus (spec 4.3 counts isNew 1 as opened). */
  isNew: flag(),
  accountId: z.string(),
  customerId: z.string(),
  mobileMask: z.string(),
  ucrealnamed: yesNo(),
  openCardStatus: flag(),
  activeStatus: flag(),
  /** Session expiry, epoch ms. */
  expiresAt: z.number().int(),
  /** 1 when the identity holds several mobiles: the client runs the multi-account flow (loginMAChoice). */
  isMulti: flag(),
});
export type LoginData = z.infer<typeof loginData>;

export const registBody = z.object({
  mobile: field.mobile(),
  password: field.password(),
  code: field.smsCode(),
  inviteCode: field.inviteCode().optional(),
});
export type RegistBody = z.infer<typeof registBody>;

export const forgetPwdBody = z.object({
  mobile: field.mobile(),
  code: field.smsCode(),
  password: field.password(),
  confirmPassword: field.password(),
});
export type ForgetPwdBody = z.infer<typeof forgetPwdBody>;

export const modifyPwdBody = z.object({
  oldPassword: field.loginPassword(),
  password: field.password(),
  confirmPassword: field.password(),
});
export type ModifyPwdBody = z.infer<typeof modifyPwdBody>;

/** The new number receives a code of type "changeMobile". */
export const changeMobileBody = z.object({ newMobile: field.mobile(), code: field.smsCode() });
export type ChangeMobileBody = z.infer<typeof changeMobileBody>;
export const changeMobileData = z.object({ mobileMask: z.string() });
export type ChangeMobileData = z.infer<typeof changeMobileData>;

/** Another channel of the same account system (the wallet app) hands over its token. */
export const unionLoginBody = z.object({ unionToken: text(128) });
export type UnionLoginBody = z.infer<typeof unionLoginBody>;

/** Hand-off to an external page (spec 4.10): the answer is the URL to open. */
export const loginRedirectBody = z.object({
  redirectUrl: z.string().min(1).max(512),
  fromModule: text(32).optional(),
  /** Where the external page should send the user back to. */
  callBackUrl: z.string().max(512).optional(),
  version: text(16).optional(),
});
export type LoginRedirectBody = z.infer<typeof loginRedirectBody>;
export const loginRedirectData = z.object({ url: z.string() });
export type LoginRedirectData = z.infer<typeof loginRedirectData>;

/**
 * Messaging-app login: `authCode` is the app's OAuth code. An account bound to that messaging-app
 * user is logged in; otherwise the answer says `bound: false` and the client sends the same call
 * again with `mobile` and an SMS `code` (type "login") to bind and log in.
 */
export const authFansInfoBody = z.object({
  /** Single-use, valid for 5 minutes from its first use. */
  authCode: field.wxAuthCode(),
  mobile: field.mobile().optional(),
  code: field.smsCode().optional(),
});
export type AuthFansInfoBody = z.infer<typeof authFansInfoBody>;
export const authFansInfoData = z.union([
  loginData.extend({ bound: z.literal(true) }),
  z.object({ bound: z.literal(false), openIdMask: z.string() }),
]);
export type AuthFansInfoData = z.infer<typeof authFansInfoData>;

export const cancelReasonData = z.object({
  reasons: z.array(z.object({ code: z.string(), text: z.string() })),
});
export type CancelReasonData = z.infer<typeof cancelReasonData>;

/** The user's own mobile receives a code of type "cancel". */
export const cancelAccountBody = z.object({ reasonCode: text(16), code: field.smsCode() });
export type CancelAccountBody = z.infer<typeof cancelAccountBody>;
