import type { DomainFace } from '../../lib/face';
import { custodyRoutes } from './routes';

// The custody domain's face: the one module another domain, the server or the seed runner imports from it.

export { custodyReady, openCustodyOf } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'custody',
  routes: custodyRoutes,
});
