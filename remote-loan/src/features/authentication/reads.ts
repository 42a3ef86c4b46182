import { API_PATHS, defineRead } from '@credit/shared';
import type { CreditCardBanksData, CreditCardStatusData, CreditItemData, CreditStatusData, QuotaDecisionData } from '@credit/shared/api';

/**
 * The authentication area's reads as data (ADR 046), all under `credit` (authKeys.all), which a change
 * of the profile or an item invalidates. The 认证中 states are read fresh (staleTime 0) and polled at the call.
 */
export const authReads = {
  status: defineRead<CreditStatusData>({ key: ['credit', 'status'], path: API_PATHS.credit.status, staleTime: 0 }),
  /** One item's state for the result page. */
  item: defineRead<CreditItemData>({ key: ['credit', 'item'], path: API_PATHS.credit.itemStatus, params: ['type'], staleTime: 0 }),
  decision: defineRead<QuotaDecisionData>({ key: ['credit', 'decision'], path: API_PATHS.credit.decision, staleTime: 0 }),
  cards: defineRead<CreditCardStatusData>({ key: ['credit', 'creditCard', 'status'], path: API_PATHS.credit.creditCardStatus, staleTime: 0 }),
  banks: defineRead<CreditCardBanksData>({ key: ['credit', 'creditCard', 'banks'], path: API_PATHS.credit.creditCardBanks }),
};
