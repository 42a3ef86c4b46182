import { z } from 'zod';
import { VALUE_PATTERNS } from '../rules';
import { fen, field, flag } from './common';
import { fenField, orderNoField } from './loan';

/**
 * The calls around repaying (spec 7.4 consumption vouchers, 7.7 insurer, loan order help, bill
 * revision's counter code, refunds, the Letong card): what the repay remote's voucher and service
 * pages and the order page show.
 */

// --- consumption vouchers --------------------------------------------------------------------

/** draft: uploaded, not yet submitted; reviewing until a business day has passed; then approved (or rejected with a reason). */
export const voucherStatus = z.enum(['draft', 'reviewing', 'approved', 'rejected']);
export type VoucherStatus = z.infer<typeof voucherStatus>;
export const voucherItem = z.object({
  voucherId: z.string(),
  /** The order it proves the spending of; '' for a consumption voucher not tied to an order. */
  orderNo: z.string(),
  status: voucherStatus,
  reason: z.string(),
  sizeKb: z.number().int(),
  note: z.string(),
  createdAt: z.number().int(),
});
export type VoucherItem = z.infer<typeof voucherItem>;
/** consumeVoucher/list: the orders that need a voucher (lent, not yet proven) and every voucher sent. */
export const voucherListData = z.object({
  orders: z.array(z.object({ orderNo: z.string(), loanAmt: fen(), purposeName: z.string(), lentDay: z.string(), proven: flag() })),
  vouchers: z.array(voucherItem),
});
export type VoucherListData = z.infer<typeof voucherListData>;
/** Upload (JSON): the image as a data URL (JPEG or PNG, at most MAX_IMAGE_BYTES); kept as a draft until confirmed. */
export const voucherUploadBody = z.object({ orderNo: orderNoField().optional(), image: z.string().max(13_000_000), note: z.string().max(100).optional() });
export type VoucherUploadBody = z.infer<typeof voucherUploadBody>;
export const voucherUploadData = z.object({ voucher: voucherItem });
export type VoucherUploadData = z.infer<typeof voucherUploadData>;
export const voucherConfirmBody = z.object({ voucherId: field.id() });
export const consumerVoucherData = z.object({ list: z.array(voucherItem) });
export type ConsumerVoucherData = z.infer<typeof consumerVoucherData>;

// --- insurer ---------------------------------------------------------------------------------

export const insurerEntranceData = z.object({ insurer: z.string(), product: z.string(), hotline: z.string(), open: flag() });
export type InsurerEntranceData = z.infer<typeof insurerEntranceData>;
/** The premium of each period of each insured order; paid with the period's bill. */
export const insurerBill = z.object({ orderNo: z.string(), period: z.number().int(), periods: z.number().int(), dueDay: z.string(), premiumFen: fen(), paid: flag() });
export const insurerBillsData = z.object({ list: z.array(insurerBill), unpaidFen: fen() });
export type InsurerBillsData = z.infer<typeof insurerBillsData>;

// --- loan order help -------------------------------------------------------------------------

export const hurryLoanData = z.object({ message: z.string(), etaMinutes: z.number().int() });
export type HurryLoanData = z.infer<typeof hurryLoanData>;
/** Deferral of an order's current period: allowed or why not, and the terms read before agreeing. */
export const deferQueryData = z.object({
  allowed: z.boolean(),
  reason: z.string(),
  period: z.number().int(),
  dueDay: z.string(),
  newDueDay: z.string(),
  feeFen: fen(),
  terms: z.string(),
});
export type DeferQueryData = z.infer<typeof deferQueryData>;
/** The user read and agreed the terms they were shown (the fee and the new day the server checks). */
export const deferReadBody = z.object({ orderNo: orderNoField(), newDueDay: z.string().regex(VALUE_PATTERNS.day, { error: '1004' }), feeFen: fenField() });
export type DeferReadBody = z.input<typeof deferReadBody>;
export const deferReadData = z.object({ period: z.number().int(), dueDay: z.string(), feeFen: fen() });
export type DeferReadData = z.infer<typeof deferReadData>;

// --- counter code, refunds -------------------------------------------------------------------

/** A code the counter scans to take the current bill's amount (valid until `expiresAt`). */
export const showQrCodeData = z.object({ payload: z.string(), amountFen: fen(), period: z.number().int(), expiresAt: z.number().int() });
export type ShowQrCodeData = z.infer<typeof showQrCodeData>;
export const refundItem = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  amountFen: fen(),
  reason: z.string(),
  status: z.enum(['processing', 'refunded']),
  toCard: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export const refundsData = z.object({ list: z.array(refundItem) });
export type RefundsData = z.infer<typeof refundsData>;

// --- Letong card -----------------------------------------------------------------------------

export const letongPackage = z.object({
  packageId: z.string(),
  name: z.string(),
  limitFen: fen(),
  annualFeeFen: fen(),
  /** APR of instalments bought with the card, basis points. */
  aprBp: z.number().int(),
  periods: z.array(z.number().int()),
  summary: z.string(),
  terms: z.array(z.string()),
});
export type LetongPackage = z.infer<typeof letongPackage>;
export const letongPackagesData = z.object({ list: z.array(letongPackage) });
export type LetongPackagesData = z.infer<typeof letongPackagesData>;
export const letongPackageBody = z.object({ packageId: z.string().max(16).regex(/^\w+$/, { error: '1004' }) });
export const letongBillData = z.object({ opened: flag(), packageId: z.string(), dueDay: z.string(), dueFen: fen(), items: z.array(z.object({ title: z.string(), amountFen: fen(), day: z.string() })) });
export type LetongBillData = z.infer<typeof letongBillData>;
