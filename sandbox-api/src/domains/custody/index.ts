import type { DomainFace } from '../../lib/face';
import { custodyRoutes } from './routes';

// The custody domain's face: the one module another domain, the server or the seed runner imports from it.

export { custodyReady, openCustodyOf } from './store';

export const face: DomainFace = {
  name: 'custody',
  routes: custodyRoutes,
};
