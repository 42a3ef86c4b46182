import { API_PATHS, defineRead, shopOrdersRead } from '@credit/shared';
import type {
  CreditLifeDepositoryData, CreditLifeMobileData, CreditLifePlanRangeData, CreditLifeProductData, CreditLifeVideoData, ShopOrderData,
} from '@credit/shared/api';

/** The credit-life reads of spec 7.7 (ADR 038) as data (ADR 046), under `creditLife` (creditLifeKeys.all). */
export const creditLifeReads = {
  /** The catalogue (or one partner's vouchers: `partner` left out for all) and the largest instalment purchase now. */
  product: defineRead<CreditLifeProductData>({ key: ['creditLife', 'product'], path: API_PATHS.creditLife.product, params: ['partner'] }),
  mobile: defineRead<CreditLifeMobileData>({ key: ['creditLife', 'mobile'], path: API_PATHS.creditLife.mobile, params: ['carrier'] }),
  video: defineRead<CreditLifeVideoData>({ key: ['creditLife', 'video'], path: API_PATHS.creditLife.videoProduct }),
  /** The orders: shared's definition (the repay remote's bills read it too). */
  orders: shopOrdersRead,
  order: defineRead<ShopOrderData>({ key: ['creditLife', 'order'], path: API_PATHS.creditLife.orderDetail, params: ['orderNo'] }),
  planRange: defineRead<CreditLifePlanRangeData>({ key: ['creditLife', 'planRange'], path: API_PATHS.creditLife.planRange, params: ['orderNo'] }),
  depository: defineRead<CreditLifeDepositoryData>({ key: ['creditLife', 'depository'], path: API_PATHS.creditLife.depository, params: ['orderNo'] }),
};
