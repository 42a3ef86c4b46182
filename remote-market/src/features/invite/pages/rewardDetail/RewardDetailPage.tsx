import { formatMoney, signedAmount } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { EntryList } from '../../../../components/EntryList';
import { useRewards } from '../../../../components/walletApi';
import '../../../../components/market.css';

/** /rewardDetail (spec 2.10, the header's reward details): every reward credited to the balance. */
export default function RewardDetailPage() {
  const rewards = useRewards();
  return (
    <div className="mk-page">
      <QueryView query={rewards}>
        {(r) => (
          <>
            <section className="mk-card">
              <h2 className="mk-card-title">累计奖励（元）</h2>
              <p className="mk-amount">{formatMoney(r.totalFen)}</p>
            </section>
            <EntryList label="奖励明细" empty="暂无奖励" entries={r.list.map((e) => ({ id: e.entryId, title: e.title, value: signedAmount('in', e.amountFen), createdAt: e.createdAt }))} />
          </>
        )}
      </QueryView>
    </div>
  );
}
