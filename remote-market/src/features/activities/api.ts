import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, readKey, useRead } from '@credit/shared';
import type {
  ActivityCode, HelpData, LuckDrawData, PlatformActivityId, QzraceBetData, SeckillData, WishesData,
} from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { activityKeys } from '../../components/activityApi';
import { couponKeys } from '../../components/couponKeys';
import { platformReads } from './reads';

/**
 * The activity pages' calls (spec 7.7, issue 28): the activity platform's seckill, luckDraw, wishes,
 * help and ranking (ids 10 and 4) and the qzrace guessing game. The activity's rules and dates are read
 * with `useActivity` from `src/components/activityApi.ts`, which the invitation pages read too.
 */

/** The platform's activity ids (contract PLATFORM_ACTIVITY; the browser imports no contract values), as the reads' bodies carry them. */
const SPRING: { activityId: PlatformActivityId } = { activityId: '10' };
const HELP: { activityId: PlatformActivityId } = { activityId: '4' };

/** The keys the draws and spends refresh (platformReads'). */
export const platformKeys = {
  seckill: platformReads.seckill.key,
  wheel: platformReads.wheel.key,
  wishes: platformReads.wishes.key,
  help: (helpId: string | null) => readKey(platformReads.help, { helpId: helpId || undefined }),
  qzrace: platformReads.qzrace.key,
  awards: platformReads.awards.key,
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

export const useSeckillList = () => useRead(platformReads.seckill);
export function useSeckill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ goodsId, idempotencyKey }: { goodsId: string } & Keyed) => http.post<SeckillData>(API_PATHS.activities.seckill, { ...SPRING, goodsId }, { idempotencyKey }),
    onSettled: () => refresh(platformKeys.seckill),
  });
}

export const useWheel = () => useRead(platformReads.wheel);

export const useWishes = () => useRead(platformReads.wishes);
export function useMakeWish() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (wishId: string) => http.post<WishesData>(API_PATHS.activities.wishesMake, { ...SPRING, wishId }),
    onSettled: () => refresh(platformKeys.wishes),
  });
}

/** The caller's latest help request, or (helpId) a friend's as the caller sees it. */
export const useHelpInfo = (helpId: string | null) =>
  useRead(platformReads.help, { helpId: helpId || undefined });
export function useStartHelp() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => http.post<HelpData>(API_PATHS.activities.helpStart, HELP), onSettled: () => refresh(platformKeys.help(null)) });
}
export function useHelp(helpId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => http.post<HelpData>(API_PATHS.activities.help, { ...HELP, helpId }), onSettled: () => refresh(platformKeys.help(helpId)) });
}

export const useRanking = () => useRead(platformReads.ranking);

export const useQzrace = () => useRead(platformReads.qzrace);
export function useQzraceBet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ raceId, optionId, points, idempotencyKey }: { raceId: string; optionId: string; points: string } & Keyed) =>
      http.post<QzraceBetData>(API_PATHS.activities.qzraceBets, { raceId, optionId, points }, { idempotencyKey }),
    onSettled: () => refresh(platformKeys.qzrace),
  });
}

/** award list: what the user has won across the activities. */
export const useAwards = () => useRead(platformReads.awards);
