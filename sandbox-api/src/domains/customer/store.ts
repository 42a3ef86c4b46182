import type { AppContext } from '../../context';

/** The customer's supplementary data on the users row: the profile and contacts (JSON objects) and the education code. */

/** Stores the whole profile or contacts object (the caller merged the new fields in). */
export function saveJsonColumn(ctx: AppContext, userId: number, column: 'profile' | 'contacts', value: Record<string, unknown>): void {
  ctx.db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(JSON.stringify(value), userId);
}

export function saveEducation(ctx: AppContext, userId: number, education: string): void {
  ctx.db.prepare('UPDATE users SET education = ? WHERE id = ?').run(education, userId);
}
