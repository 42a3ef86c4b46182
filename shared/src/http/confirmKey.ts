import { newIdempotencyKey } from './client';

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = (screen: string, subject: string) => `confirmKey:${screen}:${subject}`;

/**
 * The Idempotency-Key of one confirm screen (a loan submit, a repayment): made the first time the
 * screen asks for it and kept in sessionStorage, so a double tap, a retry after a network failure and
 * a reload of the screen all send the same key and the server answers a replay with its first answer
 * (one order, one payment). `screen` names the kind of confirm, `subject` what it confirms (an order
 * number, a set of bills). Forget it once the confirm is settled, so the next one is new.
 */
export function confirmKeyFor(screen: string, subject: string, storage: KeyStore = sessionStorage): string {
  const kept = storage.getItem(storageKey(screen, subject));
  if (kept) return kept;
  const key = newIdempotencyKey();
  storage.setItem(storageKey(screen, subject), key);
  return key;
}

export function forgetConfirmKey(screen: string, subject: string, storage: KeyStore = sessionStorage): void {
  storage.removeItem(storageKey(screen, subject));
}
