import type { DomainFace } from '../../lib/face';
import { customerRoutes } from './routes';

// The customer domain's face: the one module another domain, the server or the seed runner imports from it.

export { assertContactsNotOwn, assertKnownCodes } from './service';

export const face: DomainFace = {
  name: 'customer',
  routes: customerRoutes,
};
