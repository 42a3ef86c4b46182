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

/**
 * Counts one attempt against a daily cap in one statement, before the attempt is checked: the new count,
 * or undefined when `limit` attempts were already counted today (nothing is counted then). Concurrent
 * attempts cannot all read the same count and pass.
 */
export function claimToday(ctx: AppContext, key: string, limit: number): number | undefined {
  const row = ctx.db
    .prepare(
      `INSERT INTO counters (key, day, count) SELECT ?, ?, 1 WHERE ? > 0
       ON CONFLICT(key, day) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count`,
    )
    .get(key, ctx.clock.day(), limit, limit) as { count: number } | undefined;
  return row?.count;
}

/** Takes back one attempt counted today (never below zero): a right proof returns its own claim. */
export function unclaimToday(ctx: AppContext, key: string): void {
  ctx.db.prepare('UPDATE counters SET count = count - 1 WHERE key = ? AND day = ? AND count > 0').run(key, ctx.clock.day());
}

export function clearToday(ctx: AppContext, key: string): void {
  ctx.db.prepare('DELETE FROM counters WHERE key = ? AND day = ?').run(key, ctx.clock.day());
}
