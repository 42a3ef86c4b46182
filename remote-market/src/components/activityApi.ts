import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { ActivityCode, ActivityInfoData } from '@credit/shared/api';

/** An activity's rules and the user's draw, read by the invitation and the activity pages (the draw itself: features/activities/api.ts). */
export const activityKeys = { all: ['activity'] as const, info: (code: ActivityCode) => ['activity', code] as const };

export const useActivity = (code: ActivityCode) => useQuery({ queryKey: activityKeys.info(code), queryFn: () => http.post<ActivityInfoData>(API_PATHS.market.activityInfo, { code }) });
