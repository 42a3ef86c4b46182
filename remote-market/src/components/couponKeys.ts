/** The coupon list's query keys: the coupons area reads them, an activity draw (which grants a coupon) invalidates them. */
export const couponKeys = { all: ['coupons'] as const, list: (state: string) => ['coupons', state] as const };
