import { z } from 'zod';
import { LOAN_TYPE } from '../constants';
import { LOAN_PERIODS, REPAY_TYPES } from '../money';
import { NUMBER_PATTERNS } from '../rules';
import {
  BILL_STATUSES, CAPITAL_CHANNELS, CASH_FEEDBACK_MAX_CHARS, LOAN_ORDER_STATUSES, LOAN_TYPE_PARAM, PAY_CHANNELS,
  type Creditor,
} from './browserValues';
import { creditorRole, fen, field, flag } from './common';

/**
 * The borrow calls (spec 7.3, 4.5, 4.7). Amounts are integer fen on the wire too (`loanAmt` in a form is
 * a fen string); rates are ppm, APR basis points (`@credit/shared/money`).
 */

/** An amount in fen sent as a form string: 1 to 10 digits, no sign, no decimals. */
export const fenField = () => z.string().max(10).regex(/^[1-9]\d{0,9}$/, { error: '1004' }).transform(Number);
export const periodField = () =>
  z.string().max(2).refine((v) => (LOAN_PERIODS as readonly number[]).includes(Number(v)), { error: '1004' }).transform(Number);
export const repayType = z.enum(REPAY_TYPES as unknown as [string, ...string[]]).transform((v) => v as (typeof REPAY_TYPES)[number]);
/** Spec 9 free-interest claim: none, the first months interest-free (up to 6), or a 7-day gift bag. */
export const interestFreeChoice = z.enum(['none', 'months', 'days']);
export type InterestFreeChoice = z.infer<typeof interestFreeChoice>;
/** Order numbers: 'L' and 16 digits. */
export const orderNoField = () => z.string().max(20).regex(NUMBER_PATTERNS.orderNo, { error: '1004' });
/** A one-time ticket from checkPwdPayment: the deal password was checked for this money call. */
export const payTicketField = () => z.string().max(64).regex(/^[\w-]{16,64}$/, { error: '1004' });

export const loanPurpose = z.object({ code: z.string(), name: z.string() });
export const loanRedPacket = z.object({
  rmId: z.string(),
  loanRedTitle: z.string(),
  /** Interest discount, fen. */
  rmdAmt: fen(),
  /** Smallest loan it applies to, fen. */
  limitAmt: fen(),
  rmType: z.literal('interest'),
  expiresDay: z.string(),
});
export type LoanRedPacket = z.infer<typeof loanRedPacket>;

export const loanParamsData = z.object({
  periods: z.array(z.number().int()),
  purposes: z.array(loanPurpose),
  repayTypes: z.array(z.object({ type: z.string(), title: z.string() })),
  defaultRepayType: z.string(),
  /** Spec 9: default loan amount (100 yuan). */
  loanAmt: fen(),
  minAmt: fen(),
  /** min(available credit, borrowHighestMoney), rounded down to the step. */
  maxAmt: fen(),
  stepAmt: fen(),
  availableAmt: fen(),
  creditLimit: fen(),
  monthlyRatePpm: z.number().int(),
  dailyRatePpm: z.number().int(),
  monthlyFeePpm: z.number().int(),
  /** Spec 3 freeFeeUser / freeFeePeriods: a first loan may take the offer. */
  freeFeeUser: flag(),
  freeFeePeriods: z.object({ configurePeriods: z.array(z.number().int()), freePeriods: z.number().int(), giftDays: z.number().int() }),
  redList: z.array(loanRedPacket),
});
export type LoanParamsData = z.infer<typeof loanParamsData>;

export const isNewUserData = z.object({ isNewUser: flag() });
export type IsNewUserData = z.infer<typeof isNewUserData>;

export const saveAmtBody = z.object({
  loanAmt: fenField(),
  period: periodField(),
  purposeCode: z.string().max(8).regex(/^P\d{2}$/, { error: '1004' }).optional(),
  cardId: field.id().optional(),
});
export type SaveAmtBody = z.input<typeof saveAmtBody>;

