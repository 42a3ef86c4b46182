import type { AppContext } from '../../context';
import { newToken, sha256 } from '../../lib/crypto';
import { GUEST_TOKEN } from '../../lib/catalogue';
import { userById, type UserRow } from './users';

/** Issues a session; the token is returned once and only its hash is stored. */
export function createSession(ctx: AppContext, userId: number): { token: string; expiresAt: number } {
  const token = newToken();
  const now = ctx.clock.wallNow();
  const expiresAt = now + ctx.opts.sessionTtlMs;
  ctx.db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sha256(token), userId, now, expiresAt);
  return { token, expiresAt };
}

/** The user behind a token, or undefined for a missing, guest, unknown or expired one. */
export function userOfToken(ctx: AppContext, token: string | undefined): UserRow | undefined {
  if (!token || token === GUEST_TOKEN || token.length > 128) return undefined;
  const row = ctx.db.prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?').get(sha256(token)) as
    | { user_id: number; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= ctx.clock.wallNow()) return undefined;
  return userById(ctx, row.user_id);
}

/**
 * Gives a live session a new token, the old one stops working: how a replayed login answer (idempotency
 * key) carries a token although only its hash was stored. Undefined when the session has ended.
 */
export function rotateSession(ctx: AppContext, tokenHash: string): string | undefined {
  const token = newToken();
  const changed = ctx.db
    .prepare('UPDATE sessions SET token_hash = ? WHERE token_hash = ? AND expires_at > ?')
    .run(sha256(token), tokenHash, ctx.clock.wallNow()).changes;
  return changed === 1 ? token : undefined;
}

export function revokeSession(ctx: AppContext, token: string): void {
  ctx.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256(token));
}

export function revokeAllSessions(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}
