import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useCapitalOrg, useMyBorrowing } from '../../api';
import { OrderRow } from '../../components/OrderRow';
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
              <OrderRow key={o.orderNo} order={o} heading={<Lender orderNo={o.orderNo} />} detail={`借款 ${formatYuan(o.loanAmt)} · 已还${o.paidPeriods}/${o.period}期`} />
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
