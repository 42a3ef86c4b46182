import { useState } from 'react';
import { Button } from 'antd-mobile';
import { maskName, saveBlob, useBaseInfo } from '@credit/shared';
import type { ClearanceCert } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { ParamPage } from '../../../../components/params';
import { fetchClearancePdf, useClearanceHistory } from '../../api';
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

function Proof({ certNo }: { certNo: string }) {
  const history = useClearanceHistory();
  return (
    <QueryView query={history}>
      {(h) => {
        const cert = h.list.find((c) => c.certNo === certNo);
        return cert ? <Certificate cert={cert} /> : <div className="rp-result"><h2>结清证明不存在</h2><p>请在结清历史中查看已开具的证明</p></div>;
      }}
    </QueryView>
  );
}

function Certificate({ cert }: { cert: ClearanceCert }) {
  const name = useBaseInfo().data?.name ?? '';
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchClearancePdf(cert.certNo), `结清证明-${cert.certNo}.pdf`);
    } catch {
      // Toasted by the shell; the button stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <article className="rp-card rp-cert" aria-label="结清证明">
        <h2>结清证明</h2>
        <p className="rp-muted">证明编号：{cert.certNo}</p>
        <p>
          兹证明借款人{name ? ` ${maskName(name)} ` : ''}于 {cert.lentDay} 借款人民币 {formatMoney(cert.loanAmt)} 元（借款编号 {cert.orderNo}），该笔借款的本金、利息及相关费用已于{' '}
          {cert.settledDay} 全部结清。
        </p>
        <p>特此证明。</p>
        <p className="rp-muted">开具日期：{new Date(cert.issuedAt).toLocaleDateString('zh-CN')}</p>
      </article>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void download()}>下载PDF</Button>
      </div>
    </>
  );
}
