import { API_PATHS, bankCardKeys, defineRead } from '@credit/shared';
import type { BindCardStatusData, SelectCardData, SelectLtCardData, SupportCardListData, ValidateSupportData, WhetherBindData } from '@credit/shared/api';

/**
 * The bound-card reads of this remote (user/bindcard/*), as data (ADR 046): all under `bindCard`
 * (bankCardKeys.all), which a card bound or changed invalidates. The bound cards themselves are shared
 * (boundCardsRead): the loan remote pays out to one.
 */
export const cardReads = {
  /** Whether the user has bound cards (user/bindcard/whetherBind): only then is the picker of the custody bind read. */
  whetherBind: defineRead<WhetherBindData>({ key: ['bindCard', 'whetherBind'], path: API_PATHS.bindCard.whetherBind }),
  /** The user's default card (user/bindcard/select): the custody bind's picker starts on it. */
  defaultCard: defineRead<SelectCardData>({ key: bankCardKeys.defaultCard, path: API_PATHS.bindCard.select }),
  /** The bound cards the custody bank takes (user/bindcard/selectLtCard). */
  ltCards: defineRead<SelectLtCardData>({ key: ['bindCard', 'selectLtCard'], path: API_PATHS.bindCard.selectLtCard }),
  /** The banks whose cards can be bound (user/bindcard/supportcardList): a list that does not change during a visit. */
  supportedBanks: defineRead<SupportCardListData>({ key: ['bindCard', 'supportcardList'], path: API_PATHS.bindCard.supportcardList, staleTime: Infinity }),
  /** Whether a card is bound (user/bindcard/bindcardstatus): the full authentication's 银行卡认证. */
  status: defineRead<BindCardStatusData>({ key: bankCardKeys.status, path: API_PATHS.bindCard.bindcardstatus }),
  /** Whether a card number's bank is supported (user/bindcard/validateSupport), per number. */
  support: defineRead<ValidateSupportData>({ key: ['bindCard', 'validateSupport'], path: API_PATHS.bindCard.validateSupport, params: ['cardNo'] }),
};
