import type { AppContext } from './context';
import * as effects from './domains/effects';
import { custodyReady, openAccount, releaseExtraMobiles, unbindAllCards } from './domains/crossings';
import { refundPurchaseCharges } from './domains/repay';

/**
 * The ports every context carries (context.ts Effects, Crossings), filled here, above the domains: a domain
 * calls `ctx.effects.loanPaidOut(ctx, ...)` instead of importing domains/effects.ts, which imports it.
 * repay's refund of an undelivered purchase's charges comes from its face here, not through domains/crossings.ts:
 * repay imports crossings.ts, so crossings.ts importing repay would close a circle of folders.
 */
export const PORTS: Pick<AppContext, 'effects' | 'crossings'> = {
  effects,
  crossings: { openAccount, unbindAllCards, releaseExtraMobiles, custodyReady, refundPurchaseCharges },
};
