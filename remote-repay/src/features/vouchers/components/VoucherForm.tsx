import { useState } from 'react';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import { Field, useSubmitForm, type Submit } from '@credit/shared/ui';
import type { VoucherSend } from '../api';
import { VoucherPicker, type PickedImage } from './VoucherPicker';

/**
 * A voucher's photo and note, and the one submit (the page's `useSubmit`): nothing is sent without a
 * photo; a double tap sends once; a refusal keeps the photo and the note for another try.
 */
export function VoucherForm({ heading, submit }: { heading?: string; submit: Submit<VoucherSend> }) {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const photoPicked = () => {
    if (!picked) setError('请先选择凭证照片');
    return picked !== null;
  };
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    alsoCheck: photoPicked,
    submit,
    onSubmit: () => picked && submit.run({ image: picked.dataUrl, note: note.trim() || undefined }),
    // The missing photo and a refusal share the line, under the picker.
    error: error ?? submit.error,
    emptyLine: false,
  });

  return (
    <form {...formProps}>
      <section className="rp-card">
        {heading && <h2 className="rp-card-title">{heading}</h2>}
        <VoucherPicker picked={picked} onPick={(image) => { setPicked(image); setError(null); }} />
        {errorLine}
        <Field id="voucher-note" label="备注（选填）" maxLength={100} placeholder="如：购买家电" value={note} onChange={setNote} />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" {...submitButtonProps}>提交凭证</Button>
      </div>
    </form>
  );
}

/** A voucher went in: said so, and the list it now shows in. */
export function voucherSent(list: string): void {
  shell.toast('凭证已提交，我们将在1个工作日内完成审核');
  shell.navigate(list, { replace: true });
}
