import { API_PATHS, defineRead } from '@credit/shared';
import type { LetterDetailData, LetterListData } from '@credit/shared/api';

/** The letters' reads as data (ADR 046), under `letters`. */
export const letterReads = {
  list: defineRead<LetterListData>({ key: ['letters', 'list'], path: API_PATHS.market.letterList }),
  detail: defineRead<LetterDetailData>({ key: ['letters', 'detail'], path: API_PATHS.market.letterDetail, params: ['letterId'] }),
};
