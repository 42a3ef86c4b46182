import type { Advert, GetAdviertisementInfoData, AdPosition, AdTab, TabAd } from '@credit/shared/api';
import { TAB_ADS } from '../market';

type PlacedAdvert = Advert & { position: AdPosition; info: Omit<GetAdviertisementInfoData, 'adId' | 'title'> };

/** The advertisements whose terms are their own. */
const OTHER_ADVERTS: PlacedAdvert[] = [
  {
    adId: 'AD02', position: 'discover', title: '积分商城上新', subtitle: '话费券、视频会员月卡积分兑',
    info: { content: '积分可在积分商城兑换话费券、视频会员月卡等礼品，100积分起兑。', link: '/member', linkText: '去兑换' },
  },
];

/**
 * Advertisements (spec 7.7 adviertisement): where each is placed, its card and its page. The first-loan
 * offer's terms are the product's own (the pricing's freeMonths, the gift bag's days), the very figures
 * loanparams and the confirm page's offers answer: one source, so the home never promises another offer.
 */
export function advertsOf(offer: { freeMonths: number; giftDays: number }): PlacedAdvert[] {
  const claim = offer.freeMonths > 0 ? `最长可享${offer.freeMonths}个月免息` : `可享${offer.giftDays}天免息礼包`;
  const terms = offer.freeMonths > 0 ? `最长可享${offer.freeMonths}个月免息或${offer.giftDays}天免息礼包` : `可享${offer.giftDays}天免息礼包`;
  return [
    {
      adId: 'AD01', position: 'home', title: '新人借款享免息', subtitle: `首次借款${claim}`,
      info: { content: `新注册用户首次借款可领取免息券，${terms}，具体以借款页面展示为准。`, link: '/freeFeeCashLoan', linkText: '去看看' },
    },
    ...OTHER_ADVERTS,
  ];
}

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
