/**
 * The only place where one domain's write calls another's (issue 37): the writers one domain lends another,
 * named here once. A repayment pays, waives or defers the loan's bills; an instalment purchase lends or
 * cancels its loan; the invitation seed registers friends; a bound card opens the one-card account; a
 * cancelled account unbinds its cards and releases its extra mobiles. The ledger and reward effects of a
 * money movement are domains/effects.ts. layers.test.ts refuses these writers imported anywhere else.
 */
export { applyPayment } from './loan/bills';
export { cancelPurchaseLoan, lendForPurchase } from './loan/orders';
export { deferBill, waiveBill } from './loan/store';
export { openAccount } from './oneCard/service';
export { unbindAllCards } from './bankCard/store';
export { releaseExtraMobiles } from './multiAccount/store';
