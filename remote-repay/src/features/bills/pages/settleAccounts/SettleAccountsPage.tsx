import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useMyBorrowing } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Early settlement, choosing the order (spec 2.2 /settle_accounts, base info): each order being
 * repaid, with what is left; its quote (interest to the day, what it saves) is on /prepaymentApply/:appId.
 */
export default function SettleAccountsPage() {
  const borrowing = useMyBorrowing();
  return (
    <div className="rp-page">
      <p className="rp-notice">提前结清只需支付剩余本金、当期按日计算的利息及相关费用，未到期的利息不再收取。</p>
      <QueryView
        query={borrowing}
        isEmpty={(b) => b.orders.length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无可提前结清的借款</h2></section>}
      >
        {(b) => (
          <section className="rp-card" aria-label="可提前结清的借款">
            {b.orders.map((o) => (
              <div key={o.orderNo} className="rp-bill" data-testid="rp-order">
                <div className="rp-bill-main">
                  <strong>借款 {formatYuan(o.loanAmt)}</strong>
                  <span className="rp-muted">已还{o.paidPeriods}/{o.period}期 · {o.orderNo}</span>
                </div>
                <Button size="small" color="primary" fill="outline" onClick={() => shell.navigate(`/prepaymentApply/${o.orderNo}`)}>
                  提前结清
                </Button>
              </div>
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}
