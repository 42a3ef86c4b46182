import { API_PATHS, defineRead } from '@credit/shared';
import type { MultiAccountInfoData } from '@credit/shared/api';

/** The login area's reads as data (ADR 046). */
export const loginReads = {
  /** The account's bound mobiles (multiAccount/info): every page of the multi-account flow reads them. */
  multiAccount: defineRead<MultiAccountInfoData>({ key: ['multiAccount', 'info'], path: API_PATHS.multiAccount.info }),
};
