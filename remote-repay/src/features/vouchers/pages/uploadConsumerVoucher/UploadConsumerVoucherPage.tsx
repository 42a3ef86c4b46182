import { useSubmit } from '@credit/shared/ui';
import { useSubmitConsumerVoucher } from '../../api';
import { VoucherForm, voucherSent } from '../../components/VoucherForm';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * 消费凭证上传 (spec 2.2 /uploadConsumerVoucher, consumerVoucherUpload): a voucher of spending not tied
 * to one loan, checked on the phone first; a refusal keeps the photo and the note. The 凭证记录 icon leads
 * to the records.
 */
export default function UploadConsumerVoucherPage() {
  // One key per photo and note: the same sent again after a lost answer is submitted once.
  const submit = useSubmit(useSubmitConsumerVoucher(), { idempotency: 'per-intent', onAnswer: () => voucherSent('/consumerVoucherList') });
  return (
    <div className="rp-page">
      <p className="rp-notice">请上传与借款消费相关的凭证（发票、购物小票、转账记录等），审核结果可在凭证记录中查看。</p>
      <VoucherForm submit={submit} />
    </div>
  );
}
