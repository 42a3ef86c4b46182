import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, CREDIT_STATUS, http, pollWhile, sessionKeys, useRead, type RefreshType, type ThirdPartyItem } from '@credit/shared';
import type {
  CreditAuthUrlData, CreditCardLoginBody, CreditCardStatusData, CreditCardTaskData, CreditItemData, CreditStatusData,
  CreditUploadBody, CreditUploadData, QuotaDecisionData, SaveBasicInfoBody,
  UserCollectionInfoBody,
} from '@credit/shared/api';
import { profileKeys } from '../../components/profile/ProfileFields';
import { authReads } from './reads';

/** Spec 7.6 authentication data (`/api/credit/...`), the supplementary profile (customer/*) and its dictionaries. */

/** The root of this area's reads (authReads): a change of the profile or an item invalidates it. */
export const authKeys = { all: ['credit'] as const };

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

/** While something is 认证中 the view asks again; these reads toast a failure, so a failed first read is not asked again on a timer. */
const UNTIL_ANSWERED = { whileUnanswered: false };

export const useCreditStatus = () =>
  useRead(authReads.status, {}, {
    refetchInterval: pollWhile<CreditStatusData>((d) => d.items.some((i) => i.status === CREDIT_STATUS.processing), UNTIL_ANSWERED),
  });

/** One item's state for the result page; keeps asking while it is 认证中. */
export const useItemStatus = (type: RefreshType) =>
  useRead(authReads.item, { type }, {
    refetchInterval: pollWhile<CreditItemData>((d) => d.status === CREDIT_STATUS.processing, UNTIL_ANSWERED),
  });

/** Whatever a change of the profile or an item touches: the hub, the items, and the user status (the borrow gate, 我的). */
export const invalidateAuthentication = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: authKeys.all }), client.invalidateQueries({ queryKey: sessionKeys.all })]);

/** Saves the profile (saveBasicInfo) and the contacts (userCollectionInfo), in that order. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ basic, contacts }: { basic: SaveBasicInfoBody; contacts: UserCollectionInfoBody }) => {
      await post(API_PATHS.customer.saveBasicInfo, basic);
      await post(API_PATHS.customer.userCollectionInfo, contacts);
    },
    onSuccess: () => Promise.all([invalidateAuthentication(client), client.invalidateQueries({ queryKey: profileKeys.extendInfo })]),
  });
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditUploadBody) => http.post<CreditUploadData>(API_PATHS.credit.upload, body, { json: true }),
    onSuccess: () => invalidateAuthentication(client),
  });
}

const THIRD_PARTY_PATHS: Record<ThirdPartyItem, string> = {
  operator: API_PATHS.credit.operatorUrl,
  socialSecurity: API_PATHS.credit.socialSecurityUrl,
  housingFund: API_PATHS.credit.housingFundUrl,
  sesame: API_PATHS.credit.sesameUrl,
};

/** The stand-in third-party page of an item, returning to `returnUrl` (no mask: the page is left at once). */
export function useThirdPartyUrl() {
  return useMutation({
    mutationFn: ({ item, returnUrl }: { item: ThirdPartyItem; returnUrl: string }) => post<CreditAuthUrlData>(THIRD_PARTY_PATHS[item], { returnUrl }),
    meta: { mask: false },
  });
}

export function useCrawler() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => post<CreditItemData>(API_PATHS.credit.crawler), onSuccess: () => invalidateAuthentication(client) });
}

export function useFace() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (result: string) => post<CreditItemData>(API_PATHS.credit.face, { result }), onSuccess: () => invalidateAuthentication(client) });
}

export function useQuotaSubmit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<QuotaDecisionData>(API_PATHS.credit.quotaSubmit),
    onSuccess: (data) => {
      client.setQueryData(authReads.decision.key, data);
      return invalidateAuthentication(client);
    },
  });
}

/** The decision flow: asked again while processing; a decision refreshes the limit everywhere. */
export function useDecision(enabled: boolean) {
  return useRead(authReads.decision, {}, {
    enabled,
    refetchInterval: pollWhile<QuotaDecisionData>((d) => d.status === 'processing', UNTIL_ANSWERED),
  });
}

export const useCreditCardBanks = () => useRead(authReads.banks);

export const useCreditCards = () =>
  useRead(authReads.cards, {}, {
    refetchInterval: pollWhile<CreditCardStatusData>((d) => d.status === CREDIT_STATUS.processing, UNTIL_ANSWERED),
  });

export function useCreditCardLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditCardLoginBody) => post<CreditCardTaskData>(API_PATHS.credit.creditCardLogin, body),
    onSuccess: () => invalidateAuthentication(client),
  });
}

export function useCreditCardVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskId: string; code: string }) => post<CreditCardTaskData>(API_PATHS.credit.creditCardVerify, body),
    onSuccess: () => invalidateAuthentication(client),
  });
}
