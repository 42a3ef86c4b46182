import { z } from 'zod';
import { field, flag, fen } from './common';

export const oneCardInfoData = z.object({
  openCardStatus: flag(),
  activeStatus: flag(),
  tradePwdSet: flag(),
  /** The granted limit, fen. */
  cardQuota: fen(),
  /** The virtual account number, masked. */
  cardNo: z.string(),
  cardName: z.string(),
});
export type OneCardInfoData = z.infer<typeof oneCardInfoData>;

export const setTradePwdBody = z.object({ password: field.tradePassword(), confirmPassword: field.tradePassword() });
export type SetTradePwdBody = z.infer<typeof setTradePwdBody>;

export const verifyTradePwdBody = z.object({ password: z.string().min(1).max(64) });
export type VerifyTradePwdBody = z.infer<typeof verifyTradePwdBody>;

/** Reset of the deal password (spec 3 "Reset deal password"): SMS code of type "tradePwd". */
export const restTradePwdBody = z.object({
  verifyCode: field.smsCode(),
  certId: field.certId(),
  cardNo: field.bankCard(),
  password: field.tradePassword(),
  confirmPassword: field.tradePassword(),
});
export type RestTradePwdBody = z.infer<typeof restTradePwdBody>;

export const modifyTradePwdBody = z.object({
  oldPassword: z.string().min(1).max(64),
  password: field.tradePassword(),
  confirmPassword: field.tradePassword(),
});
export type ModifyTradePwdBody = z.infer<typeof modifyTradePwdBody>;

/** Borrow authorisation info (spec 3). */
export const authInfoData = z.object({
  bindCardStatus: flag(),
  faceStatus: flag(),
  idCardPhotos: flag(),
  idCardPhotosBackups: flag(),
});
export type AuthInfoData = z.infer<typeof authInfoData>;

export const checkBindCardAndIdentityBody = z.object({ certId: field.certId(), cardNo: field.bankCard() });
export type CheckBindCardAndIdentityBody = z.infer<typeof checkBindCardAndIdentityBody>;
export const checkedData = z.object({ checked: z.literal(true) });
export type CheckedData = z.infer<typeof checkedData>;
