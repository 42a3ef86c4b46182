import { API_PATHS, defineRead } from '@credit/shared';
import type { AuthorizationInfoData, TransactionsData } from '@credit/shared/api';

/** The settings area's reads as data (ADR 046); whether a card is bound is cardReads.status. */
export const settingsReads = {
  /** The transaction records, page by page (account/transactions; the page goes in at the call, useReadPages). */
  transactions: defineRead<TransactionsData>({ key: ['account', 'transactions'], path: API_PATHS.account.transactions, body: { pageSize: '20' } }),
  authorizations: defineRead<AuthorizationInfoData>({ key: ['authorization', 'info'], path: API_PATHS.authorization.info }),
};
