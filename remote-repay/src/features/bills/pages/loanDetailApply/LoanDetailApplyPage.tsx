import { shell } from '@credit/shared';
import { formatMoney } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { useLoanRecords } from '../../api';
import { ORDER_STATUS_TITLES } from '../../../../components/repaymentTitles';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The borrower's loans (spec 2.2 /loanDetailApply, public): a guest is asked to log in; a user sees
 * every order and its state, each opening its bills.
 */
export default function LoanDetailApplyPage() {
  return (
    <div className="rp-page">
      <GuestGate what="借款详情">{() => <Records />}</GuestGate>
    </div>
  );
}

function Records() {
  const records = useLoanRecords();
  return (
    <QueryView
      query={records}
      isEmpty={(r) => r.list.length === 0}
      empty={<section className="rp-card rp-result"><h2>暂无借款</h2></section>}
    >
      {(r) => (
        <section className="rp-card" aria-label="我的借款记录">
          {r.list.map((o) => (
            <button key={o.orderNo} type="button" className="rp-row-button" onClick={() => shell.navigate(`/billdetail_page?orderNo=${o.orderNo}`)}>
              <div className="rp-bill">
                <div className="rp-bill-main">
                  <strong>借款 {formatMoney(o.loanAmt)}元 · {o.period}期</strong>
                  <span className="rp-muted">{o.orderNo}</span>
                </div>
                <span className={`rp-tag rp-tag-${o.status === 'settled' ? 'paid' : o.status === 'failed' ? 'overdue' : 'due'}`}>{ORDER_STATUS_TITLES[o.status]}</span>
              </div>
            </button>
          ))}
        </section>
      )}
    </QueryView>
  );
}
