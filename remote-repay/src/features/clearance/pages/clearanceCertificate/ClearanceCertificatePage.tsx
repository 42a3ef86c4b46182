import { Button } from 'antd-mobile';
import { formatDate, maskName, saveBlob, shell, useBaseInfo } from '@credit/shared';
import type { ClearanceCert } from '@credit/shared/api';
import { formatMoney, formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate, useSubmit } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { CLEARANCE_HISTORY } from '../../components/history';
import { useClearanceHistory, useClearancePdf } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** The proof itself (spec 2.3 /clearance-certificate?certNo=): the document, and the sandbox's PDF of it. */
export default function ClearanceCertificatePage() {
  return (
    <div className="rp-page">
      <GuestGate what="结清证明">{() => <ParamPage name="certNo">{(certNo) => <Proof certNo={certNo} />}</ParamPage>}</GuestGate>
    </div>
  );
}

/** There is no read of one proof: the page finds its own among the proofs issued to this user. */
function Proof({ certNo }: { certNo: string }) {
  const history = useClearanceHistory();
  return (
    <QueryView query={history} failedTitle="结清证明加载失败">
      {(h) => {
        const cert = h.list.find((c) => c.certNo === certNo);
        return cert ? <Certificate cert={cert} /> : (
          <div className="rp-result" role="alert">
            <h2>未找到该结清证明</h2>
            <p>证明编号 {certNo} 不在您已开具的证明中，请在结清历史中查看</p>
            <Button color="primary" fill="outline" onClick={() => shell.navigate(CLEARANCE_HISTORY[0])}>查看结清历史</Button>
          </div>
        );
      }}
    </QueryView>
  );
}

/** The PDF's file name on the phone. */
export const pdfName = (certNo: string) => `结清证明-${certNo}.pdf`;

function Certificate({ cert }: { cert: ClearanceCert }) {
  const name = useBaseInfo().data?.name ?? '';
  // The token rides in http.file's header; the file reaches the phone through an object URL.
  const download = useSubmit(useClearancePdf(), { onAnswer: (pdf, certNo) => saveBlob(pdf, pdfName(certNo)) });
  return (
    <>
      <article className="rp-card rp-cert" aria-label="结清证明">
        <h2>结清证明</h2>
        <p className="rp-muted">证明编号：{cert.certNo}</p>
        <p>
          兹证明借款人{name ? ` ${maskName(name)} ` : ''}于 {cert.lentDay} 借款人民币 {formatMoney(cert.loanAmt)} 元（借款编号 {cert.orderNo}），该笔借款的本金、利息及相关费用已于{' '}
          {cert.settledDay} 全部结清。
        </p>
        <dl className="rp-facts">
          <div><dt>借款编号</dt><dd>{cert.orderNo}</dd></div>
          <div><dt>借款金额</dt><dd>{formatYuan(cert.loanAmt)}</dd></div>
          <div><dt>放款日</dt><dd>{cert.lentDay}</dd></div>
          <div><dt>结清日</dt><dd>{cert.settledDay}</dd></div>
          <div><dt>状态</dt><dd>已结清</dd></div>
        </dl>
        <p>特此证明。</p>
        <p className="rp-muted">开具日期：{formatDate(cert.issuedAt)}</p>
      </article>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={download.pending} disabled={download.pending} onClick={() => void download.run(cert.certNo)}>下载PDF</Button>
      </div>
      {download.error && <p className="ui-error" role="alert">{download.error}</p>}
    </>
  );
}
