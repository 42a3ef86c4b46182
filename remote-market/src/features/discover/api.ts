import { API_PATHS, dropCallFailure, http, sharedReads, useRead, useReadEach } from '@credit/shared';
import { tabAdReads } from '../../components/tabAdReads';
import { discoverReads } from './reads';

/**
 * The discover tab's parts, each the spec 7.7 call of its name (ADR 040): a part that fails is left out
 * and the rest of the tab still shows (no toast: content is not the user's concern).
 */
const quiet = { suppressErrorToast: true };

export const useBanners = () => useRead(discoverReads.banners, {}, { request: quiet });
export const useAnnouncements = () => useRead(discoverReads.announcements, {}, { request: quiet });
export const useDiscoverTabAds = () => useRead(tabAdReads.ads, { tab: 'discover' }, { request: quiet });
export const useDiscoverAds = () => useRead(sharedReads.advertisement, { position: 'discover' }, { request: quiet });
export const useAdInfo = (adId: string) => useRead(discoverReads.adInfo, { adId }, { enabled: adId !== '' });

/**
 * The discover activities the user may see: every activity, and a CRM campaign only once the CRM group
 * check (JSON body programId) answers `inGroup`; while it is asked, or when it fails, the campaign stays
 * hidden (a campaign is never shown to a user outside its group).
 */
export function useVisibleActivities() {
  const activities = useRead(discoverReads.activities, {}, { request: quiet });
  const programIds = [...new Set((activities.data?.list ?? []).map((a) => a.programId).filter((p): p is string => p !== null))];
  // The JSON variant is spec 7.1's "10 s for one variant" (ADR 055): the short timeout.
  const checks = useReadEach(discoverReads.crm, programIds.map((programId) => ({ programId })), { request: { ...quiet, json: true, short: true } });
  const inGroup = new Set(checks.each.filter((d) => d?.inGroup).map((d) => d!.programId));
  return { query: activities, list: (activities.data?.list ?? []).filter((a) => a.programId === null || inGroup.has(a.programId)) };
}

/**
 * Records a banner click (spec 7.7 clickRecord) without holding up the tap: the navigation goes on,
 * and a lost record bothers nobody (no toast). Anything but a refusal or a lost answer is a bug and
 * is rethrown (an unhandled rejection, reported like any other).
 */
export function recordBannerClick(bannerId: string): void {
  // A click record refused or without answer is not the user's concern.
  void http.post(API_PATHS.market.bannerClick, { bannerId }, { suppressErrorToast: true }).catch(dropCallFailure);
}
