import { Button } from 'antd-mobile';
import { isCertNo, shell } from '@credit/shared';
import type { ClearanceCert } from '@credit/shared/api';
import { QueryView, GuestGate, useSubmit } from '@credit/shared/ui';
import { useSearchParams } from '@credit/shared/router';
import { ParamPage } from '../../../../components/params';
import { CLEARANCE_HISTORY } from '../../components/history';
import { useApplyCheck, useApplyClearance, useClearanceHistory } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The application's result (spec 2.3 /clearance-certificate-result?certNo= or ?orderNo=): the proof
 * issued, with its number and the way to it; else why there is none (applyCheck's reason) and, where
 * the order can have one, applying again.
 */
export default function ClearanceCertificateResultPage() {
  return (
    <div className="rp-page">
      <GuestGate what="申请结果">{() => <Subject />}</GuestGate>
    </div>
  );
}

type ClearanceSubject = { certNo: string; orderNo?: undefined } | { orderNo: string; certNo?: undefined };

/** The result is of a proof (`?certNo=`, after an apply) or of an order (`?orderNo=`, after a refusal). */
function Subject() {
  const [query] = useSearchParams();
  const certNo = query.get('certNo') ?? '';
  if (isCertNo(certNo)) return <Result subject={{ certNo }} />;
  return <ParamPage name="orderNo" wayBack={CLEARANCE_HISTORY}>{(orderNo) => <Result subject={{ orderNo }} />}</ParamPage>;
}

function Result({ subject }: { subject: ClearanceSubject }) {
  const history = useClearanceHistory();
  return (
    <QueryView query={history} failedTitle="申请结果加载失败">
      {(h) => {
        const cert = h.list.find((c) => (subject.certNo ? c.certNo === subject.certNo : c.orderNo === subject.orderNo));
        if (cert) return <Issued cert={cert} />;
        if (subject.orderNo) return <NotIssued orderNo={subject.orderNo} />;
        return (
          <div className="rp-result" role="alert">
            <h2>未找到该结清证明</h2>
            <p>证明编号 {subject.certNo} 不在您已开具的证明中，请在结清历史中查看</p>
            <Button color="primary" fill="outline" onClick={() => shell.navigate(CLEARANCE_HISTORY[0], { replace: true })}>查看结清历史</Button>
          </div>
        );
      }}
    </QueryView>
  );
}

function Issued({ cert }: { cert: ClearanceCert }) {
  return (
    <div className="rp-result" role="status">
      <h2>结清证明已开具</h2>
      <p>证明编号 <span data-testid="cert-no">{cert.certNo}</span></p>
      <p className="rp-muted">借款编号 {cert.orderNo}</p>
      <Button block color="primary" size="large" onClick={() => shell.navigate(`/clearance-certificate?certNo=${encodeURIComponent(cert.certNo)}`, { replace: true })}>查看结清证明</Button>
    </div>
  );
}

/** No proof for the order: why (the order is not settled, as applyCheck says), or apply again. */
function NotIssued({ orderNo }: { orderNo: string }) {
  const check = useApplyCheck(orderNo);
  // Whatever the answer, the lists and the check are read again (useApplyClearance); a refusal is said here.
  const apply = useSubmit(useApplyClearance(), {
    onAnswer: ({ cert }) => shell.navigate(`/clearance-certificate-result?certNo=${encodeURIComponent(cert.certNo)}`, { replace: true }),
  });
  return (
    <QueryView query={check} failedTitle="申请结果加载失败">
      {(c) => (
        <div className="rp-result" role="alert">
          <h2>申请未成功</h2>
          <p data-testid="clearance-failure">{c.allowed ? '结清证明未能开具，请重新申请' : c.reason || '该借款暂不满足开具结清证明的条件'}</p>
          {c.allowed ? (
            <>
              {apply.error && <p className="ui-error">{apply.error}</p>}
              <Button block color="primary" size="large" loading={apply.pending} disabled={apply.pending} onClick={() => void apply.run(orderNo)}>重新申请</Button>
            </>
          ) : (
            <Button color="primary" fill="outline" onClick={() => shell.navigate(CLEARANCE_HISTORY[0], { replace: true })}>查看结清历史</Button>
          )}
        </div>
      )}
    </QueryView>
  );
}
