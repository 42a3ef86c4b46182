import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { newIdempotencyKey, shell } from '@credit/shared';
import { Field } from '@credit/shared/ui';
import { useSubmitConsumerVoucher } from '../../api';
import { VoucherPicker, type PickedImage } from '../../components/VoucherPicker';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * 消费凭证上传 (spec 2.2 /uploadConsumerVoucher, consumerVoucherUpload): a voucher of spending not tied
 * to one loan, checked on the phone first; a refusal keeps the photo and the note. The 凭证记录 icon leads
 * to the records.
 */
export default function UploadConsumerVoucherPage() {
  const submitVoucher = useSubmitConsumerVoucher();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const running = useRef(false);
  // One key per chosen photo: a double tap or a retry after a lost answer submits it once.
  const key = useRef<string | null>(null);

  const submit = async () => {
    if (running.current) return;
    if (!picked) {
      setError('请先选择凭证照片');
      return;
    }
    running.current = true;
    key.current ??= newIdempotencyKey();
    try {
      await submitVoucher.mutateAsync({ body: { image: picked.dataUrl, note: note.trim() || undefined }, idempotencyKey: key.current });
      shell.toast('凭证已提交，我们将在1个工作日内完成审核');
      shell.navigate('/consumerVoucherList', { replace: true });
    } catch {
      // Toasted by the shell; the photo and the note stay for another try.
    } finally {
      running.current = false;
    }
  };

  return (
    <div className="rp-page">
      <p className="rp-notice">请上传与借款消费相关的凭证（发票、购物小票、转账记录等），审核结果可在凭证记录中查看。</p>
      <section className="rp-card">
        <VoucherPicker picked={picked} onPick={(image) => { setPicked(image); setError(undefined); key.current = null; }} />
        {error && <p className="acc-error" role="alert">{error}</p>}
        <Field id="consumer-voucher-note" label="备注（选填）" maxLength={100} placeholder="如：购买家电" value={note} onChange={setNote} />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={submitVoucher.isPending} disabled={submitVoucher.isPending} onClick={() => void submit()}>提交凭证</Button>
      </div>
    </div>
  );
}
