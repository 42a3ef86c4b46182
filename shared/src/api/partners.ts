import { API_PATHS } from './paths';
import { CAPITAL_CHANNELS, DEFAULT_CAPITAL_CHANNEL, type CapitalChannel } from './browserValues';
// Types only: erased, so this module stays zod-free like browserValues (the pages bundle it).
import type { FunderStep } from './funder';
import type { RepayPath } from './loan';

/**
 * What the browser knows of each funder (ADR 032, 033, 036): one table, keyed by the order's
 * `capitalChannel`, that pages ask instead of comparing funder codes. It mirrors the sandbox's funders
 * (sandbox-api/src/domains/loan/funders.ts: capitalType, steps, repay path); scripts/partnersAndHosts.test.ts
 * fails when the two disagree. Rates, terms and lenders are the server's answers, not this table's.
 */
export interface Partner {
  code: CapitalChannel;
  /** The contract's capitalType: the platform's own loans ('self') or a partner's. */
  capitalType: 'self' | 'partner';
  /** What the user must have done at this funder before it lends, in order (ADR 033). */
  steps: readonly FunderStep[];
  /** The path that repays its loans (ADR 033): the platform's calls, or the partner's own. */
  repayPath: RepayPath;
  /** The call that submits a confirmed order (ADR 036): loanorder/submit, micropay's own applyPay, or ratePaySubmit. */
  submitPath: string;
}

const SELF = { capitalType: 'self', steps: [], repayPath: 'platform', submitPath: API_PATHS.loanorder.submit } as const;
const partner = (steps: readonly FunderStep[], repayPath: RepayPath, submitPath: string = API_PATHS.rateorder.ratePaySubmit) =>
  ({ capitalType: 'partner', steps, repayPath, submitPath }) as const;

export const PARTNERS: Readonly<Record<CapitalChannel, Partner>> = {
  '9F': { code: '9F', ...SELF },
  zy: { code: 'zy', ...partner(['mainSigning'], 'zy') },
  hy: { code: 'hy', ...partner(['mainSigning'], 'hy') },
  sxf: { code: 'sxf', ...partner(['mainSigning'], 'sxf') },
  jg: { code: 'jg', ...partner(['jgSigning'], 'jg') },
  huaxia: { code: 'huaxia', ...partner(['profile', 'mainSigning'], 'huaxia') },
  micropay: { code: 'micropay', ...partner(['openAccount', 'bindCard', 'labelUser'], 'platform', API_PATHS.micropay.applyPay) },
  suning: { code: 'suning', ...partner(['suningVerify'], 'platform') },
  lh: { code: 'lh', ...partner(['mainSigning'], 'platform') },
  cg: { code: 'cg', ...partner([], 'platform') },
};

/** The funder of a capitalChannel; a record without one is the platform's own (spec 3's default). */
export function partnerOf(capitalChannel: string | null | undefined): Partner {
  const known = (CAPITAL_CHANNELS as readonly string[]).includes(capitalChannel ?? '');
  return PARTNERS[known ? (capitalChannel as CapitalChannel) : DEFAULT_CAPITAL_CHANNEL];
}

/** A partner lends it (not the platform's own channel): its steps, its hand-over after submit, 资金方账单. */
export const isPartnerLoan = (capitalChannel: string | null | undefined): boolean => partnerOf(capitalChannel).capitalType === 'partner';

/** The platform's own calls repay it (one-key, merged, the platform's cashier), not a partner's path. */
export const repaysOnPlatform = (path: RepayPath): path is 'platform' => path === 'platform';

/** A partner's own repayment call by its path (ADR 033): chosen periods, whole. */
export const PARTNER_REPAY_CALLS: Readonly<Record<Exclude<RepayPath, 'platform'>, string>> = {
  zy: API_PATHS.repayment.zyRepaymentApply,
  hy: API_PATHS.repayment.hyRepaymentApply,
  sxf: API_PATHS.repayment.sxfRepaymentApply,
  jg: API_PATHS.repayment.jgRepaymentApply,
  huaxia: API_PATHS.huaxiaRepay.repayApply,
};

/** How a step is done on /cashFunderSteps: one tap, the income band, the profile set, or an SMS code. */
export type FunderStepForm =
  | { kind: 'action'; path: string; label: string; hint: string }
  | { kind: 'income'; path: string }
  | { kind: 'profile'; path: string }
  | { kind: 'code'; query: string; apply: string; confirm: string; confirmLabel: string };

/** Each step's title (as the steps page names it) and its form. */
export const FUNDER_STEP_INFO: Readonly<Record<FunderStep, { title: string; form: FunderStepForm }>> = {
  openAccount: {
    title: '开通资金方账户',
    form: { kind: 'action', path: API_PATHS.micropay.openAccount, label: '开通账户', hint: '将以您的实名信息在资金方开通借款账户' },
  },
  bindCard: {
    title: '绑定收款银行卡',
    form: { kind: 'action', path: API_PATHS.micropay.bindCard, label: '绑定银行卡', hint: '将本笔借款的收款银行卡绑定至资金方账户' },
  },
  labelUser: { title: '完善收入信息', form: { kind: 'income', path: API_PATHS.micropay.labelUser } },
  profile: { title: '补充个人资料', form: { kind: 'profile', path: API_PATHS.customer.crawlerData } },
  mainSigning: { title: '签署资金方代扣协议', form: { kind: 'code', ...API_PATHS.mainSigning, confirmLabel: '确认签约' } },
  jgSigning: { title: '签署资金方代扣协议', form: { kind: 'code', ...API_PATHS.jgSigning, confirmLabel: '确认签约' } },
  suningVerify: {
    title: '支付验证',
    form: { kind: 'code', query: API_PATHS.suning.query, apply: API_PATHS.suning.apply, confirm: API_PATHS.suning.verify, confirmLabel: '确认验证' },
  },
};
