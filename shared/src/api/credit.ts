import { z } from 'zod';
import { CREDIT_ITEMS, REFRESH_TYPES, THIRD_PARTY_ITEMS } from '../constants/credit';
import { fen, field, flag, text } from './common';

/** Authentication data (spec 7.6) under the credit base path `/api/credit/` (docs/adr/013). */

/** 0 未认证, 1 认证中, 2 已认证, 3 认证失败. */
export const creditStatus = () => z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const quotaDecisionData = z.object({
  /** none: never applied; processing: the decision runs; approved / rejected: decided. */
  status: z.enum(['none', 'processing', 'approved', 'rejected']),
  /** Why it was rejected ('' otherwise). */
  reason: z.string(),
  /** The limit after an approval, in fen (the current limit otherwise). */
  limitFen: fen(),
  /** The limit is active (usable to borrow). */
  activeStatus: flag(),
});
export type QuotaDecisionData = z.infer<typeof quotaDecisionData>;

/** The hub: the profile, every item's state, the application. */
export const creditStatusData = z.object({
  /** The supplementary profile is saved (customer/saveBasicInfo). */
  profile: flag(),
  items: z.array(z.object({ item: z.enum(CREDIT_ITEMS), status: creditStatus() })),
  /** The profile and every required item are done and no application is running or approved. */
  canSubmit: flag(),
  quota: quotaDecisionData,
});
export type CreditStatusData = z.infer<typeof creditStatusData>;

export const creditItemBody = z.object({ type: z.enum(REFRESH_TYPES) });
export type CreditItemBody = z.infer<typeof creditItemBody>;
export const creditItemData = z.object({ item: z.enum(CREDIT_ITEMS), status: creditStatus(), reason: z.string() });
export type CreditItemData = z.infer<typeof creditItemData>;

/** The stand-in third-party page of an item, returning to `returnUrl` (an allowed origin only). */
export const creditAuthUrlBody = z.object({ returnUrl: z.string().max(1024) });
export type CreditAuthUrlBody = z.infer<typeof creditAuthUrlBody>;
export const creditAuthUrlData = z.object({ url: z.string() });
export type CreditAuthUrlData = z.infer<typeof creditAuthUrlData>;
export const thirdPartyItem = z.enum(THIRD_PARTY_ITEMS);

/** Face recognition: what the native bridge answered (opaque to the page). */
export const creditFaceBody = z.object({ result: text(4096) });
export type CreditFaceBody = z.infer<typeof creditFaceBody>;

/** Attachment upload (JSON): one side of the ID card as a data URL (JPEG or PNG, at most MAX_IMAGE_BYTES). */
export const creditUploadBody = z.object({
  side: z.enum(['front', 'back']),
  image: z.string().max(13_000_000),
});
export type CreditUploadBody = z.infer<typeof creditUploadBody>;
export const creditUploadData = z.object({
  front: flag(),
  back: flag(),
  status: creditStatus(),
});
export type CreditUploadData = z.infer<typeof creditUploadData>;

/** Credit-card bank authentication. */
export const creditCardBanksData = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string(), needVerify: flag() })),
});
export type CreditCardBanksData = z.infer<typeof creditCardBanksData>;
export const creditCardLoginBody = z.object({
  bankCode: z.string().max(8).regex(/^[A-Z]{2,8}$/, { error: '1004' }),
  /** The credit card number is the bank login's account name in the stand-in. */
  cardNo: field.bankCard(),
  password: z.string().min(1).max(32),
});
export type CreditCardLoginBody = z.infer<typeof creditCardLoginBody>;
export const creditCardTaskData = z.object({ taskId: z.string(), needVerify: flag(), status: creditStatus() });
export type CreditCardTaskData = z.infer<typeof creditCardTaskData>;
export const creditCardVerifyBody = z.object({ taskId: text(40), code: z.string().max(8).regex(/^\d{6}$/, { error: '2022' }) });
export type CreditCardVerifyBody = z.infer<typeof creditCardVerifyBody>;
export const creditCardStatusData = z.object({
  status: creditStatus(),
  reason: z.string(),
  cards: z.array(z.object({ bankName: z.string(), cardLast4: z.string() })),
});
export type CreditCardStatusData = z.infer<typeof creditCardStatusData>;

/** Test hook: how the next quota decisions end. */
export const sandboxCreditDecisionBody = z.object({ mode: z.enum(['approve', 'reject', 'hang']) });
