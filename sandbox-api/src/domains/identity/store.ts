import type { AppContext } from '../../context';

/** The identity data: the verified name and ID number on the users row, and the sandbox authority's registry (identity_registry). */

/** The name the sandbox authority knows for an ID number (the first verified with it), or undefined. */
export const registeredNameOf = (ctx: AppContext, certId: string): string | undefined =>
  (ctx.db.prepare('SELECT name FROM identity_registry WHERE cert_id = ?').get(certId) as { name: string } | undefined)?.name;

/** Whether another active account holds the ID number. */
export const certIdHeldByOther = (ctx: AppContext, certId: string, userId: number): boolean =>
  ctx.db.prepare(`SELECT id FROM users WHERE cert_id = ? AND status = 'active' AND id != ?`).get(certId, userId) !== undefined;

/**
 * Binds the verified identity to the account and registers it with the authority, in one transaction.
 * Throws SQLite's unique violation when another account took the ID number meanwhile.
 */
export function bindIdentity(ctx: AppContext, userId: number, name: string, certId: string): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE users SET name = ?, cert_id = ? WHERE id = ?').run(name, certId, userId);
    ctx.db.prepare('INSERT OR IGNORE INTO identity_registry (cert_id, name) VALUES (?, ?)').run(certId, name);
  })();
}

/** Keeps the issuing authority and validity read off the ID card (OCR). */
export function saveIdCardDetails(ctx: AppContext, userId: number, authority: string, validity: string): void {
  ctx.db.prepare('UPDATE users SET id_authority = ?, id_validity = ? WHERE id = ?').run(authority, validity, userId);
}
