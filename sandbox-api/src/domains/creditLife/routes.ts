import {
  API_PATHS, CREDIT_LIFE_MESSAGES, creditLifeDepositoryData, creditLifeMobileBody, creditLifeMobileData, creditLifeOrderBody, creditLifePaymentBody,
  creditLifePlanRangeData, creditLifeProductBody, creditLifeProductData, creditLifeVideoData, CUSTODY_MESSAGES, emptyBody, sandboxCreditLifeBody,
  sandboxCreditLifeData, shopOrderData, shopOrderListData, shopOrderNoBody, type ShopOrder,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomDigits } from '../../lib/crypto';
import { failWithMessage } from '../../lib/errors';
import { mask } from '../../lib/mask';
import { newNumber } from '../../lib/numbers';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import { boundCards } from '../bankCard';
import { openCustodyOf } from '../custody';
import { LOAN_MESSAGES, MAX_APR_BP, scheduleOf, trialOf, platformFunder, hasOverdue, instalmentMaxFen, orderById } from '../loan';
import { custodyBalance } from '../settings';
import { channelMode, getSetting, putSetting } from '../sys';
import { SHOP_PRODUCTS, shopProductOf } from './catalogue';
import {
  deliveringOrdersOf, finishShopOrder, insertShopOrder, markShopOrderPaid, pendingShopOrderOf, shopOrderOfUser, shopOrdersOfUser, type ShopOrderRow,
} from './store';
import { cancelPurchaseLoan, lendForPurchase } from '../crossings';

/**
 * Spec 7.7 credit-life (instalment shopping, issue 28, ADR 038), under the market base prefix: product (the
 * catalogue), mobile (top-ups by carrier and face value), video product (memberships), order (create; order/list,
 * order/detail), planRange (the instalment terms, APR first), depository (whether the custody balance can pay),
 * payment (the money call). Delivery is by a stand-in partner whose mode the `creditLife` hook sets.
 */

const view = (ctx: AppContext, o: ShopOrderRow, withCode: boolean): ShopOrder => ({
  orderNo: o.order_no, productId: o.product_id, category: o.category, partner: o.partner, title: o.title, priceFen: o.price_fen, mobile: o.mobile,
  status: o.status, payType: o.pay_type, periods: o.periods, loanOrderNo: o.loan_order_id ? orderById(ctx, o.loan_order_id).order_no : '',
  code: withCode ? o.code : '', failReason: o.fail_reason, createdAt: o.created_at, paidAt: o.paid_at, finishedAt: o.finished_at,
  refundedFen: o.refunded_fen, refundedChargesFen: o.refunded_charges_fen,
});

const orderOf = (ctx: AppContext, user: UserRow, orderNo: string): ShopOrderRow =>
  shopOrderOfUser(ctx, user.id, orderNo) ?? failWithMessage(CREDIT_LIFE_MESSAGES.orderNotFound);

/** Why the user cannot pay `priceFen` in instalments now ('' when they can): the borrow gates, a card to repay from, the amount. */
export function instalmentRefusal(ctx: AppContext, user: UserRow, priceFen: number): string {
  if (!user.open_card_status) return LOAN_MESSAGES.notOpened;
  if (!user.active_status) return LOAN_MESSAGES.limitInactive;
  if (hasOverdue(ctx, user.id)) return LOAN_MESSAGES.hasOverdue;
  if (boundCards(ctx, user.id).length === 0) return LOAN_MESSAGES.cardRequired;
  if (priceFen > instalmentMaxFen(ctx, user)) return CREDIT_LIFE_MESSAGES.overInstalmentMax;
  return '';
}

