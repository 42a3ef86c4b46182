import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { VoucherItem } from '@credit/shared/api';
import { Field } from '@credit/shared/ui';
import { GuestGate } from '../../../../components/GuestGate';
import { ParamPage } from '../../../../components/params';
import { useConfirmVoucher, useUploadVoucher } from '../../api';
import { VoucherPicker, type PickedImage } from '../../components/VoucherPicker';
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
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const draft = useRef<{ image: string; voucher: VoucherItem } | null>(null);
  const running = useRef(false);
  const busy = upload.isPending || confirm.isPending;

  const submit = async () => {
    if (running.current) return;
    if (!picked) {
      setError('请先选择凭证照片');
      return;
    }
    running.current = true;
    try {
      // A draft of this very photo is submitted as it is; a new photo is uploaded first.
      if (draft.current?.image !== picked.dataUrl) {
        const { voucher } = await upload.mutateAsync({ orderNo, image: picked.dataUrl, note: note.trim() || undefined });
        draft.current = { image: picked.dataUrl, voucher };
      }
      await confirm.mutateAsync(draft.current.voucher.voucherId);
      shell.toast('凭证已提交，我们将在1个工作日内完成审核');
      shell.navigate('/vouchersList', { replace: true });
    } catch {
      // Toasted by the shell; the photo and the note stay for another try.
    } finally {
      running.current = false;
    }
  };

  return (
    <>
      <section className="rp-card">
        <h3>借款 {orderNo}</h3>
        <VoucherPicker picked={picked} onPick={(image) => { setPicked(image); setError(undefined); }} />
        {error && <p className="acc-error" role="alert">{error}</p>}
        <Field id="voucher-note" label="备注（选填）" maxLength={100} placeholder="如：购买家电" value={note} onChange={setNote} />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={busy} disabled={busy} onClick={() => void submit()}>提交凭证</Button>
        <Button block fill="none" onClick={() => shell.navigate('/vouchersDemo')}>查看凭证示例</Button>
      </div>
    </>
  );
}
