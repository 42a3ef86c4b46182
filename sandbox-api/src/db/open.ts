import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** Opens (creating the folder and file if needed) and migrates the database. */
export function openDb(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode keeps every committed transaction across a process kill.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  cacheStatements(db);
  return db;
}

/**
 * The handlers prepare their SQL where they use it (readable, next to the code); compiling the same text
 * again on every request cost about a tenth of a repayment's time. Each distinct text is compiled once.
 * Safe because no statement is put in another mode (pluck, raw, expand) or iterated while reused.
 */
function cacheStatements(db: Db): void {
  const compiled = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    let statement = compiled.get(source);
    if (!statement) {
      statement = prepare(source);
      // Bounded: texts built with a varying number of placeholders stay few, but never grow the cache forever.
      if (compiled.size < 1000) compiled.set(source, statement);
    }
    return statement;
  }) as Db['prepare'];
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
