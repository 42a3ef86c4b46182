import type { DomainFace } from '../../lib/face';
import { fingerprintPayRoutes } from './routes';

// The fingerprintPay domain's face: the one module another domain, the server or the seed runner imports from it.

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'fingerprintPay',
  routes: fingerprintPayRoutes,
});