export const applyAmountCalBody = z.object({ period: periodField().optional() });
export const applyAmountCalData = z.object({ minAmt: fen(), maxAmt: fen(), stepAmt: fen(), availableAmt: fen() });
export type ApplyAmountCalData = z.infer<typeof applyAmountCalData>;

/** A loan red packet's id: 'R' and digits. */
export const rmIdField = () => z.string().max(20).regex(/^R\d{1,15}$/, { error: '1004' });

export const trialBody = z.object({
  loanAmt: fenField(),
  period: periodField(),
  repayType: repayType.optional(),
  interestFree: interestFreeChoice.optional(),
  rmId: rmIdField().optional(),
});
export type TrialBody = z.input<typeof trialBody>;
export const planItem = z.object({
  period: z.number().int(),
  dueDay: z.string(),
  principalFen: fen(),
  interestFen: fen(),
  feeFen: fen(),
  discountFen: fen(),
  totalFen: fen(),
});
export type PlanItem = z.infer<typeof planItem>;
/** A full trial: APR first (a larger figure than any daily or monthly rate on every page), totals, schedule. */
export const trialData = z.object({
  loanAmt: fen(),
  period: z.number().int(),
  repayType: z.string(),
  aprBp: z.number().int(),
  monthlyRatePpm: z.number().int(),
  dailyRatePpm: z.number().int(),
  interestFen: fen(),
  feeFen: fen(),
  discountFen: fen(),
  totalFen: fen(),
  plan: z.array(planItem),
});
export type TrialData = z.infer<typeof trialData>;
/**
 * findTemp's body (ADR 041): `withTrial: '1'` also answers the trial of the choice the application
 * starts from (the saved one when it is still valid, else the product's default amount and first
 * period, at the default repay type), so the page's first price needs no second round trip.
 * Without it the answer is spec 7.3's alone; applyPay/trialAmt still prices any choice.
 */
export const findTempBody = z.object({ withTrial: z.literal('1').optional() });
export type FindTempBody = z.input<typeof findTempBody>;
/** Spec 7.3: findTemp returns period, loanAmt, cardNo, bankName (empty fields when nothing is saved). */
export const findTempData = z.object({
  period: z.number().int(),
  loanAmt: fen(),
  cardNo: z.string(),
  bankName: z.string(),
  cardId: z.string(),
  purposeCode: z.string(),
  saved: z.boolean(),
  /** Only when asked `withTrial`: the starting choice's trial (null when no amount can be lent now). */
  trial: trialData.nullable().optional(),
});
export type FindTempData = z.infer<typeof findTempData>;
export const calcLoanFeeData = z.object({
  aprBp: z.number().int(),
  interestFen: fen(),
  feeFen: fen(),
  discountFen: fen(),
  totalFen: fen(),
  firstPaymentFen: fen(),
});
export type CalcLoanFeeData = z.infer<typeof calcLoanFeeData>;
export const planRangeBody = z.object({ loanAmt: fenField(), repayType: repayType.optional() });
export const planRangeData = z.object({
  list: z.array(z.object({ period: z.number().int(), aprBp: z.number().int(), firstPaymentFen: fen(), totalFen: fen() })),
});
export type PlanRangeData = z.infer<typeof planRangeData>;

/** Spec 4.3/4.4 and the product's own: what stands between the user and a loan. */
export const aptStatusData = z.object({
  eligible: z.boolean(),
  openCard: z.boolean(),
  limitActive: z.boolean(),
  cardBound: z.boolean(),
  noOverdue: z.boolean(),
  /** An order not yet finished (created, signing, lending): its number, else ''. */
  pendingOrderNo: z.string(),
});
export type AptStatusData = z.infer<typeof aptStatusData>;

