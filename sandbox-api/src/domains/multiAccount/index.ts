import type { DomainFace } from '../../lib/face';
import { multiAccountRoutes } from './routes';

// The multiAccount domain's face: the one module another domain, the server or the seed runner imports from it.

export { bindExtraMobile } from './hooks';
export { isMultiAccount } from './service';
export { extraMobiles, releaseExtraMobiles } from './store';

export const face: DomainFace = {
  name: 'multiAccount',
  routes: multiAccountRoutes,
};
