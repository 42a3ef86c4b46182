import { z } from 'zod';
import { field, flag, fen, text } from './common';

export const bankData = z.object({
  code: z.string(),
  name: z.string(),
  /** Per-transaction and daily limits, fen. */
  singleLimit: fen(),
  dailyLimit: fen(),
});
export type BankData = z.infer<typeof bankData>;

export const dictTypes = z.enum(['bank', 'education', 'marriage', 'industry', 'profession', 'relationship', 'incomeLevel', 'incomeSource', 'loanType']);
export type DictType = z.infer<typeof dictTypes>;
export const dicdataByTypeBody = z.object({ type: dictTypes });
export type DicdataByTypeBody = z.infer<typeof dicdataByTypeBody>;
/** Spec 7.5: the entries are the children of the first item. */
export const dicdataByTypeData = z.array(
  z.object({
    type: z.string(),
    children: z.array(z.object({ code: z.string(), name: z.string() }).catchall(z.unknown())),
  }),
);
export type DicdataByTypeData = z.infer<typeof dicdataByTypeData>;

export const boundCardData = z.object({
  cardId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked: last 4 digits only. */
  cardNoMask: z.string(),
  cardLast4: z.string(),
  reservedMobileMask: z.string(),
  isDefault: flag(),
});
export type BoundCardData = z.infer<typeof boundCardData>;

/** The default card, or null when none is bound. */
export const selectCardData = z.object({ card: boundCardData.nullable() });
export type SelectCardData = z.infer<typeof selectCardData>;
export const selectAllCardsData = z.object({ cards: z.array(boundCardData) });
export type SelectAllCardsData = z.infer<typeof selectAllCardsData>;
export const supportCardListData = z.object({ banks: z.array(bankData) });
export type SupportCardListData = z.infer<typeof supportCardListData>;

export const validateSupportBody = z.object({ cardNo: field.bankCard() });
export type ValidateSupportBody = z.infer<typeof validateSupportBody>;
export const validateSupportData = z.object({ supported: z.boolean(), bankCode: z.string(), bankName: z.string() });
export type ValidateSupportData = z.infer<typeof validateSupportData>;

/**
 * user/bindcard/cardNoBackView: a typed card number shown back for confirmation before binding (the custody
 * bind): its bank and the number in groups of 4, masked except the first 6 (the bank's prefix) and the last
 * 4 digits, the parts the user checks against the card in hand.
 */
export const cardNoBackViewBody = z.object({ cardNo: field.bankCard() });
export type CardNoBackViewBody = z.infer<typeof cardNoBackViewBody>;
export const cardNoBackViewData = z.object({ supported: z.boolean(), bankCode: z.string(), bankName: z.string(), cardNoView: z.string() });
export type CardNoBackViewData = z.infer<typeof cardNoBackViewData>;

/**
 * user/bindcard/selectLtCard (the Letong card selection): the user's bound cards the custody bank takes,
 * the default first: the picker of the custody bind (ADR 037), which then sends the picked card's id.
 */
export const selectLtCardData = z.object({ cards: z.array(boundCardData) });
export type SelectLtCardData = z.infer<typeof selectLtCardData>;

export const whetherBindData = z.object({ bound: z.boolean(), count: z.number().int() });
export type WhetherBindData = z.infer<typeof whetherBindData>;
export const bindCardStatusData = z.object({ bindCardStatus: flag() });
export type BindCardStatusData = z.infer<typeof bindCardStatusData>;

/** Bind a card: the reserved mobile received a code of type "bindCard". */
export const bindCardBody = z.object({ cardNo: field.bankCard(), mobile: field.mobile(), code: field.smsCode() });
export type BindCardBody = z.infer<typeof bindCardBody>;
export const bindCardData = z.object({ card: boundCardData });
export type BindCardData = z.infer<typeof bindCardData>;

export const openCardData = z.object({ card: boundCardData, openCardStatus: z.literal(1), cardQuota: fen(), activeStatus: flag() });
export type OpenCardData = z.infer<typeof openCardData>;

export const changeBindCardBody = bindCardBody.extend({ oldCardId: field.id() });
export type ChangeBindCardBody = z.infer<typeof changeBindCardBody>;

/**
 * user/open/changeAccountMobile: the reserved mobile of one of the opened account's bound cards, changed at
 * the bank: the code of type "bindCard" sent to the new mobile, and the deal password once one is set. Not
 * the login mobile (the /changeAccountMobile flow) and not the custody card's (depository/changeBindCardPhone).
 */
export const changeAccountMobileBody = z.object({ cardId: field.id(), mobile: field.mobile(), code: field.smsCode(), tradePassword: text(64).optional() });
export type ChangeAccountMobileBody = z.infer<typeof changeAccountMobileBody>;

export const cancelBindCardBody = z.object({ cardId: field.id(), tradePassword: text(64).optional() });
export type CancelBindCardBody = z.infer<typeof cancelBindCardBody>;
