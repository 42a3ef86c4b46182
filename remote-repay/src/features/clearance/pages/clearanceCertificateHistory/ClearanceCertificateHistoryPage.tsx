import { Button } from 'antd-mobile';
import { formatDate, shell } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate } from '@credit/shared/ui';
import { useClearanceEntrance, useClearanceHistory } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Settled history (spec 2.3 /clearance-certificate-history): the settled orders (clearance/entrance),
 * each with its proof once issued or the way to apply for one, then the proofs issued (applyHistory).
 */
export default function ClearanceCertificateHistoryPage() {
  return (
    <div className="rp-page">
      <p className="rp-notice">借款全部结清后，可申请结清证明；证明由系统开具，可在线查看并下载PDF。</p>
      <GuestGate what="结清历史">{() => <><Settled /><Issued /></>}</GuestGate>
    </div>
  );
}

const certPath = (certNo: string) => `/clearance-certificate?certNo=${encodeURIComponent(certNo)}`;

function Settled() {
  const entrance = useClearanceEntrance();
  return (
    <QueryView
      query={entrance}
      failedTitle="已结清的借款加载失败"
      isEmpty={(e) => e.list.length === 0}
      empty={
        <section className="rp-card rp-result" data-testid="clearance-empty">
          <h2>暂无已结清的借款</h2>
          <p>借款全部还清后，可在这里申请结清证明</p>
          <Button color="primary" fill="outline" onClick={() => shell.navigate('/billList')}>查看账单</Button>
        </section>
      }
    >
      {(e) => (
        <section className="rp-card" aria-label="已结清的借款">
          <h2 className="rp-card-title">已结清的借款</h2>
          {e.list.map((o) => (
            <div key={o.orderNo} className="rp-bill" data-testid="settled-order">
              <div className="rp-bill-main">
                <strong>借款 {formatYuan(o.loanAmt)}</strong>
                <span className="rp-muted">{o.lentDay} 借款 · {o.settledDay} 结清</span>
                <span className="rp-muted">借款编号 {o.orderNo}</span>
              </div>
              {o.certNo ? (
                <Button size="small" color="primary" fill="outline" onClick={() => shell.navigate(certPath(o.certNo))}>查看证明</Button>
              ) : (
                <Button size="small" color="primary" onClick={() => shell.navigate(`/clearance-certificate-apply?orderNo=${encodeURIComponent(o.orderNo)}`)}>申请证明</Button>
              )}
            </div>
          ))}
        </section>
      )}
    </QueryView>
  );
}

function Issued() {
  const history = useClearanceHistory();
  return (
    <QueryView query={history} failedTitle="已开具的证明加载失败" loading={null} isEmpty={(h) => h.list.length === 0} empty={null}>
      {(h) => (
        <section className="rp-card" aria-label="已开具的结清证明">
          <h2 className="rp-card-title">已开具的结清证明</h2>
          {h.list.map((c) => (
            <button key={c.certNo} type="button" className="rp-row-button" onClick={() => shell.navigate(certPath(c.certNo))}>
              <div className="rp-bill" data-testid="issued-cert">
                <div className="rp-bill-main">
                  <strong>证明编号 {c.certNo}</strong>
                  <span className="rp-muted">借款编号 {c.orderNo} · 借款 {formatYuan(c.loanAmt)}</span>
                </div>
                <span className="rp-muted">{formatDate(c.issuedAt)} 开具</span>
              </div>
            </button>
          ))}
        </section>
      )}
    </QueryView>
  );
}
