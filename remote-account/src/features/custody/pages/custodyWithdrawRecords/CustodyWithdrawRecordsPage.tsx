import { formatDateTime, shell, WITHDRAW_STATUS_TITLES } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { Loading, QueryView } from '@credit/shared/ui';
import { useCustodyWithdrawals, useWithdrawableLoans } from '../../api';
import '@credit/shared/ui.css';

/**
 * The custody money's records (ADR 037): the loans paid in with what of each is still withdrawable
 * (custody/p2pWithdrawSelect), then the withdrawals, newest first (capitalDepository/fetchWithdrawOrderList),
 * each opening its detail.
 */
export default function CustodyWithdrawRecordsPage() {
  const loans = useWithdrawableLoans();
  const withdrawals = useCustodyWithdrawals();
  return (
    <div className="ui-page">
      <QueryView query={loans} loading={<Loading lines={2} />} failedTitle="存管资金加载失败">
        {({ list, totalFen }) => (
          <section className="ui-list" aria-label="存管入账">
            <div>
              <span>可提现金额</span>
              <span className="value money" data-testid="custody-withdrawable">{formatYuan(totalFen)}</span>
            </div>
            {list.map((l) => (
              <div key={l.orderNo}>
                <span>
                  {l.title} · {formatDateTime(l.paidInAt)}
                </span>
                <span className="value">{`入账${formatYuan(l.paidInFen)}，可提${formatYuan(l.withdrawableFen)}`}</span>
              </div>
            ))}
          </section>
        )}
      </QueryView>
      <QueryView query={withdrawals} loading={<Loading lines={3} />} failedTitle="提现记录加载失败">
        {({ list }) =>
          list.length === 0 ? (
            <p className="ui-hint">暂无提现记录</p>
          ) : (
            <nav className="ui-list" aria-label="提现记录">
              {list.map((r) => (
                <button key={r.withdrawNo} type="button" onClick={() => shell.navigate(`/custodyWithdrawDetail?withdrawNo=${encodeURIComponent(r.withdrawNo)}`)}>
                  <span>
                    {formatYuan(r.amountFen)} · {formatDateTime(r.createdAt)}
                  </span>
                  <span className="value">{WITHDRAW_STATUS_TITLES[r.status]} ›</span>
                </button>
              ))}
            </nav>
          )
        }
      </QueryView>
    </div>
  );
}
