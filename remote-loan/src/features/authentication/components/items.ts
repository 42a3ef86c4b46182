import { CREDIT_STATUS, THIRD_PARTY_ITEMS, type CreditItem, type CreditStatus, type RefreshType, type ThirdPartyItem } from '@credit/shared';

/** Page copy of the authentication area (spec 7.6 names the items; the spec gives no wording). */
export const ITEM_TITLES: Record<CreditItem, string> = {
  idCardPhotos: '身份证照片',
  operator: '运营商认证',
  socialSecurity: '社保认证',
  housingFund: '公积金认证',
  sesame: '芝麻信用',
  crawler: '通用数据授权',
  face: '人脸识别',
  creditCard: '信用卡认证',
};

/** The four states every item shows. */
export const STATUS_LABELS: Record<CreditStatus, string> = {
  [CREDIT_STATUS.none]: '未认证',
  [CREDIT_STATUS.processing]: '认证中',
  [CREDIT_STATUS.done]: '已认证',
  [CREDIT_STATUS.failed]: '认证失败',
};

export const isThirdParty = (item: string): item is ThirdPartyItem => (THIRD_PARTY_ITEMS as readonly string[]).includes(item);

/** Pages of the area for the items that have one. */
export const ITEM_ROUTES: Partial<Record<CreditItem, string>> = { idCardPhotos: '/uploadCard', creditCard: '/creditCardList' };

/**
 * Where a stand-in third-party page returns: this page's own address with the result route in the hash
 * (`/#/refresh?type=operator`), so the host's deep links bring the user to the result.
 */
export function refreshUrl(type: RefreshType, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/refresh?type=${type}`;
}
