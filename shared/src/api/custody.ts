import { z } from 'zod';
import { fen, field, flag } from './common';
import { fenField, payTicketField } from './loan';
import { withdrawStatus } from './repay';

/**
 * The custody account (存管账户, spec 2.7 /depositeSetting, 7.5 depository and custody; ADR 037): an account
 * at a stand-in custody bank, separate from the one-card account. Opened from the real-name identity with
 * its own deposit password, then a card bound to it (verified by SMS of type "custody" to the card's
 * reserved mobile). A custody funder's loan is paid into it; the user withdraws it to that card.
 */

// The custody bank's words (CUSTODY_MESSAGES) are in browserValues: the pages compare with them.

/** depository/openAccount: the real-name identity confirmed and the deposit password set (spec 5 deal-password rule). */
export const openCustodyBody = z.object({ certId: field.certId(), password: field.tradePassword(), confirmPassword: field.tradePassword() });
export type OpenCustodyBody = z.infer<typeof openCustodyBody>;

/** A custody card typed: a supported card, its reserved mobile and the code sent there. */
const typedCard = z.object({ cardNo: field.bankCard(), mobile: field.mobile(), code: field.smsCode() });
/**
 * depository/bindCard: a card typed, or one of the user's bound cards picked (`cardId`, from
 * user/bindcard/selectLtCard) with its reserved mobile, which must be the one the card is bound with.
 */
export const custodyBindCardBody = z.union([
  typedCard,
  z.object({ cardId: z.string().max(20).regex(/^\d+$/, { error: '1004' }), mobile: field.mobile(), code: field.smsCode() }),
]);
export type CustodyBindCardBody = z.infer<typeof custodyBindCardBody>;

/** depository/modifyDepositPwd: the old deposit password, the new one twice. */
export const modifyDepositPwdBody = z.object({ oldPassword: z.string().min(1).max(64), password: field.tradePassword(), confirmPassword: field.tradePassword() });
export type ModifyDepositPwdBody = z.infer<typeof modifyDepositPwdBody>;

/** depository/resetDepositPwd: the identity (ID number) and a code sent to the custody card's reserved mobile. */
export const resetDepositPwdBody = z.object({ certId: field.certId(), code: field.smsCode(), password: field.tradePassword(), confirmPassword: field.tradePassword() });
export type ResetDepositPwdBody = z.infer<typeof resetDepositPwdBody>;

/** depository/changeBindingCard (step 1): the old card proved by its full number and the deposit password. */
export const changeBindingCardBody = z.object({ cardNo: field.bankCard(), password: z.string().min(1).max(64) });
export type ChangeBindingCardBody = z.infer<typeof changeBindingCardBody>;
/** A ticket for step 2, valid 10 minutes, spent once. */
export const changeBindingCardData = z.object({ changeTicket: z.string(), expiresAt: z.number().int() });
export type ChangeBindingCardData = z.infer<typeof changeBindingCardData>;
/** depository/changeBindingCardNew (step 2): the new card verified by SMS to its reserved mobile. */
export const changeBindingCardNewBody = typedCard.extend({ changeTicket: z.string().max(64).regex(/^[\w-]{16,64}$/, { error: '1004' }) });
export type ChangeBindingCardNewBody = z.infer<typeof changeBindingCardNewBody>;

/** depository/changeBindCardPhone: the card's new reserved mobile, its code, and the deposit password. */
export const changeBindCardPhoneBody = z.object({ mobile: field.mobile(), code: field.smsCode(), password: z.string().min(1).max(64) });
export type ChangeBindCardPhoneBody = z.infer<typeof changeBindCardPhoneBody>;

/** depository/accountCancellation: the deposit password. */
export const custodyCancellationBody = z.object({ password: z.string().min(1).max(64) });
export type CustodyCancellationBody = z.infer<typeof custodyCancellationBody>;

export const custodyCard = z.object({
  bankName: z.string(),
  /** Last 4 digits only. */
  cardNoMask: z.string(),
  /** The reserved mobile, first 3 and last 4 digits (spec 5). */
  reservedMobileMask: z.string(),
});
export type CustodyCard = z.infer<typeof custodyCard>;

/** depository/status: the custody account as it stands. */
export const depositoryStatusData = z.object({
  /** 1 while the custody account is open. */
  openStatus: flag(),
  realNamed: flag(),
  /** 1 once the deposit password is set (at opening). */
  depositPwdSet: flag(),
  /** Custody account number, masked ('' when not opened). */
  accountNo: z.string(),
  /** The card bound to the custody account; null without one. */
  card: custodyCard.nullable(),
  /** The custody balance (fen): paid in less withdrawn (a withdrawal that failed gave it back). */
  balanceFen: fen(),
});
export type DepositoryStatusData = z.infer<typeof depositoryStatusData>;

