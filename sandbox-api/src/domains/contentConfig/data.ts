import type { Advert, GetAdviertisementInfoData, AdPosition, AdTab, TabAd } from '@credit/shared/api';
import { TAB_ADS } from '../market';

/** Advertisements (spec 7.7 adviertisement): where each is placed, its card and its page. */
export const ADVERTS: (Advert & { position: AdPosition; info: Omit<GetAdviertisementInfoData, 'adId' | 'title'> })[] = [
  {
    adId: 'AD01', position: 'home', title: '新人借款享免息', subtitle: '首次借款最长可享6个月免息',
    info: { content: '新注册用户首次借款可领取免息券，最长可享6个月免息或7天免息礼包，具体以借款页面展示为准。', link: '/freeFeeCashLoan', linkText: '去看看' },
  },
  {
    adId: 'AD02', position: 'discover', title: '积分商城上新', subtitle: '话费券、视频会员月卡积分兑',
    info: { content: '积分可在积分商城兑换话费券、视频会员月卡等礼品，100积分起兑。', link: '/member', linkText: '去兑换' },
  },
];

/** Tab ads (spec 7.7 "tab ads"), per tab. */
export const TAB_ADS_BY_TAB: Record<AdTab, TabAd[]> = {
  discover: TAB_ADS,
  member: [
    { adId: 'A11', title: '积分规则', link: '/pointsRule' },
    { adId: 'A12', title: '我的福豆', link: '/myDiamond' },
  ],
};

/** A campaign of the discover tab for one CRM group (spec 7.7 CRM group check). */
export const CRM_CAMPAIGN = {
  code: 'crmVip', programId: 'P2026VIP', title: '专属提额礼遇', summary: '为您精选的老用户专属活动', link: '/aug_old_user', endsDay: '2027-12-31',
} as const;
