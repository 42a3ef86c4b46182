import { useRead } from '@credit/shared';
import type { CouponState } from '@credit/shared/api';
import { couponReads } from '../../components/couponReads';

/** queryCouponList: coupons of one state, with the count of each state. */
export const useCoupons = (state: CouponState) => useRead(couponReads.list, { state });
/** redEnvelopeList effective: the loan red packets the user may use. */
export const useRedEnvelopes = () => useRead(couponReads.redEnvelopes);
/** invalidation: the used and expired coupons and red packets. */
export const useInvalidCoupons = () => useRead(couponReads.invalid);
/** redPacket lists: the user's loan red packets, each with its state. */
export const useRedPackets = () => useRead(couponReads.redPackets);
/** redPacket used: the loan red packets spent on a loan. */
export const useUsedRedPackets = () => useRead(couponReads.usedRedPackets);
