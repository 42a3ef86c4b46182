import { API_PATHS, defineRead } from '@credit/shared';
import type { ClearanceCheckData, ClearanceEntranceData, ClearanceHistoryData } from '@credit/shared/api';

/** Settlement proof's reads as data (ADR 046), under `clearance` (clearanceKeys.all), which an issue invalidates. */
export const clearanceReads = {
  /** Settled orders, each with its proof number once issued. */
  entrance: defineRead<ClearanceEntranceData>({ key: ['clearance', 'entrance'], path: API_PATHS.clearance.entrance }),
  /** Proofs issued, newest first (the proof page finds its own here: there is no read of one proof). */
  history: defineRead<ClearanceHistoryData>({ key: ['clearance', 'history'], path: API_PATHS.clearance.applyHistory }),
  check: defineRead<ClearanceCheckData>({ key: ['clearance', 'check'], path: API_PATHS.clearance.applyCheck, params: ['orderNo'], staleTime: 0 }),
};
