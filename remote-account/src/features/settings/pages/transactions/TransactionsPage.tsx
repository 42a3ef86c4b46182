import { useCallback, useEffect, useState } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import type { TransactionItem } from '@credit/shared/api';
import { transactions } from '../../api';
import { callApi } from '../../../../components/form/callApi';
import { formatDateTime, signedAmount } from '../../components/format';
import { LoadFailed, Loading } from '../../../../components/LoadStatus';
import '../../../../components/form.css';
import './transactions.css';

const STATUS_LABELS: Record<TransactionItem['status'], string | null> = { success: null, processing: '处理中', failed: '失败' };

type Load = { state: 'loading' } | { state: 'error'; message: string | null } | { state: 'ready' };

/** Transaction records (/transactions, spec 2.7): the user's money movements, newest first. */
export default function TransactionsPage() {
  const [items, setItems] = useState<TransactionItem[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(async (next: number) => {
    const outcome = await callApi(() => transactions(next), { loading: false });
    if (!outcome.ok) return outcome;
    setItems((prev) => (next === 1 ? outcome.data.list : [...prev, ...outcome.data.list]));
    setPage(next);
    setHasMore(outcome.data.hasMore);
    return outcome;
  }, []);

  const first = useCallback(async () => {
    setLoad({ state: 'loading' });
    const outcome = await fetchPage(1);
    setLoad(outcome.ok ? { state: 'ready' } : { state: 'error', message: outcome.message });
  }, [fetchPage]);

  useEffect(() => {
    void first();
  }, [first]);

  const more = async () => {
    setLoadingMore(true);
    setMoreError(null);
    const outcome = await fetchPage(page + 1);
    if (!outcome.ok) setMoreError(outcome.message ?? '加载失败，请重试');
    setLoadingMore(false);
  };

  if (load.state === 'loading') {
    return <Loading lines={6} />;
  }
  if (load.state === 'error') {
    return <LoadFailed title="交易记录加载失败" message={load.message} onRetry={() => void first()} />;
  }
  if (items.length === 0) {
    return (
      <div className="acc-page">
        <ErrorBlock status="empty" title="暂无交易记录" description="您的借款、还款等资金往来会显示在这里" />
      </div>
    );
  }
  return (
    <div className="acc-page">
      <ul className="acc-list txn-list" aria-label="交易记录">
        {items.map((t) => (
          <li key={t.id}>
            <div>
              <span className="txn-title">{t.title}</span>
              <time className="txn-time" dateTime={new Date(t.createdAt).toISOString()}>{formatDateTime(t.createdAt)}</time>
            </div>
            <div className="txn-right">
              <span className={`money txn-amount ${t.direction}`}>{signedAmount(t.direction, t.amountFen)}</span>
              {STATUS_LABELS[t.status] && <span className="txn-status">{STATUS_LABELS[t.status]}</span>}
            </div>
          </li>
        ))}
      </ul>
      {moreError && <p className="acc-error" role="alert">{moreError}</p>}
      {hasMore ? (
        <div className="acc-actions">
          <Button block shape="rounded" loading={loadingMore} onClick={() => void more()}>加载更多</Button>
        </div>
      ) : (
        <p className="acc-hint txn-end">没有更多了</p>
      )}
    </div>
  );
}