/** What must be done before money can move in custody, in order (custody/mainGuidance). */
export const CUSTODY_STEPS = ['realName', 'openAccount', 'bindCard'] as const;
export const custodyStep = z.enum(CUSTODY_STEPS);
export type CustodyStep = z.infer<typeof custodyStep>;
export const CUSTODY_STEP_TITLES: Record<CustodyStep, string> = { realName: '实名认证', openAccount: '开通存管账户', bindCard: '绑定银行卡' };
export const mainGuidanceData = z.object({
  steps: z.array(z.object({ step: custodyStep, title: z.string(), done: z.boolean() })),
  /** The first step not done; null when money can move. */
  next: custodyStep.nullable(),
});
export type MainGuidanceData = z.infer<typeof mainGuidanceData>;

/** custody/withdrawCashAptitude: whether and how much can be withdrawn, and why not (the server's words). */
export const withdrawCashAptitudeData = z.object({
  canWithdraw: z.boolean(),
  balanceFen: fen(),
  /** What can be withdrawn now (0 when not). */
  maxFen: fen(),
  /** Why not ('' when it can). */
  reason: z.string(),
  /** The card the money goes to: bank and last 4 digits ('' without one). */
  bankName: z.string(),
  cardNoMask: z.string(),
});
export type WithdrawCashAptitudeData = z.infer<typeof withdrawCashAptitudeData>;

/** custody/p2pWithdrawSelect: the loans paid into custody, oldest first, with what of each is still withdrawable. */
export const p2pWithdrawItem = z.object({
  orderNo: z.string(),
  title: z.string(),
  paidInFen: fen(),
  withdrawableFen: fen(),
  /** Epoch ms. */
  paidInAt: z.number().int(),
});
export type P2pWithdrawItem = z.infer<typeof p2pWithdrawItem>;
export const p2pWithdrawSelectData = z.object({ list: z.array(p2pWithdrawItem), totalFen: fen() });
export type P2pWithdrawSelectData = z.infer<typeof p2pWithdrawSelectData>;

/** custody/withdrawCash (money call: Idempotency-Key, pay ticket payFor custodyWithdraw with the amount). */
export const custodyWithdrawBody = z.object({ amountFen: fenField(), payTicket: payTicketField() });
export type CustodyWithdrawBody = z.input<typeof custodyWithdrawBody>;
export const custodyWithdrawRecord = z.object({
  withdrawNo: z.string(),
  amountFen: fen(),
  status: withdrawStatus,
  bankName: z.string(),
  cardNoMask: z.string(),
  failReason: z.string(),
  createdAt: z.number().int(),
});
export type CustodyWithdrawRecord = z.infer<typeof custodyWithdrawRecord>;
export const custodyWithdrawData = z.object({ record: custodyWithdrawRecord });
export type CustodyWithdrawData = z.infer<typeof custodyWithdrawData>;

/** capitalDepository/fetchWithdrawOrderList: the user's custody withdrawals, newest first. */
export const withdrawOrderListData = z.object({ list: z.array(custodyWithdrawRecord) });
export type WithdrawOrderListData = z.infer<typeof withdrawOrderListData>;
/** capitalDepository/fetchWithdrawInfoList: one withdrawal and what it took from each loan paid in. */
export const withdrawInfoBody = z.object({ withdrawNo: z.string().max(32).regex(/^[\w-]+$/, { error: '1004' }) });
export type WithdrawInfoBody = z.infer<typeof withdrawInfoBody>;
export const withdrawInfoListData = z.object({
  record: custodyWithdrawRecord,
  items: z.array(z.object({ orderNo: z.string(), amountFen: fen() })),
});
export type WithdrawInfoListData = z.infer<typeof withdrawInfoListData>;

/**
 * capitalDepository/sendWithdrawRequest: the withdrawal request to the custody bank before the money call
 * (ADR 037). The bank answers what the amount takes from each loan paid in (oldest first, as the withdrawal
 * will), the card it goes to, and the balance left; nothing moves and nothing is stored. A request the bank
 * would refuse now (not open, no card, nothing or too much) is refused in its words.
 */
export const sendWithdrawRequestBody = z.object({ amountFen: fenField() });
export type SendWithdrawRequestBody = z.input<typeof sendWithdrawRequestBody>;
export const sendWithdrawRequestData = z.object({
  amountFen: fen(),
  bankName: z.string(),
  cardNoMask: z.string(),
  /** What the withdrawal takes from each loan paid in, oldest first. */
  items: z.array(z.object({ orderNo: z.string(), title: z.string(), amountFen: fen() })),
  /** The custody balance once it is paid. */
  balanceAfterFen: fen(),
});
export type SendWithdrawRequestData = z.infer<typeof sendWithdrawRequestData>;
