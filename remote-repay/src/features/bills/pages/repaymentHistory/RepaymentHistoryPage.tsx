import { Button } from 'antd-mobile';
import { shell, formatDateTime, REPAYMENT_KIND_TITLES, REPAYMENT_STATUS_TITLES } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useRepayHistory } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';
import { EntryRow } from '../../../../components/EntryRow';


/** Repayments, newest first (spec 2.2 /repayment_history), 20 at a time; each opens its detail. */
export default function RepaymentHistoryPage() {
  const history = useRepayHistory();
  const pages = { ...history, data: history.data?.pages };
  return (
    <div className="rp-page">
      {/* Money can also come back (overpaid, waived, a returned purchase): its records sit beside the payments. */}
      <EntryRow to="/refundDetail" label="退款记录" />
      <QueryView
        query={pages}
        isEmpty={(p) => p[0]!.list.length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无还款记录</h2><p>还款后可在这里查看每一笔的明细</p></section>}
      >
        {(p) => (
          <section className="rp-card" aria-label="还款记录">
            {p.flatMap((page) => page.list).map((r) => (
              <button key={r.repayNo} type="button" className="rp-row-button" onClick={() => shell.navigate(`/paymentDetail?repayNo=${r.repayNo}`)}>
                <div className="rp-bill" data-testid="rp-history-row">
                  <div className="rp-bill-main">
                    <strong>{REPAYMENT_KIND_TITLES[r.kind]}</strong>
                    <span className="rp-muted">{formatDateTime(r.createdAt)}</span>
                  </div>
                  <div className="rp-bill-side">
                    <span className="rp-amount">{formatYuan(r.status === 'success' || r.status === 'partial' ? r.paidFen : r.amountFen)}</span>
                    <span className={`rp-tag rp-tag-${r.status === 'success' ? 'paid' : r.status === 'failed' || r.status === 'refunded' ? 'overdue' : 'due'}`}>{REPAYMENT_STATUS_TITLES[r.status]}</span>
                  </div>
                </div>
              </button>
            ))}
            {history.hasNextPage && (
              <Button block fill="none" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                加载更多
              </Button>
            )}
          </section>
        )}
      </QueryView>
    </div>
  );
}
