import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type {
  ActivityCode, AwardListData, HelpData, HelpInfoData, LuckDrawData, PlatformActivityId, LuckDrawInfoData, QzraceBetData, QzraceListsData, RankingData, SeckillData, SeckillListData, WishesData,
} from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { activityKeys } from '../../components/activityApi';
import { couponKeys } from '../../components/couponKeys';

/**
 * The activity pages' calls (spec 7.7, issue 28): the activity platform's seckill, luckDraw, wishes,
 * help and ranking (ids 10 and 4) and the qzrace guessing game. The activity's rules and dates are read
 * with `useActivity` from `src/components/activityApi.ts`, which the invitation pages read too.
 */

/** The platform's activity ids (contract PLATFORM_ACTIVITY; the browser imports no contract values). */
const SPRING: { activityId: PlatformActivityId } = { activityId: '10' };
const HELP: { activityId: PlatformActivityId } = { activityId: '4' };

export const platformKeys = {
  seckill: ['activity', 'platform', 'seckill'] as const,
  wheel: ['activity', 'platform', 'luckDraw'] as const,
  wishes: ['activity', 'platform', 'wishes'] as const,
  help: (helpId: string | null) => ['activity', 'platform', 'help', helpId ?? 'mine'] as const,
  ranking: ['activity', 'platform', 'ranking'] as const,
  qzrace: ['activity', 'platform', 'qzrace'] as const,
  awards: ['activity', 'platform', 'awards'] as const,
};
/** The membership area's reads (the points balance): a spend or a grant of points reads them again. */
const MEMBER_PREFIX = ['member'] as const;

/** After a grant or a spend: the activity's own read, the coupons and the points are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (key: readonly unknown[]) =>
    Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: platformKeys.awards }), client.invalidateQueries({ queryKey: couponKeys.all }), client.invalidateQueries({ queryKey: MEMBER_PREFIX })]);
}

/** One draw (a one-prize activity: the server refuses a second; the wheel: within the daily limit, one per key). */
export function useLuckDraw(code: ActivityCode) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ idempotencyKey }: Partial<Keyed> = {}) => http.post<LuckDrawData>(API_PATHS.market.luckDraw, { code }, idempotencyKey ? { idempotencyKey } : {}),
    onSettled: () => Promise.all([refresh(activityKeys.info(code)), refresh(platformKeys.wheel)]),
  });
}

export const useSeckillList = () => useQuery({ queryKey: platformKeys.seckill, queryFn: () => http.post<SeckillListData>(API_PATHS.activities.seckillList, SPRING) });
export function useSeckill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ goodsId, idempotencyKey }: { goodsId: string } & Keyed) => http.post<SeckillData>(API_PATHS.activities.seckill, { ...SPRING, goodsId }, { idempotencyKey }),
    onSettled: () => refresh(platformKeys.seckill),
  });
}

export const useWheel = () => useQuery({ queryKey: platformKeys.wheel, queryFn: () => http.post<LuckDrawInfoData>(API_PATHS.activities.luckDrawInfo, SPRING) });

export const useWishes = () => useQuery({ queryKey: platformKeys.wishes, queryFn: () => http.post<WishesData>(API_PATHS.activities.wishes, SPRING) });
export function useMakeWish() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (wishId: string) => http.post<WishesData>(API_PATHS.activities.wishesMake, { ...SPRING, wishId }),
    onSettled: () => refresh(platformKeys.wishes),
  });
}

/** The caller's latest help request, or (helpId) a friend's as the caller sees it. */
export const useHelpInfo = (helpId: string | null) =>
  useQuery({ queryKey: platformKeys.help(helpId), queryFn: () => http.post<HelpInfoData>(API_PATHS.activities.helpInfo, helpId ? { ...HELP, helpId } : HELP) });
export function useStartHelp() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => http.post<HelpData>(API_PATHS.activities.helpStart, HELP), onSettled: () => refresh(platformKeys.help(null)) });
}
export function useHelp(helpId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => http.post<HelpData>(API_PATHS.activities.help, { ...HELP, helpId }), onSettled: () => refresh(platformKeys.help(helpId)) });
}

export const useRanking = () => useQuery({ queryKey: platformKeys.ranking, queryFn: () => http.post<RankingData>(API_PATHS.activities.ranking, SPRING) });

export const useQzrace = () => useQuery({ queryKey: platformKeys.qzrace, queryFn: () => http.post<QzraceListsData>(API_PATHS.activities.qzraceLists) });
export function useQzraceBet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ raceId, optionId, points, idempotencyKey }: { raceId: string; optionId: string; points: string } & Keyed) =>
      http.post<QzraceBetData>(API_PATHS.activities.qzraceBets, { raceId, optionId, points }, { idempotencyKey }),
    onSettled: () => refresh(platformKeys.qzrace),
  });
}

/** award list: what the user has won across the activities. */
export const useAwards = () => useQuery({ queryKey: platformKeys.awards, queryFn: () => http.post<AwardListData>(API_PATHS.activities.awardList) });
