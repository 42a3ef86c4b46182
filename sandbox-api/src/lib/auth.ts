import type { AppContext } from '../context';
import type { UserRow } from '../db/rows';

export type { UserRow } from '../db/rows';

/**
 * The session lookup the account domain lends the route registration (server.ts passes it in), so lib/
 * never imports the domain that keeps sessions.
 */
export interface Sessions {
  /** The user behind a token, or undefined for a missing, guest, unknown or expired one. */
  userOfToken(ctx: AppContext, token: string | undefined): UserRow | undefined;
  /** Gives a live session a new token (a replayed login answer); undefined once the session has ended. */
  rotateSession(ctx: AppContext, tokenHash: string): string | undefined;
  /** Forgets the sessions that have expired. */
  purgeExpired(ctx: AppContext): void;
}
