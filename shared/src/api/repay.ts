import { z } from 'zod';
import { NUMBER_PATTERNS, VALUE_PATTERNS } from '../rules';
import { REPAYMENT_KINDS, REPAYMENT_STATUSES, WITHDRAW_STATUSES } from './browserValues';
import { fen, field } from './common';
import { billItem, capitalChannel, creditor, fenField, orderNoField, payChannel, payTicketField, repayPath, twoBillSplit } from './loan';
import { PAY_FOR } from './payPurpose';

/** The repayment calls (spec 7.4, 4.6), bill reads (spec 7.7 bill revision), settlement proof, withdrawal. */

/** checkPwdPayment's `payFor`: the money calls a pay ticket is asked for (PAY_FOR, with PayPurpose, in payPurpose.ts). */
export const payForField = z.enum(PAY_FOR, { error: '1004' });
export const checkPwdPaymentBody = z.object({
  password: z.string().min(1).max(64),
  payFor: payForField,
  subject: z.string().max(32).regex(/^[\w-]*$/, { error: '1004' }).default(''),
  amountFen: fenField().optional(),
});
export type CheckPwdPaymentBody = z.input<typeof checkPwdPaymentBody>;
/** A ticket for one money call within 5 minutes: the deal password never rides on the money call itself. */
export const checkPwdPaymentData = z.object({ payTicket: z.string(), expiresAt: z.number().int() });
export type CheckPwdPaymentData = z.infer<typeof checkPwdPaymentData>;

/** Periods as a comma list ('1,2'); choosing period N also takes every earlier unpaid one. */
export const periodsField = () => z.string().max(80).regex(VALUE_PATTERNS.periods, { error: '1004' });
export const billIdsField = () => z.string().max(400).regex(NUMBER_PATTERNS.billIds, { error: '1004' });

/** What a payment would settle, split the way the borrower reads it. */
export const repayQuote = z.object({
  principalFen: fen(),
  interestFen: fen(),
  feeFen: fen(),
  penaltyFen: fen(),
  totalFen: fen(),
  /** The split of totalFen between the bills' creditors (two-bill loans, ADR 035). */
  ...twoBillSplit,
  bills: z.array(billItem),
});
export type RepayQuote = z.infer<typeof repayQuote>;

export const planPaySelectBody = z.object({ orderNo: orderNoField(), periods: periodsField() });
export type PlanPaySelectBody = z.infer<typeof planPaySelectBody>;

/** Active repayment: chosen periods of one order; `amountFen` below the total pays part (allocated oldest first). */
export const activeRepayBody = planPaySelectBody.extend({ amountFen: fenField().optional(), payTicket: payTicketField() });
export type ActiveRepayBody = z.input<typeof activeRepayBody>;
export const protocolPaymentBody = planPaySelectBody.extend({ payTicket: payTicketField() });
export type ProtocolPaymentBody = z.infer<typeof protocolPaymentBody>;

