import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { formatMoney, formatRateBp } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useAptStatus, useCardInfo, useLoanParams, usePlanRange } from '../../api';
import { OverdueNotice } from '../../components/OverdueNotice';
import { PendingOrderNotice } from '../../components/PendingOrderNotice';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The cash index (spec 2.4): available credit, the product's APR from, an unfinished order, an overdue bill, 去借款 and 快速借款. */
export default function NewCashIndexPage() {
  const card = useCardInfo();
  const params = useLoanParams();
  const apt = useAptStatus();
  return (
    <div className="loan-page">
      <PendingOrderNotice />
      <QueryView query={card}>
        {(c) => (
          <section className="loan-hero" aria-label="可用额度">
            <p>可用额度（元）</p>
            <strong data-testid="available-credit">{formatMoney(c.loanAmt)}</strong>
            <QueryView query={params} loading={<p>&nbsp;</p>}>{(p) => <AprFrom loanAmt={Math.max(p.minAmt, Math.min(p.loanAmt, p.maxAmt))} />}</QueryView>
          </section>
        )}
      </QueryView>
      {/* Under the figures, so its arrival moves nothing already shown. */}
      <QueryView query={apt} loading={null}>{(a) => <OverdueNotice apt={a} />}</QueryView>
      <div className="loan-actions">
        {/* An overdue bill closes borrowing: the way on is to repay it. */}
        {apt.data?.noOverdue === false ? (
          <Button block color="primary" size="large" onClick={() => shell.navigate('/billList')}>去还款</Button>
        ) : (
          <>
            <Button block color="primary" size="large" onClick={() => shell.navigate('/newBorrowCash')}>去借款</Button>
            {/* Quick borrow (spec 2.4 /quickLoan): preset amounts, one tap each. */}
            <Button block color="primary" fill="outline" onClick={() => shell.navigate('/quickLoan')}>快速借款</Button>
          </>
        )}
      </div>
    </div>
  );
}

/** "年化利率 x%起": the lowest APR over the periods of the default amount (planRange). */
function AprFrom({ loanAmt }: { loanAmt: number }) {
  const range = usePlanRange(loanAmt);
  const lowest = range.data?.list.length ? Math.min(...range.data.list.map((x) => x.aprBp)) : null;
  return <p data-testid="apr-from">{lowest === null ? '\u00a0' : `年化利率 ${formatRateBp(lowest)}起`}</p>;
}
