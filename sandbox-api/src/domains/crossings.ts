/**
 * The only place where one domain's write calls another's (issue 37): the writers one domain lends another,
 * named here once. A repayment pays, waives or defers the loan's bills; an instalment purchase lends or
 * cancels its loan; a bound card opens the one-card account; a cancelled account unbinds its cards and
 * releases its extra mobiles. The ledger and reward effects of a money movement are domains/effects.ts.
 * layers.test.ts refuses these writers imported anywhere else.
 *
 * This module sits above the domains (ADR 044). The domains above a writer's owner (repay, creditLife above
 * loan) import it from here; a domain below the owner (bankCard below oneCard, account below bankCard and
 * multiAccount, loan below custody) gets it from its context instead (context.ts Crossings, filled by
 * ports.ts), so no domain's import ever climbs back to its borrower.
 */
export { applyPayment } from './loan/bills';
export { cancelPurchaseLoan, lendForPurchase } from './loan/orders';
export { deferBill, waiveBill } from './loan/store';
export { openAccount } from './oneCard/service';
export { unbindAllCards } from './bankCard/store';
export { releaseExtraMobiles } from './multiAccount/store';
export { custodyReady } from './custody/store';
