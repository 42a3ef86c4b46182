import type { AppContext } from '../../context';
import type { Beacon } from './beacon';

// The field_events table (issue 41, ADR 059): one row per beacon event, nothing about who sent it.

/** One stored event as the owner's read takes it. */
export interface FieldEventRow {
  session: string;
  kind: 'view' | 'vital' | 'error';
  name: string | null;
  value: number | null;
  route: string;
  release: string | null;
  received_at: number;
}

/** Stores a beacon's events, dated `at` by the collector's clock. */
export function insertEvents(ctx: AppContext, beacon: Beacon, at: number): void {
  const insert = ctx.db.prepare(
    `INSERT INTO field_events (received_at, session, app, device, kind, name, value, route, remote, release, source, message)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const e of beacon.events) {
    insert.run(
      at, beacon.session, beacon.app, beacon.device, e.kind,
      e.kind === 'vital' ? e.name : null, e.kind === 'vital' ? e.value : null,
      e.route, e.remote, e.release,
      e.kind === 'error' ? e.source : null, e.kind === 'error' ? e.message : null,
    );
  }
}

/**
 * Deletes the rows received before `olderThan`, then all but the newest `maxRows` (ids grow with each
 * insert, and the deletes only ever take the oldest, so the ids above max(id) - maxRows are the newest).
 */
export function pruneEvents(ctx: AppContext, olderThan: number, maxRows: number): void {
  ctx.db.prepare('DELETE FROM field_events WHERE received_at < ?').run(olderThan);
  ctx.db.prepare('DELETE FROM field_events WHERE id <= (SELECT MAX(id) FROM field_events) - ?').run(maxRows);
}

/** One remote's events, in the order received. */
export function eventsOfRemote(ctx: AppContext, remote: string): FieldEventRow[] {
  return ctx.db
    .prepare('SELECT session, kind, name, value, route, release, received_at FROM field_events WHERE remote = ? ORDER BY id')
    .all(remote) as FieldEventRow[];
}
