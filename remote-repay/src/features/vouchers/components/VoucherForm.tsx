import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { Field } from '@credit/shared/ui';
import { VoucherPicker, type PickedImage } from './VoucherPicker';

/**
 * A voucher's photo and note, and the one submit: nothing is sent without a photo; a double tap sends
 * once; a refusal (toasted by the shell) keeps the photo and the note for another try.
 */
export function VoucherForm({ heading, onSubmit }: { heading?: string; onSubmit: (image: PickedImage, note: string | undefined) => Promise<void> }) {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const submit = async () => {
    if (running.current) return;
    if (!picked) {
      setError('请先选择凭证照片');
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await onSubmit(picked, note.trim() || undefined);
    } catch {
      // Toasted by the shell; the photo and the note stay.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <section className="rp-card">
        {heading && <h2 className="rp-card-title">{heading}</h2>}
        <VoucherPicker picked={picked} onPick={(image) => { setPicked(image); setError(undefined); }} />
        {error && <p className="ui-error" role="alert">{error}</p>}
        <Field id="voucher-note" label="备注（选填）" maxLength={100} placeholder="如：购买家电" value={note} onChange={setNote} />
      </section>
      <div className="rp-actions">
        <Button block color="primary" size="large" loading={busy} disabled={busy} onClick={() => void submit()}>提交凭证</Button>
      </div>
    </>
  );
}
