import type { DomainFace } from '../../lib/face';
import { multiAccountRoutes } from './routes';

// The multiAccount domain's face: the one module another domain, the server or the seed runner imports from it.

export { bindExtraMobile } from './hooks';
export { isMultiAccount } from './service';
export { extraMobiles, releaseExtraMobiles } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'multiAccount',
  routes: multiAccountRoutes,
});