/** The instalment terms of a price on the platform's pricing: each offered period within the 24 % APR ceiling. */
function planRange(ctx: AppContext, priceFen: number) {
  const pricing = ctx.opts.pricing;
  const rates = platformFunder(pricing).rates;
  return pricing.periods
    .map((period) => {
      const terms = { principalFen: priceFen, periods: period, repayType: pricing.defaultRepayType, monthlyRatePpm: rates.monthlyRatePpm, monthlyFeePpm: rates.monthlyFeePpm, interestFree: { kind: 'none' } as const, interestDiscountFen: 0 };
      const t = trialOf(terms, ctx.clock.day());
      const s = scheduleOf(terms);
      return { period, aprBp: t.aprBp, firstPaymentFen: t.plan[0]!.totalFen, totalFen: t.totalFen, interestFen: s.interestFen, feeFen: s.feeFen };
    })
    .filter((p) => p.aprBp <= MAX_APR_BP);
}

/** Why the custody balance cannot pay `priceFen` ('' when it can). */
function custodyRefusal(ctx: AppContext, userId: number, priceFen: number): string {
  const row = openCustodyOf(ctx, userId);
  if (!row) return CUSTODY_MESSAGES.notOpened;
  if (!row.card_no) return CUSTODY_MESSAGES.noCard;
  return custodyBalance(ctx, userId) >= priceFen ? '' : CREDIT_LIFE_MESSAGES.custodyShort;
}

/** A stand-in partner's code (a membership's or a voucher's): 16 digits in groups of 4. */
const newCode = (): string => (randomDigits(8) + randomDigits(8)).replace(/(\d{4})(?=\d)/g, '$1-');

/**
 * The money back of an order whose delivery failed: a purchase never delivered costs nothing (issue 40 item 5).
 * The price goes back where it came from; an instalment order's loan is cancelled for the principal it still
 * owed, and what it was paid beyond the principal (interest, fees, penalty) is refunded to its card.
 */
function refund(ctx: AppContext, o: ShopOrderRow): void {
  const loanOrderId = o.pay_type === 'instalment' ? o.loan_order_id : null;
  const chargesFen = loanOrderId ? ctx.crossings.refundPurchaseCharges(ctx, o.user_id, loanOrderId) : 0;
  const loan = loanOrderId
    ? { orderId: loanOrderId, orderNo: orderById(ctx, loanOrderId).order_no, unpaidPrincipalFen: cancelPurchaseLoan(ctx, loanOrderId) }
    : undefined;
  ctx.effects.shopRefunded(ctx, o.user_id, { to: o.pay_type === 'custody' ? 'custody' : 'card', shopOrderNo: o.order_no, amountFen: o.price_fen, title: o.title, loan });
  finishShopOrder(ctx, o.id, 'refunded', {
    code: '', failReason: CREDIT_LIFE_MESSAGES.deliveryFailed, at: ctx.clock.now(), refundedFen: o.price_fen + chargesFen, refundedChargesFen: chargesFen,
  });
}

/**
 * The stand-in partner answers for a paid order (inside the caller's transaction): hang keeps it delivering;
 * fail (once: the mode goes back to ok) refunds it; ok delivers it (a top-up credited, a code issued).
 */
function deliver(ctx: AppContext, o: ShopOrderRow): void {
  const mode = getSetting(ctx, 'creditLifeDelivery');
  if (mode === 'hang') return;
  if (mode === 'fail') {
    putSetting(ctx, 'creditLifeDelivery', 'ok');
    refund(ctx, o);
    return;
  }
  finishShopOrder(ctx, o.id, 'delivered', { code: o.category === 'mobile' ? '' : newCode(), failReason: '', at: ctx.clock.now() });
}

/** Orders left delivering by a hanging partner are answered when read after it answers. */
function settleDeliveries(ctx: AppContext, userId: number): void {
  if (getSetting(ctx, 'creditLifeDelivery') === 'hang') return;
  ctx.db.transaction(() => {
    for (const o of deliveringOrdersOf(ctx, userId)) deliver(ctx, o);
  })();
}

