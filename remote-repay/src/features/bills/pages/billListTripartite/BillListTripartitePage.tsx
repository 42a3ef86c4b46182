import { formatYuan } from '@credit/shared/money';
import { isPartnerLoan, lendersText } from '@credit/shared';
import type { MyBorrowingData } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { useMyBorrowing } from '../../api';
import { OrderRow } from '../../components/OrderRow';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** The loans a partner lent (资金方账单): every order being repaid whose funder is a partner, not the platform's own channel. */
export const partnerOrders = (b: MyBorrowingData): MyBorrowingData['orders'] => b.orders.filter((o) => isPartnerLoan(o.capitalChannel));

/**
 * Bills by funding institution (spec 2.2 /billListTripartite): the partners' loans only (the platform's own
 * are on the other bill pages), each headed by who lent it (the 出借人 of its contract) with what is next due.
 */
export default function BillListTripartitePage() {
  const borrowing = useMyBorrowing();
  return (
    <div className="rp-page">
      <QueryView
        query={borrowing}
        isEmpty={(b) => partnerOrders(b).length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无资金方账单</h2></section>}
      >
        {(b) => (
          <section className="rp-card" aria-label="资金方账单">
            {partnerOrders(b).map((o) => (
              <OrderRow key={o.orderNo} order={o} heading={lendersText(o.creditors)} detail={`借款 ${formatYuan(o.loanAmt)} · 已还${o.paidPeriods}/${o.period}期`} />
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}
