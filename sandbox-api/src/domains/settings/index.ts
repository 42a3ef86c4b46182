import type { DomainFace } from '../../lib/face';
import { settingsRoutes } from './routes';

// The settings domain's face: the one module another domain, the server or the seed runner imports from it.

export { custodyBalance, custodyLoanRows, custodySpentFen, hasLedgerRow, recordTransaction, repaidTotal, rewardBalance, rewardRefs, rewardRows, setLedgerStatus } from './transactionStore';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'settings',
  routes: settingsRoutes,
});