export const creditLifeRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.creditLife.product,
    tag: 'creditLife',
    summary: 'The catalogue (or one category or partner of it) at the server\'s prices, and the largest instalment purchase now (card info loanAmtSc)',
    auth: 'user',
    body: creditLifeProductBody,
    data: creditLifeProductData,
    handler: ({ body, user, ctx }) => ({
      products: SHOP_PRODUCTS.filter((p) => (!body.category || p.category === body.category) && (!body.partner || p.partner === body.partner)),
      instalmentMaxFen: instalmentMaxFen(ctx, user),
    }),
  }),
  defineRoute({
    path: API_PATHS.creditLife.mobile,
    tag: 'creditLife',
    summary: 'Mobile top-ups of one carrier (all when absent) by face value, and the account mobile they go to (masked)',
    auth: 'user',
    body: creditLifeMobileBody,
    data: creditLifeMobileData,
    handler: ({ body, user }) => ({ mobile: mask(user.mobile), products: SHOP_PRODUCTS.filter((p) => p.category === 'mobile' && (!body.carrier || p.carrier === body.carrier)) }),
  }),
  defineRoute({
    path: API_PATHS.creditLife.videoProduct,
    tag: 'creditLife',
    summary: 'The video memberships',
    auth: 'user',
    body: emptyBody,
    data: creditLifeVideoData,
    handler: () => ({ products: SHOP_PRODUCTS.filter((p) => p.category === 'video') }),
  }),
  defineRoute({
    path: API_PATHS.creditLife.order,
    tag: 'creditLife',
    summary: 'Create an order of one product at the server\'s price (pendingPay; a top-up goes to the account mobile; the pending order of that product if there is one); nothing is paid',
    auth: 'user',
    once: true,
    body: creditLifeOrderBody,
    data: shopOrderData,
    handler: ({ body, user, ctx }) => {
      const p = shopProductOf(body.productId) ?? failWithMessage(CREDIT_LIFE_MESSAGES.productNotFound);
      // One pending order per product: ordering it again answers that one, so taps cannot pile up orders.
      const pending = pendingShopOrderOf(ctx, user.id, p.productId);
      if (pending) return { order: view(ctx, pending, false) };
      const o = insertShopOrder(ctx, {
        orderNo: newNumber(ctx, 'S'), userId: user.id, productId: p.productId, category: p.category, partner: p.partner, title: p.title, priceFen: p.priceFen,
        mobile: p.category === 'mobile' ? mask(user.mobile) : '', at: ctx.clock.now(),
      });
      return { order: view(ctx, o, false) };
    },
  }),
  defineRoute({
    path: API_PATHS.creditLife.orderList,
    tag: 'creditLife',
    summary: 'The user\'s orders, newest first (codes only in order/detail); delivering ones answered once the partner answers',
    auth: 'user',
    body: emptyBody,
    data: shopOrderListData,
    handler: ({ user, ctx }) => {
      settleDeliveries(ctx, user.id);
      return { list: shopOrdersOfUser(ctx, user.id).map((o) => view(ctx, o, false)) };
    },
  }),
  defineRoute({
    path: API_PATHS.creditLife.orderDetail,
    tag: 'creditLife',
    summary: 'One order: its state, how it was paid (the loan order of an instalment one), the code once delivered, the refund reason',
    auth: 'user',
    body: shopOrderNoBody,
    data: shopOrderData,
    handler: ({ body, user, ctx }) => {
      settleDeliveries(ctx, user.id);
      return { order: view(ctx, orderOf(ctx, user, body.orderNo), true) };
    },
  }),
  defineRoute({
    path: API_PATHS.creditLife.planRange,
    tag: 'creditLife',
    summary: 'An order\'s instalment terms on the platform pricing (APR by IRR first, none above 24 %), the largest purchase now, and why not',
    auth: 'user',
    body: shopOrderNoBody,
    data: creditLifePlanRangeData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user, body.orderNo);
      return { priceFen: o.price_fen, instalmentMaxFen: instalmentMaxFen(ctx, user), reason: instalmentRefusal(ctx, user, o.price_fen), list: planRange(ctx, o.price_fen) };
    },
  }),
  defineRoute({
    path: API_PATHS.creditLife.depository,
    tag: 'creditLife',
    summary: 'Whether the custody balance can pay the order now, the balance, and why not (not open, no card, short)',
    auth: 'user',
    body: shopOrderNoBody,
    data: creditLifeDepositoryData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user, body.orderNo);
      const reason = custodyRefusal(ctx, user.id, o.price_fen);
      return { canPay: reason === '', balanceFen: openCustodyOf(ctx, user.id) ? custodyBalance(ctx, user.id) : 0, reason };
    },
  }),
  defineRoute({
    path: API_PATHS.creditLife.payment,
    tag: 'creditLife',
    summary: 'Pay a pending order (Idempotency-Key; pay ticket creditLife with its price): in instalments (a 9F loan, bills in 账单), from the card or the custody balance; then delivered or refunded',
    auth: 'user',
    money: true,
    body: creditLifePaymentBody,
    data: shopOrderData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user, body.orderNo);
      if (o.status !== 'pendingPay') failWithMessage(CREDIT_LIFE_MESSAGES.notPayable);
      const at = ctx.clock.now();
      let loanOrderId: number | null = null;
      if (body.payType === 'instalment') {
        if (!body.period || !planRange(ctx, o.price_fen).some((p) => p.period === body.period)) failWithMessage(CREDIT_LIFE_MESSAGES.periodRequired);
        const refusal = instalmentRefusal(ctx, user, o.price_fen);
        if (refusal) failWithMessage(refusal);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'creditLife', subject: o.order_no, amountFen: o.price_fen });
        const loan = lendForPurchase(ctx, user.id, { principalFen: o.price_fen, periods: body.period, cardId: boundCards(ctx, user.id)[0]!.id, orderNo: newNumber(ctx, 'L') });
        loanOrderId = loan.id;
        ctx.effects.shopInstalmentLent(ctx, user.id, { loanOrderId: loan.id, loanOrderNo: loan.order_no, shopOrderNo: o.order_no, amountFen: o.price_fen, title: o.title });
      } else if (body.payType === 'card') {
        if (boundCards(ctx, user.id).length === 0) failWithMessage(LOAN_MESSAGES.cardRequired);
        if (channelMode(ctx, 'bankCard') === 'fail') failWithMessage(CREDIT_LIFE_MESSAGES.cardFailed);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'creditLife', subject: o.order_no, amountFen: o.price_fen });
        ctx.effects.shopPaidAtOnce(ctx, user.id, { from: 'card', shopOrderNo: o.order_no, amountFen: o.price_fen, title: o.title });
      } else {
        const refusal = custodyRefusal(ctx, user.id, o.price_fen);
        if (refusal) failWithMessage(refusal);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'creditLife', subject: o.order_no, amountFen: o.price_fen });
        ctx.effects.shopPaidAtOnce(ctx, user.id, { from: 'custody', shopOrderNo: o.order_no, amountFen: o.price_fen, title: o.title });
      }
      if (!markShopOrderPaid(ctx, o.id, { payType: body.payType, periods: body.payType === 'instalment' ? body.period! : null, loanOrderId, at })) {
        failWithMessage(CREDIT_LIFE_MESSAGES.notPayable);
      }
      deliver(ctx, orderOf(ctx, user, o.order_no));
      return { order: view(ctx, orderOf(ctx, user, o.order_no), true) };
    },
  }),
];

export const creditLifeHookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sandbox.creditLife,
    tag: 'sandbox',
    summary: 'How the credit-life partner delivers: ok, fail (the next paid order only, then ok) or hang (delivering until set otherwise)',
    auth: 'none',
    body: sandboxCreditLifeBody,
    data: sandboxCreditLifeData,
    handler: ({ body, ctx }) => {
      putSetting(ctx, 'creditLifeDelivery', body.delivery);
      return { delivery: body.delivery };
    },
  }),
];
