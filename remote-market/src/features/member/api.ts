import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, baseInfoAtom, getHost, http, membershipKeys, newIdempotencyKey, sessionStore } from '@credit/shared';
import type {
  DuibaAccessData, FishcardExchangeData, FudouBalanceData, FudouDetailsData, FudouRateData, MallEntryData, TabAdListData, MemberCardData, PointsBalanceData, PointsDetailsData, PointsTasksData, WxSubscribeData,
} from '@credit/shared/api';

export const memberKeys = {
  all: membershipKeys.all,
  card: ['member', 'card'] as const,
  points: ['member', 'points'] as const,
  pointsDetails: ['member', 'pointsDetails'] as const,
  tasks: ['member', 'tasks'] as const,
  fudou: ['member', 'fudou'] as const,
  fudouDetails: ['member', 'fudouDetails'] as const,
  fudouRate: ['member', 'fudouRate'] as const,
  mallAccess: ['member', 'mallAccess'] as const,
};

/**
 * The visit's uuid for the points call when base info has none (spec 7.7: the balance call carries
 * channel and uuid). Not an Idempotency-Key: `newIdempotencyKey` is only the house's random-uuid maker.
 */
let visitUuid: string | null = null;
const uuidOfUser = (): string => sessionStore.get(baseInfoAtom)?.uuid || (visitUuid ??= newIdempotencyKey());

export const useMemberCard = () => useQuery({ queryKey: memberKeys.card, queryFn: () => http.post<MemberCardData>(API_PATHS.market.memberCard) });
export const usePointsBalance = () =>
  useQuery({
    queryKey: memberKeys.points,
    queryFn: () => http.post<PointsBalanceData>(API_PATHS.points.balance, { channel: getHost().profile.clientChannel, uuid: uuidOfUser() }),
  });
export const usePointsDetails = () => useQuery({ queryKey: memberKeys.pointsDetails, queryFn: () => http.post<PointsDetailsData>(API_PATHS.points.details) });
export const usePointsTasks = () => useQuery({ queryKey: memberKeys.tasks, queryFn: () => http.post<PointsTasksData>(API_PATHS.points.taskQuery) });
export const useFudouBalance = () => useQuery({ queryKey: memberKeys.fudou, queryFn: () => http.post<FudouBalanceData>(API_PATHS.points.fudouBalance) });
export const useFudouDetails = () => useQuery({ queryKey: memberKeys.fudouDetails, queryFn: () => http.post<FudouDetailsData>(API_PATHS.points.fudouDetails) });
export const useFudouRate = () => useQuery({ queryKey: memberKeys.fudouRate, queryFn: () => http.post<FudouRateData>(API_PATHS.points.fudouRate) });

/**
 * The user's access to the points mall (mkmoln/points/duibaAccess), read when the member tab shows,
 * quietly: a failed read leaves 积分商城 usable (the hand-off's own answer still decides).
 */
export const useMallAccess = () =>
  useQuery({ queryKey: memberKeys.mallAccess, queryFn: () => http.post<DuibaAccessData>(API_PATHS.contentConfig.duibaAccess, undefined, { suppressErrorToast: true }), retry: false });

/** The points-mall hand-off (mkmoln/points/duiba/consumer_common): its address and a one-time code, asked when the user taps 积分商城; the button shows its own progress. */
export const useMallEntry = () => useMutation({ mutationFn: () => http.post<MallEntryData>(API_PATHS.points.consumerCommon), meta: { mask: false } });

/** The fishcard token exchange (spec 7.7, 4.10; ADR 040): a one-time partner token, never the session's, and the partner page. */
export const useFishcardExchange = () =>
  useMutation({ mutationFn: () => http.post<FishcardExchangeData>(API_PATHS.contentConfig.fishcardExchange, { fromModule: 'member' }), meta: { mask: false } });

/** The member tab's ads (spec 7.7 tab ads); none when they cannot be read. */
export const useMemberTabAds = () =>
  useQuery({ queryKey: ['member', 'tabAds'] as const, queryFn: () => http.post<TabAdListData>(API_PATHS.contentConfig.tabAds, { tab: 'member' }, { suppressErrorToast: true }) });

/** Subscribing to reminders (earns the task's points once): the points and tasks are read again. */
export function useWxSubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<WxSubscribeData>(API_PATHS.points.wxSubscribeMsg),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
