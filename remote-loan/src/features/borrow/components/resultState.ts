import type { LoanOrderStatus } from '@credit/shared/api';

/** The result page polls every 2 s and calls it a time-out after 60 s (it keeps polling behind). */
export const POLL_MS = 2000;
export const TIMEOUT_MS = 60_000;

export type ResultView = 'loading' | 'lending' | 'timeout' | 'success' | 'failed' | 'cancelled' | 'notSubmitted';

/**
 * What the result page shows for the order's last known status and the time since the page began
 * waiting: 放款中 until paid out, failed or cancelled; 超时 once lending has lasted TIMEOUT_MS.
 */
export function resultView(status: LoanOrderStatus | null, waitedMs: number): ResultView {
  switch (status) {
    case null:
      return 'loading';
    case 'repaying':
    case 'settled':
      return 'success';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'created':
      return 'notSubmitted';
    case 'lending':
      return waitedMs >= TIMEOUT_MS ? 'timeout' : 'lending';
  }
}

/** Whether the page keeps polling: only while the order may still change by itself. */
export function keepsPolling(view: ResultView): boolean {
  return view === 'loading' || view === 'lending' || view === 'timeout';
}
