import { newIdempotencyKey } from '@credit/shared';

const PREFIX = 'loanSubmitKey:';

/**
 * The Idempotency-Key of one order's submission: made once, the first time the confirm screen of
 * that order asks, and kept in sessionStorage, so a double tap, a retry after a network failure and
 * a reload of the confirm page all send the same key (the sandbox answers a replay with the first
 * answer: one order). Dropped once the order has left the confirm step.
 */
export function submitKeyFor(orderNo: string, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const kept = storage.getItem(PREFIX + orderNo);
  if (kept) return kept;
  const key = newIdempotencyKey();
  storage.setItem(PREFIX + orderNo, key);
  return key;
}

export function forgetSubmitKey(orderNo: string, storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(PREFIX + orderNo);
}
