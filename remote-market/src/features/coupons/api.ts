import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { CouponItemsData, CouponListData, CouponState } from '@credit/shared/api';
import { couponKeys } from '../../components/couponKeys';

/** queryCouponList: coupons of one state, with the count of each state. */
export const useCoupons = (state: CouponState) => useQuery({ queryKey: couponKeys.list(state), queryFn: () => http.post<CouponListData>(API_PATHS.market.couponList, { state }) });
/** redEnvelopeList effective: the loan red packets the user may use. */
export const useRedEnvelopes = () => useQuery({ queryKey: couponKeys.list('redEnvelope'), queryFn: () => http.post<CouponItemsData>(API_PATHS.coupons.redEnvelopeEffective) });
/** invalidation: the used and expired coupons and red packets. */
export const useInvalidCoupons = () => useQuery({ queryKey: couponKeys.list('invalidation'), queryFn: () => http.post<CouponItemsData>(API_PATHS.coupons.invalidation) });
