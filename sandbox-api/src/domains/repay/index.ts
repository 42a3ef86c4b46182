import { SEED_ORDER, type DomainFace } from '../../lib/face';
import { repayRoutes } from './routes';
import { funderRepayRoutes } from './funderRepayRoutes';
import { clearanceRoutes, registerClearanceFile } from './clearanceRoutes';
import { serviceRoutes } from './serviceRoutes';
import { registerCashierPage } from './cashierRoutes';
import { seedDemoRepayments } from './seed';

// The repay domain's face: the one module another domain, the server or the seed runner imports from it.

/** Lent to creditLife through the context's crossings (ports.ts). */
export { refundPurchaseCharges } from './purchaseRefunds';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'repay',
  routes: [...repayRoutes, ...funderRepayRoutes, ...clearanceRoutes, ...serviceRoutes],
  pages: [registerCashierPage, registerClearanceFile],
  seeds: [{ order: SEED_ORDER.repayments, run: (ctx, demo) => seedDemoRepayments(ctx, demo.settledOrderId!) }],
});
