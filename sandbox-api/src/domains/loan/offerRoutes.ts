import { API_PATHS, chooseOfferBody, chooseOfferData, orderNoBody, orderOffersData, type InterestFreeChoice, type OrderOffersData } from '@credit/shared/api';
import { FREE_INTEREST_GIFT_DAYS } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import {
  decodeInterestFree, encodeInterestFree, interestFreeOf, isNewBorrower, LOAN_MESSAGES, orderOf, orderSummary, orderTrial,
  redPacketAnswer, usableRedPacket, usableRedPackets, type OrderRow,
} from './orders';
import { redPacketById, releaseRedPackets, setOrderApr, setOrderOffer, takeRedPacket } from './store';

/**
 * The offers of a created order, chosen on the confirm page (spec 3 "Loan red packet", spec 9's
 * interest-free claim; spec 7.3 names cash rateorder planRate and rateQuotaSubmit, not their payloads).
 * Choosing prices the order anew: its schedule, its APR and the red packet it holds change together.
 */

const choiceOf = (o: OrderRow): InterestFreeChoice => decodeInterestFree(o.interest_free).kind;

function offersOf(ctx: AppContext, user: UserRow, o: OrderRow): OrderOffersData {
  const p = ctx.opts.pricing;
  const held = o.red_packet_id ? redPacketById(ctx, o.red_packet_id) : undefined;
  const packets = [...(held ? [held] : []), ...usableRedPackets(ctx, user.id)].filter((r) => o.principal_fen >= r.limit_fen);
  return {
    freeFeeUser: isNewBorrower(ctx, user.id) ? 1 : 0,
    freeFeePeriods: { configurePeriods: [...p.periods], freePeriods: p.freeMonths, giftDays: FREE_INTEREST_GIFT_DAYS },
    redList: packets.map(redPacketAnswer),
    interestFree: choiceOf(o),
    rmId: held ? `R${held.id}` : '',
  };
}

/** Only an order not yet submitted may change its price. */
function createdOrder(ctx: AppContext, user: UserRow, orderNo: string): OrderRow {
  const o = orderOf(ctx, user.id, orderNo);
  if (o.status !== 'created') failWithMessage(LOAN_MESSAGES.orderNotSubmittable);
  return o;
}

/** Prices a created order with the offer chosen (inside the caller's transaction); the order as it now stands. */
export function chooseOffer(ctx: AppContext, user: UserRow, orderNo: string, interestFree: InterestFreeChoice, rmId: string | undefined): OrderRow {
  if (interestFree !== 'none' && rmId) failWithMessage(LOAN_MESSAGES.offersDoNotStack);
  if (interestFree !== 'none' && !isNewBorrower(ctx, user.id)) failWithMessage(LOAN_MESSAGES.freeInterestUnavailable);
  const order = createdOrder(ctx, user, orderNo);
  // The packet it held is free again before the new choice is checked: choosing it again is allowed.
  releaseRedPackets(ctx, order.id);
  const packet = usableRedPacket(ctx, user.id, rmId, order.principal_fen);
  if (packet) takeRedPacket(ctx, packet.id, order.id);
  setOrderOffer(ctx, order.id, encodeInterestFree(interestFreeOf(ctx.opts.pricing, interestFree)), packet?.id ?? null);
  const priced = orderOf(ctx, user.id, orderNo);
  setOrderApr(ctx, order.id, orderTrial(ctx, priced).aprBp);
  return orderOf(ctx, user.id, orderNo);
}

export const offerRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.rateorder.planRate,
    tag: 'loan',
    summary: 'The offers a created order may take (interest-free claim, red packets) and the one it has chosen',
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: orderOffersData,
    handler: ({ body, user, ctx }) => offersOf(ctx, user, createdOrder(ctx, user, body.orderNo)),
  }),
  defineRoute({
    path: API_PATHS.rateorder.rateQuotaSubmit,
    tag: 'loan',
    summary: 'Choose the offer of a created order (one at a time); the order is priced anew and its schedule answered',
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: chooseOfferBody,
    data: chooseOfferData,
    handler: ({ body, user, ctx }) => {
      const o = ctx.db.transaction(() => chooseOffer(ctx, user, body.orderNo, body.interestFree, body.rmId))();
      return { order: orderSummary(ctx, o), trial: orderTrial(ctx, o), offers: offersOf(ctx, user, o) };
    },
  }),
];
