import { WITHDRAW_STATUS_TITLES } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { EntryList } from '../../../../components/EntryList';
import { useWithdrawals } from '../../../../components/walletApi';
import '../../../../components/market.css';

/** /withDrawRecord (spec 2.10, the header's withdraw records): each withdrawal, its card and state. */
export default function WithDrawRecordPage() {
  const records = useWithdrawals();
  return (
    <div className="mk-page">
      <QueryView query={records}>
        {(r) => (
          <EntryList
            label="提现记录"
            empty="暂无提现记录"
            entries={r.list.map((w) => ({
              id: w.withdrawNo,
              title: `${w.bankName} ${w.cardNo}`,
              value: `${formatYuan(w.amountFen)}`,
              createdAt: w.createdAt,
              note: <span className="mk-muted">{w.failReason || WITHDRAW_STATUS_TITLES[w.status]}</span>,
            }))}
          />
        )}
      </QueryView>
    </div>
  );
}
