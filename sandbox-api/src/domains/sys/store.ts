import type { AppContext } from '../../context';

/**
 * The settings table: one text value per key. The typed settings and their defaults are in
 * settings.ts; other domains keep raw values here under their own key prefix (content's agreement
 * overrides).
 */

/** The stored value of a key, or undefined when none is stored. */
export const readSetting = (ctx: AppContext, key: string): string | undefined =>
  (ctx.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;

/** Stores a key's value, replacing the one stored. */
export function writeSetting(ctx: AppContext, key: string, value: string): void {
  ctx.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Forgets a key's value (its default applies again). */
export function deleteSetting(ctx: AppContext, key: string): void {
  ctx.db.prepare('DELETE FROM settings WHERE key = ?').run(key);
}
