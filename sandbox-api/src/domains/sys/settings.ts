import type { SwitchInfoData, SysConfigData, TileConfigData, TileData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { DEFAULT_HIGHEST_BORROW_FEN, SCAN_PAY_POLL_SECONDS } from '../../lib/catalogue';

/** Server-side configuration; defaults here, changes (test hook) stored in the settings table. */
export interface Settings {
  sysConfig: SysConfigData;
  switches: SwitchInfoData;
  grayTestRoutes: string[];
  tiles: TileConfigData;
  maintenance: boolean;
}

const UNCONFIGURED = {
  icon: false, highlightedIcon: false, title: false, corner: false, h5JumpUrl: false, isNeedLogin: false, isNeedRealName: false, defaultLogic: false,
};

/** Spec 2.1: every part starts unconfigured, so the host's built-in defaults apply. */
const tile = (key: string, title: string, h5JumpUrl: string, isNeedLogin: TileData['isNeedLogin'], corner = ''): TileData => ({
  key,
  icon: '',
  highlightedIcon: '',
  title,
  corner,
  h5JumpUrl,
  isNeedLogin,
  isNeedRealName: '0',
  isAccordingNewLogic: '0',
  defaultLogic: key,
  urlType: 'h5',
  configured: UNCONFIGURED,
});

export const DEFAULT_SETTINGS: Settings = {
  sysConfig: {
    borrowHighestMoney: DEFAULT_HIGHEST_BORROW_FEN,
    // Example values only, never real contacts.
    complaintEmail: 'complaints@example.com',
    consumerHotline: '400-000-0000',
    complianceCopy: '本平台为信息服务平台，不是资金中介；额度以审批结果为准；不向全日制在校学生提供借款服务。',
    resultInterval: SCAN_PAY_POLL_SECONDS,
  },
  switches: {
    oneAccountSwitch: 'close',
    logoutSwitch: 'open',
    superOrBillSwitch: 'close',
    shopInstalmentAndroidSwitch: 'close',
    shopInstalmentH5Switch: 'close',
    shopInstalmentIosSwitch: 'close',
  },
  grayTestRoutes: [],
  tiles: {
    homeTiles: [
      tile('quota', '快速提额', '/quota', '1'),
      tile('cashLoanMall', '兑换现金', '/newCashIndex', '1'),
      tile('creditInquiry', '信用查询', '/creditInquiry', '2'),
      tile('recharge', '手机充值', '/recharge', '1'),
      tile('myCoupons', '红包卡券', '/myCoupons', '1'),
    ],
    mineMenu: [
      tile('billList', '账单', '/billList', '1'),
      tile('bankCard', '银行卡', '/bankCard', '1'),
      tile('quota', '提升额度', '/quota', '1'),
      tile('inviteNewCutomer', '邀请赚钱', '/makeMoney', '1', 'hot'),
      tile('creditCardAsset', '信用卡管家', '/creditCardAsset', '1'),
      tile('pointMall', '积分商城', '/pointMall', '1'),
      tile('newActivity', '最新活动', '/newActivity', '0'),
      tile('robot', '我的客服', '/myCustomerService', '0'),
    ],
  },
  maintenance: false,
};

export function getSetting<K extends keyof Settings>(ctx: AppContext, key: K): Settings[K] {
  const row = ctx.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as Settings[K]) : DEFAULT_SETTINGS[key];
}

export function putSetting<K extends keyof Settings>(ctx: AppContext, key: K, value: Settings[K]): void {
  ctx.db
    .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(key, JSON.stringify(value));
}
