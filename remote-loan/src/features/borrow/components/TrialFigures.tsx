import { lendersText } from '@credit/shared';
import type { Creditor, TrialData } from '@credit/shared/api';
import { formatMoney, formatYuan, formatRateBp, formatRatePpm } from '@credit/shared/money';

/**
 * A loan's price the way the borrower must read it: 年化利率 (APR, IRR method) first and larger than
 * any other rate, 日利率 under it, then the totals and the full schedule. `discountLabel` names the
 * saving where the page knows its source (the cost detail: red packet or interest-free). `lender` (the
 * funder's institution, ADR 032) is named first under the APR: who lends at that price; a loan lent jointly
 * (two-bill, ADR 035: `creditors` master and slave) names both with their shares.
 */
export function TrialFigures({ trial, discountLabel = '优惠', lender, creditors }: { trial: TrialData; discountLabel?: string; lender?: string; creditors?: readonly Creditor[] }) {
  const jointly = creditors && creditors.length > 1 ? creditors : null;
  return (
    <section className="loan-trial" aria-label="借款费用" data-testid="loan-trial">
      <div className="loan-apr">
        <span>年化利率</span>
        <strong data-testid="loan-apr">{formatRateBp(trial.aprBp)}</strong>
      </div>
      {(jointly || lender) && <p className="loan-lender" data-testid="loan-lender">出借人：{jointly ? lendersText(jointly) : lender}</p>}
      <p className="loan-daily">日利率 {formatRatePpm(trial.dailyRatePpm)}（单利）</p>
      <dl className="loan-totals">
        <div><dt>借款金额</dt><dd>{formatYuan(trial.loanAmt)}</dd></div>
        <div><dt>总利息</dt><dd>{formatYuan(trial.interestFen)}</dd></div>
        <div><dt>服务费</dt><dd>{formatYuan(trial.feeFen)}</dd></div>
        {trial.discountFen > 0 && <div><dt>{discountLabel}</dt><dd data-testid="loan-discount">-{formatYuan(trial.discountFen)}</dd></div>}
        <div className="loan-total"><dt>应还总额</dt><dd data-testid="loan-total">{formatYuan(trial.totalFen)}</dd></div>
      </dl>
      <table className="loan-plan">
        <caption>还款计划</caption>
        <thead>
          <tr><th scope="col">期数</th><th scope="col">还款日</th><th scope="col">本金</th><th scope="col">利息</th><th scope="col">服务费</th><th scope="col">应还</th></tr>
        </thead>
        <tbody>
          {trial.plan.map((p) => (
            <tr key={p.period} data-testid="loan-plan-row">
              <td>{p.period}</td>
              <td>{p.dueDay}</td>
              <td>{formatMoney(p.principalFen)}</td>
              <td>{formatMoney(p.interestFen - p.discountFen)}</td>
              <td>{formatMoney(p.feeFen)}</td>
              <td>{formatMoney(p.totalFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
