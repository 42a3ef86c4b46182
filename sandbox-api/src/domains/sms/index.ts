import type { DomainFace } from '../../lib/face';
import { smsRoutes } from './routes';

// The sms domain's face: the one module another domain, the server or the seed runner imports from it.

export { checkCode, outboxCode, sendCode, spentOwnCodeSince } from './service';
export { spendCodeWith } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'sms',
  routes: smsRoutes,
});
