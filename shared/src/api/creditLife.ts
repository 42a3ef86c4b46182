import { z } from 'zod';
import { NUMBER_PATTERNS } from '../rules';
import { MOBILE_CARRIERS, SHOP_ORDER_STATUSES, SHOP_PARTNERS, SHOP_PAY_TYPES } from './browserValues';
import { fen } from './common';
import { payTicketField, periodField } from './loan';

/**
 * Spec 7.7 credit-life (instalment shopping, issue 28, ADR 038): a catalogue of mobile top-ups (by carrier and
 * face value), video memberships and the three sub-businesses' partner vouchers; an order created at the
 * server's price, paid in instalments with the credit limit (a loan order of the platform channel 9F whose
 * bills are repaid like any loan) or at once from the card or the custody balance; delivered by a stand-in
 * partner (a top-up credited, a code issued) or refunded when delivery fails.
 */

export const SHOP_CATEGORIES = ['mobile', 'video', 'voucher'] as const;
export const shopCategory = z.enum(SHOP_CATEGORIES, { error: '1004' });
export type ShopCategory = z.infer<typeof shopCategory>;

// The partners, carriers, order states and pay types with their names are in browserValues (the pages show them).
export const shopPartner = z.enum(SHOP_PARTNERS, { error: '1004' });
export const mobileCarrier = z.enum(MOBILE_CARRIERS, { error: '1004' });

export const shopProduct = z.object({
  productId: z.string(),
  category: shopCategory,
  title: z.string(),
  /** The server's price, fen: the only price an order is made at. */
  priceFen: fen(),
  /** A top-up's face value; a voucher's value (fen); 0 for a membership. */
  faceFen: fen(),
  carrier: mobileCarrier.nullable(),
  partner: shopPartner.nullable(),
});
export type ShopProduct = z.infer<typeof shopProduct>;

/** `product`: the catalogue, or one category or partner of it; with the largest instalment purchase now (card info's loanAmtSc). */
export const creditLifeProductBody = z.object({ category: shopCategory.optional(), partner: shopPartner.optional() });
export type CreditLifeProductBody = z.infer<typeof creditLifeProductBody>;
export const creditLifeProductData = z.object({ products: z.array(shopProduct), instalmentMaxFen: fen() });
export type CreditLifeProductData = z.infer<typeof creditLifeProductData>;

/** `mobile`: the top-ups of one carrier (all when absent) and the account mobile they go to (masked). */
export const creditLifeMobileBody = z.object({ carrier: mobileCarrier.optional() });
export const creditLifeMobileData = z.object({ mobile: z.string(), products: z.array(shopProduct) });
export type CreditLifeMobileData = z.infer<typeof creditLifeMobileData>;

/** `video product`: the video memberships. */
export const creditLifeVideoData = z.object({ products: z.array(shopProduct) });
export type CreditLifeVideoData = z.infer<typeof creditLifeVideoData>;

export const shopOrderStatus = z.enum(SHOP_ORDER_STATUSES);
export const shopPayType = z.enum(SHOP_PAY_TYPES, { error: '1004' });

export const shopOrderNoField = () => z.string().max(20).regex(NUMBER_PATTERNS.shopOrderNo, { error: '1004' });

export const shopOrder = z.object({
  orderNo: z.string(),
  productId: z.string(),
  category: shopCategory,
  partner: shopPartner.nullable(),
  title: z.string(),
  priceFen: fen(),
  /** The mobile a top-up goes to (masked); '' for others. */
  mobile: z.string(),
  status: shopOrderStatus,
  payType: shopPayType.nullable(),
  /** Instalments: the periods and the loan order that pays it (its bills are in 账单). */
  periods: z.number().int().nullable(),
  loanOrderNo: z.string(),
  /** A membership's or voucher's code once delivered (only in `order/detail`; '' in the list). */
  code: z.string(),
  failReason: z.string(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  /**
   * A refunded order: everything given back for it (0 otherwise): the price, and for an instalment purchase
   * the interest, fees and penalty its loan had been paid (`refundedChargesFen`, a refund of its own in /refundDetail).
   */
  refundedFen: fen(),
  refundedChargesFen: fen(),
});
export type ShopOrder = z.infer<typeof shopOrder>;

/** `order`: an order of one product at the server's price (a top-up goes to the account mobile). */
export const creditLifeOrderBody = z.object({ productId: z.string().min(1).max(32) });
export type CreditLifeOrderBody = z.infer<typeof creditLifeOrderBody>;
export const shopOrderData = z.object({ order: shopOrder });
export type ShopOrderData = z.infer<typeof shopOrderData>;
export const shopOrderNoBody = z.object({ orderNo: shopOrderNoField() });
export const shopOrderListData = z.object({ list: z.array(shopOrder) });
export type ShopOrderListData = z.infer<typeof shopOrderListData>;

/** `planRange`: the instalment terms for an order, the APR (IRR, ≤ 24 %) first; why not when it cannot be paid so. */
export const creditLifePlanRangeData = z.object({
  priceFen: fen(),
  instalmentMaxFen: fen(),
  /** '' when the order can be paid in instalments now; else why not, in the product's words. */
  reason: z.string(),
  list: z.array(z.object({ period: z.number().int(), aprBp: z.number().int(), firstPaymentFen: fen(), totalFen: fen(), interestFen: fen(), feeFen: fen() })),
});
export type CreditLifePlanRangeData = z.infer<typeof creditLifePlanRangeData>;

/** `depository`: whether the custody balance can pay this order, the balance, and why not. */
export const creditLifeDepositoryData = z.object({ canPay: z.boolean(), balanceFen: fen(), reason: z.string() });
export type CreditLifeDepositoryData = z.infer<typeof creditLifeDepositoryData>;

/**
 * `payment` (money call: Idempotency-Key; pay ticket `creditLife` for the order with its price): pays a
 * pending order; `period` only for instalments.
 */
export const creditLifePaymentBody = z.object({ orderNo: shopOrderNoField(), payType: shopPayType, period: periodField().optional(), payTicket: payTicketField() });
export type CreditLifePaymentBody = z.infer<typeof creditLifePaymentBody>;

/** The sandbox hook: how the stand-in partner delivers. `fail` fails the next paid order only. */
export const CREDIT_LIFE_DELIVERY_MODES = ['ok', 'fail', 'hang'] as const;
export type CreditLifeDeliveryMode = (typeof CREDIT_LIFE_DELIVERY_MODES)[number];
export const sandboxCreditLifeBody = z.object({ delivery: z.enum(CREDIT_LIFE_DELIVERY_MODES) });
export const sandboxCreditLifeData = z.object({ delivery: z.enum(CREDIT_LIFE_DELIVERY_MODES) });

/** The shop's words (40403), the pages compare with the same constants. */
export const CREDIT_LIFE_MESSAGES = {
  productNotFound: '商品不存在',
  orderNotFound: '订单不存在',
  notPayable: '订单状态已变化，请刷新后再试',
  periodRequired: '请选择分期期数',
  overInstalmentMax: '可分期额度不足',
  cardFailed: '银行卡扣款失败，请稍后再试',
  custodyShort: '存管账户余额不足',
  deliveryFailed: '商家发货失败，已为您退款',
} as const;
