import { z } from 'zod';
import { VALUE_PATTERNS } from '../rules';
import { fen, flag } from './common';
import { basicInfoShape, contactsShape } from './customer';
import { repayQuote } from './repay';
import { CAPITAL_CHANNELS, INCOME_LEVELS } from './browserValues';
import { capitalChannel, capitalOrg, creditor, fenField, funderState, interestFreeChoice, loanOrderSummary, orderNoField, payTicketField, periodField, repayPath, repayType, rmIdField } from './loan';

/**
 * Funding partners (资金方, spec 1, 3, 7.3; ADR 032). Every loan is lent by one funder: the platform's own
 * channel 9F (spec 3 capitalChannel's default) or a partner. cash/loanRouter decides the funder of a
 * request (user, amount, term) and answers the steps the funder still needs; the order records it.
 */

/**
 * What a funder needs of the user before it lends (spec 7.3): an account at the partner (micropay
 * openAccount, bindCard, labelUser), its own withholding signing (main or jg variant), a payment
 * verification (suning query → apply → SMS verify), the credit-router profile set.
 */
export const FUNDER_STEPS = ['openAccount', 'bindCard', 'labelUser', 'mainSigning', 'jgSigning', 'suningVerify', 'profile'] as const;
export const funderStep = z.enum(FUNDER_STEPS);
export type FunderStep = z.infer<typeof funderStep>;

/** How the router chose (ADR 032): a sandbox hook forced it, the configured partners took it, or none did and 9F lends. */
export const routeRule = z.enum(['forced', 'configured', 'default']);
export type RouteRule = z.infer<typeof routeRule>;

/** cash/loanRouter: the request to route (an amount in fen and a term the product offers). */
export const loanRouterBody = z.object({ loanAmt: fenField(), period: periodField() });
export type LoanRouterBody = z.input<typeof loanRouterBody>;
export const loanRouterData = z.object({
  /** The funder (spec 3 capitalChannel). */
  capitalChannel,
  /** 'self' for the platform's own loans, 'partner' for a partner's. */
  capitalType: z.string(),
  /** The funder's business code for this product (spec 3 busCode), and the slave funder's of a two-bill loan ('' otherwise). */
  busCode: z.string(),
  slaveBusCode: z.string(),
  isTwoBill: flag(),
  /** Who the loan's bills are owed to (ADR 035): its lender, or a two-bill loan's master and slave with their shares. */
  creditors: z.array(creditor),
  rule: routeRule,
  /** The lender (出借人) the contract will name. */
  lender: capitalOrg,
  /** The funder's steps in order, each done or not; `missingSteps` the ones not done. */
  steps: z.array(z.object({ step: funderStep, done: z.boolean() })),
  missingSteps: z.array(funderStep),
});
export type LoanRouterData = z.infer<typeof loanRouterData>;

/** cash/capitalPlanRange: for an amount, each term the product offers, the funder that lends it and its price. */
export const capitalPlanRangeBody = z.object({ loanAmt: fenField(), repayType: repayType.optional() });
export const capitalPlanRangeData = z.object({
  list: z.array(
    z.object({
      period: z.number().int(),
      capitalChannel,
      /** The lender's name (出借人); a two-bill loan's master, its creditors naming both, slaveBusCode the slave's code. */
      lenderName: z.string(),
      isTwoBill: flag(),
      slaveBusCode: z.string(),
      creditors: z.array(creditor),
      aprBp: z.number().int(),
      firstPaymentFen: fen(),
      totalFen: fen(),
    }),
  ),
});
export type CapitalPlanRangeData = z.infer<typeof capitalPlanRangeData>;

/** An order with where it stands at its funder (pushOrder, captital submit, modifyStatus). */
export const funderOrderData = z.object({ order: loanOrderSummary, funderState });
export type FunderOrderData = z.infer<typeof funderOrderData>;

/**
 * rateorder/ratePaySubmit (money call, Idempotency-Key): the offer chosen on planRate (as rateQuotaSubmit
 * takes it) and the submission of the order (as loanorder/submit), in one step.
 */
export const ratePaySubmitBody = z.object({
  orderNo: orderNoField(),
  payTicket: payTicketField(),
  interestFree: interestFreeChoice.default('none'),
  rmId: rmIdField().optional(),
});
export type RatePaySubmitBody = z.input<typeof ratePaySubmitBody>;

/**
 * cash/micropay/applyPay (money call, Idempotency-Key, `loanSubmit` pay ticket): micropay's own loan
 * application, the only submission of an order micropay lends (loanorder/submit and ratePaySubmit refuse
 * one). The same fields as ratePaySubmit: the offer chosen on planRate and the deal password's ticket;
 * it refuses an order of another funder, and one whose micropay steps are not all done.
 */
export const micropayApplyPayBody = ratePaySubmitBody;
export type MicropayApplyPayBody = z.input<typeof micropayApplyPayBody>;

/** How a funder answers the sandbox's next question about an order (test hook `funder`). */
export const funderMode = z.enum(['ok', 'refuse', 'hang']);
export type FunderMode = z.infer<typeof funderMode>;
/**
 * Test hook `funder` (JSON): `force` routes every request a funder can serve to it (null: the rules
 * again); `enabled` is the configuration, the partners the router may choose, in priority order;
 * `decision` says how one funder decides orders from now on (a refusal carries its reason).
 */
