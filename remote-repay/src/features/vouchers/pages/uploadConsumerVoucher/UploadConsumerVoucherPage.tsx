import { useRef } from 'react';
import { newIdempotencyKey, shell } from '@credit/shared';
import { useSubmitConsumerVoucher } from '../../api';
import { VoucherForm } from '../../components/VoucherForm';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * 消费凭证上传 (spec 2.2 /uploadConsumerVoucher, consumerVoucherUpload): a voucher of spending not tied
 * to one loan, checked on the phone first; a refusal keeps the photo and the note. The 凭证记录 icon leads
 * to the records.
 */
export default function UploadConsumerVoucherPage() {
  const submitVoucher = useSubmitConsumerVoucher();
  // One key per photo: a retry of the same photo after a lost answer submits it once.
  const key = useRef<{ image: string; key: string } | null>(null);
  return (
    <div className="rp-page">
      <p className="rp-notice">请上传与借款消费相关的凭证（发票、购物小票、转账记录等），审核结果可在凭证记录中查看。</p>
      <VoucherForm
        onSubmit={async (picked, note) => {
          if (key.current?.image !== picked.dataUrl) key.current = { image: picked.dataUrl, key: newIdempotencyKey() };
          await submitVoucher.mutateAsync({ body: { image: picked.dataUrl, note }, idempotencyKey: key.current.key });
          shell.toast('凭证已提交，我们将在1个工作日内完成审核');
          shell.navigate('/consumerVoucherList', { replace: true });
        }}
      />
    </div>
  );
}
