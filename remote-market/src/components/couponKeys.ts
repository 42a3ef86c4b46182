/** The root of the coupon reads (components/couponReads.ts): an activity draw (which grants a coupon) invalidates it. */
export const couponKeys = { all: ['coupons'] as const };
