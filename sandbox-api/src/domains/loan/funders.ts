import type { CapitalChannel, CapitalOrg, Creditor, FunderStep, RepayPath, RouteRule } from '@credit/shared/api';
import { PPM, assertPricing, formatRatePpm, type Pricing as RatePricing } from '@credit/shared/money';
import type { AppContext } from '../../context';
import type { FunderSettings } from '../sys';
import type { Pricing } from './pricing';

/**
 * The funders (资金方) as data and the loan router's rules (ADR 032). The platform's own channel 9F lends
 * at the configured product pricing (ctx.opts.pricing) and takes every request the product offers; each
 * partner has its own pricing (within 24 % APR by IRR, checked by the money core's assertPricing when this
 * module loads), its own plan range (terms and amounts) and the steps it needs before it lends.
 */

/** Seeded funding institutions: each funder lends as one of them (its contract names it as the lender). */
export const CAPITAL_ORGS: Record<string, CapitalOrg> = {
  C01: {
    code: 'C01', name: '示例消费金融股份有限公司', licenceType: '金融许可证', licenceNo: 'L0000H000000001', creditCode: '91110000MA00000001',
    regulator: '国家金融监督管理总局北京监管局', hotline: '400-000-0001', contractParty: '示例消费金融股份有限公司', address: '北京市朝阳区示例路1号',
  },
  C02: {
    code: 'C02', name: '示例银行股份有限公司', licenceType: '金融许可证', licenceNo: 'B0000H000000002', creditCode: '91310000MA00000002',
    regulator: '国家金融监督管理总局上海监管局', hotline: '95500', contractParty: '示例银行股份有限公司', address: '上海市浦东新区示例大道2号',
  },
  C03: {
    code: 'C03', name: '示例中原消费金融有限公司', licenceType: '金融许可证', licenceNo: 'L0000H000000003', creditCode: '91410000MA00000003',
    regulator: '国家金融监督管理总局河南监管局', hotline: '400-000-0003', contractParty: '示例中原消费金融有限公司', address: '郑州市金水区示例路3号',
  },
  C04: {
    code: 'C04', name: '示例海尔小额贷款有限公司', licenceType: '小额贷款经营许可证', licenceNo: 'X0000H000000004', creditCode: '91370200MA00000004',
    regulator: '青岛市地方金融管理局', hotline: '400-000-0004', contractParty: '示例海尔小额贷款有限公司', address: '青岛市崂山区示例路4号',
  },
  C05: {
    code: 'C05', name: '示例随行付小额贷款有限公司', licenceType: '小额贷款经营许可证', licenceNo: 'X0000H000000005', creditCode: '91120000MA00000005',
    regulator: '天津市地方金融管理局', hotline: '400-000-0005', contractParty: '示例随行付小额贷款有限公司', address: '天津市和平区示例路5号',
  },
  C06: {
    code: 'C06', name: '示例晋商消费金融股份有限公司', licenceType: '金融许可证', licenceNo: 'L0000H000000006', creditCode: '91140000MA00000006',
    regulator: '国家金融监督管理总局山西监管局', hotline: '400-000-0006', contractParty: '示例晋商消费金融股份有限公司', address: '太原市小店区示例路6号',
  },
  C07: {
    code: 'C07', name: '示例华夏银行股份有限公司', licenceType: '金融许可证', licenceNo: 'B0000H000000007', creditCode: '91110000MA00000007',
    regulator: '国家金融监督管理总局北京监管局', hotline: '95577', contractParty: '示例华夏银行股份有限公司', address: '北京市东城区示例大街7号',
  },
  C08: {
    code: 'C08', name: '示例微众小额贷款有限公司', licenceType: '小额贷款经营许可证', licenceNo: 'X0000H000000008', creditCode: '91440300MA00000008',
    regulator: '深圳市地方金融监督管理局', hotline: '400-000-0008', contractParty: '示例微众小额贷款有限公司', address: '深圳市南山区示例路8号',
  },
  C09: {
    code: 'C09', name: '示例苏宁消费金融有限公司', licenceType: '金融许可证', licenceNo: 'L0000H000000009', creditCode: '91320000MA00000009',
    regulator: '国家金融监督管理总局江苏监管局', hotline: '400-000-0009', contractParty: '示例苏宁消费金融有限公司', address: '南京市玄武区示例路9号',
  },
};

/** Whom a funder lends to: everyone, or only users who have borrowed before (the router's label rule). */
export type Audience = 'all' | 'returning';

