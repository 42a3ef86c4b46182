import { API_PATHS, http, pollWhile, useRead } from '@credit/shared';
import type { MobileCarrier, ShopOrderData, ShopOrderListData, ShopPartner, ShopPayType } from '@credit/shared/api';
import { creditLifeReads } from './reads';

/** The credit-life calls of spec 7.7 (ADR 038), each by its name. */
export const creditLifeKeys = { all: ['creditLife'] as const };

/** The catalogue (or one partner's vouchers) and the largest instalment purchase now. */
export const useProducts = (partner?: ShopPartner) =>
  useRead(creditLifeReads.product, { partner: partner || undefined });

export const useMobileProducts = (carrier: MobileCarrier) =>
  useRead(creditLifeReads.mobile, { carrier });

export const useVideoProducts = () => useRead(creditLifeReads.video);

const delivering = (o: ShopOrderData['order']) => o.status === 'delivering';

/** The orders, asked again while one is delivering (the partner has not answered). */
export const useOrders = () =>
  useRead(creditLifeReads.orders, {}, {
    refetchInterval: pollWhile<ShopOrderListData>((d) => d.list.some(delivering), { whileUnanswered: false }),
  });

export const useOrder = (orderNo: string) =>
  useRead(creditLifeReads.order, { orderNo }, {
    refetchInterval: pollWhile<ShopOrderData>((d) => delivering(d.order), { whileUnanswered: false }),
  });

export const usePlanRange = (orderNo: string) =>
  useRead(creditLifeReads.planRange, { orderNo });

export const useDepository = (orderNo: string) =>
  useRead(creditLifeReads.depository, { orderNo });

/** Creates an order of one product (the server's price). */
export const createOrder = (productId: string) => http.post<ShopOrderData>(API_PATHS.creditLife.order, { productId });

/** Pays an order with a pay ticket and the checkout screen's one key (ADR 016). */
export const payOrder = (orderNo: string, payType: ShopPayType, period: number | null, payTicket: string, idempotencyKey: string) =>
  http.post<ShopOrderData>(API_PATHS.creditLife.payment, { orderNo, payType, ...(payType === 'instalment' && period ? { period: String(period) } : {}), payTicket }, { idempotencyKey });
