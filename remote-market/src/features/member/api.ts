import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, baseInfoAtom, getHost, http, membershipKeys, newIdempotencyKey, sessionStore, useRead } from '@credit/shared';
import type {
  FishcardExchangeData, MallEntryData, WxSubscribeData,
} from '@credit/shared/api';
import { couponReads } from '../../components/couponReads';
import { tabAdReads } from '../../components/tabAdReads';
import { memberReads } from './reads';

/** The root of the membership reads (memberReads). */
export const memberKeys = { all: membershipKeys.all };

/**
 * The visit's uuid for the points call when base info has none (spec 7.7: the balance call carries
 * channel and uuid). Not an Idempotency-Key: `newIdempotencyKey` is only the house's random-uuid maker.
 */
let visitUuid: string | null = null;
const uuidOfUser = (): string => sessionStore.get(baseInfoAtom)?.uuid || (visitUuid ??= newIdempotencyKey());

export const useMemberCard = () => useRead(memberReads.card);
export const usePointsBalance = () =>
  useRead(memberReads.points, { channel: getHost().profile.clientChannel, uuid: uuidOfUser() });
export const usePointsDetails = () => useRead(memberReads.pointsDetails);
export const usePointsTasks = () => useRead(memberReads.tasks);
export const useFudouBalance = () => useRead(memberReads.fudou);
export const useFudouDetails = () => useRead(memberReads.fudouDetails);
export const useFudouRate = () => useRead(memberReads.fudouRate);
/**
 * How many coupons and loan red packets the user may use, as 我的优惠券's 可使用 tab counts them:
 * queryCouponList's effective count and redEnvelopeList effective's red packets; undefined until both are in.
 */
export function useUsableCouponCount(): number | undefined {
  const coupons = useRead(couponReads.list, { state: 'effective' });
  const red = useRead(couponReads.redEnvelopes);
  return coupons.data && red.data ? coupons.data.counts.effective + red.data.list.length : undefined;
}

/**
 * The user's access to the points mall (mkmoln/points/duibaAccess), read when the member tab shows,
 * quietly: a failed read leaves 积分商城 usable (the hand-off's own answer still decides).
 */
export const useMallAccess = () =>
  useRead(memberReads.mallAccess, {}, { request: { suppressErrorToast: true }, retry: false });

/** The points-mall hand-off (mkmoln/points/duiba/consumer_common): its address and a one-time code, asked when the user taps 积分商城; the button shows its own progress. */
export const useMallEntry = () => useMutation({ mutationFn: () => http.post<MallEntryData>(API_PATHS.points.consumerCommon), meta: { mask: false } });

/** The fishcard token exchange (spec 7.7, 4.10; ADR 040): a one-time partner token, never the session's, and the partner page. */
export const useFishcardExchange = () =>
  useMutation({ mutationFn: () => http.post<FishcardExchangeData>(API_PATHS.contentConfig.fishcardExchange, { fromModule: 'member' }), meta: { mask: false } });

/** The member tab's ads (spec 7.7 tab ads); none when they cannot be read. */
export const useMemberTabAds = () =>
  useRead(tabAdReads.ads, { tab: 'member' }, { request: { suppressErrorToast: true } });

/** Subscribing to reminders (earns the task's points once): the points and tasks are read again. */
export function useWxSubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<WxSubscribeData>(API_PATHS.points.wxSubscribeMsg),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
