import { API_PATHS, defineRead } from '@credit/shared';
import type { CancelReasonData } from '@credit/shared/api';

/** The account cancellation's reads as data (ADR 046). */
export const cancelReads = {
  /** The reasons to choose from (account/cancelReason). */
  reasons: defineRead<CancelReasonData>({ key: ['account', 'cancelReason'], path: API_PATHS.account.cancelReason }),
};
