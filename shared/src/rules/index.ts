// Entry `@credit/shared/rules`: the spec-5 patterns and the GB 11643 ID number check, pure and
// zod-free, so the pages (through the main entry), the API contract, the sandbox and e2e share them.
export { PATTERNS, VALUE_PATTERNS } from './patterns';
export { idCheckChar, isValidIdNumber } from './idNumber';
export { isBillIds, isCertNo, isOrderNo, isRepayNo, isRowId, isShopOrderNo, NUMBER_PATTERNS, unanchored } from './numbers';
export type { NumberKind } from './numbers';
export { CHINA_UTC_OFFSET_MS } from './time';
export { describeUnmet, needsOfManifest, satisfiesRange, unmetNeeds } from './versions';
export type { Gives, Need, Needs, UnmetNeed } from './versions';
