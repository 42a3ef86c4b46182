import type { DomainFace } from '../../lib/face';
import { fingerprintPayRoutes } from './routes';

// The fingerprintPay domain's face: the one module another domain, the server or the seed runner imports from it.

export const face: DomainFace = {
  name: 'fingerprintPay',
  routes: fingerprintPayRoutes,
};
