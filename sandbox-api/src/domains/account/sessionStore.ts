import type { AppContext } from '../../context';
import { newToken, sha256 } from '../../lib/crypto';
import { GUEST_TOKEN } from '../../lib/catalogue';
import { userById, type UserRow } from '../../lib/userStore';

export interface SessionRow {
  token_hash: string;
  user_id: number;
  expires_at: number;
}

/**
 * Issues a session; the token is returned once and only its hash is stored. A session exchanged from
 * another (`parent`, unionLoginByToken) ends with it: never later than it, and when it is revoked.
 */
export function createSession(ctx: AppContext, userId: number, parent?: SessionRow): { token: string; expiresAt: number } {
  const token = newToken();
  const now = ctx.clock.wallNow();
  const expiresAt = parent ? Math.min(parent.expires_at, now + ctx.opts.sessionTtlMs) : now + ctx.opts.sessionTtlMs;
  ctx.db
    .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at, parent_hash) VALUES (?, ?, ?, ?, ?)')
    .run(sha256(token), userId, now, expiresAt, parent?.token_hash ?? null);
  return { token, expiresAt };
}

/** The live session of a token, or undefined for a missing, guest, unknown or expired one. */
export function sessionOfToken(ctx: AppContext, token: string | undefined): SessionRow | undefined {
  if (!token || token === GUEST_TOKEN || token.length > 128) return undefined;
  const row = ctx.db.prepare('SELECT token_hash, user_id, expires_at FROM sessions WHERE token_hash = ?').get(sha256(token)) as SessionRow | undefined;
  return row && row.expires_at > ctx.clock.wallNow() ? row : undefined;
}

/** Forgets the sessions that have expired (the route registration does, at start-up). */
export function purgeExpiredSessions(ctx: AppContext): void {
  ctx.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(ctx.clock.wallNow());
}

/** The user behind a token, or undefined for a missing, guest, unknown or expired one. */
export function userOfToken(ctx: AppContext, token: string | undefined): UserRow | undefined {
  const session = sessionOfToken(ctx, token);
  return session && userById(ctx, session.user_id);
}

/**
 * Gives a live session a new token, the old one stops working: how a replayed login answer (idempotency
 * key) carries a token although only its hash was stored. Undefined when the session has ended.
 */
export function rotateSession(ctx: AppContext, tokenHash: string): string | undefined {
  const token = newToken();
  return ctx.db.transaction(() => {
    const changed = ctx.db
      .prepare('UPDATE sessions SET token_hash = ? WHERE token_hash = ? AND expires_at > ?')
      .run(sha256(token), tokenHash, ctx.clock.wallNow()).changes;
    if (changed !== 1) return undefined;
    ctx.db.prepare('UPDATE sessions SET parent_hash = ? WHERE parent_hash = ?').run(sha256(token), tokenHash);
    return token;
  })();
}

/** Ends a session and every session exchanged from it, directly or through others. */
export function revokeSession(ctx: AppContext, token: string): void {
  ctx.db
    .prepare(
      `WITH RECURSIVE family(hash) AS (
         SELECT ? UNION SELECT s.token_hash FROM sessions s JOIN family f ON s.parent_hash = f.hash
       )
       DELETE FROM sessions WHERE token_hash IN (SELECT hash FROM family)`,
    )
    .run(sha256(token));
}

export function revokeAllSessions(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

/** Ends every session of the user but the one of `token` (a password change keeps the caller logged in). */
export function revokeOtherSessions(ctx: AppContext, userId: number, token: string): void {
  ctx.db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?').run(userId, sha256(token));
}

/**
 * What a hand-off code opens: the quota-activation page, the points mall (ADR 024), the fishcard partner
 * (ADR 040) or a configured partner's page (`partner`, ADR 050: bound to its target as well).
 */
export type HandoffPurpose = 'quota' | 'mall' | 'fishcard' | 'partner';

/** How long a code in a page's URL lives: the time for the browser to follow the link. */
export const HANDOFF_URL_CODE_TTL_MS = 60_000;
/** How long the code of a page's form lives: the time for the user to read the page and tap. */
export const HANDOFF_FORM_CODE_TTL_MS = 10 * 60_000;

/**
 * A one-time code standing for the session of `tokenHash`, for one purpose and, for a partner, one
 * target (origin and path): a page outside the app carries it in its URL (or its form) instead of the
 * session token, so no session token reaches an access log or a Referer (ADR 024, 050). Stored hashed;
 * spent by `spendHandoffCode`.
 */
export function issueHandoffCode(ctx: AppContext, tokenHash: string, purpose: HandoffPurpose, ttlMs: number, target = ''): string {
  const code = newToken();
  const now = ctx.clock.wallNow();
  ctx.db.prepare('DELETE FROM handoff_codes WHERE expires_at <= ?').run(now);
  ctx.db
    .prepare('INSERT INTO handoff_codes (code_hash, session_hash, purpose, expires_at, target) VALUES (?, ?, ?, ?, ?)')
    .run(sha256(code), tokenHash, purpose, now + ttlMs, target);
  return code;
}

/**
 * Spends a hand-off code once: the live session it stands for (and its user), or undefined for an
 * unknown, spent, expired or other-purpose code, a code issued for another target (`null`: no target
 * it may open; spent all the same: whoever holds it gets one try), or a session that has ended since.
 */
export function spendHandoffCode(
  ctx: AppContext,
  code: string | undefined,
  purpose: HandoffPurpose,
  target: string | null = '',
): { session: SessionRow; user: UserRow } | undefined {
  if (!code || code.length > 128) return undefined;
  const row = ctx.db
    .prepare('DELETE FROM handoff_codes WHERE code_hash = ? AND purpose = ? RETURNING session_hash, expires_at, target')
    .get(sha256(code), purpose) as { session_hash: string; expires_at: number; target: string } | undefined;
  const now = ctx.clock.wallNow();
  if (!row || row.expires_at <= now || row.target !== target) return undefined;
  const session = ctx.db.prepare('SELECT token_hash, user_id, expires_at FROM sessions WHERE token_hash = ?').get(row.session_hash) as SessionRow | undefined;
  const user = session && session.expires_at > now ? userById(ctx, session.user_id) : undefined;
  return session && user ? { session, user } : undefined;
}
