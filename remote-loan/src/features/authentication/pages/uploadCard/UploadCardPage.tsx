import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { compressPhoto, shell } from '@credit/shared';
import { useSubmit } from '@credit/shared/ui';
import { useUploadPhoto } from '../../api';
import '@credit/shared/ui.css';
import '../../components/authentication.css';

type Side = 'front' | 'back';
const SIDES: Record<Side, string> = { front: '身份证人像面', back: '身份证国徽面' };

interface SideState {
  preview?: string;
  uploaded?: boolean;
  error?: string;
}

/**
 * ID card photos (spec 7.6 attachment upload, route uploadCard): a file input per side (the phone
 * offers its camera), a check of type and size (spec 9: 9000 KB), the photo compressed on the phone
 * (compressPhoto: a camera photo is several MB), a preview and the upload; a photo that cannot be used
 * leaves the side as it was, with its message. The sandbox checks the image again and marks
 * idCardPhotos once both sides are in.
 */
export default function UploadCardPage() {
  const [sides, setSides] = useState<Record<Side, SideState>>({ front: {}, back: {} });
  const previews = useRef<string[]>([]);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (side: Side, next: SideState) => setSides((prev) => ({ ...prev, [side]: { ...prev[side], ...next } }));

  const done = sides.front.uploaded && sides.back.uploaded;
  return (
    <div className="auth-page">
      <section className="auth-card">
        {(Object.keys(SIDES) as Side[]).map((side) => (
          <PhotoSide key={side} side={side} state={sides[side]} update={(next) => update(side, next)} previews={previews.current} />
        ))}
      </section>
      <div className="auth-actions">
        <Button block color="primary" size="large" disabled={!done} onClick={() => shell.back()}>
          完成
        </Button>
      </div>
    </div>
  );
}

/** One side: its own upload through the one submit path; a refusal shows under it (or is toasted), the preview stays. */
function PhotoSide({ side, state: s, update, previews }: { side: Side; state: SideState; update: (next: SideState) => void; previews: string[] }) {
  const [compressing, setCompressing] = useState(false);
  const upload = useSubmit(useUploadPhoto(), {
    form: { setError: (_field: 'photo', message: string | undefined) => update({ error: message }) },
    otherwise: 'photo',
    onAnswer: () => update({ uploaded: true }),
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setCompressing(true);
    const photo = await compressPhoto(file).finally(() => setCompressing(false));
    if ('problem' in photo) {
      update({ error: photo.problem });
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.push(preview);
    update({ preview, error: undefined, uploaded: false });
    await upload.run({ side, image: photo.dataUrl });
  };

  const errorId = `photo-${side}-error`;
  return (
    <div className="auth-photo">
      <label htmlFor={`photo-${side}`}>{SIDES[side]}</label>
      {s.preview && <img src={s.preview} alt={`${SIDES[side]}预览`} />}
      <input
        id={`photo-${side}`}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        disabled={upload.pending || compressing}
        aria-invalid={s.error ? true : undefined}
        aria-describedby={s.error ? errorId : undefined}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {s.uploaded && <p className="ui-hint" role="status">{SIDES[side]}已上传</p>}
      {s.error && <p className="ui-field-error-aligned" id={errorId} role="alert">{s.error}</p>}
    </div>
  );
}
