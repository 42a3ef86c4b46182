import type { AppContext } from '../../context';

/** The login_locks table: per account, the run of wrong login passwords and the lock it started (rules in loginLimit.ts). */

export interface LockRow {
  fails: number;
  last_failed_at: number;
  locked_until: number;
}

/**
 * Reads the account's lock row and stores the one `next` returns, in one IMMEDIATE transaction, so
 * concurrent attempts are counted one after the other. `next` may throw: nothing is stored then.
 */
export function updateLoginLock(ctx: AppContext, userId: number, next: (row: LockRow | undefined) => LockRow): LockRow {
  return ctx.db.transaction(() => {
    const lock = next(ctx.db.prepare('SELECT fails, last_failed_at, locked_until FROM login_locks WHERE user_id = ?').get(userId) as LockRow | undefined);
    ctx.db
      .prepare(
        `INSERT INTO login_locks (user_id, fails, last_failed_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET fails = excluded.fails, last_failed_at = excluded.last_failed_at, locked_until = excluded.locked_until`,
      )
      .run(userId, lock.fails, lock.last_failed_at, lock.locked_until);
    return lock;
  }).immediate();
}

export function deleteLoginLock(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM login_locks WHERE user_id = ?').run(userId);
}
