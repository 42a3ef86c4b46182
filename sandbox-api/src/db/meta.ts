import type { Db } from './open';

// The meta table's keys (the clock offset, the request secret, the seeded flag): plain values, no domain.

export const readMeta = (db: Db, key: string): string | undefined =>
  (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Keeps the first value written under `key` and answers the one kept (two starts racing agree on one). */
export function keepFirstMeta(db: Db, key: string, value: string): string {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING').run(key, value);
  return readMeta(db, key)!;
}

export function deleteMeta(db: Db, key: string): void {
  db.prepare('DELETE FROM meta WHERE key = ?').run(key);
}
