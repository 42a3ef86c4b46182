import { API_PATHS, defineRead } from '@credit/shared';
import type { AwardListData, HelpInfoData, LuckDrawInfoData, QzraceListsData, RankingData, SeckillListData, WishesData } from '@credit/shared/api';

/**
 * The activity platform's reads as data (ADR 046): the spring activity (id 10) and the help activity
 * (id 4), fixed in their bodies (contract PLATFORM_ACTIVITY), and the qzrace game, under `activity`.
 */
export const platformReads = {
  seckill: defineRead<SeckillListData>({ key: ['activity', 'platform', 'seckill'], path: API_PATHS.activities.seckillList, body: { activityId: '10' } }),
  wheel: defineRead<LuckDrawInfoData>({ key: ['activity', 'platform', 'luckDraw'], path: API_PATHS.activities.luckDrawInfo, body: { activityId: '10' } }),
  wishes: defineRead<WishesData>({ key: ['activity', 'platform', 'wishes'], path: API_PATHS.activities.wishes, body: { activityId: '10' } }),
  /** The caller's latest help request (no helpId), or a friend's as the caller sees it. */
  help: defineRead<HelpInfoData>({ key: ['activity', 'platform', 'help'], path: API_PATHS.activities.helpInfo, body: { activityId: '4' }, params: ['helpId'] }),
  ranking: defineRead<RankingData>({ key: ['activity', 'platform', 'ranking'], path: API_PATHS.activities.ranking, body: { activityId: '10' } }),
  qzrace: defineRead<QzraceListsData>({ key: ['activity', 'platform', 'qzrace'], path: API_PATHS.activities.qzraceLists }),
  /** What the user has won across the activities. */
  awards: defineRead<AwardListData>({ key: ['activity', 'platform', 'awards'], path: API_PATHS.activities.awardList }),
};
