import { queryOptions } from '@tanstack/react-query';
import type { SelectAllCardsData } from '../api/bankCard';
import type { OneCardInfoData } from '../api/oneCard';
import { API_PATHS } from '../api/paths';
import { http } from '../http/client';
import { fingerprintPayStatus } from '../http/fingerprintPay';
import { defineRead, readQuery } from './firstReads';
import { bankCardKeys, fingerprintKeys, oneCardKeys } from './keys';

/**
 * Reads that more than one app makes, defined once (TanStack Query `queryOptions`: key and fetcher
 * together), so every app caches them under one key and a change in one remote shows in the other.
 * Use as `useQuery(oneCardInfoQuery)`, or spread to add options: `useQuery({ ...oneCardInfoQuery, enabled })`.
 * A remote's own reads stay in its areas' `api.ts`.
 */

/** oneCard/info, the custody account (tradePwdSet): the account remote's password pages, the loan confirm, PasswordPay. */
export const oneCardInfoQuery = queryOptions({
  queryKey: oneCardKeys.info,
  queryFn: () => http.post<OneCardInfoData>(API_PATHS.oneCard.info),
});

/** user/bindcard/selectall as data: a route may declare it among its first reads (ADR 041). */
export const boundCardsRead = defineRead({ key: bankCardKeys.bound, path: API_PATHS.bindCard.selectall });

/** user/bindcard/selectall, the bound cards (masked): the account remote's card pages, the loan application's pay-out card. */
export const boundCardsQuery = readQuery<SelectAllCardsData>(boundCardsRead);

/** fingerprintPay/status of this device's key (ADR 030): the security settings' switch, PasswordPay's offer. */
export const fingerprintStatusQuery = (keyId: string) =>
  queryOptions({
    queryKey: fingerprintKeys.status(keyId),
    queryFn: () => fingerprintPayStatus(keyId),
  });
