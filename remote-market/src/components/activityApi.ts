import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { ActivityCode, ActivityInfoData, LuckDrawData } from '@credit/shared/api';
import { couponKeys } from './couponKeys';

/** An activity's rules and the user's draw, read by the invitation and the activity pages. */
export const activityKeys = { all: ['activity'] as const, info: (code: ActivityCode) => ['activity', code] as const };

export const useActivity = (code: ActivityCode) => useQuery({ queryKey: activityKeys.info(code), queryFn: () => http.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code }) });

/** One draw (the server refuses a second); the activity and the coupons are read again. */
export function useLuckDraw(code: ActivityCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<LuckDrawData>(API_PATHS.market.luckDraw, { code }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: activityKeys.info(code) }), client.invalidateQueries({ queryKey: couponKeys.all })]),
  });
}
