import { useQuery } from '@tanstack/react-query';
import { API_PATHS, http, pollWhile } from '@credit/shared';
import type {
  CreditLifeDepositoryData, CreditLifeMobileData, CreditLifePlanRangeData, CreditLifeProductData, CreditLifeVideoData, MobileCarrier, ShopOrderData, ShopOrderListData,
  ShopPartner, ShopPayType,
} from '@credit/shared/api';

/** The credit-life calls of spec 7.7 (ADR 038), each by its name. */
export const creditLifeKeys = {
  all: ['creditLife'] as const,
  product: (partner?: ShopPartner) => ['creditLife', 'product', partner ?? 'all'] as const,
  mobile: (carrier: MobileCarrier) => ['creditLife', 'mobile', carrier] as const,
  video: ['creditLife', 'video'] as const,
  orders: ['creditLife', 'orders'] as const,
  order: (orderNo: string) => ['creditLife', 'order', orderNo] as const,
  planRange: (orderNo: string) => ['creditLife', 'planRange', orderNo] as const,
  depository: (orderNo: string) => ['creditLife', 'depository', orderNo] as const,
};

/** The catalogue (or one partner's vouchers) and the largest instalment purchase now. */
export const useProducts = (partner?: ShopPartner) =>
  useQuery({ queryKey: creditLifeKeys.product(partner), queryFn: () => http.post<CreditLifeProductData>(API_PATHS.creditLife.product, partner ? { partner } : {}) });

export const useMobileProducts = (carrier: MobileCarrier) =>
  useQuery({ queryKey: creditLifeKeys.mobile(carrier), queryFn: () => http.post<CreditLifeMobileData>(API_PATHS.creditLife.mobile, { carrier }) });

export const useVideoProducts = () => useQuery({ queryKey: creditLifeKeys.video, queryFn: () => http.post<CreditLifeVideoData>(API_PATHS.creditLife.videoProduct) });

const delivering = (o: ShopOrderData['order']) => o.status === 'delivering';

/** The orders, asked again while one is delivering (the partner has not answered). */
export const useOrders = () =>
  useQuery({
    queryKey: creditLifeKeys.orders,
    queryFn: () => http.post<ShopOrderListData>(API_PATHS.creditLife.orderList),
    refetchInterval: pollWhile<ShopOrderListData>((d) => d.list.some(delivering), { whileUnanswered: false }),
  });

export const useOrder = (orderNo: string) =>
  useQuery({
    queryKey: creditLifeKeys.order(orderNo),
    queryFn: () => http.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo }),
    refetchInterval: pollWhile<ShopOrderData>((d) => delivering(d.order), { whileUnanswered: false }),
  });

export const usePlanRange = (orderNo: string) =>
  useQuery({ queryKey: creditLifeKeys.planRange(orderNo), queryFn: () => http.post<CreditLifePlanRangeData>(API_PATHS.creditLife.planRange, { orderNo }) });

export const useDepository = (orderNo: string) =>
  useQuery({ queryKey: creditLifeKeys.depository(orderNo), queryFn: () => http.post<CreditLifeDepositoryData>(API_PATHS.creditLife.depository, { orderNo }) });

/** Creates an order of one product (the server's price). */
export const createOrder = (productId: string) => http.post<ShopOrderData>(API_PATHS.creditLife.order, { productId });

/** Pays an order with a pay ticket and the checkout screen's one key (ADR 016). */
export const payOrder = (orderNo: string, payType: ShopPayType, period: number | null, payTicket: string, idempotencyKey: string) =>
  http.post<ShopOrderData>(API_PATHS.creditLife.payment, { orderNo, payType, ...(payType === 'instalment' && period ? { period: String(period) } : {}), payTicket }, { idempotencyKey });