export const applyLoanBody = trialBody.extend({
  /** The loan type of spec 9 (LOAN_TYPE): the only kind of loan this product applies for; anything else answers 1004. */
  loanType: z.literal(LOAN_TYPE_PARAM, { error: '1004' }).transform(() => LOAN_TYPE),
  /** One of loanparams' `purposes` codes; any other (well-formed) code answers 1004 (so does saveAmt). */
  purposeCode: z.string().max(8).regex(/^P\d{2}$/, { error: '1004' }),
  cardId: field.id(),
});
export type ApplyLoanBody = z.input<typeof applyLoanBody>;

/** A creditor of an order's bills (the type `Creditor`, in browserValues with `lendersText`). */
export const creditor = z.object({ role: creditorRole, lenderName: z.string(), sharePpm: z.number().int().min(0).max(1_000_000) }) satisfies z.ZodType<Creditor>;
/**
 * A two-bill loan's split of what is due (spec 3 isTwoBill, masterRepayAmt, slaveRepayAmt, creditors; ADR 035):
 * of what is due today, fen, the master's and the slave's parts (master + slave = due; a loan of one lender
 * owes all to its master), and the creditors.
 */
export const twoBillSplit = {
  isTwoBill: flag(),
  masterRepayAmt: fen(),
  slaveRepayAmt: fen(),
  creditors: z.array(creditor),
};

/** An order's funder (CAPITAL_CHANNELS, in browserValues). */
export const capitalChannel = z.enum(CAPITAL_CHANNELS);
/** Which path repays an order (ADR 033): the platform's own calls, or a partner's …RepaymentApply / huaxiaRepay/repayApply. */
export const REPAY_PATHS = ['platform', 'zy', 'hy', 'sxf', 'jg', 'huaxia'] as const;
export const repayPath = z.enum(REPAY_PATHS);
export type RepayPath = z.infer<typeof repayPath>;

/**
 * Where a partner's order stands with its funder: none (not handed over; 9F orders stay here), pushed
 * (cash/pushOrder), submitted (cash/captital/submit), approved (the funder pays out), refused.
 */
export const FUNDER_STATES = ['none', 'pushed', 'submitted', 'approved', 'refused'] as const;
export const funderState = z.enum(FUNDER_STATES);
export type FunderState = z.infer<typeof funderState>;

export const loanOrderStatus = z.enum(LOAN_ORDER_STATUSES);
export const loanOrderSummary = z.object({
  orderNo: z.string(),
  status: loanOrderStatus,
  loanAmt: fen(),
  period: z.number().int(),
  repayType: z.string(),
  aprBp: z.number().int(),
  purposeName: z.string(),
  bankName: z.string(),
  cardNo: z.string(),
  /** The card's withholding agreement is signed (spec 4.7); submit waits for it. */
  signed: flag(),
  /** Principal not yet repaid, fen. */
  outstandingPrincipalFen: fen(),
  createdAt: z.number().int(),
  lentDay: z.string(),
  settledDay: z.string(),
  failReason: z.string(),
  /**
   * Spec 3 borrow state countDownTime: seconds the borrower reads the confirmation before 确认借款 can be
   * tapped; absent, COUNTDOWN_DEFAULT_SECONDS (spec 9 "Countdown default: 3").
   */
  countDownTime: z.number().int().min(0).max(60).optional(),
  /** The funder lending it (spec 3 capitalChannel, default 9F), its kind and business codes (ADR 032). */
  capitalChannel,
  capitalType: z.string(),
  busCode: z.string(),
  slaveBusCode: z.string(),
  /** The lender (出借人) its contract names: the master funder of a two-bill loan (ADR 035), whose creditors name both. */
  lenderName: z.string(),
  isTwoBill: flag(),
  creditors: z.array(creditor),
  /** Where it stands with its funder (pushOrder, captital submit, modifyStatus). */
  funderState,
  /** 1: a custody funder's order, paid into the custody account, which must be open with a card before submit (ADR 037); absent or 0: to the card. */
  paidIntoCustody: flag().optional(),
});
export type LoanOrderSummary = z.infer<typeof loanOrderSummary>;
export const orderNoBody = z.object({ orderNo: orderNoField() });
export type OrderNoBody = z.infer<typeof orderNoBody>;
export const applyLoanData = z.object({ order: loanOrderSummary, trial: trialData });
export type ApplyLoanData = z.infer<typeof applyLoanData>;
export const orderData = z.object({ order: loanOrderSummary });

