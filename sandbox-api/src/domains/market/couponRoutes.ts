import { API_PATHS, couponItemsData, emptyBody } from '@credit/shared/api';
import { defineRoute, type RouteDef } from '../../lib/route';
import { couponsOf } from './routes';

/**
 * The coupon calls spec 7.7 names beside queryCouponList (issue 28): the effective loan red packets
 * (redEnvelopeList effective), the used and expired coupons and red packets (invalidation), and the red
 * packets' own calls: every one with its state (redPacket lists) and the ones spent on a loan (redPacket used).
 */
export const couponRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.coupons.redEnvelopeEffective,
    tag: 'market',
    summary: 'redEnvelopeList effective: the loan red packets the user may still use',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: couponItemsData,
    handler: ({ user, ctx }) => ({ list: couponsOf(ctx, user.id).filter((c) => c.kind === 'redPacket' && c.state === 'effective') }),
  }),
  defineRoute({
    path: API_PATHS.coupons.invalidation,
    tag: 'market',
    summary: 'invalidation: the used and expired coupons and loan red packets, each with its state',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: couponItemsData,
    handler: ({ user, ctx }) => ({ list: couponsOf(ctx, user.id).filter((c) => c.state !== 'effective') }),
  }),
  defineRoute({
    path: API_PATHS.coupons.redPacketLists,
    tag: 'market',
    summary: 'redPacket lists: the user\'s loan red packets, each with its state (effective, used, expired), newest expiry first',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: couponItemsData,
    handler: ({ user, ctx }) => ({ list: couponsOf(ctx, user.id).filter((c) => c.kind === 'redPacket') }),
  }),
  defineRoute({
    path: API_PATHS.coupons.redPacketUsed,
    tag: 'market',
    summary: 'redPacket used: the loan red packets the user spent on a loan',
    auth: 'user',
    before: ['welcome'],
    body: emptyBody,
    data: couponItemsData,
    handler: ({ user, ctx }) => ({ list: couponsOf(ctx, user.id).filter((c) => c.kind === 'redPacket' && c.state === 'used') }),
  }),
];
