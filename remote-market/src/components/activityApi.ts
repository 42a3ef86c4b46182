import { readKey, useRead } from '@credit/shared';
import type { ActivityCode } from '@credit/shared/api';
import { activityReads } from './activityReads';

/** An activity's rules and the user's draw, read by the invitation and the activity pages (the draw itself: features/activities/api.ts). */
export const activityKeys = { all: ['activity'] as const, info: (code: ActivityCode) => readKey(activityReads.info, { code }) };

export const useActivity = (code: ActivityCode) => useRead(activityReads.info, { code });
