import { Button } from 'antd-mobile';
import { saveBlob } from '@credit/shared';
import { useSubmit } from '@credit/shared/ui';
import { useContractPdf } from '../api';

/**
 * 下载PDF of one contract of an order (loanorder/loanContractFile). The file is fetched through the http
 * client with the token header and offered from an object URL: the token never rides in a link. A
 * failure is told by the shell or on the line under the button, which stays for another try.
 */
export function ContractPdfButton({ orderNo, contractKey, title }: { orderNo: string; contractKey: string; title: string }) {
  const download = useSubmit(useContractPdf(), { onAnswer: (pdf) => saveBlob(pdf, `${title}-${orderNo}.pdf`) });
  return (
    <>
      <Button block fill="outline" loading={download.pending} onClick={() => void download.run({ orderNo, key: contractKey })} aria-label={`下载《${title}》PDF`}>
        下载PDF
      </Button>
      {download.error && <p className="ui-error" role="alert">{download.error}</p>}
    </>
  );
}
