import { type CapitalChannel, type CreditLifeDeliveryMode, type FunderMode, DEFAULT_HOME_TILES, DEFAULT_MINE_MENU, type ChannelMode, type EntryItem, type PopupConfigData, type MoneyChannel, type SwitchInfoData, type SysConfigData, type TileConfigData, type TileData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { DEFAULT_HIGHEST_BORROW_FEN, DEFAULT_SWITCHES, SCAN_PAY_POLL_SECONDS } from '../../lib/catalogue';
import { readSetting, writeSetting } from './store';

/** The router's configuration and the funders' decisions (test hook `funder`; ADR 032). */
export interface FunderSettings {
  /** Routes every request it can serve to this funder. */
  force: CapitalChannel | null;
  /** The partners the router may choose, in priority order; none by default, so every loan is 9F's. */
  enabled: CapitalChannel[];
  /** How each funder decides an order it is handed (ok unless set). */
  decisions: Partial<Record<CapitalChannel, { mode: FunderMode; reason: string }>>;
}
export const DEFAULT_FUNDER_SETTINGS: FunderSettings = { force: null, enabled: [], decisions: {} };

/** Server-side configuration; defaults here, changes (test hook) stored in the settings table. */
export interface Settings {
  sysConfig: SysConfigData;
  switches: SwitchInfoData;
  grayTestRoutes: string[];
  tiles: TileConfigData;
  maintenance: boolean;
  /** How each money channel answers (test hook `channel`): every one succeeds unless a test says otherwise. */
  channels: Record<MoneyChannel, ChannelMode>;
  /** How the next quota applications are decided (test hook `creditDecision`). */
  creditDecision: 'approve' | 'reject' | 'hang';
  /** The pop-up config (spec 7.7); off unless a test or operator turns it on. */
  popup: PopupConfigData['popup'];
  /** The card-info fetch answers 10010 (spec 7.1) while on (test hook). */
  cardInfoFails: boolean;
  /** The loan router's configuration and the funders' decisions (test hook `funder`, ADR 032). */
  funders: FunderSettings;
  /** How the credit-life partner delivers (test hook `creditLife`, ADR 038): `fail` fails the next paid order only. */
  creditLifeDelivery: CreditLifeDeliveryMode;
  /**
   * Spec 6, ADR 056: the marketing-tier membership level, the lowest membership level (1-5) offered the
   * membership tab's marketing partner (会员卡特权, the fishcard hand-off); '' opens it to every level.
   */
  memberLevel: string;
  /**
   * Spec 6, ADR 056: the products whose amount draws on the user's one credit limit (the unified quota), by
   * the per-product amounts' ids (spec 3): `cash` (loanAmtCash), `sc` (loanAmtSc, the credit-life shop's
   * instalments), `replace`, `sweepPay`, `service`. A product not listed is closed (its amount 0).
   */
  quotaUnifiedProductIds: string[];
}

const UNCONFIGURED = {
  icon: false, highlightedIcon: false, title: false, corner: false, h5JumpUrl: false, isNeedLogin: false, isNeedRealName: false, defaultLogic: false,
};

/** Spec 2.1: every part starts unconfigured, so the host's built-in defaults (the same list) apply. */
const unconfigured = (items: readonly EntryItem[]): TileData[] => items.map((item) => ({ ...item, configured: UNCONFIGURED }));

export const DEFAULT_SETTINGS: Settings = {
  sysConfig: {
    borrowHighestMoney: DEFAULT_HIGHEST_BORROW_FEN,
    // Example values only, never real contacts.
    complaintEmail: 'complaints@example.com',
    consumerHotline: '400-000-0000',
    complianceCopy: '本平台为信息服务平台，不是资金中介；额度以审批结果为准；不向全日制在校学生提供借款服务。',
    resultInterval: SCAN_PAY_POLL_SECONDS,
    // Example store addresses (not the product's real listing).
    appDownload: { android: 'https://app.example.com/download/credit-h5.apk', ios: 'https://apps.example.com/cn/app/credit-h5/id0000000000', appLink: 'credith5://open' },
  },
  // The H5 shop-instalment switch is open in the sandbox, so a newcomer sees the shop (ADR 038); the hook closes it.
  switches: { ...DEFAULT_SWITCHES, shopInstalmentH5Switch: 'open' },
  grayTestRoutes: [],
  tiles: {
    homeTiles: unconfigured(DEFAULT_HOME_TILES),
    mineMenu: unconfigured(DEFAULT_MINE_MENU),
  },
  maintenance: false,
  channels: { disburse: 'ok', bankCard: 'ok', protocol: 'ok', alipay: 'ok', withdraw: 'ok', custody: 'ok' },
  creditDecision: 'approve',
  popup: null,
  cardInfoFails: false,
  funders: DEFAULT_FUNDER_SETTINGS,
  creditLifeDelivery: 'ok',
  memberLevel: '',
  // The platform lends cash loans and the shop's instalments on the one limit (ADR 036, 038).
  quotaUnifiedProductIds: ['cash', 'sc'],
};

/** Spec 6, ADR 056: whether product `id` draws on the unified quota (else it is closed). */
export const onUnifiedQuota = (ctx: AppContext, id: string): boolean => getSetting(ctx, 'quotaUnifiedProductIds').includes(id);

/** Spec 6, ADR 056: whether the marketing tier is open to a member of `level` (every level while none is set). */
export function marketingTierOpen(ctx: AppContext, level: number): boolean {
  const tier = Number(getSetting(ctx, 'memberLevel'));
  return !tier || level >= tier;
}

export function getSetting<K extends keyof Settings>(ctx: AppContext, key: K): Settings[K] {
  const value = readSetting(ctx, key);
  return value !== undefined ? (JSON.parse(value) as Settings[K]) : DEFAULT_SETTINGS[key];
}

export function putSetting<K extends keyof Settings>(ctx: AppContext, key: K, value: Settings[K]): void {
  writeSetting(ctx, key, JSON.stringify(value));
}

/** How a money channel answers now. */
export const channelMode = (ctx: AppContext, channel: MoneyChannel): ChannelMode => getSetting(ctx, 'channels')[channel] ?? 'ok';
