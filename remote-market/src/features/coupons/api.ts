import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { CouponListData, CouponState } from '@credit/shared/api';
import { couponKeys } from '../../components/couponKeys';

export const useCoupons = (state: CouponState) => useQuery({ queryKey: couponKeys.list(state), queryFn: () => http.post<CouponListData>(API_PATHS.market.couponList, { state }) });
