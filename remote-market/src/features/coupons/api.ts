import { useRead } from '@credit/shared';
import type { CouponState } from '@credit/shared/api';
import { couponReads } from './reads';

/** queryCouponList: coupons of one state, with the count of each state. */
export const useCoupons = (state: CouponState) => useRead(couponReads.list, { state });
/** redEnvelopeList effective: the loan red packets the user may use. */
export const useRedEnvelopes = () => useRead(couponReads.redEnvelopes);
/** invalidation: the used and expired coupons and red packets. */
export const useInvalidCoupons = () => useRead(couponReads.invalid);
