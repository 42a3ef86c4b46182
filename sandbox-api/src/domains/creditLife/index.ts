import type { DomainFace } from '../../lib/face';
import { creditLifeHookRoutes, creditLifeRoutes } from './routes';

// The creditLife domain's face: the one module another domain, the server or the seed runner imports from it.

export const face: DomainFace = {
  name: 'creditLife',
  routes: creditLifeRoutes,
  hookRoutes: creditLifeHookRoutes,
};
