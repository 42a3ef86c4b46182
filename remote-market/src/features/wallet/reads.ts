import { API_PATHS, defineRead } from '@credit/shared';
import type { RechargeProductsData } from '@credit/shared/api';

/** The mobile top-up's read as data (ADR 046): the products and records. */
export const rechargeReads = {
  products: defineRead<RechargeProductsData>({ key: ['recharge', 'products'], path: API_PATHS.market.rechargeProducts }),
};