export interface Funder {
  code: CapitalChannel;
  /** 'self' (the platform's own loans) or 'partner'. */
  capitalType: 'self' | 'partner';
  busCode: string;
  /** The institution that lends (CAPITAL_ORGS). */
  orgCode: string;
  rates: RatePricing;
  /** Terms it lends for (a subset of the product's), and its amount range in fen (both ends included). */
  periods: readonly number[];
  minLoanFen: number;
  maxLoanFen: number;
  audience: Audience;
  /** What the user must have done at this funder before it lends, in the order the pages ask. */
  steps: readonly FunderStep[];
  /** How its loans are repaid (ADR 033): the platform's calls or its own path, whole periods only or not, early settlement open or not. */
  repay: { path: RepayPath; wholePeriodsOnly: boolean; earlySettlement: boolean };
  /**
   * A two-bill (joint) loan's slave funder (ADR 035): the institution that lends `sharePpm` of it (ppm of
   * the principal, 0 < share < 100 %) and its business code (spec 3 slaveBusCode). Absent: one lender.
   */
  slave?: { orgCode: string; busCode: string; sharePpm: number };
  /** It lends only into the custody account (ADR 037): the account open with a card before submit, the payout paid into it, not to the card. */
  custody?: true;
}

type Partner = Omit<Funder, 'capitalType'>;

const yuan = (n: number): number => n * 100;

/**
 * The partners. Rates are integer ppm of the principal a month; each is checked below against 24 % APR
 * (IRR) for every term it offers and every repay type.
 */
const PARTNER_LIST: readonly Partner[] = [
  {
    code: 'zy', busCode: 'CASHZY', orgCode: 'C03', audience: 'all', periods: [6, 12], minLoanFen: yuan(1000), maxLoanFen: yuan(50_000),
    rates: { monthlyRatePpm: 9000, monthlyFeePpm: 3000, penaltyDailyPpm: 500, earlySettlementFeePpm: 10_000 }, steps: ['mainSigning'], repay: { path: 'zy', wholePeriodsOnly: true, earlySettlement: true },
  },
  {
    code: 'hy', busCode: 'CASHHY', orgCode: 'C04', audience: 'returning', periods: [3, 6, 9, 12], minLoanFen: yuan(500), maxLoanFen: yuan(20_000),
    rates: { monthlyRatePpm: 10_000, monthlyFeePpm: 4000, penaltyDailyPpm: 500, earlySettlementFeePpm: 0 }, steps: ['mainSigning'], repay: { path: 'hy', wholePeriodsOnly: true, earlySettlement: false },
  },
  {
    code: 'sxf', busCode: 'CASHSXF', orgCode: 'C05', audience: 'returning', periods: [3, 6], minLoanFen: yuan(500), maxLoanFen: yuan(10_000),
    rates: { monthlyRatePpm: 8000, monthlyFeePpm: 5000, penaltyDailyPpm: 600, earlySettlementFeePpm: 5000 }, steps: ['mainSigning'], repay: { path: 'sxf', wholePeriodsOnly: true, earlySettlement: true },
  },
  {
    code: 'jg', busCode: 'CASHJG', orgCode: 'C06', audience: 'all', periods: [12, 24], minLoanFen: yuan(5000), maxLoanFen: yuan(200_000),
    rates: { monthlyRatePpm: 11_000, monthlyFeePpm: 3000, penaltyDailyPpm: 500, earlySettlementFeePpm: 20_000 }, steps: ['jgSigning'], repay: { path: 'jg', wholePeriodsOnly: true, earlySettlement: true },
  },
  {
    code: 'huaxia', busCode: 'CASHHX', orgCode: 'C07', audience: 'all', periods: [6, 12, 24], minLoanFen: yuan(2000), maxLoanFen: yuan(100_000),
    rates: { monthlyRatePpm: 6000, monthlyFeePpm: 2000, penaltyDailyPpm: 500, earlySettlementFeePpm: 10_000 }, steps: ['profile', 'mainSigning'], repay: { path: 'huaxia', wholePeriodsOnly: true, earlySettlement: true },
  },
  {
    code: 'micropay', busCode: 'CASHWZ', orgCode: 'C08', audience: 'all', periods: [3, 6, 9, 12], minLoanFen: yuan(1000), maxLoanFen: yuan(30_000),
    rates: { monthlyRatePpm: 9500, monthlyFeePpm: 3500, penaltyDailyPpm: 500, earlySettlementFeePpm: 0 }, steps: ['openAccount', 'bindCard', 'labelUser'], repay: { path: 'platform', wholePeriodsOnly: false, earlySettlement: true },
  },
  {
    code: 'suning', busCode: 'CASHSN', orgCode: 'C09', audience: 'all', periods: [3, 6, 12], minLoanFen: yuan(1000), maxLoanFen: yuan(50_000),
    rates: { monthlyRatePpm: 8500, monthlyFeePpm: 4500, penaltyDailyPpm: 500, earlySettlementFeePpm: 5000 }, steps: ['suningVerify'], repay: { path: 'platform', wholePeriodsOnly: false, earlySettlement: true },
  },
  // Two-bill (ADR 035): lent jointly, 示例晋商 the master and 示例银行 the slave with 30 % of each bill; repaid on the platform's calls.
  {
    code: 'lh', busCode: 'CASHLH', orgCode: 'C06', audience: 'all', periods: [3, 6, 12], minLoanFen: yuan(1000), maxLoanFen: yuan(50_000),
    rates: { monthlyRatePpm: 9000, monthlyFeePpm: 4000, penaltyDailyPpm: 500, earlySettlementFeePpm: 10_000 }, steps: ['mainSigning'], repay: { path: 'platform', wholePeriodsOnly: false, earlySettlement: true },
    slave: { orgCode: 'C02', busCode: 'CASHLHS', sharePpm: 300_000 },
  },
  {
    // The custody funder (ADR 037): a bank that pays into the borrower's custody account.
    code: 'cg', busCode: 'CASHCG', orgCode: 'C02', audience: 'all', periods: [3, 6, 12], minLoanFen: yuan(1000), maxLoanFen: yuan(50_000),
    rates: { monthlyRatePpm: 8000, monthlyFeePpm: 3000, penaltyDailyPpm: 500, earlySettlementFeePpm: 5000 }, steps: [], repay: { path: 'platform', wholePeriodsOnly: false, earlySettlement: true }, custody: true,
  },
];

