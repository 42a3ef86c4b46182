import type { PayPurpose } from '@credit/shared/api';
import type { AppContext } from '../../context';

// The fingerprint keys and challenges (ADR 030).

export interface ChallengeRow {
  id: number;
  user_id: number;
  key_id: string;
  challenge: string;
  pay_for: PayPurpose['payFor'];
  subject: string;
  amount_fen: number | null;
  expires_at: number;
  used_at: number | null;
}

export function keyOf(ctx: AppContext, userId: number, keyId: string): { key_secret: string } | undefined {
  return ctx.db.prepare('SELECT key_secret FROM fingerprint_keys WHERE key_id = ? AND user_id = ?').get(keyId, userId) as { key_secret: string } | undefined;
}

/** The user whose device key this is, if anyone's. */
export const keyHolderOf = (ctx: AppContext, keyId: string): number | undefined =>
  (ctx.db.prepare('SELECT user_id FROM fingerprint_keys WHERE key_id = ?').get(keyId) as { user_id: number } | undefined)?.user_id;

export function putKey(ctx: AppContext, keyId: string, userId: number, keySecret: string, at: number): void {
  ctx.db
    .prepare('INSERT INTO fingerprint_keys (key_id, user_id, key_secret, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(key_id) DO UPDATE SET key_secret = excluded.key_secret, created_at = excluded.created_at')
    .run(keyId, userId, keySecret, at);
}

/** The key and its open challenges go together. */
export function deleteKey(ctx: AppContext, keyId: string, userId: number): void {
  ctx.db.prepare('DELETE FROM fingerprint_keys WHERE key_id = ? AND user_id = ?').run(keyId, userId);
  ctx.db.prepare('DELETE FROM fingerprint_challenges WHERE key_id = ? AND user_id = ?').run(keyId, userId);
}

export function deleteChallengesBefore(ctx: AppContext, expiredBefore: number): void {
  ctx.db.prepare('DELETE FROM fingerprint_challenges WHERE expires_at < ?').run(expiredBefore);
}

export function insertChallenge(ctx: AppContext, c: { challengeHash: string; userId: number; keyId: string; challenge: string; purpose: PayPurpose; expiresAt: number }): void {
  ctx.db
    .prepare(
      `INSERT INTO fingerprint_challenges (challenge_hash, user_id, key_id, challenge, pay_for, subject, amount_fen, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(c.challengeHash, c.userId, c.keyId, c.challenge, c.purpose.payFor, c.purpose.subject, c.purpose.amountFen ?? null, c.expiresAt);
}

/** Spends a live challenge once (its first proof, right or wrong); undefined for an unknown, spent or expired one. */
export const spendChallenge = (ctx: AppContext, challengeHash: string, userId: number, now: number): ChallengeRow | undefined =>
  ctx.db
    .prepare('UPDATE fingerprint_challenges SET used_at = ? WHERE challenge_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ? RETURNING *')
    .get(now, challengeHash, userId, now) as ChallengeRow | undefined;
