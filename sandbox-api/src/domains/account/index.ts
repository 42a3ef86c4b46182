import type { DomainFace } from '../../lib/face';
import type { Sessions } from '../../lib/auth';
import { accountRoutes } from './routes';
import { purgeExpiredSessions, rotateSession, userOfToken } from './sessionStore';

// The account domain's face: the one module another domain, the server or the seed runner imports from it.

export { accountIdOf } from './answers';
export { HANDOFF_FORM_CODE_TTL_MS, HANDOFF_URL_CODE_TTL_MS, issueHandoffCode, sessionOfToken, spendHandoffCode, userOfToken } from './sessionStore';
export type { SessionRow } from './sessionStore';
export { nextCodeOfFan } from './wxCodes';

/** The session lookup the route registration is lent (lib/auth.ts Sessions). */
export const sessions: Sessions = { userOfToken, rotateSession, purgeExpired: purgeExpiredSessions };

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'account',
  routes: accountRoutes,
});
