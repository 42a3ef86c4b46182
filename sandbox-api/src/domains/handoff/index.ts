import type { DomainFace } from '../../lib/face';
import { handoffRoutes } from './routes';

// The handoff domain's face: the one module another domain, the server or the seed runner imports from it.

export { HANDOFF_MESSAGES } from './routes';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'handoff',
  routes: handoffRoutes,
});
