import type { DomainFace } from '../../lib/face';
import { oneCardRoutes } from './routes';

// The oneCard domain's face: the one module another domain, the server or the seed runner imports from it.

export { CARD_NAME, openAccount } from './service';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'oneCard',
  routes: oneCardRoutes,
});
