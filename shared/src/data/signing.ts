import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SigningQueryData } from '../api/loan';
import { API_PATHS } from '../api/paths';
import { http } from '../http/client';

/**
 * The withholding agreement of an order's card (spec 4.7: query, apply, confirm), which the loan
 * confirm page and the repay remote's protocol payment both need: one set of hooks, one query key.
 */
export const signingKeys = { order: (orderNo: string) => ['signing', orderNo] as const };

export function useSigningQuery(orderNo: string) {
  return useQuery({ queryKey: signingKeys.order(orderNo), queryFn: () => http.post<SigningQueryData>(API_PATHS.signing.query, { orderNo }) });
}

/** Sends the code to the card's reserved mobile; the page shows its own countdown, so no mask. */
export function useSigningApply() {
  return useMutation({ mutationFn: (orderNo: string) => http.post<SigningQueryData>(API_PATHS.signing.apply, { orderNo }), meta: { mask: false } });
}

export function useSigningConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderNo: string; code: string }) => http.post<SigningQueryData>(API_PATHS.signing.confirm, body),
    onSuccess: (data, { orderNo }) => client.setQueryData(signingKeys.order(orderNo), data),
  });
}
