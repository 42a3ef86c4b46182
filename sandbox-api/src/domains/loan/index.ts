import { SEED_ORDER, type DomainFace } from '../../lib/face';
import { loanRoutes } from './routes';
import { offerRoutes } from './offerRoutes';
import { loanExtraRoutes } from './extraRoutes';
import { funderRoutes } from './funderRoutes';
import { partnerStepRoutes } from './partnerStepRoutes';
import { registerContractFile } from './contractRoutes';
import { progressOrders } from './orders';
import { seedDemoLoans, seedDemoRewards } from './seed';

// The loan domain's face: the one module another domain, the server or the seed runner imports from it.

export { applyPayment, billViews, billsById, billsOfOrder, billsOfUser, dueNow, dueOf, quoteOf } from './bills';
export type { BillRow } from './bills';
export { CUSTODY_FUNDER_CODES, DEFAULT_FUNDER_SETTINGS, OTHER_REPAY_PATH_MESSAGE, creditorsOf, funderOf, lenderOf, platformFunder, repayPathOf } from './funders';
export type { FunderSettings } from './funders';
export { LOAN_MESSAGES, MAX_APR_BP, availableCredit, cancelPurchaseLoan, isCardSigned, lendForPurchase, orderOf, outstandingPrincipal, scheduleOf, trialOf } from './orders';
export type { OrderRow } from './orders';
export { LOAN_PURPOSES } from './pricing';
export { hasOverdue, instalmentMaxFen, productLoanAmounts } from './productAmounts';
export { deferBill, hasBorrowed, hasInstalmentRepaidOnTime, hasOrderIn, insertRedPacket, orderById, ordersOfUser, waiveBill } from './store';
export type { NewRedPacket } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'loan',
  routes: [...loanRoutes, ...offerRoutes, ...loanExtraRoutes, ...funderRoutes, ...partnerStepRoutes],
  pages: [registerContractFile],
  openings: { progressOrders: (ctx, user) => progressOrders(ctx, user.id) },
  seeds: [
    { order: SEED_ORDER.loans, run: (ctx, demo) => {
      const [settled] = seedDemoLoans(ctx, demo.userId, demo.cardId);
      demo.settledOrderId = settled!.id;
    } },
    { order: SEED_ORDER.rewards, run: (ctx, demo) => seedDemoRewards(ctx, demo.userId) },
  ],
});
