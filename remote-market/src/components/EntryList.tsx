import type { ReactNode } from 'react';
import { formatDateTime } from '@credit/shared';

export interface Entry {
  id: string;
  title: string;
  /** What the row shows on the right, already formatted (signed amounts, points). */
  value: string;
  createdAt: number;
  note?: ReactNode;
}

/** A dated list of movements (points, fudou, rewards, withdrawals), newest first, or `empty`. */
export function EntryList({ entries, empty, label }: { entries: Entry[]; empty: string; label: string }) {
  if (entries.length === 0) return <p className="mk-empty">{empty}</p>;
  return (
    <ul className="mk-list" aria-label={label}>
      {entries.map((e) => (
        <li key={e.id}>
          <span className="mk-list-main">
            <span>{e.title}</span>
            <span className="mk-muted">{formatDateTime(e.createdAt)}</span>
            {e.note}
          </span>
          <strong className="mk-list-value">{e.value}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Points or fudou with their sign. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