export const sandboxFunderBody = z.object({
  force: capitalChannel.nullable().optional(),
  enabled: z.array(capitalChannel).max(CAPITAL_CHANNELS.length).optional(),
  decision: z.object({ capitalChannel, mode: funderMode, reason: z.string().trim().min(1).max(60).optional() }).optional(),
});
export type SandboxFunderBody = z.infer<typeof sandboxFunderBody>;

/**
 * The partner steps of an order (ADR 033): each call takes the order (`orderNo`; its funder and card) and
 * records a step of its funder, in the funder's order; cash/micropay/webRouter says which are done and
 * which comes next (null: none left, the confirm page is next).
 */
export const funderStepsData = z.object({
  orderNo: z.string(),
  capitalChannel,
  lenderName: z.string(),
  /** Its creditors: the lender, and a two-bill loan's slave with its share (ADR 035). */
  creditors: z.array(creditor),
  steps: z.array(z.object({ step: funderStep, done: z.boolean() })),
  next: funderStep.nullable(),
});
export type FunderStepsData = z.infer<typeof funderStepsData>;

/** cash/micropay/labelUser: the partner's label of the user (its own questionnaire; the income bands: INCOME_LEVELS). */
export const labelUserBody = z.object({ orderNo: orderNoField(), incomeLevel: z.enum(INCOME_LEVELS) });
export type LabelUserBody = z.input<typeof labelUserBody>;

/**
 * The credit-router profile set (spec 3: each supplementary-profile field "has a parallel set for the
 * credit-router flow"): the supplementary profile's fields and its relative and friend contacts, with
 * the same rules (customer.ts basicInfoShape, contactsShape; dictionary codes checked, a contact's phone
 * not the user's own, monthly income in fen). The funder gets the whole set: every field is required but
 * the company phone, as the profile form requires them. Stored per user and funder, apart from the
 * supplementary profile (which it does not change).
 */
const { emergencyName: _emergencyName, emergencyPhone: _emergencyPhone, ...routerContactsShape } = contactsShape;
export const routerProfileShape = { ...basicInfoShape, ...routerContactsShape };
export type RouterProfileField = keyof typeof routerProfileShape;
/** The set's fields a funder may go without. */
export const ROUTER_PROFILE_OPTIONAL: readonly RouterProfileField[] = ['companyPhone'];
const routerRequired = Object.fromEntries(
  (Object.keys(routerProfileShape) as RouterProfileField[]).filter((k) => !ROUTER_PROFILE_OPTIONAL.includes(k)).map((k) => [k, true as const]),
) as { [K in Exclude<RouterProfileField, 'companyPhone'>]: true };
/** customer/crawlerData: the order routed to the funder, and the profile set it asks for. */
export const crawlerDataBody = z.object({ orderNo: orderNoField(), ...routerProfileShape }).required(routerRequired);
export type CrawlerDataBody = z.input<typeof crawlerDataBody>;

/** The suning payment verification (query → apply → verify): whether done, and where the code goes. */
export const suningQueryData = z.object({ verified: flag(), bankName: z.string(), cardNo: z.string(), mobile: z.string() });
export type SuningQueryData = z.infer<typeof suningQueryData>;

/**
 * Repayment routing (ADR 033 §repayment): which path repays an order, by its funder: the platform's own
 * calls (applyPay/repay and the rest) or a partner's …RepaymentApply / huaxiaRepay/repayApply, with that
 * partner's rules.
 */
export const repayRule = z.object({
  /** Whole periods only: no part payment of a period (planPaySelect4Rule). */
  wholePeriodsOnly: z.boolean(),
  /** Early settlement is open, and its fee in ppm of the principal owed (repaymentInterestContent). */
  earlySettlement: z.boolean(),
  earlyFeePpm: z.number().int(),
});
export type RepayRule = z.infer<typeof repayRule>;
export const repayRouteData = z.object({ orderNo: z.string(), capitalChannel, lenderName: z.string(), path: repayPath, rule: repayRule });
export type RepayRouteData = z.infer<typeof repayRouteData>;
/** planPaySelect under the order's funder's rules: the quote, and the rule it was made under. */
export const planPaySelect4RuleData = repayQuote.extend({ rule: repayRule, capitalChannel });
export type PlanPaySelect4RuleData = z.infer<typeof planPaySelect4RuleData>;
/** The early-settlement terms of the order's funder, as the borrower reads them. */
export const repaymentInterestContentData = z.object({ orderNo: z.string(), capitalChannel, lenderName: z.string(), earlySettlement: z.boolean(), earlyFeePpm: z.number().int(), content: z.string() });
export type RepaymentInterestContentData = z.infer<typeof repaymentInterestContentData>;
/** A partner's repayment (money call): chosen periods, whole (no amount: the partner takes no part payment). */
export const partnerRepayBody = z.object({ orderNo: orderNoField(), periods: z.string().max(80).regex(VALUE_PATTERNS.periods, { error: '1004' }), payTicket: payTicketField() });
export type PartnerRepayBody = z.input<typeof partnerRepayBody>;
