import { List } from 'antd-mobile';
import { shell } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useContractList } from '../../api';
import { ContractPdfButton } from '../../components/ContractPdf';
import { OrderPage } from '../../components/params';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The signed contracts of an order (spec 2.10 cashAgreement, /cashAgreement?orderNo=): each opens /agreementItem, each as a PDF. */
export default function CashAgreementPage() {
  return <OrderPage>{(orderNo) => <Contracts orderNo={orderNo} />}</OrderPage>;
}

function Contracts({ orderNo }: { orderNo: string }) {
  const list = useContractList(orderNo);
  return (
    <div className="loan-page">
      <p className="ui-hint ui-lead">借款编号 {orderNo}</p>
      <QueryView query={list} isEmpty={(d) => d.list.length === 0} empty={<p className="ui-hint">暂无合同</p>}>
        {(d) => (
          <ul className="loan-contracts" aria-label="借款合同">
            {d.list.map((c) => (
              <li key={c.key} className="loan-card">
                <List>
                  <List.Item arrow onClick={() => shell.navigate(`/agreementItem?key=${encodeURIComponent(c.key)}&orderNo=${orderNo}`)}>
                    《{c.title}》
                  </List.Item>
                </List>
                <ContractPdfButton orderNo={orderNo} contractKey={c.key} title={c.title} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