/** A partner is malformed or could quote above 24 % APR (money core's assertPricing): the sandbox does not start. */
export function checkedPartner(p: Partner): Funder {
  if (!p.periods.length) throw new Error(`funder ${p.code}: no terms`);
  if (!(Number.isSafeInteger(p.minLoanFen) && p.minLoanFen > 0 && p.maxLoanFen >= p.minLoanFen)) throw new Error(`funder ${p.code}: bad amount range`);
  if (!CAPITAL_ORGS[p.orgCode]) throw new Error(`funder ${p.code}: unknown institution ${p.orgCode}`);
  if (p.slave) {
    if (!CAPITAL_ORGS[p.slave.orgCode] || p.slave.orgCode === p.orgCode) throw new Error(`funder ${p.code}: bad slave institution ${p.slave.orgCode}`);
    if (!(Number.isSafeInteger(p.slave.sharePpm) && p.slave.sharePpm > 0 && p.slave.sharePpm < PPM)) throw new Error(`funder ${p.code}: slave share must be in (0, 100 %)`);
    if (!p.slave.busCode) throw new Error(`funder ${p.code}: no slave business code`);
  }
  assertPricing(p.rates, p.periods);
  return { ...p, capitalType: 'partner' };
}

export const PARTNERS: readonly Funder[] = PARTNER_LIST.map(checkedPartner);

/** The platform's own channel: the configured product pricing, every term and amount the product offers. */
export const platformFunder = (pricing: Pricing): Funder => ({
  code: '9F', capitalType: 'self', busCode: 'CASH9F', orgCode: 'C01', audience: 'all',
  rates: { monthlyRatePpm: pricing.monthlyRatePpm, monthlyFeePpm: pricing.monthlyFeePpm, penaltyDailyPpm: pricing.penaltyDailyPpm, earlySettlementFeePpm: pricing.earlySettlementFeePpm },
  periods: pricing.periods, minLoanFen: pricing.minLoanFen, maxLoanFen: Number.MAX_SAFE_INTEGER, steps: [],
  repay: { path: 'platform', wholePeriodsOnly: false, earlySettlement: true },
});

export function funderOf(ctx: AppContext, code: string): Funder {
  if (code === '9F') return platformFunder(ctx.opts.pricing);
  const p = PARTNERS.find((f) => f.code === code);
  if (!p) throw new Error(`unknown funder ${code}`);
  return p;
}

export const lenderOf = (f: Funder): CapitalOrg => CAPITAL_ORGS[f.orgCode]!;

