import { GuestGate } from '@credit/shared/ui';
import { useRef } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { VoucherItem } from '@credit/shared/api';
import { ParamPage } from '../../../../components/params';
import { useConfirmVoucher, useUploadVoucher } from '../../api';
import { VoucherForm } from '../../components/VoucherForm';
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
  const upload = useUploadVoucher();
  const confirm = useConfirmVoucher();
  // A draft of this very photo is submitted as it is on a retry; a new photo is uploaded first.
  const draft = useRef<{ image: string; voucher: VoucherItem } | null>(null);
  return (
    <>
      <VoucherForm
        heading={`借款 ${orderNo}`}
        onSubmit={async (picked, note) => {
          if (draft.current?.image !== picked.dataUrl) {
            const { voucher } = await upload.mutateAsync({ orderNo, image: picked.dataUrl, note });
            draft.current = { image: picked.dataUrl, voucher };
          }
          await confirm.mutateAsync(draft.current.voucher.voucherId);
          shell.toast('凭证已提交，我们将在1个工作日内完成审核');
          shell.navigate('/vouchersList', { replace: true });
        }}
      />
      <div className="rp-actions">
        <Button block fill="none" onClick={() => shell.navigate('/vouchersDemo')}>查看凭证示例</Button>
      </div>
    </>
  );
}
