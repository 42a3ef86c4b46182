import { useRef } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { ClearanceCheckData } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { ParamPage } from '../../../../components/params';
import { useApplyCheck, useApplyClearance, useClearanceEntrance } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Applying for one order's proof (spec 2.3 /clearance-certificate-apply?orderNo=): the order, whether a
 * proof can be issued (applyCheck: a reason when not), then one apply however often it is tapped.
 */
export default function ClearanceCertificateApplyPage() {
  return (
    <div className="rp-page">
      <GuestGate what="结清证明">{() => <ParamPage name="orderNo">{(orderNo) => <Apply orderNo={orderNo} />}</ParamPage>}</GuestGate>
    </div>
  );
}

function Apply({ orderNo }: { orderNo: string }) {
  const check = useApplyCheck(orderNo);
  return <QueryView query={check}>{(c) => <Form orderNo={orderNo} check={c} />}</QueryView>;
}

function Form({ orderNo, check }: { orderNo: string; check: ClearanceCheckData }) {
  const entrance = useClearanceEntrance();
  const apply = useApplyClearance();
  const running = useRef(false);
  const order = entrance.data?.list.find((o) => o.orderNo === orderNo);
  const submit = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await apply.mutateAsync(orderNo);
      shell.navigate(`/clearance-certificate-result?orderNo=${orderNo}`, { replace: true });
    } catch {
      // Toasted by the shell; the button stays for another try.
    } finally {
      running.current = false;
    }
  };
  return (
    <>
      <section className="rp-card" aria-label="借款信息">
        <dl className="rp-facts">
          <div><dt>借款编号</dt><dd>{orderNo}</dd></div>
          {order && (
            <>
              <div><dt>借款金额</dt><dd>{formatMoney(order.loanAmt)}元</dd></div>
              <div><dt>放款日</dt><dd>{order.lentDay}</dd></div>
              <div><dt>结清日</dt><dd>{order.settledDay}</dd></div>
            </>
          )}
        </dl>
      </section>
      {check.allowed ? (
        <div className="rp-actions">
          <Button block color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} onClick={() => void submit()}>
            {order?.certNo ? '查看结清证明' : '申请结清证明'}
          </Button>
        </div>
      ) : (
        <div className="rp-result" role="alert">
          <h2>暂不能开具结清证明</h2>
          <p data-testid="clearance-refusal">{check.reason}</p>
          <Button color="primary" fill="outline" onClick={() => shell.navigate(`/billdetail_page?orderNo=${orderNo}`)}>查看借款账单</Button>
        </div>
      )}
    </>
  );
}
