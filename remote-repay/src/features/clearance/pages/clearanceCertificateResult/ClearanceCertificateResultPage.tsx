import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { ClearanceCert } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { ParamPage } from '../../../../components/params';
import { useClearanceHistory } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The application's result (spec 2.3 /clearance-certificate-result?orderNo=): the proof issued for the
 * order, with its number and the way to it; none (a failed or missing application): the way to apply.
 */
export default function ClearanceCertificateResultPage() {
  return (
    <div className="rp-page">
      <GuestGate what="申请结果">{() => <ParamPage name="orderNo">{(orderNo) => <Result orderNo={orderNo} />}</ParamPage>}</GuestGate>
    </div>
  );
}

function Result({ orderNo }: { orderNo: string }) {
  const history = useClearanceHistory();
  return <QueryView query={history}>{(h) => <Outcome orderNo={orderNo} cert={h.list.find((c) => c.orderNo === orderNo)} />}</QueryView>;
}

function Outcome({ orderNo, cert }: { orderNo: string; cert: ClearanceCert | undefined }) {
  if (!cert) {
    return (
      <div className="rp-result" role="alert">
        <h2>未找到该借款的结清证明</h2>
        <p>申请未成功，请重新申请</p>
        <Button color="primary" onClick={() => shell.navigate(`/clearance-certificate-apply?orderNo=${orderNo}`, { replace: true })}>重新申请</Button>
      </div>
    );
  }
  return (
    <div className="rp-result" role="status">
      <h2>结清证明已开具</h2>
      <p>证明编号 <span data-testid="cert-no">{cert.certNo}</span></p>
      <Button color="primary" size="large" onClick={() => shell.navigate(`/clearance-certificate?certNo=${cert.certNo}`, { replace: true })}>查看结清证明</Button>
    </div>
  );
}
