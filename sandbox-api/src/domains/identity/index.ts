import type { DomainFace } from '../../lib/face';
import { identityRoutes } from './routes';

// The identity domain's face: the one module another domain, the server or the seed runner imports from it.

export { birthDateOf, normalizeCertId, sexOf } from './rules';

export const face: DomainFace = {
  name: 'identity',
  routes: identityRoutes,
};
