import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useVoucherRecords } from '../../api';
import { VoucherRow } from '../../components/VoucherRow';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/** 凭证记录 (spec 2.2 /consumerVoucherList, getConsumerVoucher): every voucher submitted, newest first, with its review state. */
export default function ConsumerVoucherListPage() {
  const records = useVoucherRecords();
  return (
    <div className="rp-page">
      <QueryView
        query={records}
        isEmpty={(r) => r.list.length === 0}
        empty={
          <section className="rp-card rp-result">
            <h2>暂无凭证记录</h2>
            <Button color="primary" fill="outline" onClick={() => shell.navigate('/uploadConsumerVoucher')}>上传消费凭证</Button>
          </section>
        }
      >
        {(r) => <section className="rp-card" aria-label="凭证记录">{r.list.map((v) => <VoucherRow key={v.voucherId} voucher={v} />)}</section>}
      </QueryView>
    </div>
  );
}
