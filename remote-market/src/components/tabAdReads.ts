import { API_PATHS, defineRead } from '@credit/shared';
import type { TabAdListData } from '@credit/shared/api';

/** A tab's ads (contentConfig/tabAds), as data (ADR 046): the member and the discover tabs read it, one key per tab. */
export const tabAdReads = {
  ads: defineRead<TabAdListData>({ key: ['market', 'tabAds'], path: API_PATHS.contentConfig.tabAds, params: ['tab'] }),
};
