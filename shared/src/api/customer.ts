import { z } from 'zod';
import { field, flag, fen, text, yesNo } from './common';

/** User status (spec 3). Every value is 0 or 1; activeStatus 0 = limit not activated. */
export const userStatusData = z.object({
  operatorStatusH5: flag(),
  activeStatus: flag(),
  creditStatus: flag(),
  openCardStatus: flag(),
  operatorStatus: flag(),
  positionStatus: flag(),
  quotaAppStatus: flag(),
  realNameStatus: flag(),
  sasameStatus: flag(),
  zhimaStatus: flag(),
  bindCardStatus: flag(),
  isBSApply: flag(),
  allExists: flag(),
  isCustomerInfoExists: flag(),
});
export type UserStatusData = z.infer<typeof userStatusData>;

/** Card and quota info (spec 3). Amounts in fen; cardNo is masked. */
export const cardInfoData = z.object({
  /** 0 none, 1 granted, not activated, 2 activated. */
  quotaStatus: z.number().int(),
  cardType: z.string(),
  /** 0 not opened, 1 opened. */
  cardStatus: flag(),
  cardNo: z.string(),
  cardName: z.string(),
  cardQuota: fen(),
  leastAmt: fen(),
  /** Available to borrow now. */
  loanAmt: fen(),
  loanStatus: flag(),
  freezeStatus: flag(),
  repayAmt: fen(),
  todayLoanAmt: fen(),
  paymentType: z.string(),
  /**
   * Per-product loan amounts (ADR 036): what the user can borrow now for each product. Cash: the largest
   * loan the apply page offers (loanparams maxAmt: available credit capped by borrowHighestMoney, on the
   * step), 0 below the minimum loan, before the card is opened or the limit activated, or while a bill is
   * overdue. The mall (sc), card-repayment (replace), scan-pay (sweepPay) and service products are not
   * lent by this platform: always 0.
   */
  loanAmtSc: fen(),
  loanAmtCash: fen(),
  loanAmtReplace: fen(),
  loanAmtSweepPay: fen(),
  loanAmtService: fen(),
  isTrisomicUser: flag(),
  freeDay: z.number().int(),
});
export type CardInfoData = z.infer<typeof cardInfoData>;

/** User base info (spec 3), with the status, card and multi-account blocks. */
export const customerInfoData = z.object({
  isLogin: z.literal(true),
  accountId: z.string(),
  customerId: z.string(),
  /** 'M', 'F' or '' before real-name verification. */
  sex: z.enum(['M', 'F', '']),
  /** Masked: first 3 and last 4 characters. */
  certId: z.string(),
  name: z.string(),
  ucrealnamed: yesNo(),
  /** Number of bound bank cards. */
  bindCards: z.number().int(),
  isNew: flag(),
  /** YYYY-MM-DD, or '' before real-name verification. */
  birthDay: z.string(),
  loginName: z.string(),
  mobile: z.string(),
  mobileMask: z.string(),
  authMobile: z.string(),
  authMobileMask: z.string(),
  /** Labels; "11" sets PDLLabel=1 on the client. */
  label: z.array(z.string()),
  uuid: z.string(),
  tradePwdSet: flag(),
  userStatus: userStatusData,
  cardInfo: cardInfoData,
  multiAccount: z.object({ isMulti: flag(), loginMobile: z.string(), multiMobile: z.array(z.string()) }),
});
export type CustomerInfoData = z.infer<typeof customerInfoData>;

/** Supplementary profile (spec 3); every field optional, codes from the dictionaries. */
export const basicInfoShape = {
  industry: field.dictCode().optional(),
  profession: field.dictCode().optional(),
  education: field.dictCode().optional(),
  marriage: field.dictCode().optional(),
  incomeLevel: field.dictCode().optional(),
  email: field.email().optional(),
  company: field.company().optional(),
  companyAddress: field.address().optional(),
  companyPhone: z.string().max(20).regex(/^[\d-]{7,20}$/, { error: '1004' }).optional(),
  monthlyIncome: z.string().max(10).regex(/^\d{1,9}$/, { error: '1004' }).optional(),
  duty: text(32).optional(),
  province: text(16).optional(),
  city: text(16).optional(),
  county: text(16).optional(),
  address: field.address().optional(),
  /** Multi-selects: codes joined with commas. */
  incomeSource: z.string().max(64).regex(/^[A-Z]\d{4}(?:,[A-Z]\d{4})*$/, { error: '1004' }).optional(),
  loanType: z.string().max(64).regex(/^[A-Z]\d{4}(?:,[A-Z]\d{4})*$/, { error: '1004' }).optional(),
};
export const saveBasicInfoBody = z.object(basicInfoShape);
export type SaveBasicInfoBody = z.infer<typeof saveBasicInfoBody>;

export const contactsShape = {
  relativeName: field.contactName().optional(),
  relativePhone: field.mobile().optional(),
  relationship: field.dictCode().optional(),
  friendName: field.contactName().optional(),
  friendPhone: field.mobile().optional(),
  emergencyName: field.contactName().optional(),
  emergencyPhone: field.mobile().optional(),
};
/** Contacts collected for the credit file. */
export const userCollectionInfoBody = z.object(contactsShape);
export type UserCollectionInfoBody = z.infer<typeof userCollectionInfoBody>;

export const extendInfoData = z.object({
  basicInfo: z.object(Object.fromEntries(Object.keys(basicInfoShape).map((k) => [k, z.string()]))).partial(),
  contacts: z.object(Object.fromEntries(Object.keys(contactsShape).map((k) => [k, z.string()]))).partial(),
  education: z.string(),
  isCustomerInfoExists: flag(),
});
export type ExtendInfoData = {
  basicInfo: Partial<Record<keyof typeof basicInfoShape, string>>;
  contacts: Partial<Record<keyof typeof contactsShape, string>>;
  education: string;
  isCustomerInfoExists: 0 | 1;
};

/** Without `education` the call reads; with it, it saves. */
export const userEducationBody = z.object({ education: field.dictCode().optional() });
export type UserEducationBody = z.infer<typeof userEducationBody>;
export const userEducationData = z.object({ education: z.string() });
export type UserEducationData = z.infer<typeof userEducationData>;
