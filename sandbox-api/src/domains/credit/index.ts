import type { DomainFace } from '../../lib/face';
import { creditHookRoutes, creditRoutes } from './routes';
import { registerThirdPartyPage } from './pageRoutes';

// The credit domain's face: the one module another domain, the server or the seed runner imports from it.

export { decodeImage } from './imageStore';
export { itemRow } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'credit',
  routes: creditRoutes,
  hookRoutes: creditHookRoutes,
  pages: [registerThirdPartyPage],
});
