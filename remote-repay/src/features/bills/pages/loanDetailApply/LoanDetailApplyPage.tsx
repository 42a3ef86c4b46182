import { Button } from 'antd-mobile';
import { LOAN_ORDER_STATUS_TITLES, shell } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate, useSubmit } from '@credit/shared/ui';
import { useHurryLoan, useLoanRecords } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The borrower's loans (spec 2.2 /loanDetailApply, public): a guest is asked to log in; a user sees
 * every order and its state, each opening its bills; a loan being paid out can be hurried.
 */
export default function LoanDetailApplyPage() {
  return (
    <div className="rp-page">
      <GuestGate what="借款详情">{() => <Records />}</GuestGate>
    </div>
  );
}

/** A loan being paid out can be hurried (once a day; the server's answer is shown as it words it). */
function Hurry({ orderNo }: { orderNo: string }) {
  const hurried = useHurryLoan();
  const hurry = useSubmit(hurried, { onAnswer: (d) => shell.toast(d.message) });
  return (
    <div className="rp-actions">
      <Button block fill="outline" loading={hurry.pending} disabled={hurry.pending || hurried.isSuccess} onClick={() => void hurry.run(orderNo)}>
        {hurried.isSuccess ? `已催办，预计${hurried.data.etaMinutes}分钟内放款` : '催促放款'}
      </Button>
      {hurry.error && <p className="ui-error" role="alert">{hurry.error}</p>}
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
                  <strong>借款 {formatYuan(o.loanAmt)} · {o.period}期</strong>
                  <span className="rp-muted">{o.orderNo}</span>
                </div>
                <span className={`rp-tag rp-tag-${o.status === 'settled' ? 'paid' : o.status === 'failed' ? 'overdue' : 'due'}`}>{LOAN_ORDER_STATUS_TITLES[o.status]}</span>
              </div>
            </button>
          ))}
          {r.list.filter((o) => o.status === 'lending').map((o) => <Hurry key={o.orderNo} orderNo={o.orderNo} />)}
        </section>
      )}
    </QueryView>
  );
}
