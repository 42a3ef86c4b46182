import type { AuthorizationKind } from '@credit/shared/api';
import type { AppContext } from '../../context';

/**
 * The settings domain's SQL (issue 23): the authorisations a user granted (spec 7.5). The ledger
 * (`transactions`) has its own data module, ./transactions.ts.
 */

export interface AuthorizationRow {
  id: number;
  kind: AuthorizationKind;
  status: 'granted' | 'cancelled';
  granted_at: number;
  cancelled_at: number | null;
}

/** Granted first, then cancellations, newest first. */
export const authorizationRows = (ctx: AppContext, userId: number): AuthorizationRow[] =>
  ctx.db
    .prepare(`SELECT * FROM authorizations WHERE user_id = ? ORDER BY status = 'granted' DESC, COALESCE(cancelled_at, granted_at) DESC, id DESC`)
    .all(userId) as AuthorizationRow[];

/** Grants a kind (granting one already granted changes nothing). */
export function grantAuthorization(ctx: AppContext, userId: number, kind: AuthorizationKind, at: number): void {
  ctx.db.prepare(`INSERT OR IGNORE INTO authorizations (user_id, kind, status, granted_at) VALUES (?, ?, 'granted', ?)`).run(userId, kind, at);
}

export const grantedAuthorization = (ctx: AppContext, userId: number, id: number): AuthorizationRow | undefined =>
  ctx.db.prepare(`SELECT * FROM authorizations WHERE id = ? AND user_id = ? AND status = 'granted'`).get(id, userId) as AuthorizationRow | undefined;

export function cancelAuthorization(ctx: AppContext, id: number, at: number): void {
  ctx.db.prepare(`UPDATE authorizations SET status = 'cancelled', cancelled_at = ? WHERE id = ?`).run(at, id);
}
