import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PointsEntry } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { EntryList, signed } from '../../../components/EntryList';

/** A points-like balance (points, fudou) over its movements, newest first. */
export function PointsLedger({ title, balance, note, testId, entries, noun }: {
  title: string;
  balance: number | undefined;
  note?: ReactNode;
  testId: string;
  entries: UseQueryResult<{ list: PointsEntry[] }>;
  /** What is counted (积分, 福豆): the list's label and its empty text. */
  noun: string;
}) {
  return (
    <>
      <section className="mk-card">
        <h2 className="mk-card-title">{title}</h2>
        <p className="mk-amount" data-testid={testId}>{balance ?? '--'}</p>
        {note && <p className="mk-muted">{note}</p>}
      </section>
      <QueryView query={entries}>
        {(d) => <EntryList label={`${noun}明细`} empty={`暂无${noun}记录`} entries={d.list.map((e) => ({ id: e.entryId, title: e.title, value: signed(e.points), createdAt: e.createdAt }))} />}
      </QueryView>
    </>
  );
}
