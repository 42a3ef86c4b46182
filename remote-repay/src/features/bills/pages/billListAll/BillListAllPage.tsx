import { useState } from 'react';
import { shell } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useBillList, type BillStatusFilter } from '../../../../components/billApi';
import { BillRow } from '../../../../components/BillRow';
import { usePurchases } from '../../../../components/purchases';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

const TABS: { status: BillStatusFilter; title: string; empty: string }[] = [
  { status: 'unpaid', title: '待还', empty: '暂无待还账单' },
  { status: 'overdue', title: '已逾期', empty: '暂无逾期账单' },
  { status: 'paid', title: '已还', empty: '暂无已还账单' },
  { status: 'all', title: '全部', empty: '暂无账单' },
];

/** Every bill across orders by state (spec 2.2 /billListAll, also /billList-old; bill/list), overdue first. */
export default function BillListAllPage() {
  const [status, setStatus] = useState<BillStatusFilter>('unpaid');
  const list = useBillList(status);
  const purchases = usePurchases();
  const tab = TABS.find((t) => t.status === status)!;
  return (
    <div className="rp-page">
      <div className="rp-tabs" role="group" aria-label="账单状态">
        {TABS.map((t) => (
          <button key={t.status} type="button" aria-pressed={t.status === status} onClick={() => setStatus(t.status)}>
            {t.title}
          </button>
        ))}
      </div>
      <QueryView query={list} isEmpty={(d) => d.bills.length === 0} empty={<section className="rp-card rp-result"><h2>{tab.empty}</h2></section>}>
        {(d) => (
          <section className="rp-card" aria-label={`${tab.title}账单`}>
            {status !== 'paid' && (
              <p className="rp-hint">
                合计应还 <span className="rp-amount" data-testid="list-total">{formatYuan(d.totalDueFen)}</span>
              </p>
            )}
            {d.bills.map((b) => (
              <button key={b.billId} type="button" className="rp-row-button" onClick={() => shell.navigate(`/billDetail?billId=${b.billId}`)}>
                <BillRow bill={b} purchase={purchases.get(b.orderNo)} />
              </button>
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}
