import { API_PATHS, defineRead } from '@credit/shared';
import type { ActivityListData, AnnouncementListData, BannerListData, CrmGroupCheckData, GetAdviertisementInfoData } from '@credit/shared/api';

/**
 * The discover tab's reads as data (ADR 046), each the spec 7.7 call of its name; its tab ads are
 * tabAdReads.ads, its advertisement sharedReads.advertisement (the host's home reads it too).
 */
export const discoverReads = {
  banners: defineRead<BannerListData>({ key: ['market', 'banners'], path: API_PATHS.contentConfig.bannerList }),
  announcements: defineRead<AnnouncementListData>({ key: ['market', 'announcements'], path: API_PATHS.contentConfig.announcements }),
  activities: defineRead<ActivityListData>({ key: ['market', 'activities'], path: API_PATHS.contentConfig.activityList }),
  adInfo: defineRead<GetAdviertisementInfoData>({ key: ['market', 'adviertisementInfo'], path: API_PATHS.contentConfig.getAdviertisementInfo, params: ['adId'] }),
  /**
   * Whether the user is in a CRM campaign's group (a JSON body, `json` at the call). One user's answer:
   * the cache is dropped when the token changes (ADR 008), so a login asks again.
   */
  crm: defineRead<CrmGroupCheckData>({ key: ['market', 'crmGroupCheck'], path: API_PATHS.contentConfig.crmGroupCheck, params: ['programId'] }),
};
