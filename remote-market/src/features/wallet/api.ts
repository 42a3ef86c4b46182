import { API_PATHS, http, pollWhile, useRead } from '@credit/shared';
import type { RechargeOrderData, RechargeProductsData } from '@credit/shared/api';
import { rechargeReads } from './reads';

export const rechargeKeys = { products: rechargeReads.products.key };

/** The products and records; asked again while a top-up is processing (the card channel has not answered), until it settles. */
export const useRechargeProducts = () =>
  useRead(rechargeReads.products, {}, {
    refetchInterval: pollWhile<RechargeProductsData>((d) => d.records.some((r) => r.status === 'processing'), { whileUnanswered: false }),
  });

/** Tops up the account mobile with a pay ticket and the confirm screen's key (ADR 016). */
export const orderRecharge = (productId: string, payTicket: string, idempotencyKey: string) =>
  http.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId, payTicket }, { idempotencyKey });
