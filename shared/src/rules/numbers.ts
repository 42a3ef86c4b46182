/**
 * The numbers the server gives its records, as the contract accepts them: the one definition for the
 * contract's fields, the pages' address checks (a malformed `?orderNo=` shows "not found" without a
 * call), the sandbox and e2e.
 */
export const NUMBER_PATTERNS = {
  /** A loan order: L and 16 digits. */
  orderNo: /^L\d{16}$/,
  /** A repayment: P and 16 digits. */
  repayNo: /^P\d{16}$/,
  /** A settlement proof: C and 16 digits. */
  certNo: /^C\d{16}$/,
  /** A credit-life (instalment shop) order: S and 16 digits. */
  shopOrderNo: /^S\d{16}$/,
  /** A row id (a bill, a letter): 1 to 15 digits, so it stays a safe integer (no rounding to another id). */
  rowId: /^[1-9]\d{0,14}$/,
  /** Bills paid together: 1 to 50 row ids, comma-separated. */
  billIds: /^[1-9]\d{0,14}(?:,[1-9]\d{0,14}){0,49}$/,
} as const;

export type NumberKind = keyof typeof NUMBER_PATTERNS;

export const isOrderNo = (v: string): boolean => NUMBER_PATTERNS.orderNo.test(v);
export const isRepayNo = (v: string): boolean => NUMBER_PATTERNS.repayNo.test(v);
export const isShopOrderNo = (v: string): boolean => NUMBER_PATTERNS.shopOrderNo.test(v);
export const isCertNo = (v: string): boolean => NUMBER_PATTERNS.certNo.test(v);
/** A bill id (or any row id). */
export const isRowId = (v: string): boolean => NUMBER_PATTERNS.rowId.test(v);
export const isBillIds = (v: string): boolean => NUMBER_PATTERNS.billIds.test(v);

/**
 * A number's pattern without its anchors, to find one inside a longer text such as an address (e2e:
 * `new RegExp(`#/cashConfirm\\?orderNo=${unanchored('orderNo')}$`)`).
 */
export const unanchored = (kind: NumberKind): string => NUMBER_PATTERNS[kind].source.replace(/^\^|\$$/g, '');
