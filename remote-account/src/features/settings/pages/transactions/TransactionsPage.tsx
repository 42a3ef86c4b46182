import { Button, ErrorBlock } from 'antd-mobile';
import { failureMessage, formatDateTime, signedAmount } from '@credit/shared';
import type { TransactionItem, TransactionsData } from '@credit/shared/api';
import type { InfiniteData } from '@tanstack/react-query';
import { useTransactions } from '../../api';
import { Loading, QueryView } from '@credit/shared/ui';
import '@credit/shared/ui.css';
import './transactions.css';

const STATUS_LABELS: Record<TransactionItem['status'], string | null> = { success: null, processing: '处理中', failed: '失败' };

const itemsOf = (data: InfiniteData<TransactionsData>): TransactionItem[] => data.pages.flatMap((p) => p.list);

/** Transaction records (/transactions, spec 2.7): the user's money movements, newest first. */
export default function TransactionsPage() {
  const records = useTransactions();
  // A failed further page keeps the pages shown and says so under them.
  const moreError = records.isFetchNextPageError ? (failureMessage(records.error) ?? '加载失败，请重试') : null;

  return (
    <QueryView
      query={records}
      loading={<Loading lines={6} />}
      failedTitle="交易记录加载失败"
      isEmpty={(data) => itemsOf(data).length === 0}
      empty={
        <div className="ui-page">
          <ErrorBlock status="empty" title="暂无交易记录" description="您的借款、还款等资金往来会显示在这里" />
        </div>
      }
    >
      {(data) => (
        <div className="ui-page">
          <ul className="ui-list txn-list" aria-label="交易记录">
            {itemsOf(data).map((t) => (
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
          {moreError && <p className="ui-error" role="alert">{moreError}</p>}
          {records.hasNextPage ? (
            <div className="ui-actions">
              <Button block shape="rounded" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>加载更多</Button>
            </div>
          ) : (
            <p className="ui-hint txn-end">没有更多了</p>
          )}
        </div>
      )}
    </QueryView>
  );
}
