import type { RepaymentStatus } from '@credit/shared/api';

/** The result pages poll every 2 s and call it a time-out after 60 s (they keep polling behind it). */
export const POLL_MS = 2000;
export const TIMEOUT_MS = 60_000;

export type RepayView = 'loading' | 'processing' | 'timeout' | 'success' | 'partial' | 'failed' | 'unconfirmed';

/**
 * What a result page shows for a repayment's last known status and the time it has waited: the five
 * states of a repayment (processing, success, partly paid, failed, timed out) and one that is not a
 * result at all (a step-1 repayment never confirmed).
 */
export function repayView(status: RepaymentStatus | null, waitedMs: number): RepayView {
  switch (status) {
    case null:
      return 'loading';
    case 'processing':
      return waitedMs >= TIMEOUT_MS ? 'timeout' : 'processing';
    case 'pending':
      return 'unconfirmed';
    default:
      return status;
  }
}

/** Whether the page keeps asking: only while the repayment may still change by itself. */
export const keepsPolling = (view: RepayView): boolean => view === 'loading' || view === 'processing' || view === 'timeout';
