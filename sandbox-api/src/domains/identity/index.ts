import type { DomainFace } from '../../lib/face';
import { identityRoutes } from './routes';

// The identity domain's face: the one module another domain, the server or the seed runner imports from it.

export { birthDateOf, normalizeCertId, sexOf } from './rules';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'identity',
  routes: identityRoutes,
});
