import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { API_PATHS, dropCallFailure, http, isLoginAtom, sessionStore } from '@credit/shared';
import type {
  ActivityListData, AnnouncementListData, BannerListData, CrmGroupCheckData, GetAdviertisementData, GetAdviertisementInfoData, TabAdListData,
} from '@credit/shared/api';

/**
 * The discover tab's parts, each the spec 7.7 call of its name (ADR 040): a part that fails is left out
 * and the rest of the tab still shows (no toast: content is not the user's concern).
 */
const quiet = { suppressErrorToast: true };

export const discoverKeys = {
  banners: ['market', 'banners'] as const,
  announcements: ['market', 'announcements'] as const,
  tabAds: ['market', 'tabAds', 'discover'] as const,
  activities: ['market', 'activities'] as const,
  ads: ['market', 'adviertisement', 'discover'] as const,
  adInfo: (adId: string) => ['market', 'adviertisementInfo', adId] as const,
  crm: (programId: string, isLogin: boolean) => ['market', 'crmGroupCheck', programId, isLogin] as const,
};

export const useBanners = () => useQuery({ queryKey: discoverKeys.banners, queryFn: () => http.post<BannerListData>(API_PATHS.contentConfig.bannerList, undefined, quiet) });
export const useAnnouncements = () =>
  useQuery({ queryKey: discoverKeys.announcements, queryFn: () => http.post<AnnouncementListData>(API_PATHS.contentConfig.announcements, undefined, quiet) });
export const useDiscoverTabAds = () =>
  useQuery({ queryKey: discoverKeys.tabAds, queryFn: () => http.post<TabAdListData>(API_PATHS.contentConfig.tabAds, { tab: 'discover' }, quiet) });
export const useDiscoverAds = () =>
  useQuery({ queryKey: discoverKeys.ads, queryFn: () => http.post<GetAdviertisementData>(API_PATHS.contentConfig.getAdviertisement, { position: 'discover' }, quiet) });
export const useAdInfo = (adId: string) =>
  useQuery({ queryKey: discoverKeys.adInfo(adId), queryFn: () => http.post<GetAdviertisementInfoData>(API_PATHS.contentConfig.getAdviertisementInfo, { adId }), enabled: adId !== '' });

/**
 * The discover activities the user may see: every activity, and a CRM campaign only once the CRM group
 * check (JSON body programId) answers `inGroup`; while it is asked, or when it fails, the campaign stays
 * hidden (a campaign is never shown to a user outside its group).
 */
export function useVisibleActivities() {
  const isLogin = useAtomValue(isLoginAtom, { store: sessionStore });
  const activities = useQuery({ queryKey: discoverKeys.activities, queryFn: () => http.post<ActivityListData>(API_PATHS.contentConfig.activityList, undefined, quiet) });
  const programIds = [...new Set((activities.data?.list ?? []).map((a) => a.programId).filter((p): p is string => p !== null))];
  const checks = useQueries({
    queries: programIds.map((programId) => ({
      queryKey: discoverKeys.crm(programId, isLogin),
      queryFn: () => http.post<CrmGroupCheckData>(API_PATHS.contentConfig.crmGroupCheck, { programId }, { ...quiet, json: true }),
    })),
  });
  const inGroup = new Set(checks.map((c) => c.data).filter((d) => d?.inGroup).map((d) => d!.programId));
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
