import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { formatMoney } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { useClearanceEntrance } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Settled orders (spec 2.3 /clearance-certificate-history, clearance/entrance): each with its proof,
 * or the way to apply for one.
 */
export default function ClearanceCertificateHistoryPage() {
  return (
    <div className="rp-page">
      <p className="rp-notice">借款结清后可申请结清证明，证明由系统生成，可下载PDF。</p>
      <GuestGate what="结清记录">{() => <Settled />}</GuestGate>
    </div>
  );
}

function Settled() {
  const entrance = useClearanceEntrance();
  return (
    <QueryView
      query={entrance}
      isEmpty={(e) => e.list.length === 0}
      empty={
        <section className="rp-card rp-result">
          <h2>暂无已结清的借款</h2>
          <p>借款全部还清后，可在这里申请结清证明</p>
          <Button color="primary" fill="outline" onClick={() => shell.navigate('/billList')}>查看账单</Button>
        </section>
      }
    >
      {(e) => (
        <section className="rp-card" aria-label="已结清的借款">
          {e.list.map((o) => (
            <div key={o.orderNo} className="rp-bill" data-testid="settled-order">
              <div className="rp-bill-main">
                <strong>借款 {formatMoney(o.loanAmt)}元</strong>
                <span className="rp-muted">{o.settledDay} 结清 · {o.orderNo}</span>
              </div>
              {o.certNo ? (
                <Button size="small" color="primary" fill="outline" onClick={() => shell.navigate(`/clearance-certificate?certNo=${o.certNo}`)}>查看证明</Button>
              ) : (
                <Button size="small" color="primary" onClick={() => shell.navigate(`/clearance-certificate-apply?orderNo=${o.orderNo}`)}>申请证明</Button>
              )}
            </div>
          ))}
        </section>
      )}
    </QueryView>
  );
}
