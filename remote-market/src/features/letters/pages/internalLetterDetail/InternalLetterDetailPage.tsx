import { Link, useSearchParams } from '@credit/shared/router';
import { formatDateTime, isRowId, MESSAGES } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useLetter } from '../../api';
import '../../../../components/market.css';

function Letter({ letterId }: { letterId: string }) {
  const letter = useLetter(letterId);
  return (
    <QueryView query={letter}>
      {({ letter: l }) => (
        <article className="mk-card">
          <h2 className="mk-card-title">{l.title}</h2>
          <p className="mk-muted">{formatDateTime(l.createdAt)}</p>
          <p>{l.content}</p>
        </article>
      )}
    </QueryView>
  );
}

/** /internalLetterDetail?letterId= (spec 2.6): one letter, which reading marks read. */
export default function InternalLetterDetailPage() {
  const [params] = useSearchParams();
  const letterId = params.get('letterId') ?? '';
  return (
    <div className="mk-page">
      {isRowId(letterId) ? (
        <Letter letterId={letterId} />
      ) : (
        <section className="mk-card">
          <p>{MESSAGES.letterNotFound}</p>
          <Link to="/internalLetter">查看全部消息</Link>
        </section>
      )}
    </div>
  );
}
