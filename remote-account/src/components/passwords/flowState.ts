import { SMS_CODE_TTL_MS } from './constants';

/**
 * What step 1 of a two-step reset proved, kept in memory only (never in the URL or storage: it holds
 * an SMS code, an ID and a card number). It dies with the page, after the code's lifetime, or once
 * step 2 succeeds; step 2 without it sends the user back to step 1.
 */
export interface LoginResetProof {
  mobile: string;
  code: string;
}

export interface DealResetProof {
  certId: string;
  cardNo: string;
  code: string;
}

interface Held<T> {
  value: T;
  at: number;
}

function holder<T>() {
  let held: Held<T> | null = null;
  return {
    set(value: T, now = Date.now()) {
      held = { value, at: now };
    },
    /** The proof while the SMS code it carries can still be valid; null otherwise (and forgets it). */
    get(now = Date.now()): T | null {
      if (held && now - held.at >= SMS_CODE_TTL_MS) held = null;
      return held?.value ?? null;
    },
    clear() {
      held = null;
    },
  };
}

export const loginResetProof = holder<LoginResetProof>();
export const dealResetProof = holder<DealResetProof>();
