import { API_PATHS, defineRead } from '@credit/shared';
import type { AuthInfoData } from '@credit/shared/api';

/** The identity area's own reads as data (ADR 046); the bank dictionary is shared (sharedReads.dictionary). */
export const identityReads = {
  /** Whether the ID card photos are on file (oneCard/authInfo). */
  authInfo: defineRead<AuthInfoData>({ key: ['oneCard', 'authInfo'], path: API_PATHS.oneCard.authInfo }),
};
