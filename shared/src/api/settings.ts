import { z } from 'zod';
import { creditorRole, fen, field } from './common';

/**
 * What a money movement was (spec 2.7 transaction records); every money flow writes them, the mobile top-up (`topUp`) included.
 * A custody funder's loan paid into the custody account is `custodyLoan`, its withdrawal to the card `custodyWithdraw` (ADR 037).
 */
export const transactionKind = z.enum(['loan', 'repay', 'withdraw', 'reward', 'refund', 'topUp', 'custodyLoan', 'custodyWithdraw', 'shopPay', 'shopRefund', 'custodySpend', 'custodyRefund', 'loanCancel']);
export type TransactionKind = z.infer<typeof transactionKind>;

/** Newest first; `page` starts at 1. */
export const transactionsBody = z.object({
  page: field.page().optional(),
  pageSize: z.string().max(3).regex(/^(?:[1-9]|[1-4]\d|50)$/, { error: '1004' }).optional(),
});
export type TransactionsBody = z.infer<typeof transactionsBody>;
export const transactionItem = z.object({
  id: z.number().int(),
  kind: transactionKind,
  /** 'in' credits the user (a loan paid out, a refund), 'out' debits (a repayment). */
  direction: z.enum(['in', 'out']),
  amountFen: fen(),
  title: z.string(),
  status: z.enum(['processing', 'success', 'failed']),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** A repayment's row: whose money it is (ADR 035), one row per creditor paid; null for other rows and a debit that paid no order. */
  creditor: creditorRole.nullable(),
});
export type TransactionItem = z.infer<typeof transactionItem>;
export const transactionsData = z.object({
  list: z.array(transactionItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type TransactionsData = z.infer<typeof transactionsData>;

/** Authorisations a user can grant (spec 7.5 authorization); the server sends their titles. */
export const authorizationKind = z.enum(['creditQuery', 'dataShare', 'autoDebit']);
export type AuthorizationKind = z.infer<typeof authorizationKind>;
export const AUTHORIZATION_TITLES: Record<AuthorizationKind, string> = {
  creditQuery: '征信查询授权',
  dataShare: '个人信息共享授权',
  autoDebit: '自动还款代扣授权',
};

export const authorizationOpenBody = z.object({ kind: authorizationKind });
export type AuthorizationOpenBody = z.infer<typeof authorizationOpenBody>;
export const authorizationItem = z.object({
  id: z.number().int(),
  kind: authorizationKind,
  title: z.string(),
  status: z.enum(['granted', 'cancelled']),
  grantedAt: z.number().int(),
  cancelledAt: z.number().int().nullable(),
});
export type AuthorizationItem = z.infer<typeof authorizationItem>;
export const authorizationInfoData = z.object({ list: z.array(authorizationItem) });
export type AuthorizationInfoData = z.infer<typeof authorizationInfoData>;
export const authorizationCancelBody = z.object({ id: field.id() });
export type AuthorizationCancelBody = z.infer<typeof authorizationCancelBody>;
