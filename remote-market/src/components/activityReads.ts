import { API_PATHS, defineRead } from '@credit/shared';
import type { ActivityInfoData } from '@credit/shared/api';

/** An activity's rules and the user's draw (market/activityInfo), as data (ADR 046): the invitation and the activity pages read it. */
export const activityReads = {
  info: defineRead<ActivityInfoData>({ key: ['activity'], path: API_PATHS.market.activityInfo, params: ['code'] }),
};
