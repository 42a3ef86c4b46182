import type { DomainFace } from '../../lib/face';
import { bankCardRoutes } from './routes';

// The bankCard domain's face: the one module another domain, the server or the seed runner imports from it.

export { normalizeCardNo, ownCard, supportedBankOf } from './rules';
export { boundCards, cardById, unbindAllCards } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'bankCard',
  routes: bankCardRoutes,
});
