import type { DomainFace } from '../../lib/face';
import { creditHookRoutes, creditRoutes } from './routes';
import { registerThirdPartyPage } from './pageRoutes';

// The credit domain's face: the one module another domain, the server or the seed runner imports from it.

export { decodeImage } from './imageStore';
export { itemRow } from './store';

export const face: DomainFace = {
  name: 'credit',
  routes: creditRoutes,
  hookRoutes: creditHookRoutes,
  pages: [registerThirdPartyPage],
};
