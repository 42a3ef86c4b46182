import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { ActivityCode, LuckDrawData } from '@credit/shared/api';
import { activityKeys } from '../../components/activityApi';
import { couponKeys } from '../../components/couponKeys';

/**
 * The activity pages' calls (spec 7.7 luckDraw). The activity's rules and the user's state are read
 * with `useActivity` from `src/components/activityApi.ts`, which the invitation pages read too.
 */

/** One draw (the server refuses a second); the activity and the coupons are read again. */
export function useLuckDraw(code: ActivityCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<LuckDrawData>(API_PATHS.market.luckDraw, { code }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: activityKeys.info(code) }), client.invalidateQueries({ queryKey: couponKeys.all })]),
  });
}
