import { shell } from '@credit/shared';
import { formatMoney } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useCapitalOrg, useMyBorrowing } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Bills by funding institution (spec 2.2 /billListTripartite): each order being repaid names who lent
 * it (cash/queryRouter, the 出借人 of its contract) and what is next due; repayment goes through this
 * service whoever lent.
 */
export default function BillListTripartitePage() {
  const borrowing = useMyBorrowing();
  return (
    <div className="rp-page">
      <QueryView
        query={borrowing}
        isEmpty={(b) => b.orders.length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无资金方账单</h2></section>}
      >
        {(b) => (
          <section className="rp-card" aria-label="资金方账单">
            {b.orders.map((o) => (
              <button key={o.orderNo} type="button" className="rp-row-button" onClick={() => shell.navigate(`/billdetail_page?orderNo=${o.orderNo}`)}>
                <div className="rp-bill">
                  <div className="rp-bill-main">
                    <strong><Lender orderNo={o.orderNo} /></strong>
                    <span className="rp-muted">借款 {formatMoney(o.loanAmt)}元 · 已还{o.paidPeriods}/{o.period}期</span>
                  </div>
                  <div className="rp-bill-side">
                    <span className="rp-amount">{formatMoney(o.nextDueFen)}元</span>
                    <span className="rp-muted">{o.nextDueDay ? `${o.nextDueDay} 到期` : '已还清'}</span>
                  </div>
                </div>
              </button>
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}

function Lender({ orderNo }: { orderNo: string }) {
  const org = useCapitalOrg(orderNo);
  if (org.data) return <>{org.data.org.name}</>;
  return <>{org.isError ? '资金方信息暂不可用' : '资金方加载中…'}</>;
}
