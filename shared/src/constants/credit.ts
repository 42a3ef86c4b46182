/**
 * Authentication data (spec 7.6), zod-free so pages can import it. Items are keyed as the sandbox
 * stores them; `/refresh?type=` takes the external ones.
 */
export const CREDIT_ITEMS = ['idCardPhotos', 'operator', 'socialSecurity', 'housingFund', 'sesame', 'crawler', 'face', 'creditCard'] as const;
export type CreditItem = (typeof CREDIT_ITEMS)[number];

/** Items verified on a stand-in third-party page that returns to `/#/refresh?type=<item>`. */
export const THIRD_PARTY_ITEMS = ['operator', 'socialSecurity', 'housingFund', 'sesame'] as const;
export type ThirdPartyItem = (typeof THIRD_PARTY_ITEMS)[number];

/** The `type` values of the verification-result page (spec 2.4 /refresh). */
export const REFRESH_TYPES = ['operator', 'socialSecurity', 'housingFund', 'sesame', 'face', 'creditCard'] as const;
export type RefreshType = (typeof REFRESH_TYPES)[number];

/**
 * What a quota application needs besides the supplementary profile (docs/adr/013): the ID photos and
 * the operator (mobile carrier) data. The others raise the odds, they are not required.
 */
export const REQUIRED_CREDIT_ITEMS = ['idCardPhotos', 'operator'] as const satisfies readonly CreditItem[];

/** An item's state: 0 未认证, 1 认证中, 2 已认证, 3 认证失败. */
export const CREDIT_STATUS = { none: 0, processing: 1, done: 2, failed: 3 } as const;
export type CreditStatus = (typeof CREDIT_STATUS)[keyof typeof CREDIT_STATUS];
