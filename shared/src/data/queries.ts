import type { SelectAllCardsData } from '../api/bankCard';
import type { ShopOrderListData } from '../api/creditLife';
import type { FingerprintStatusData } from '../api/fingerprintPay';
import type { OneCardInfoData } from '../api/oneCard';
import { API_PATHS } from '../api/paths';
import { defineRead, readQuery } from './firstReads';
import { bankCardKeys, oneCardKeys } from './keys';

/**
 * Reads that more than one app makes, defined once (`defineRead`, ADR 046), so every app caches them
 * under one key and a change in one remote shows in the other. Remotes read them with
 * `useRead(oneCardInfoRead, {}, { enabled })`; the `...Query` forms are for shared code and fetchQuery.
 * A remote's own reads are in its areas' `reads.ts`; other shared ones in `reads.ts` here.
 */

/** oneCard/info, the custody account (tradePwdSet): the account remote's password pages, the loan confirm, PasswordPay. */
export const oneCardInfoRead = defineRead<OneCardInfoData>({ key: oneCardKeys.info, path: API_PATHS.oneCard.info });
export const oneCardInfoQuery = readQuery(oneCardInfoRead);

/** user/bindcard/selectall as data: a route may declare it among its first reads (ADR 041). */
export const boundCardsRead = defineRead<SelectAllCardsData>({ key: bankCardKeys.bound, path: API_PATHS.bindCard.selectall });

/**
 * creditLife/order/list, the user's credit-life orders (ADR 038): the market's order pages, and the repay remote's
 * bills, which name an instalment purchase's product and day by its loan (`loanOrderNo`; issue 39). Under
 * `creditLife`, which a purchase invalidates.
 */
export const shopOrdersRead = defineRead<ShopOrderListData>({ key: ['creditLife', 'orders'], path: API_PATHS.creditLife.orderList });

/** user/bindcard/selectall, the bound cards (masked): the account remote's card pages, the loan application's pay-out card. */
export const boundCardsQuery = readQuery(boundCardsRead);

/** fingerprintPay/status of this device's key (ADR 030): the security settings' switch, PasswordPay's offer (key as fingerprintKeys.status(keyId)). */
export const fingerprintStatusRead = defineRead<FingerprintStatusData>({ key: ['fingerprintPay', 'status'], path: API_PATHS.fingerprintPay.status, params: ['keyId'] });
export const fingerprintStatusQuery = (keyId: string) => readQuery(fingerprintStatusRead, {}, { keyId });
