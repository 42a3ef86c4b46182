import type { DomainFace } from '../../lib/face';
import { quotaRoutes, registerQuotaPage } from './routes';

// The quota domain's face: the one module another domain, the server or the seed runner imports from it.

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'quota',
  routes: quotaRoutes,
  pages: [registerQuotaPage],
});
