import { API_PATHS, defineRead } from '@credit/shared';
import type { CouponItemsData, CouponListData } from '@credit/shared/api';

/**
 * The coupon and red-packet reads as data (ADR 046), under `coupons` (couponKeys.all), which an activity draw
 * invalidates: the coupons area lists them, the member tab counts them.
 */
export const couponReads = {
  /** queryCouponList: coupons of one state, with the count of each state. */
  list: defineRead<CouponListData>({ key: ['coupons', 'list'], path: API_PATHS.market.couponList, params: ['state'] }),
  /** redEnvelopeList effective: the loan red packets the user may use. */
  redEnvelopes: defineRead<CouponItemsData>({ key: ['coupons', 'redEnvelope'], path: API_PATHS.coupons.redEnvelopeEffective }),
  /** invalidation: the used and expired coupons and red packets. */
  invalid: defineRead<CouponItemsData>({ key: ['coupons', 'invalidation'], path: API_PATHS.coupons.invalidation }),
  /** redPacket lists: the user's loan red packets, each with its state. */
  redPackets: defineRead<CouponItemsData>({ key: ['coupons', 'redPacketLists'], path: API_PATHS.coupons.redPacketLists }),
  /** redPacket used: the loan red packets spent on a loan. */
  usedRedPackets: defineRead<CouponItemsData>({ key: ['coupons', 'redPacketUsed'], path: API_PATHS.coupons.redPacketUsed }),
};
