import { isOrderNo } from '@credit/shared';
import { useSearchParams } from '@credit/shared/router';
import { ServerHtml } from '@credit/shared/html';
import { QueryView } from '@credit/shared/ui';
import { useContract } from '../../api';
import { ContractPdfButton } from '../../components/ContractPdf';
import { isContractKey } from '../../components/params';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * One loan agreement (contractUrl; server HTML through the shared sanitiser, ADR 007).
 * /agreementItem?key=&orderNo= shows an order's contract and its PDF; /loanAgreementItem?key= (合同模板)
 * is the same page without an order: the template, open to guests.
 */
export default function AgreementItemPage() {
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const orderNo = search.get('orderNo') ?? '';
  if (!isContractKey(key) || (orderNo !== '' && !isOrderNo(orderNo))) {
    return <div className="loan-result"><h2>协议不存在</h2></div>;
  }
  return <Contract contractKey={key} orderNo={orderNo} />;
}

function Contract({ contractKey, orderNo }: { contractKey: string; orderNo: string }) {
  const contract = useContract(contractKey, orderNo);
  return (
    <QueryView query={contract} loading={<p className="ui-hint">协议加载中…</p>} failedTitle="协议加载失败">
      {(c) => (
        <article className="ui-doc" aria-label={c.title} data-testid="contract-text">
          <ServerHtml html={c.html} />
          {orderNo && (
            <div className="loan-actions">
              <ContractPdfButton orderNo={orderNo} contractKey={c.key} title={c.title} />
            </div>
          )}
        </article>
      )}
    </QueryView>
  );
}
