import { useEffect, useRef, useState } from 'react';
import { bridge, checkImage, getHost, MESSAGES, RULES, shell, VALUE_PATTERNS } from '@credit/shared';
import { useValidateOcr } from '../api';
import { Field, useForm, useSubmit, Consent, SubmitForm } from '@credit/shared/ui';
import { parseCameraResult } from './idPhoto';

type Side = 'front' | 'back';
const SIDES: Record<Side, string> = { front: '身份证人像面', back: '身份证国徽面' };

const RULE_KEYS = { name: 'realName', certId: 'idNumberStrict', authority: 'idAuthority', validity: 'idValidity' } as const;
/** The sandbox (and the issuing authority) write validity as start-end, the end possibly "长期". */
const VALIDITY_MESSAGE = '请按“2020.01.01-2040.01.01”或“2020.01.01-长期”填写有效期';

interface Photo {
  url: string;
  /** Object URLs are ours to release; data URLs from the app are not. */
  revoke: boolean;
}

/**
 * ID card photos (user/validateOcr): the native camera inside the app, a file input (which opens the
 * camera on phones) in a plain browser. Each image is checked for type and size before use. The
 * contract sends only what was read from the card (the app's OCR pre-fills it; in a browser the user
 * types it from the card); the images stay on the device.
 */
export function IdPhotoCapture({ onDone }: { onDone: () => void }) {
  // The profile says whose camera; a missing bridge falls back to the file input (the web's way).
  const native = getHost().profile.camera === 'native' && bridge.isAvailable();
  const [photos, setPhotos] = useState<Partial<Record<Side, Photo>>>({});
  const [photoErrors, setPhotoErrors] = useState<Partial<Record<Side, string>>>({});
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const form = useForm(RULE_KEYS);
  const upload = useSubmit(useValidateOcr(), {
    onAnswer: () => {
      shell.toast('身份证照片已上传');
      onDone();
    },
  });
  const photosRef = useRef(photos);
  photosRef.current = photos;

  useEffect(
    () => () => {
      for (const p of Object.values(photosRef.current)) if (p?.revoke) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const keep = (side: Side, photo: Photo) => {
    setPhotos((prev) => {
      const old = prev[side];
      if (old?.revoke) URL.revokeObjectURL(old.url);
      return { ...prev, [side]: photo };
    });
    setPhotoErrors((prev) => ({ ...prev, [side]: undefined }));
  };

  const fromFile = (side: Side, file: File | undefined) => {
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setPhotoErrors((prev) => ({ ...prev, [side]: problem }));
      return;
    }
    keep(side, { url: URL.createObjectURL(file), revoke: true });
  };

  const fromCamera = async (side: Side) => {
    const parsed = parseCameraResult(await bridge.camera({ type: 'idCard', side }));
    if (!parsed) return; // cancelled in the app
    const problem = checkImage(parsed);
    if (problem) {
      setPhotoErrors((prev) => ({ ...prev, [side]: problem }));
      return;
    }
    keep(side, { url: parsed.photo.dataUrl, revoke: false });
    // OCR fields from the app fill only what the user has not typed.
    for (const [key, value] of Object.entries(parsed.photo.ocr ?? {}) as Array<[keyof typeof RULE_KEYS, string | undefined]>) {
      if (value && key in RULE_KEYS && !form.values[key]) form.set(key, value);
    }
  };

  /** The photos, the validity's form (once the fields pass their rules) and the consent, next to the fields' check. */
  const restOk = (fieldsOk: boolean) => {
    const missing: Partial<Record<Side, string>> = {};
    for (const side of Object.keys(SIDES) as Side[]) if (!photos[side]) missing[side] = `请拍摄${SIDES[side]}`;
    setPhotoErrors(missing);
    let ok = fieldsOk;
    if (ok && !VALUE_PATTERNS.idValidity.test(form.clean('validity'))) {
      form.setError('validity', VALIDITY_MESSAGE);
      ok = false;
    }
    setConsentError(consent ? null : MESSAGES.identityConsentRequired);
    upload.setError(null);
    return ok && consent && Object.keys(missing).length === 0;
  };
  const submit = () =>
    upload.run({ name: form.clean('name'), certId: form.clean('certId').toUpperCase(), authority: form.values.authority.trim(), validity: form.clean('validity') });

  return (
    <section aria-label="身份证照片">
      <h2 className="ui-section-title">上传身份证照片</h2>
      <SubmitForm form={form} alsoCheck={restOk} submit={upload} onSubmit={submit} submitText="上传">
        <div className="ui-photos">
          {(Object.keys(SIDES) as Side[]).map((side) => (
            <div key={side} className="ui-photo">
              {native ? (
                <button type="button" className="ui-photo-slot" onClick={() => void fromCamera(side)} aria-label={`拍摄${SIDES[side]}`}>
                  {photos[side] ? <img src={photos[side].url} alt={SIDES[side]} /> : <span>点击拍摄</span>}
                </button>
              ) : (
                <label className="ui-photo-slot">
                  {photos[side] ? <img src={photos[side].url} alt={SIDES[side]} /> : <span>点击拍摄</span>}
                  <input type="file" accept="image/jpeg,image/png" capture="environment" aria-label={SIDES[side]} onChange={(e) => { fromFile(side, e.target.files?.[0]); e.target.value = ''; }} />
                </label>
              )}
              <span className="acc-photo-name">{SIDES[side]}</span>
              {photoErrors[side] && <p className="ui-error" role="alert">{photoErrors[side]}</p>}
            </div>
          ))}
        </div>
        <div className="ui-card">
          <Field id="ocr-name" label="姓名" placeholder={RULES.realName.required} maxLength={15} {...form.field('name')} />
          <Field id="ocr-certId" label="身份证号" placeholder={RULES.idNumber.required} maxLength={18} {...form.field('certId')} />
          <Field id="ocr-authority" label="签发机关" placeholder={RULES.idAuthority.required} maxLength={64} {...form.field('authority')} />
          <Field id="ocr-validity" label="有效期" placeholder="2020.01.01-2040.01.01" maxLength={21} {...form.field('validity')} />
        </div>
        <Consent id="ocr-consent" checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
          {MESSAGES.identityConsent}（含身份证正反面照片）
        </Consent>
      </SubmitForm>
    </section>
  );
}
