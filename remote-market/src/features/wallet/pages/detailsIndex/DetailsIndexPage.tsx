import { signedAmount } from '@credit/shared/money';
import { GuestGate, Loading, LoadFailed } from '@credit/shared/ui';
import { EntryList, type Entry } from '../../../../components/EntryList';
import { useRewards, useWithdrawals } from '../../../../components/walletApi';
import '../../../../components/market.css';

function Details() {
  const rewards = useRewards();
  const withdrawals = useWithdrawals();
  const failed = rewards.error ?? withdrawals.error;
  if (failed) return <LoadFailed error={failed} onRetry={() => void Promise.all([rewards.refetch(), withdrawals.refetch()])} />;
  if (!rewards.data || !withdrawals.data) return <Loading lines={4} />;
  const entries: Entry[] = [
    ...rewards.data.list.map((r) => ({ id: `r${r.entryId}`, title: r.title, value: signedAmount('in', r.amountFen), createdAt: r.createdAt })),
    ...withdrawals.data.list
      .filter((w) => w.status !== 'failed')
      .map((w) => ({ id: `w${w.withdrawNo}`, title: `提现至${w.bankName}`, value: signedAmount('out', w.amountFen), createdAt: w.createdAt })),
  ].sort((a, b) => b.createdAt - a.createdAt);
  return <EntryList label="收支明细" empty="暂无收支记录" entries={entries} />;
}

/** /details_index (spec 2.6): the reward balance's movements, rewards in and withdrawals out (failed ones came back). */
export default function DetailsIndexPage() {
  return (
    <div className="mk-page">
      <GuestGate what="收支明细">{() => <Details />}</GuestGate>
    </div>
  );
}
