import { Link } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import { formatDateTime } from '@credit/shared';
import { QueryView, useSubmit } from '@credit/shared/ui';
import { useLetters, useReadAll } from '../../api';
import '../../../../components/market.css';

/** /internalLetter (spec 2.6): the letters, newest first, the unread count, and mark all read. */
export default function InternalLetterPage() {
  const letters = useLetters();
  const readAll = useSubmit(useReadAll());
  return (
    <div className="mk-page">
      <QueryView query={letters}>
        {(d) => (
          <>
            <div className="mk-card mk-row">
              <span>
                未读消息 <span className="mk-badge" data-testid="unread-count">{d.unread}</span>
              </span>
              <Button size="small" fill="none" disabled={d.unread === 0 || readAll.pending} onClick={() => void readAll.run(undefined)}>
                全部已读
              </Button>
            </div>
            {readAll.error && <p className="ui-error" role="alert">{readAll.error}</p>}
            {d.list.length === 0 ? (
              <p className="mk-empty">暂无消息</p>
            ) : (
              <ul className="mk-list" aria-label="消息">
                {d.list.map((l) => (
                  <li key={l.letterId} data-testid="letter">
                    <Link to={`/internalLetterDetail?letterId=${l.letterId}`} className="mk-list-main">
                      <span className={l.read ? '' : 'mk-unread'}>{l.title}{l.read ? '' : '（未读）'}</span>
                      <span className="mk-muted">{l.summary}</span>
                      <span className="mk-muted">{formatDateTime(l.createdAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
