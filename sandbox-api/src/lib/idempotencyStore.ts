import type { ApiEnvelope } from '@credit/shared/api';
import type { AppContext } from '../context';
import type { Sessions } from './auth';
import { sha256 } from './crypto';

/** A kept answer is replayed for a day. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/**
 * A claim whose request never answered (its process died) is free again after this lease, so the
 * client's honest retry runs instead of answering 1006 for a day. Longer than the client's 20 s timeout
 * (spec 7.1), so a request still running is not run twice.
 */
export const IDEMPOTENCY_LEASE_MS = 30 * 1000;

interface KeyRow {
  path: string;
  request_hash: string;
  response: string | null;
  session_hash: string | null;
}

export type Claim = { claimed: true; at: number } | { claimed: false; prior: KeyRow };

/** The idempotency table: claims, kept answers, and the replay of a login answer without its token. */
export function idempotencyStore(ctx: AppContext, sessions: Pick<Sessions, 'rotateSession'>) {
  const db = ctx.db;
  const find = db.prepare('SELECT path, request_hash, response, session_hash FROM idempotency WHERE scope = ? AND key = ?');
  // A new key is claimed; so is one whose claim never answered and whose lease ran out.
  const claim = db.prepare(
    `INSERT INTO idempotency (scope, key, path, request_hash, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(scope, key) DO UPDATE SET path = excluded.path, request_hash = excluded.request_hash,
       created_at = excluded.created_at, response = NULL, session_hash = NULL
     WHERE idempotency.response IS NULL AND idempotency.created_at <= ?`,
  );
  // Both act on this request's own claim only (a late finisher never touches a claim taken over).
  const keep = db.prepare('UPDATE idempotency SET response = ?, session_hash = ? WHERE scope = ? AND key = ? AND created_at = ? AND response IS NULL');
  const release = db.prepare('DELETE FROM idempotency WHERE scope = ? AND key = ? AND created_at = ? AND response IS NULL');
  const reseal = db.prepare('UPDATE idempotency SET session_hash = ? WHERE scope = ? AND key = ?');

  db.prepare('DELETE FROM idempotency WHERE created_at < ?').run(ctx.clock.wallNow() - IDEMPOTENCY_TTL_MS);

  return {
    claim(scope: string, key: string, path: string, requestHash: string): Claim {
      const now = ctx.clock.wallNow();
      if (claim.run(scope, key, path, requestHash, now, now - IDEMPOTENCY_LEASE_MS).changes === 1) return { claimed: true, at: now };
      return { claimed: false, prior: find.get(scope, key) as KeyRow };
    },
    /**
     * Keeps a successful answer. A session token in it is never stored: only its hash, and the replay
     * gives that session a new token (`rotateSession`).
     */
    keep(scope: string, key: string, at: number, answer: ApiEnvelope<unknown>): void {
      const data = answer.data as Record<string, unknown> | null;
      if (data && typeof data.token === 'string') {
        const { token, ...rest } = data;
        keep.run(JSON.stringify({ ...answer, data: rest }), sha256(token as string), scope, key, at);
      } else {
        keep.run(JSON.stringify(answer), null, scope, key, at);
      }
    },
    release(scope: string, key: string, at: number): void {
      release.run(scope, key, at);
    },
    /** The kept answer again; a login answer with a new token of its session, undefined once that session ended. */
    replay(scope: string, key: string, prior: KeyRow): ApiEnvelope<unknown> | undefined {
      const answer = JSON.parse(prior.response!) as ApiEnvelope<Record<string, unknown>>;
      if (!prior.session_hash) return answer;
      return db.transaction(() => {
        const token = sessions.rotateSession(ctx, prior.session_hash!);
        if (!token) return undefined;
        reseal.run(sha256(token), scope, key);
        return { ...answer, data: { ...answer.data, token } };
      })();
    },
  };
}