/**
 * The loan contract's clause on early settlement (issue 40 item 6), from the funder data the repayment rules
 * read (`repay.earlySettlement`: repayment/route, repaymentInterestContent, loanorder/repay): a funder that
 * refuses early settlement never has a contract promising it; the others keep their terms, with the early
 * fee the order was sold with.
 */
export const earlySettlementClause = (f: Funder, earlyFeePpm: number): string =>
  f.repay.earlySettlement
    ? `借款人可随时提前结清，按实际用款天数计息，另收剩余本金的${formatRatePpm(earlyFeePpm, 2)}作为提前结清服务费。`
    : '本笔借款不支持提前结清，借款人应按还款计划按期足额还款。';

/** The path that repays a funder's loans (ADR 033): 9F's are the platform's; a partner's as its data says. */
export function repayPathOf(code: string): RepayPath {
  if (code === '9F') return 'platform';
  const p = PARTNERS.find((f) => f.code === code);
  if (!p) throw new Error(`unknown funder ${code}`);
  return p.repay.path;
}

/** The creditors of an order's bills (spec 3 creditors): its lender, and a two-bill loan's slave with its share. */
export function creditorsOf(o: { capital_org: string; slave_org: string; slave_share_ppm: number }): Creditor[] {
  const name = (code: string): string => (CAPITAL_ORGS[code] ?? CAPITAL_ORGS.C01!).contractParty;
  if (o.slave_share_ppm === 0) return [{ role: 'master', lenderName: name(o.capital_org), sharePpm: PPM }];
  return [
    { role: 'master', lenderName: name(o.capital_org), sharePpm: PPM - o.slave_share_ppm },
    { role: 'slave', lenderName: name(o.slave_org), sharePpm: o.slave_share_ppm },
  ];
}

/** The creditors a funder's loans have. */
export const creditorsOfFunder = (f: Funder): Creditor[] => creditorsOf({ capital_org: f.orgCode, slave_org: f.slave?.orgCode ?? '', slave_share_ppm: f.slave?.sharePpm ?? 0 });

// The router's configuration is stored with the other settings (sys owns them); named here for the loan's callers.
export { DEFAULT_FUNDER_SETTINGS, type FunderSettings } from '../sys';

/** What the router knows of the request. */
export interface RouteRequest {
  principalFen: number;
  periods: number;
  /** The user has borrowed before (a loan paid out): the label rule. */
  returning: boolean;
}

/** The funder serves the request: the term is one of its terms, the amount in its range, the user in its audience. */
export const serves = (f: Funder, r: RouteRequest): boolean =>
  f.periods.includes(r.periods) && r.principalFen >= f.minLoanFen && r.principalFen <= f.maxLoanFen && (f.audience === 'all' || r.returning);

/**
 * The loan router's rules (ADR 032), first match wins:
 * 1. forced (test hook): the forced funder, if it serves the request;
 * 2. configured: the first enabled partner, in the configured order, that serves it (term, amount, label);
 * 3. default: the platform's own channel 9F.
 */
export function routeOf(settings: FunderSettings, pricing: Pricing, r: RouteRequest): { funder: Funder; rule: RouteRule } {
  const own = platformFunder(pricing);
  const byCode = (code: CapitalChannel): Funder | undefined => (code === '9F' ? own : PARTNERS.find((p) => p.code === code));
  const forced = settings.force ? byCode(settings.force) : undefined;
  if (forced && serves(forced, r)) return { funder: forced, rule: 'forced' };
  for (const code of settings.enabled) {
    const f = byCode(code);
    if (f && f.code !== '9F' && serves(f, r)) return { funder: f, rule: 'configured' };
  }
  return { funder: own, rule: 'default' };
}

/** What an order records of its funder (loan_orders' capital columns), a two-bill loan's slave funder with it (ADR 035). */
export const funderRecord = (f: Funder) => ({
  capitalChannel: f.code, capitalType: f.capitalType, busCode: f.busCode, capitalOrg: f.orgCode,
  isTwoBill: f.slave ? (1 as const) : (0 as const), slaveBusCode: f.slave?.busCode ?? '', slaveOrg: f.slave?.orgCode ?? '', slaveSharePpm: f.slave?.sharePpm ?? 0,
});

/** The funders that lend only into custody (ADR 037). */
export const CUSTODY_FUNDER_CODES: readonly string[] = PARTNERS.filter((f) => f.custody).map((f) => f.code);

/** The refusal of a repayment the platform does not take for this funder (the repay domain and the loan's own answers say it alike). */
export const OTHER_REPAY_PATH_MESSAGE = '该借款请按资金方规则还款';
