import { LOAN_TYPE } from '../constants';
import { formatRatePpm } from '../money/format';

// The contract's values the browser uses: the states' titles the pages show, the enum value lists they
// name, the custody bank's messages, a few request constants and limits. They sit here, apart from the
// schemas, so a page that shows a bill's state does not bundle zod and the whole contract with it:
// this module imports nothing that imports zod, not even a type. The schemas build their enums from
// these lists (`z.enum(BILL_STATUSES)`) and take these types; `@credit/shared` and `@credit/shared/api`
// both export it.

// --- loans and bills ---------------------------------------------------------------------------

/** Spec 9 "Loan type constant: 1", as the loan application's form field carries it. */
export const LOAN_TYPE_PARAM = `${LOAN_TYPE}` as const;

/** Whose money a two-bill loan's part is (spec 3 creditors, ADR 035): the master funder's or the slave's; a loan of one lender has only a master. */
export const CREDITOR_ROLES = ['master', 'slave'] as const;
export type CreditorRole = (typeof CREDITOR_ROLES)[number];
/** How the pages name a creditor's role. */
export const CREDITOR_ROLE_TITLES: Record<CreditorRole, string> = { master: '主资金方', slave: '从资金方' };

/** A creditor of an order's bills (spec 3 creditors, ADR 035): its role, the lender (出借人) and its share of each bill, ppm. */
export interface Creditor {
  role: CreditorRole;
  lenderName: string;
  sharePpm: number;
}
/** The lenders as the pages name them after 出借人：: one lender by name; a two-bill loan's each with its role and share. */
export const lendersText = (creditors: readonly Creditor[]): string =>
  creditors.length > 1
    ? creditors.map((c) => `${c.lenderName}（${CREDITOR_ROLE_TITLES[c.role]}，出借比例${formatRatePpm(c.sharePpm, 0)}）`).join('、')
    : (creditors[0]?.lenderName ?? '');

/**
 * 9F: the platform's own channel; the others stand for the partners the spec's calls name; lh lends jointly
 * with a slave funder (a two-bill loan, ADR 035); cg lends into the custody account (ADR 037).
 */
export const CAPITAL_CHANNELS = ['9F', 'zy', 'hy', 'sxf', 'jg', 'huaxia', 'micropay', 'suning', 'lh', 'cg'] as const;
export type CapitalChannel = (typeof CAPITAL_CHANNELS)[number];
/** Spec 3 capitalChannel's default: a record without one is the platform's own loan. */
export const DEFAULT_CAPITAL_CHANNEL: CapitalChannel = '9F';

export const LOAN_ORDER_STATUSES = ['created', 'lending', 'repaying', 'settled', 'cancelled', 'failed'] as const;
export type LoanOrderStatus = (typeof LOAN_ORDER_STATUSES)[number];
/** How every page names an order's state. */
export const LOAN_ORDER_STATUS_TITLES: Record<LoanOrderStatus, string> = {
  created: '待确认', lending: '放款中', repaying: '还款中', settled: '已结清', cancelled: '已取消', failed: '放款失败',
};

