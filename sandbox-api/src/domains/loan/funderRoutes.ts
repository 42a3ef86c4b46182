import {
  API_PATHS, capitalPlanRangeBody, capitalPlanRangeData, DEFAULT_CAPITAL_CHANNEL, funderOrderData, loanRouterBody, loanRouterData, orderData, orderNoBody,
  micropayApplyPayBody, ratePaySubmitBody,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import { getSetting } from '../sys';
import { creditorsOfFunder, funderOf, funderRecord, lenderOf } from './funders';
import { chooseOffer } from './offerRoutes';
import { assertAmount, funderRefusalReason, LOAN_MESSAGES, moveOrder, orderOf, orderSummary, progressOrders, routeFor, type OrderRow } from './orders';
import { submitOrder, trialFor } from './routes';
import { doneFunderSteps, moveFunderState, releaseRedPackets } from './store';

/**
 * The loan router and the funder's side of an order (spec 7.3, ADR 032): which funder lends a request and
 * what it still needs (cash/loanRouter), the price of each term by its funder (cash/capitalPlanRange), the
 * submission with the chosen offer (rateorder/ratePaySubmit), and a partner order's way through its funder:
 * handed over (cash/pushOrder), submitted by the funder (cash/captital/submit), moved to the state the
 * funder reports (loanorder/modifyStatus). A refusal ends the order with its reason; the credit comes back.
 */

/** The user's order lent by a partner (9F's own orders are paid out by the platform, not pushed). */
function partnerOrder(ctx: AppContext, user: UserRow, orderNo: string): OrderRow {
  const o = orderOf(ctx, user.id, orderNo);
  if (o.capital_channel === DEFAULT_CAPITAL_CHANNEL) failWithMessage(LOAN_MESSAGES.notPartnerOrder);
  return o;
}

const answer = (ctx: AppContext, user: UserRow, orderNo: string) => {
  const o = orderOf(ctx, user.id, orderNo);
  return { order: orderSummary(ctx, o), funderState: o.funder_state };
};

/** Asks the funder of a submitted order for its decision (test hook `funder`; ok by default) and moves the order. */
function askFunder(ctx: AppContext, o: OrderRow): void {
  if (o.status !== 'lending' || o.funder_state !== 'submitted') return;
  const decision = getSetting(ctx, 'funders').decisions[o.capital_channel];
  const mode = decision?.mode ?? 'ok';
  if (mode === 'hang') return;
  ctx.db.transaction(() => {
    if (mode === 'ok') {
      moveFunderState(ctx, o.id, 'submitted', 'approved', ctx.clock.wallNow() + ctx.opts.disburseDelayMs);
      return;
    }
    const reason = funderRefusalReason(lenderOf(funderOf(ctx, o.capital_channel)).name, decision?.reason ?? '综合评分不足');
    if (moveOrder(ctx, o, ['lending'], 'failed', { fail_reason: reason, finished_at: ctx.clock.now(), funder_state: 'refused' })) releaseRedPackets(ctx, o.id);
  })();
}

export const funderRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.cash.loanRouter,
    tag: 'loan',
    summary: 'The funder of a request (user, amount, term) by the rules of ADR 032 (forced, configured partners by term, amount and label, else 9F), its lender and the steps it still needs',
    auth: 'user',
    before: ['progressOrders'],
    body: loanRouterBody,
    data: loanRouterData,
    handler: ({ body, user, ctx }) => {
      assertAmount(ctx, user, body.loanAmt);
      const { funder, rule } = routeFor(ctx, user.id, body.loanAmt, body.period);
      const done = doneFunderSteps(ctx, user.id, funder.code);
      const steps = funder.steps.map((step) => ({ step, done: done.has(step) }));
      return {
        capitalChannel: funder.code,
        capitalType: funder.capitalType,
        busCode: funder.busCode,
        slaveBusCode: funderRecord(funder).slaveBusCode,
        isTwoBill: funderRecord(funder).isTwoBill,
        creditors: creditorsOfFunder(funder),
        rule,
        lender: lenderOf(funder),
        steps,
        missingSteps: steps.filter((s) => !s.done).map((s) => s.step),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.cash.capitalPlanRange,
    tag: 'loan',
    summary: 'For an amount: each term the product offers with the funder that would lend it, its lender, APR (IRR), first payment and total',
    auth: 'user',
    body: capitalPlanRangeBody,
    data: capitalPlanRangeData,
    handler: ({ body, user, ctx }) => ({
      list: ctx.opts.pricing.periods.map((period) => {
        const { funder } = routeFor(ctx, user.id, body.loanAmt, period);
        const t = trialFor(ctx, user, { loanAmt: body.loanAmt, period, repayType: body.repayType });
        const { isTwoBill, slaveBusCode } = funderRecord(funder);
        return {
          period, capitalChannel: funder.code, lenderName: lenderOf(funder).contractParty, isTwoBill, slaveBusCode, creditors: creditorsOfFunder(funder),
          aprBp: t.aprBp, firstPaymentFen: t.plan[0]!.totalFen, totalFen: t.totalFen,
        };
      }),
    }),
  }),
  defineRoute({
    path: API_PATHS.rateorder.ratePaySubmit,
    tag: 'loan',
    summary: "Submit a created order with the offer chosen on planRate (Idempotency-Key, loanSubmit pay ticket): priced anew, then submitted as loanorder/submit (micropay's orders: cash/micropay/applyPay)",
    auth: 'user',
    money: true,
    before: ['progressOrders'],
    body: ratePaySubmitBody,
    data: orderData,
    handler: ({ body, user, ctx }) => {
      ctx.db.transaction(() => {
        chooseOffer(ctx, user, body.orderNo, body.interestFree, body.rmId);
        submitOrder(ctx, user, body.orderNo, body.payTicket);
      })();
      progressOrders(ctx, user.id);
      return { order: orderSummary(ctx, orderOf(ctx, user.id, body.orderNo)) };
    },
  }),
  defineRoute({
    path: API_PATHS.micropay.applyPay,
    tag: 'loan',
    summary: "micropay's own loan application (Idempotency-Key, loanSubmit pay ticket): an order micropay lends, its steps done, submitted with the offer chosen on planRate; any other funder's order is refused",
    auth: 'user',
    money: true,
    before: ['progressOrders'],
    body: micropayApplyPayBody,
    data: orderData,
    handler: ({ body, user, ctx }) => {
      ctx.db.transaction(() => {
        if (orderOf(ctx, user.id, body.orderNo).capital_channel !== 'micropay') failWithMessage(LOAN_MESSAGES.notMicropayOrder);
        chooseOffer(ctx, user, body.orderNo, body.interestFree, body.rmId);
        submitOrder(ctx, user, body.orderNo, body.payTicket, 'micropay');
      })();
      progressOrders(ctx, user.id);
      return { order: orderSummary(ctx, orderOf(ctx, user.id, body.orderNo)) };
    },
  }),
  defineRoute({
    path: API_PATHS.cash.pushOrder,
    tag: 'loan',
    summary: "Hand a submitted partner order to its funder (funderState none → pushed; again: as it stands). A 9F order answers 40403",
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: orderNoBody,
    data: funderOrderData,
    handler: ({ body, user, ctx }) => {
      const o = partnerOrder(ctx, user, body.orderNo);
      if (o.status === 'created') failWithMessage(LOAN_MESSAGES.orderNotSubmittable);
      if (o.status === 'lending') moveFunderState(ctx, o.id, 'none', 'pushed');
      return answer(ctx, user, body.orderNo);
    },
  }),
  defineRoute({
    path: API_PATHS.cash.captitalSubmit,
    tag: 'loan',
    summary: 'The funder takes the pushed order for its review (funderState pushed → submitted; again: as it stands); not yet pushed: 40403',
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: orderNoBody,
    data: funderOrderData,
    handler: ({ body, user, ctx }) => {
      const o = partnerOrder(ctx, user, body.orderNo);
      if (o.status === 'lending' && o.funder_state === 'none') failWithMessage(LOAN_MESSAGES.notPushed);
      if (o.status === 'lending') moveFunderState(ctx, o.id, 'pushed', 'submitted');
      return answer(ctx, user, body.orderNo);
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.modifyStatus,
    tag: 'loan',
    summary: "The order moved to the state its funder reports: approved (paid out after the delay), refused (failed with the funder's reason, the credit back) or still reviewing",
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: orderNoBody,
    data: funderOrderData,
    handler: ({ body, user, ctx }) => {
      askFunder(ctx, orderOf(ctx, user.id, body.orderNo));
      progressOrders(ctx, user.id);
      return answer(ctx, user, body.orderNo);
    },
  }),
];
