import type { AppContext } from '../context';

/**
 * A row of the users table: what every route's handler is given as its caller. The account domain owns
 * the table; the type sits here so lib/ (routes, downloads, pay tickets) can name the caller without
 * importing a domain.
 */
export interface UserRow {
  id: number;
  customer_id: string;
  mobile: string;
  password_hash: string;
  trade_pwd_hash: string | null;
  status: 'active' | 'cancelled';
  invite_code: string;
  invited_by: number | null;
  wx_open_id: string | null;
  name: string | null;
  cert_id: string | null;
  id_authority: string | null;
  id_validity: string | null;
  open_card_status: 0 | 1;
  account_no: string | null;
  credit_limit_fen: number;
  active_status: 0 | 1;
  education: string | null;
  profile: string;
  contacts: string;
  created_at: number;
}

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
