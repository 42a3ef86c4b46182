import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http } from '@credit/shared';
import type { RechargeOrderData, RechargeProductsData } from '@credit/shared/api';

export const rechargeKeys = { products: ['recharge', 'products'] as const };

export const useRechargeProducts = () => useQuery({ queryKey: rechargeKeys.products, queryFn: () => http.post<RechargeProductsData>(API_PATHS.market.rechargeProducts) });

/** Tops up the account mobile with a pay ticket and the confirm screen's key (ADR 016). */
export const orderRecharge = (productId: string, payTicket: string, idempotencyKey: string) =>
  http.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId, payTicket }, { idempotencyKey });