/**
 * The offers a created order may take (rateorder/planRate): spec 9's first-loan interest-free claim and
 * the red packets usable for its amount (the one it holds included), and what it has chosen. One offer
 * at a time: an interest-free claim and a red packet do not stack.
 */
export const orderOffersData = z.object({
  freeFeeUser: flag(),
  freeFeePeriods: loanParamsData.shape.freeFeePeriods,
  redList: z.array(loanRedPacket),
  interestFree: interestFreeChoice,
  /** The red packet the order holds, or ''. */
  rmId: z.string(),
});
export type OrderOffersData = z.infer<typeof orderOffersData>;
/** rateorder/rateQuotaSubmit: the order is priced anew with the chosen offer (none: no rmId, interestFree 'none'). */
export const chooseOfferBody = z.object({ orderNo: orderNoField(), interestFree: interestFreeChoice, rmId: rmIdField().optional() });
export type ChooseOfferBody = z.input<typeof chooseOfferBody>;
export const chooseOfferData = z.object({ order: loanOrderSummary, trial: trialData, offers: orderOffersData });
export type ChooseOfferData = z.infer<typeof chooseOfferData>;
/** Test hook: a loan red packet for the user of `mobile` (valid a month). */
export const sandboxRedPacketBody = z.object({ mobile: field.mobile(), amountFen: fenField(), limitFen: fenField() });
export type SandboxRedPacketBody = z.input<typeof sandboxRedPacketBody>;
export type OrderData = z.infer<typeof orderData>;
export const checkOrderData = z.object({ order: loanOrderSummary.nullable() });
export type CheckOrderData = z.infer<typeof checkOrderData>;

export const submitLoanBody = z.object({ orderNo: orderNoField(), payTicket: payTicketField() });
export type SubmitLoanBody = z.infer<typeof submitLoanBody>;

export const pageBody = z.object({ page: field.page().optional() });
export const loanRecordsData = z.object({ list: z.array(loanOrderSummary), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() });
export type LoanRecordsData = z.infer<typeof loanRecordsData>;

export const billStatus = z.enum(BILL_STATUSES);
/** One period of an order as it stands today (penalty to date included). */
export const billItem = z.object({
  billId: z.string(),
  orderNo: z.string(),
  /** The order's funder (spec 3 capitalChannel), and the path that repays it (ADR 033: 'platform', or a partner's own). */
  capitalChannel,
  repayPath,
  period: z.number().int(),
  periods: z.number().int(),
  dueDay: z.string(),
  status: billStatus,
  overdueDays: z.number().int(),
  principalFen: fen(),
  interestFen: fen(),
  feeFen: fen(),
  discountFen: fen(),
  penaltyFen: fen(),
  /** Paid so far. */
  paidFen: fen(),
  /** Still to pay today: principal + interest + fee − discount + penalty − paid. */
  dueFen: fen(),
  paidDay: z.string(),
  ...twoBillSplit,
});
export type BillItem = z.infer<typeof billItem>;
export const loanDetailData = z.object({ order: loanOrderSummary, trial: trialData, bills: z.array(billItem) });
export type LoanDetailData = z.infer<typeof loanDetailData>;

export const contractItem = z.object({ key: z.string(), title: z.string() });
export const contractListBody = z.object({ orderNo: orderNoField().optional() });
export const contractListData = z.object({ list: z.array(contractItem) });
export type ContractListData = z.infer<typeof contractListData>;
export const contractUrlBody = z.object({ orderNo: orderNoField().optional(), key: z.string().max(32).regex(/^\w+$/, { error: '1004' }) });
/** The contract's text as server HTML (the client sanitises it, ADR 007), filled with the order's figures. */
export const contractUrlData = z.object({ key: z.string(), title: z.string(), html: z.string() });
export type ContractUrlData = z.infer<typeof contractUrlData>;

