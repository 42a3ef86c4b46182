import { Button } from 'antd-mobile';
import { SERVER_MESSAGE_STATUS, shell } from '@credit/shared';
import type { ClearanceCheckData, ClearanceEntranceData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { Loading, QueryView, GuestGate, useSubmit } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { CLEARANCE_HISTORY } from '../../components/history';
import { useApplyCheck, useApplyClearance, useClearanceEntrance } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Applying for one order's proof (spec 2.3 /clearance-certificate-apply?orderNo=): the order's facts,
 * whether a proof can be issued (applyCheck: its reason and no button when not), then one apply however
 * often the button is tapped, and the result.
 */
export default function ClearanceCertificateApplyPage() {
  return (
    <div className="rp-page">
      <GuestGate what="结清证明">{() => <ParamPage name="orderNo" wayBack={CLEARANCE_HISTORY}>{(orderNo) => <Apply orderNo={orderNo} />}</ParamPage>}</GuestGate>
    </div>
  );
}

function Apply({ orderNo }: { orderNo: string }) {
  const entrance = useClearanceEntrance();
  const check = useApplyCheck(orderNo);
  return (
    <>
      <QueryView query={entrance} failedTitle="借款信息加载失败" loading={<Loading lines={4} />}>
        {(e) => <Facts orderNo={orderNo} entrance={e} />}
      </QueryView>
      <QueryView query={check} failedTitle="暂时无法确认能否开具">
        {(c) => <Decision orderNo={orderNo} check={c} certNo={entrance.data?.list.find((o) => o.orderNo === orderNo)?.certNo ?? ''} />}
      </QueryView>
    </>
  );
}

function Facts({ orderNo, entrance }: { orderNo: string; entrance: ClearanceEntranceData }) {
  const order = entrance.list.find((o) => o.orderNo === orderNo);
  return (
    <section className="rp-card" aria-label="借款信息">
      <h2 className="rp-card-title">借款信息</h2>
      <dl className="rp-facts">
        <div><dt>借款编号</dt><dd>{orderNo}</dd></div>
        {order && (
          <>
            <div><dt>借款金额</dt><dd>{formatYuan(order.loanAmt)}</dd></div>
            <div><dt>放款日</dt><dd>{order.lentDay}</dd></div>
            <div><dt>结清日</dt><dd>{order.settledDay}</dd></div>
          </>
        )}
      </dl>
    </section>
  );
}

function Decision({ orderNo, check, certNo }: { orderNo: string; check: ClearanceCheckData; certNo: string }) {
  const apply = useSubmit(useApplyClearance(), {
    onAnswer: ({ cert }) => shell.navigate(`/clearance-certificate-result?certNo=${encodeURIComponent(cert.certNo)}`, { replace: true }),
    // Refused with the server's reason (the order is not settled): the result page says why and offers to
    // apply again. Any other refusal is said here; no answer at all is toasted and the button stays.
    onRefused: (error) => {
      if (error.status !== SERVER_MESSAGE_STATUS) return false;
      shell.navigate(`/clearance-certificate-result?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
      return true;
    },
  });

  if (!check.allowed) {
    return (
      <div className="rp-result" role="alert">
        <h2>暂不能开具结清证明</h2>
        <p data-testid="clearance-refusal">{check.reason || '该借款暂不满足开具结清证明的条件'}</p>
        <Button color="primary" fill="outline" onClick={() => shell.navigate(CLEARANCE_HISTORY[0])}>查看结清历史</Button>
      </div>
    );
  }
  if (certNo) {
    return (
      <div className="rp-actions">
        <p className="rp-hint">该借款的结清证明已开具（编号 {certNo}）。</p>
        <Button block color="primary" size="large" onClick={() => shell.navigate(`/clearance-certificate?certNo=${encodeURIComponent(certNo)}`)}>查看结清证明</Button>
      </div>
    );
  }
  return (
    <div className="rp-actions">
      <p className="rp-hint">该借款已全部结清。确认后系统将为您开具结清证明，开具后可随时查看和下载。</p>
      {apply.error && <p className="ui-error" role="alert">{apply.error}</p>}
      <Button block color="primary" size="large" loading={apply.pending} disabled={apply.pending} onClick={() => void apply.run(orderNo)}>
        申请结清证明
      </Button>
    </div>
  );
}
