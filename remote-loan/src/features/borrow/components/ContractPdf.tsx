import { useState } from 'react';
import { Button } from 'antd-mobile';
import { saveBlob } from '@credit/shared';
import { fetchContractPdf } from '../api';

/**
 * 下载PDF of one contract of an order (loanorder/loanContractFile). The file is fetched through the http
 * client with the token header and offered from an object URL: the token never rides in a link.
 */
export function ContractPdfButton({ orderNo, contractKey, title }: { orderNo: string; contractKey: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchContractPdf(orderNo, contractKey), `${title}-${orderNo}.pdf`);
    } catch {
      // The http client has toasted the failure; the button stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button block fill="outline" loading={busy} onClick={() => void download()} aria-label={`下载《${title}》PDF`}>
      下载PDF
    </Button>
  );
}