export const payChannel = z.enum(PAY_CHANNELS);
export const queryPayChannelData = z.object({
  list: z.array(z.object({ channel: payChannel, title: z.string(), enabled: z.boolean(), note: z.string() })),
});
export type QueryPayChannelData = z.infer<typeof queryPayChannelData>;

export const signingQueryData = z.object({ signed: flag(), bankName: z.string(), cardNo: z.string(), mobile: z.string() });
export type SigningQueryData = z.infer<typeof signingQueryData>;
export const signingConfirmBody = z.object({ orderNo: orderNoField(), code: field.smsCode() });
export type SigningConfirmBody = z.infer<typeof signingConfirmBody>;

/** The funding institution (资金方) of an order (cash/queryRouter): who lends, under which licence. */
export const capitalOrg = z.object({
  code: z.string(),
  name: z.string(),
  /** Licence or registration: the regulator's wording, e.g. 金融许可证 or 营业执照. */
  licenceType: z.string(),
  licenceNo: z.string(),
  /** Unified social credit code. */
  creditCode: z.string(),
  regulator: z.string(),
  hotline: z.string(),
  /** The lender named in the loan contract. */
  contractParty: z.string(),
  address: z.string(),
});
export type CapitalOrg = z.infer<typeof capitalOrg>;
/** cash/queryRouter: the order's lender, and a two-bill loan's slave institution with its share of each bill (null otherwise, ADR 035). */
export const queryRouterData = z.object({ orderNo: z.string(), org: capitalOrg, slave: z.object({ org: capitalOrg, sharePpm: z.number().int().min(1).max(999_999) }).nullable() });
export type QueryRouterData = z.infer<typeof queryRouterData>;

/** Borrowing feedback (cash micropay feedBack, /cashFeedback). */
export const CASH_FEEDBACK_CATEGORIES = ['amount', 'rate', 'process', 'disburse', 'other'] as const;
export const cashFeedbackCategory = z.enum(CASH_FEEDBACK_CATEGORIES);
export type CashFeedbackCategory = z.infer<typeof cashFeedbackCategory>;
export const cashFeedbackBody = z.object({
  category: cashFeedbackCategory,
  content: z.string().trim().min(1, { error: '1001' }).max(CASH_FEEDBACK_MAX_CHARS, { error: '1004' }),
  /** Optional contact number (spec 5 phone rule). */
  mobile: field.mobile().optional(),
});
export type CashFeedbackBody = z.input<typeof cashFeedbackBody>;
export const cashFeedbackData = z.object({ feedbackNo: z.string() });
export type CashFeedbackData = z.infer<typeof cashFeedbackData>;

/** The pre-loan questionnaire (贷前调查, /loanInvestigate). A full-time student is refused (spec 1). */
export const OCCUPATIONS = ['employed', 'selfEmployed', 'freelance', 'retired', 'unemployed', 'student'] as const;
export const REPAY_SOURCES = ['salary', 'business', 'investment', 'other'] as const;
export const occupation = z.enum(OCCUPATIONS);
export type Occupation = z.infer<typeof occupation>;
export const repaySource = z.enum(REPAY_SOURCES);
export type RepaySource = z.infer<typeof repaySource>;
export const investigateBody = z.object({
  occupation,
  repaySource,
  /** The borrower declares the loan is not for a house, securities, futures, wealth products or other banned uses: must be '1'. */
  purposeDeclared: z.literal('1', { error: '1004' }),
});
export type InvestigateBody = z.input<typeof investigateBody>;
export const investigateData = z.object({
  saved: z.boolean(),
  occupation: z.union([occupation, z.literal('')]),
  repaySource: z.union([repaySource, z.literal('')]),
  purposeDeclared: z.boolean(),
  savedAt: z.number().int(),
});
export type InvestigateData = z.infer<typeof investigateData>;
