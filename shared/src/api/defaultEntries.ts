import type { TileData } from './sys';
import type { TabName } from '../constants';

/** A tile or menu item: the tile entity of spec 3 as the contract defines it, minus the flags. */
export type EntryItem = Omit<TileData, 'configured'>;

/**
 * The built-in home tiles and "Mine" menu (spec 2.1), shown until the server configures them. One
 * list for the front end's defaults and the sandbox's seed; keys are tab names of spec 9.
 */
export const defaultEntry = (key: TabName, title: string, defaultLogic: string, extra: Partial<EntryItem> = {}): EntryItem => ({
  key,
  title,
  icon: '',
  highlightedIcon: '',
  corner: '',
  h5JumpUrl: '',
  isNeedLogin: '1',
  isNeedRealName: '0',
  isAccordingNewLogic: '0',
  defaultLogic,
  urlType: 'h5',
  ...extra,
});

/** Spec 2.1: five tiles, all needing login; credit inquiry is flagged "2". */
export const DEFAULT_HOME_TILES: readonly EntryItem[] = [
  defaultEntry('quota', '极速提额', '/cashAuthentication'),
  defaultEntry('cashLoan', '兑换现金', '/newBorrowCash'),
  defaultEntry('creditInquiry', '信用查询', '/newCashIndex', { isNeedLogin: '2' }),
  defaultEntry('helpYouPay', '手机充值', '/recharge'),
  defaultEntry('sc', '红包卡券', '/myCoupons'),
];

/**
 * Spec 2.1: the eight "Mine" menu items; invite carries the hot badge (热: the product speaks Chinese).
 * Each label leads where it says: 提升额度 to the authentication hub that raises the limit, 信用卡管家 to
 * the credit cards, 信用查询 (home tile) to the limit the user has.
 */
export const DEFAULT_MINE_MENU: readonly EntryItem[] = [
  defaultEntry('billList', '我的账单', '/billList'),
  defaultEntry('bankCard', '银行卡', '/bankCard'),
  defaultEntry('quota', '提升额度', '/cashAuthentication'),
  defaultEntry('inviteNewCutomer', '邀请赚钱', '/makeMoney', { corner: '热' }),
  defaultEntry('creditCardAsset', '信用卡管家', '/creditCardList'),
  defaultEntry('pointMall', '积分商城', '/member'),
  defaultEntry('newActivity', '最新活动', '/discover'),
  defaultEntry('robot', '我的客服', '/myCustomerService'),
];

