import type { AppContext } from '../context';

/** Per-business-day attempt counters (real-name attempts, wrong passwords). */
export function countToday(ctx: AppContext, key: string): number {
  const row = ctx.db.prepare('SELECT count FROM counters WHERE key = ? AND day = ?').get(key, ctx.clock.day()) as { count: number } | undefined;
  return row?.count ?? 0;
}

export function bumpToday(ctx: AppContext, key: string): number {
  const row = ctx.db
    .prepare('INSERT INTO counters (key, day, count) VALUES (?, ?, 1) ON CONFLICT(key, day) DO UPDATE SET count = count + 1 RETURNING count')
    .get(key, ctx.clock.day()) as { count: number };
  return row.count;
}

export function clearToday(ctx: AppContext, key: string): void {
  ctx.db.prepare('DELETE FROM counters WHERE key = ? AND day = ?').run(key, ctx.clock.day());
}
