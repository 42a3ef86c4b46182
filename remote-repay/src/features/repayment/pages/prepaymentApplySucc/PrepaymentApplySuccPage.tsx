import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate } from '@credit/shared/ui';
import { useRepayment } from '../../../../components/billApi';
import { SplitFigures } from '../../../../components/Figures';
import { ParamPage } from '../../../../components/params';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** Where early settlement ends (spec 2.2 /prepaymentApplySucc?repayNo=, public; spec 4.6): what was paid, and the settlement proof. */
export default function PrepaymentApplySuccPage() {
  return (
    <GuestGate what="提前还款结果">
      {() => <ParamPage name="repayNo">{(repayNo) => <Success repayNo={repayNo} />}</ParamPage>}
    </GuestGate>
  );
}

function Success({ repayNo }: { repayNo: string }) {
  const repayment = useRepayment(repayNo);
  return <QueryView query={repayment}>{(r) => <Settled r={r} />}</QueryView>;
}

function Settled({ r }: { r: RepaymentData }) {
  if (r.status !== 'success') {
    // Not (yet) a settlement: the result page tells which state it is in.
    return (
      <div className="rp-result">
        <h2>提前还款尚未完成</h2>
        <Button color="primary" onClick={() => shell.navigate(`/prepaymentResult?repayNo=${r.repayNo}`, { replace: true })}>查看还款结果</Button>
      </div>
    );
  }
  const orderNo = r.orderNos[0] ?? '';
  return (
    <div className="rp-page">
      <div className="rp-result" role="status">
        <h2>提前结清成功</h2>
        <p>已还 <span className="rp-amount" data-testid="repay-paid">{formatYuan(r.paidFen)}</span>，借款 {orderNo} 已结清，不再产生利息</p>
      </div>
      <section className="rp-card" aria-label="还款明细">
        <SplitFigures split={{ ...r, totalFen: r.paidFen }} totalLabel="已还金额" />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" onClick={() => shell.navigate(`/clearance-certificate-apply?orderNo=${orderNo}`)}>申请结清证明</Button>
        <Button block fill="outline" onClick={() => shell.navigate('/billList', { replace: true })}>查看账单</Button>
      </div>
    </div>
  );
}
