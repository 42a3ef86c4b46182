import type { DomainFace } from '../../lib/face';
import { quotaRoutes, registerQuotaPage } from './routes';

// The quota domain's face: the one module another domain, the server or the seed runner imports from it.

export const face: DomainFace = {
  name: 'quota',
  routes: quotaRoutes,
  pages: [registerQuotaPage],
};
