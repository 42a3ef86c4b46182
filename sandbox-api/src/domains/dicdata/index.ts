import type { DomainFace } from '../../lib/face';
import { dicdataRoutes } from './routes';

// The dicdata domain's face: the one module another domain, the server or the seed runner imports from it.

export { BANKS, DICTIONARIES, bankOfCard, supportedBanks } from './data';
export type { Bank } from './data';
export { assertKnownCodes } from './rules';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'dicdata',
  routes: dicdataRoutes,
});
