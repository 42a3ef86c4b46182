import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { MyBorrowingData } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useMyBorrowing } from '../../api';
import { OrderRow } from '../../components/OrderRow';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * My borrowing (spec 2.2 /more-bills, bill/myBorrowingPage): the principal still owed, what is due
 * now, and each order being repaid with its progress and next payment; each opens its bills.
 */
export default function MoreBillsPage() {
  const borrowing = useMyBorrowing();
  return (
    <div className="rp-page">
      <QueryView query={borrowing}>{(b) => <Borrowing data={b} />}</QueryView>
    </div>
  );
}

function Borrowing({ data }: { data: MyBorrowingData }) {
  return (
    <>
      <section className="rp-hero" aria-label="待还本金">
        <p>待还本金（元）</p>
        <strong data-testid="outstanding">{formatMoney(data.outstandingPrincipalFen)}</strong>
        <p>当前应还 {formatYuan(data.dueNowFen)}</p>
      </section>
      {data.orders.length === 0 ? (
        <section className="rp-card rp-result">
          <h2>暂无还款中的借款</h2>
          <Button color="primary" fill="outline" onClick={() => shell.navigate('/repayment_history')}>查看还款记录</Button>
        </section>
      ) : (
        <section className="rp-card" aria-label="还款中的借款">
          {data.orders.map((o) => (
            <OrderRow key={o.orderNo} order={o} heading={`借款 ${formatYuan(o.loanAmt)}`} detail={`已还${o.paidPeriods}/${o.period}期 · ${o.orderNo}`} />
          ))}
        </section>
      )}
    </>
  );
}
