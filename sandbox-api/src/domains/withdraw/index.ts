import type { DomainFace } from '../../lib/face';
import { withdrawRoutes } from './routes';

// The withdraw domain's face: the one module another domain, the server or the seed runner imports from it.

export const face: DomainFace = {
  name: 'withdraw',
  routes: withdrawRoutes,
};
