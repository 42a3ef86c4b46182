import {
  API_PATHS, orderNoBody, partnerRepayBody, planPaySelect4RuleData, planPaySelectBody, repaymentData, repaymentInterestContentData, repayRouteData,
  type RepayPath, type RepayRule,
} from '@credit/shared/api';
import { formatRatePpm } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import { type BillRow, billsOfUser, quoteOf, funderOf, lenderOf, OTHER_REPAY_PATH_MESSAGE, repayPathOf, orderOf, type OrderRow } from '../loan';
import { createRepayment, execute, repaymentView, selectPeriods, totalDue } from './repayments';

/**
 * Repayment routing (spec 7.4, ADR 033): repayment/route says which path repays an order, by its funder;
 * a partner's path (zy/hy/sxf/jgRepaymentApply, huaxiaRepay/repayApply) takes whole periods only, as
 * planPaySelect4Rule quotes them; repaymentInterestContent states the funder's early-settlement terms.
 * The money rules are the platform's: Idempotency-Key, a pay ticket (activeRepay, the order), one
 * allocation (penalty → fee → interest → principal), one ledger row per repayment and order.
 */

export const FUNDER_REPAY_MESSAGES = {
  otherPath: OTHER_REPAY_PATH_MESSAGE,
  noPartPayment: '该资金方不支持部分还款，请按期全额还款',
  noEarlySettlement: '该资金方不支持提前结清',
} as const;

/** The path and rules of an order's repayment: its funder's, with the early fee the order was sold with. */
export function repayRouteOf(ctx: AppContext, o: OrderRow): { path: RepayPath; rule: RepayRule } {
  const funder = funderOf(ctx, o.capital_channel);
  return { path: funder.repay.path, rule: { wholePeriodsOnly: funder.repay.wholePeriodsOnly, earlySettlement: funder.repay.earlySettlement, earlyFeePpm: o.early_fee_ppm } };
}

/** Refuses a platform repayment call for an order its funder repays on its own path (a part payment there breaks its rule). */
export function assertPlatformPath(ctx: AppContext, o: OrderRow): void {
  if (repayRouteOf(ctx, o).path !== 'platform') failWithMessage(FUNDER_REPAY_MESSAGES.otherPath);
}

/**
 * A bill the platform's calls may pay: its order is repaid on the platform's path. One-key repayment leaves
 * the others out of what it gathers; merged repayment, protocol payment and Alipay refuse them (ADR 036).
 */
export const onPlatformPath = (b: BillRow): boolean => repayPathOf(b.capital_channel) === 'platform';

export function assertEarlySettlement(ctx: AppContext, o: OrderRow): void {
  if (!repayRouteOf(ctx, o).rule.earlySettlement) failWithMessage(FUNDER_REPAY_MESSAGES.noEarlySettlement);
}

function partnerRepayRoute(path: string, repayPath: Exclude<RepayPath, 'platform'>): RouteDef {
  return defineRoute({
    path,
    tag: 'repay',
    summary: `${repayPath}'s repayment path (Idempotency-Key, activeRepay ticket for the order): chosen periods, whole; an order another path repays answers 40403`,
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: partnerRepayBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => {
      const r = ctx.db.transaction(() => {
        const o = orderOf(ctx, user.id, body.orderNo);
        if (repayRouteOf(ctx, o).path !== repayPath) failWithMessage(FUNDER_REPAY_MESSAGES.otherPath);
        const bills = selectPeriods(ctx, o, body.periods);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'activeRepay', subject: o.order_no });
        return execute(ctx, createRepayment(ctx, user, 'active', bills, totalDue(ctx, bills)));
      })();
      return repaymentView(ctx, r);
    },
  });
}

const lenderName = (ctx: AppContext, o: OrderRow) => lenderOf(funderOf(ctx, o.capital_channel)).contractParty;

function interestContent(ctx: AppContext, user: UserRow, orderNo: string) {
  const o = orderOf(ctx, user.id, orderNo);
  const { rule } = repayRouteOf(ctx, o);
  const lender = lenderName(ctx, o);
  const content = !rule.earlySettlement
    ? `本笔借款由${lender}出借，暂不支持提前结清，请按期还款。`
    : rule.earlyFeePpm === 0
      ? `本笔借款由${lender}出借，可随时提前结清，利息计算至结清当日，不收取提前结清手续费。`
      : `本笔借款由${lender}出借，可随时提前结清，利息计算至结清当日，另收取剩余本金${formatRatePpm(rule.earlyFeePpm, 2)}的提前结清手续费。`;
  return { orderNo: o.order_no, capitalChannel: o.capital_channel, lenderName: lender, earlySettlement: rule.earlySettlement, earlyFeePpm: rule.earlyFeePpm, content };
}

export const funderRepayRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.repayment.route,
    tag: 'repay',
    summary: "Which path repays an order, by its funder (platform, or the partner's own), and that funder's rules",
    auth: 'user',
    body: orderNoBody,
    data: repayRouteData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      return { orderNo: o.order_no, capitalChannel: o.capital_channel, lenderName: lenderName(ctx, o), ...repayRouteOf(ctx, o) };
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.planPaySelect4Rule,
    tag: 'repay',
    summary: "planPaySelect under the order's funder's rules: chosen periods quoted whole, with the rule they were quoted under",
    auth: 'user',
    before: ['progressOrders'],
    body: planPaySelectBody,
    data: planPaySelect4RuleData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      const quote = quoteOf(selectPeriods(ctx, o, body.periods), ctx.clock.day(), billsOfUser(ctx, user.id));
      return { ...quote, rule: repayRouteOf(ctx, o).rule, capitalChannel: o.capital_channel };
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.repaymentInterestContent,
    tag: 'repay',
    summary: "The early-settlement terms of the order's funder, as the borrower reads them (open or not, its fee)",
    auth: 'user',
    body: orderNoBody,
    data: repaymentInterestContentData,
    handler: ({ body, user, ctx }) => interestContent(ctx, user, body.orderNo),
  }),
  partnerRepayRoute(API_PATHS.repayment.zyRepaymentApply, 'zy'),
  partnerRepayRoute(API_PATHS.repayment.hyRepaymentApply, 'hy'),
  partnerRepayRoute(API_PATHS.repayment.sxfRepaymentApply, 'sxf'),
  partnerRepayRoute(API_PATHS.repayment.jgRepaymentApply, 'jg'),
  partnerRepayRoute(API_PATHS.huaxiaRepay.repayApply, 'huaxia'),
];
