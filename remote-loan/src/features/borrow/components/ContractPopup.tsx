// Popup from its own module, not antd-mobile's index: the index (side-effectful, so bundled as one
// module) would carry the Popup and its animation libraries into every page that uses any component.
import Popup from 'antd-mobile/es/components/popup';
import { ServerHtml } from '@credit/shared/html';
import { QueryView } from '@credit/shared/ui';
import { useContract } from '../api';

/** One contract's text in a bottom popup (Agreements loads this on the first opening). */
export default function ContractPopup({ orderNo, contractKey, onClose }: { orderNo: string; contractKey: string | null; onClose: () => void }) {
  return (
    <Popup visible={contractKey !== null} onMaskClick={onClose} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }} destroyOnClose>
      {contractKey && <ContractText orderNo={orderNo} contractKey={contractKey} onClose={onClose} />}
    </Popup>
  );
}

function ContractText({ orderNo, contractKey, onClose }: { orderNo: string; contractKey: string; onClose: () => void }) {
  const contract = useContract(contractKey, orderNo);
  return (
    <div className="ui-doc" role="dialog" aria-label="协议内容">
      <QueryView query={contract}>
        {(c) => (
          <>
            <h2>{c.title}</h2>
            <ServerHtml html={c.html} />
          </>
        )}
      </QueryView>
      <button type="button" className="loan-close" onClick={onClose}>关闭</button>
    </div>
  );
}
