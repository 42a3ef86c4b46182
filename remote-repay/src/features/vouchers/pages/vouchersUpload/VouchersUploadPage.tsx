import { GuestGate, useSubmit } from '@credit/shared/ui';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { ParamPage } from '../../../../components/params';
import { useSendOrderVoucher } from '../../api';
import { VoucherForm, voucherSent } from '../../components/VoucherForm';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Uploading a voucher for one order (spec 2.2 /vouchersUpload?orderNo=; consumeVoucher upload, then
 * confirm): the photo is checked on the phone first (type, 9000 KB), uploaded as a draft, then
 * submitted; a refusal keeps the photo and the note.
 */
export default function VouchersUploadPage() {
  return (
    <div className="rp-page">
      <GuestGate what="借款凭证">{() => <ParamPage name="orderNo">{(orderNo) => <Upload orderNo={orderNo} />}</ParamPage>}</GuestGate>
    </div>
  );
}

function Upload({ orderNo }: { orderNo: string }) {
  const submit = useSubmit(useSendOrderVoucher(orderNo), { onAnswer: () => voucherSent('/vouchersList') });
  return (
    <>
      <VoucherForm heading={`借款 ${orderNo}`} submit={submit} />
      <div className="rp-actions">
        <Button block fill="none" onClick={() => shell.navigate('/vouchersDemo')}>查看凭证示例</Button>
      </div>
    </>
  );
}
