import { QueryView } from '@credit/shared/ui';
import { EntryList, signed } from '../../../../components/EntryList';
import { usePointsBalance, usePointsDetails } from '../../api';
import '../../../../components/market.css';

/** /transactionRecord (spec 2.10, the header's transaction records): points earned and spent. */
export default function TransactionRecordPage() {
  const balance = usePointsBalance();
  const details = usePointsDetails();
  return (
    <div className="mk-page">
      <section className="mk-card">
        <h2 className="mk-card-title">可用积分</h2>
        <p className="mk-amount" data-testid="points-balance">{balance.data ? balance.data.points : '--'}</p>
        {balance.data && <p className="mk-muted">积分于 {balance.data.expiringDay} 到期清零</p>}
      </section>
      <QueryView query={details}>
        {(d) => <EntryList label="积分明细" empty="暂无积分记录" entries={d.list.map((e) => ({ id: e.entryId, title: e.title, value: signed(e.points), createdAt: e.createdAt }))} />}
      </QueryView>
    </div>
  );
}
