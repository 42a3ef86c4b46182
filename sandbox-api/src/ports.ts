import type { AppContext } from './context';
import * as effects from './domains/effects';
import { custodyReady, openAccount, releaseExtraMobiles, unbindAllCards } from './domains/crossings';

/**
 * The ports every context carries (context.ts Effects, Crossings), filled here, above the domains: a domain
 * calls `ctx.effects.loanPaidOut(ctx, ...)` instead of importing domains/effects.ts, which imports it.
 */
export const PORTS: Pick<AppContext, 'effects' | 'crossings'> = {
  effects,
  crossings: { openAccount, unbindAllCards, releaseExtraMobiles, custodyReady },
};