/** The repayment types of spec 4.6 and a repayment's states (`refunded`: issue 24), titled in browserValues. */
export const repaymentKind = z.enum(REPAYMENT_KINDS);
export const repaymentStatus = z.enum(REPAYMENT_STATUSES);
/** A repayment and its outcome (result pages: processing, success, partly paid, failed, timed out = still processing). */
export const repaymentData = z.object({
  repayNo: z.string(),
  kind: repaymentKind,
  channel: payChannel,
  status: repaymentStatus,
  /** What the borrower asked to pay. */
  amountFen: fen(),
  /** What was applied to the bills. */
  paidFen: fen(),
  /**
   * What the channel took that could not be applied and was given back (issue 24): a stalled card
   * payment answered after the bills were paid by another one. 0 unless `refunded`, or a success
   * or partial payment that found less owed than it took.
   */
  refundedFen: fen(),
  principalFen: fen(),
  interestFen: fen(),
  feeFen: fen(),
  penaltyFen: fen(),
  orderNos: z.array(z.string()),
  failReason: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type RepaymentData = z.infer<typeof repaymentData>;
export const repayNoField = () => z.string().max(20).regex(NUMBER_PATTERNS.repayNo, { error: '1004' });
export const repayNoBody = z.object({ repayNo: repayNoField() });
export type RepayNoBody = z.infer<typeof repayNoBody>;
export const repayConfirmBody = z.object({ repayNo: repayNoField(), payTicket: payTicketField() });
export type RepayConfirmBody = z.infer<typeof repayConfirmBody>;
/** An apply step (one-key, merged): the repayment to confirm and what it settles. */
export const repayApplyData = z.object({ repayment: repaymentData, quote: repayQuote });
export type RepayApplyData = z.infer<typeof repayApplyData>;
export const mergedApplyBody = z.object({ billIds: billIdsField() });
export type MergedApplyBody = z.infer<typeof mergedApplyBody>;

/** Early settlement (spec 4.6): interest to the day, fees per config, and what it saves against the schedule. */
export const earlyQuoteData = z.object({
  orderNo: z.string(),
  principalFen: fen(),
  interestFen: fen(),
  feeFen: fen(),
  /** The deferral fee agreed at loanHelp/deferRead and still unpaid (issue 24): owed, never forgiven. */
  deferralFeeFen: fen(),
  /** Overdue periods are paid in full first (with penalty). */
  overdueFen: fen(),
  totalFen: fen(),
  savedFen: fen(),
  scheduledRestFen: fen(),
  day: z.string(),
});
export type EarlyQuoteData = z.infer<typeof earlyQuoteData>;
/** The total the borrower saw: a quote that changed since (a new day, another payment) answers 40403. */
export const earlyRepayBody = z.object({ orderNo: orderNoField(), payTicket: payTicketField(), totalFen: fenField() });
export type EarlyRepayBody = z.input<typeof earlyRepayBody>;

export const thirdRepayBody = planPaySelectBody;
/** The payment and its stand-in cashier; the page polls aliPayResearch at the sys config's resultInterval (spec 3, 9). */
export const thirdRepayData = z.object({ repayment: repaymentData, payUrl: z.string() });
export type ThirdRepayData = z.infer<typeof thirdRepayData>;

export const repayHistoryData = z.object({ list: z.array(repaymentData), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() });
export type RepayHistoryData = z.infer<typeof repayHistoryData>;

/** The month bill (spec 2.2 /billList): what is due by the end of this month, overdue first. */
export const monthBillData = z.object({
  month: z.string(),
  today: z.string(),
  totalFen: fen(),
  overdueFen: fen(),
  overdueCount: z.number().int(),
  nextDueDay: z.string(),
  bills: z.array(billItem),
});
export type MonthBillData = z.infer<typeof monthBillData>;
export const myBorrowingData = z.object({
  outstandingPrincipalFen: fen(),
  dueNowFen: fen(),
  orders: z.array(
    z.object({
      orderNo: z.string(), loanAmt: fen(), period: z.number().int(), paidPeriods: z.number().int(), status: z.string(), nextDueDay: z.string(), nextDueFen: fen(),
      /** Its funder (spec 3 capitalChannel: 9F, the platform's own, or a partner), the lender (出借人) its contract names, and the path that repays it (ADR 033). */
      capitalChannel, lenderName: z.string(), repayPath,
      /** Its creditors (a two-bill loan's master and slave with their shares, ADR 035). */
      creditors: z.array(creditor),
    }),
  ),
});
export type MyBorrowingData = z.infer<typeof myBorrowingData>;
export const billListBody = z.object({ status: z.enum(['all', 'unpaid', 'overdue', 'paid']).optional(), orderNo: orderNoField().optional() });
export type BillListBody = z.infer<typeof billListBody>;
export const billListData = z.object({ bills: z.array(billItem), totalDueFen: fen() });
export type BillListData = z.infer<typeof billListData>;
export const billDetailBody = z.object({ billId: field.id() });
export const billDetailData = z.object({
  bill: billItem,
  /** The payments that touched this bill. */
  payments: z.array(z.object({ repayNo: z.string(), principalFen: fen(), interestFen: fen(), feeFen: fen(), penaltyFen: fen(), paidAt: z.number().int() })),
});
export type BillDetailData = z.infer<typeof billDetailData>;

/** Settlement proof (spec 2.3, 7.7). */
export const clearanceOrder = z.object({ orderNo: z.string(), loanAmt: fen(), lentDay: z.string(), settledDay: z.string(), certNo: z.string() });
export const clearanceEntranceData = z.object({ list: z.array(clearanceOrder) });
export type ClearanceEntranceData = z.infer<typeof clearanceEntranceData>;
export const clearanceCheckData = z.object({ allowed: z.boolean(), reason: z.string() });
export type ClearanceCheckData = z.infer<typeof clearanceCheckData>;
export const clearanceCert = z.object({ certNo: z.string(), orderNo: z.string(), loanAmt: fen(), lentDay: z.string(), settledDay: z.string(), issuedAt: z.number().int() });
export type ClearanceCert = z.infer<typeof clearanceCert>;
export const clearanceApplyData = z.object({ cert: clearanceCert });
export type ClearanceApplyData = z.infer<typeof clearanceApplyData>;
export const clearanceHistoryData = z.object({ list: z.array(clearanceCert) });
export type ClearanceHistoryData = z.infer<typeof clearanceHistoryData>;

/** Withdrawal (spec 4.8, 7.5): usable only from WITHDRAW_THRESHOLD_FEN. */
export const cashAvailableData = z.object({ totalMoney: fen(), txMoney: fen(), isWithDraw: z.boolean(), minFen: fen(), bankCardNo: z.string(), bankCardName: z.string() });
export type CashAvailableData = z.infer<typeof cashAvailableData>;
export const withdrawBody = z.object({ amountFen: fenField(), payTicket: payTicketField() });
export type WithdrawBody = z.input<typeof withdrawBody>;
export const withdrawStatus = z.enum(WITHDRAW_STATUSES);
export const withdrawRecord = z.object({
  withdrawNo: z.string(),
  amountFen: fen(),
  status: withdrawStatus,
  bankName: z.string(),
  cardNo: z.string(),
  failReason: z.string(),
  createdAt: z.number().int(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;
export const withdrawData = z.object({ record: withdrawRecord });
export type WithdrawData = z.infer<typeof withdrawData>;
export const withdrawRecordsData = z.object({ list: z.array(withdrawRecord) });
export type WithdrawRecordsData = z.infer<typeof withdrawRecordsData>;

/** Test hook: how a money channel answers. */
export const moneyChannel = z.enum(['disburse', 'bankCard', 'protocol', 'alipay', 'withdraw', 'custody']);
export type MoneyChannel = z.infer<typeof moneyChannel>;
export const channelMode = z.enum(['ok', 'fail', 'hang']);
export type ChannelMode = z.infer<typeof channelMode>;
export const sandboxChannelBody = z.object({ channel: moneyChannel, mode: channelMode });
export type SandboxChannelBody = z.infer<typeof sandboxChannelBody>;
