import type { LoanDetailData } from '@credit/shared/api';
import { formatMoney, formatYuan, formatRateBp, formatRatePpm } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { useOrder } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * What an order costs (spec 2.2 /loan_fee_deital?orderNo=, base info; loanorder/detail): the APR first
 * (larger than any other rate), then the interest, fees, saving and penalties as billed so far, and the
 * schedule's cost per period. Every figure is the server's.
 */
export default function LoanFeeDeitalPage() {
  return <ParamPage name="orderNo">{(orderNo) => <Fees orderNo={orderNo} />}</ParamPage>;
}

function Fees({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  return (
    <div className="rp-page">
      <QueryView query={order}>{(d) => <FeeFigures detail={d} />}</QueryView>
    </div>
  );
}

function FeeFigures({ detail: { order, trial, bills } }: { detail: LoanDetailData }) {
  const penalty = bills.reduce((n, b) => n + b.penaltyFen, 0);
  return (
    <>
      <section className="rp-card" aria-label="利率">
        <div className="rp-apr">
          <span>年化利率</span>
          <strong data-testid="fee-apr">{formatRateBp(trial.aprBp)}</strong>
        </div>
        <p className="rp-muted">月利率 {formatRatePpm(trial.monthlyRatePpm)} · 日利率 {formatRatePpm(trial.dailyRatePpm)}</p>
      </section>
      <section className="rp-card" aria-label="费用合计">
        <dl className="rp-facts">
          <div><dt>借款金额</dt><dd>{formatYuan(order.loanAmt)}</dd></div>
          <div><dt>总利息</dt><dd data-testid="fee-interest">{formatYuan(trial.interestFen)}</dd></div>
          <div><dt>总服务费</dt><dd data-testid="fee-fee">{formatYuan(trial.feeFen)}</dd></div>
          {trial.discountFen > 0 && <div><dt>优惠减免</dt><dd>-{formatYuan(trial.discountFen)}</dd></div>}
          {penalty > 0 && <div className="rp-overdue"><dt>逾期罚息（至今）</dt><dd>{formatYuan(penalty)}</dd></div>}
          <div><dt>应还总额</dt><dd className="rp-amount">{formatYuan(trial.totalFen + penalty)}</dd></div>
        </dl>
      </section>
      <section className="rp-card" aria-label="每期费用">
        <table className="rp-plan">
          <caption>每期费用</caption>
          <thead><tr><th>期数</th><th>还款日</th><th>本金</th><th>利息</th><th>服务费</th><th>合计</th></tr></thead>
          <tbody>
            {trial.plan.map((p) => (
              <tr key={p.period}>
                <td>{p.period}</td><td>{p.dueDay}</td><td>{formatMoney(p.principalFen)}</td><td>{formatMoney(p.interestFen)}</td><td>{formatMoney(p.feeFen)}</td><td>{formatMoney(p.totalFen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
