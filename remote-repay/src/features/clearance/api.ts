import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, http, useRead } from '@credit/shared';
import type { ClearanceApplyData } from '@credit/shared/api';
import { clearanceReads } from './reads';

/** Settlement proof (spec 2.3, 7.7 "Settlement proof: entrance, applyCheck, applyHistory, apply"). */

/** The root of the settlement proof's reads (clearanceReads): issuing a proof invalidates it. */
export const clearanceKeys = { all: ['clearance'] as const };

const post = <T,>(path: string, body?: Record<string, unknown>) => http.post<T>(path, body);

/** Settled orders, each with its proof number once issued. */
export const useClearanceEntrance = () => useRead(clearanceReads.entrance);

/** Proofs issued, newest first (the proof page finds its own here: there is no read of one proof). */
export const useClearanceHistory = () => useRead(clearanceReads.history);

export function useApplyCheck(orderNo: string) {
  return useRead(clearanceReads.check, { orderNo });
}

/**
 * Issues the proof (asking again answers the same proof, so a retry is safe); whatever the answer, the
 * lists and the check are read again (a refusal may mean the order changed).
 */
export function useApplyClearance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => post<ClearanceApplyData>(API_PATHS.clearance.apply, { orderNo }),
    onSettled: () => client.invalidateQueries({ queryKey: clearanceKeys.all }),
  });
}

/**
 * The proof as the sandbox's PDF, fetched with the token header (never a link carrying it). No loading
 * mask: the download button shows its own state.
 */
export function useClearancePdf() {
  return useMutation({
    mutationFn: (certNo: string) => http.file(API_PATHS.clearance.file.replace(':certNo', encodeURIComponent(certNo))),
    meta: { mask: false },
  });
}
