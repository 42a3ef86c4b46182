import { createStepFlow } from '@credit/shared/ui';
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

/** One proof: a step flow of a single step whose progress lives as long as the SMS code it carries. */
function proof<T extends object>() {
  const flow = createStepFlow<'proved', T>({ ttlMs: SMS_CODE_TTL_MS });
  return {
    set(value: T, now = Date.now()) {
      flow.start(now);
      flow.advance('proved', value);
    },
    /** The proof while the SMS code it carries can still be valid; null otherwise (and forgets it). */
    get(now = Date.now()): T | null {
      return flow.reached('proved', now) ? (flow.data() as T) : null;
    },
    clear: () => flow.reset(),
  };
}

export const loginResetProof = proof<LoginResetProof>();
export const dealResetProof = proof<DealResetProof>();
