import { RESULT_POLL } from '@credit/shared';
import type { RepaymentStatus } from '@credit/shared/api';

export type RepayView = 'loading' | 'processing' | 'timeout' | 'success' | 'partial' | 'failed' | 'refunded' | 'unconfirmed';

/** Paying at Alipay takes the user away to pay: the page waits three result time-outs before saying it is long. */
export const ALIPAY_TIMEOUT_MS = 3 * RESULT_POLL.timeoutMs;

/** A repayment's final states: nothing changes by itself after these. */
export const isFinal = (status: RepaymentStatus): boolean => status === 'success' || status === 'partial' || status === 'failed' || status === 'refunded';

/**
 * What a result page shows for a repayment's last known status (polled by @credit/shared's
 * `pollWhile` while processing) and whether the wait has timed out (`useTimedOut`): the six states
 * of a repayment (processing, success, partly paid, failed, refunded, timed out) and one that is not a result
 * at all (a step-1 repayment never confirmed).
 */
export function repayView(status: RepaymentStatus | null, timedOut: boolean): RepayView {
  switch (status) {
    case null:
      return 'loading';
    case 'processing':
      return timedOut ? 'timeout' : 'processing';
    case 'pending':
      return 'unconfirmed';
    default:
      return status;
  }
}