export const BILL_STATUSES = ['pending', 'due', 'overdue', 'paid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** How every page names a bill's state. */
export const BILL_STATUS_TITLES: Record<BillStatus, string> = { pending: '未到期', due: '待还款', overdue: '已逾期', paid: '已还清' };

export const PAY_CHANNELS = ['bankCard', 'protocol', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
/** How every page names the channel a repayment went through. */
export const PAY_CHANNEL_TITLES: Record<PayChannel, string> = { bankCard: '银行卡', protocol: '协议代扣', alipay: '支付宝' };

/** Borrowing feedback (cash micropay feedBack, /cashFeedback): the longest text it takes. */
export const CASH_FEEDBACK_MAX_CHARS = 200;

/** Monthly income bands of the partner's user label (micropay's own questionnaire). */
export const INCOME_LEVELS = ['L1', 'L2', 'L3', 'L4'] as const;
export const INCOME_LEVEL_TITLES: Record<(typeof INCOME_LEVELS)[number], string> = { L1: '3000元以下', L2: '3000-5000元', L3: '5000-10000元', L4: '10000元以上' };

// --- repayments and withdrawals ----------------------------------------------------------------

export const REPAYMENT_KINDS = ['active', 'oneKey', 'merged', 'early', 'protocol', 'alipay'] as const;
export type RepaymentKind = (typeof REPAYMENT_KINDS)[number];
/** How the product names the repayment types of spec 4.6: the pages' labels and the ledger's titles alike. */
export const REPAYMENT_KIND_TITLES: Record<RepaymentKind, string> = {
  active: '主动还款',
  oneKey: '一键还款',
  merged: '合并还款',
  early: '提前结清',
  protocol: '协议代扣',
  alipay: '支付宝还款',
};
/**
 * `refunded` (issue 24): the channel took the money but nothing was left to pay (another payment
 * settled the bills while it waited, or an early settlement's quote no longer held): the whole amount
 * went back to where it came from (`refundedFen`, a row in bill/refunds). Never 还款成功.
 */
export const REPAYMENT_STATUSES = ['pending', 'processing', 'success', 'partial', 'failed', 'refunded'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];
/** How every page names a repayment's state. */
export const REPAYMENT_STATUS_TITLES: Record<RepaymentStatus, string> = {
  pending: '待确认',
  processing: '处理中',
  success: '还款成功',
  partial: '部分还款',
  failed: '还款失败',
  refunded: '已退款',
};

export const WITHDRAW_STATUSES = ['processing', 'success', 'failed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
/** How every page names a withdrawal's state: the withdrawal's result and the withdrawal records alike. */
export const WITHDRAW_STATUS_TITLES: Record<WithdrawStatus, string> = { processing: '提现处理中', success: '提现成功', failed: '提现失败' };

// --- custody -----------------------------------------------------------------------------------

/** The custody bank's words (40403, shown as they are); the pages that react to one compare with these. */
export const CUSTODY_MESSAGES = {
  notOpened: '您尚未开通存管账户',
  alreadyOpen: '存管账户已开通',
  cardAlreadyBound: '存管账户已绑定银行卡，如需更换请使用更换银行卡',
  noCard: '存管账户尚未绑定银行卡',
  oldCardMismatch: '原银行卡号不正确',
  sameCard: '新银行卡不能与原银行卡相同',
  changeExpired: '更换银行卡已超时，请重新验证原银行卡',
  sameMobile: '新预留手机号不能与原预留手机号相同',
  balanceLeft: '存管账户尚有余额，请先提现后再注销',
  loanLeft: '您有未结清的存管借款，暂不能注销存管账户',
  withdrawing: '您有处理中的提现，请处理完成后再注销',
  nothingToWithdraw: '存管账户暂无可提现余额',
  overBalance: '提现金额不能超过可提现余额',
  bankFailed: '提现失败：存管银行处理失败，金额已退回存管账户',
  /** A custody funder's order submitted before the account is open with a card (loanorder/submit, ratePaySubmit). */
  custodyFirst: '该笔借款将发放至存管账户，请先开通存管账户并绑定银行卡',
} as const;

// --- market: invitations, top-ups, credit-life -------------------------------------------------

/**
 * A friend's reward (ADR 027): `pending` from the friend's first loan paid out, `vested` (credited to the
 * withdrawable balance) once the friend has repaid an instalment in full by its due day and that day has
 * come (an early settlement does not count); `none` before the friend borrows.
 */
export const INVITE_REWARD_STATUSES = ['none', 'pending', 'vested'] as const;
export type InviteRewardStatus = (typeof INVITE_REWARD_STATUSES)[number];
/** Where an invited friend stands, as the invitation details say it (ADR 027: the reward waits for an on-time instalment). */
export const INVITE_FRIEND_STATUS_TITLES: Record<InviteRewardStatus, string> = { none: '未借款', pending: '已借款，待按期还款', vested: '已按期还款' };

/** `processing` (issue 24): the card channel has not answered yet; it settles when the records are read. */
export const RECHARGE_STATUSES = ['processing', 'success', 'failed'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
/** A top-up record's state in the records list (a success shows the price paid instead). */
export const RECHARGE_STATUS_TITLES: Record<RechargeStatus, string> = { processing: '处理中', success: '充值成功', failed: '失败' };

/** The partners of the sub-business pages (spec 2.10 /sub-busi-meituan, /sub-busi-elem, /sub-busi-mthotel). */
export const SHOP_PARTNERS = ['meituan', 'elem', 'mthotel'] as const;
export type ShopPartner = (typeof SHOP_PARTNERS)[number];
export const SHOP_PARTNER_NAMES: Record<ShopPartner, string> = { meituan: '美团', elem: '饿了么', mthotel: '美团酒店' };

export const MOBILE_CARRIERS = ['cmcc', 'cucc', 'ctcc'] as const;
export type MobileCarrier = (typeof MOBILE_CARRIERS)[number];
export const MOBILE_CARRIER_NAMES: Record<MobileCarrier, string> = { cmcc: '中国移动', cucc: '中国联通', ctcc: '中国电信' };

/**
 * A credit-life order's state: `pendingPay` (created, nothing paid), `delivering` (paid, the partner has not answered),
 * `delivered` (the top-up credited or the code issued), `refunded` (delivery failed: the money or the credit back).
 */
export const SHOP_ORDER_STATUSES = ['pendingPay', 'delivering', 'delivered', 'refunded'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_ORDER_STATUS_TITLES: Record<ShopOrderStatus, string> = { pendingPay: '待支付', delivering: '发货中', delivered: '已发货', refunded: '已退款' };

/** How a credit-life order is paid: in instalments with the credit limit, or at once from the card or the custody balance. */
export const SHOP_PAY_TYPES = ['instalment', 'card', 'custody'] as const;
export type ShopPayType = (typeof SHOP_PAY_TYPES)[number];
export const SHOP_PAY_TYPE_TITLES: Record<ShopPayType, string> = { instalment: '额度分期', card: '银行卡支付', custody: '存管账户余额支付' };
