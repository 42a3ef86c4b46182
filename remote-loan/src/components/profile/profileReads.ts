import { API_PATHS, defineRead } from '@credit/shared';
import type { ExtendInfoData } from '@credit/shared/api';

/** The supplementary profile's reads as data (ADR 046); its dictionaries are sharedReads.dictionary, one per type. */
export const profileReads = {
  /** The saved supplementary profile (customer/extendInfo), read fresh on every visit. */
  extendInfo: defineRead<ExtendInfoData>({ key: ['customer', 'extendInfo'], path: API_PATHS.customer.extendInfo, staleTime: 0 }),
};
