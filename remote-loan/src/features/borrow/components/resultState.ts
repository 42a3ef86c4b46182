import type { LoanOrderStatus } from '@credit/shared/api';

export type ResultView = 'loading' | 'lending' | 'timeout' | 'success' | 'failed' | 'cancelled' | 'notSubmitted';

/**
 * What the result page shows for the order's last known status (polled by @credit/shared's
 * `pollWhile` while lending) and whether the wait has timed out (`useTimedOut`): 放款中 until paid
 * out, failed or cancelled; 超时 once lending has lasted the time-out, still polling behind it.
 */
export function resultView(status: LoanOrderStatus | null, timedOut: boolean): ResultView {
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
      return timedOut ? 'timeout' : 'lending';
  }
}
