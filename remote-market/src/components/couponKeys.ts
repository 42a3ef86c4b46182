/** The root of the coupon reads (features/coupons/reads.ts): an activity draw (which grants a coupon) invalidates it. */
export const couponKeys = { all: ['coupons'] as const };
