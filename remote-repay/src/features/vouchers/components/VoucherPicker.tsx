import { useState } from 'react';
import { compressPhoto, MAX_IMAGE_SIZE } from '@credit/shared';

export interface PickedImage {
  dataUrl: string;
  name: string;
  sizeKb: number;
}

/**
 * Picks one voucher photo (a file input, which opens the camera on phones): JPEG or PNG up to spec 9's
 * 9000 KB, checked and compressed on the phone (compressPhoto) before anything is sent, with the
 * product's message on a refusal. A refused pick leaves the photo already chosen in place; the size
 * shown is what will be sent.
 */
export function VoucherPicker({ picked, onPick }: { picked: PickedImage | null; onPick: (image: PickedImage) => void }) {
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const photo = await compressPhoto(file);
    setError('problem' in photo ? photo.problem : null);
    if ('problem' in photo) return;
    onPick({ dataUrl: photo.dataUrl, name: file.name, sizeKb: Math.ceil(photo.bytes / 1024) });
  };
  return (
    <div className="rp-voucher-pick">
      <label className="rp-upload">
        {picked ? <img src={picked.dataUrl} alt="已选凭证" /> : <span>＋ 拍照或选择照片</span>}
        <input type="file" accept="image/jpeg,image/png" capture="environment" aria-label="选择凭证照片" onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }} />
      </label>
      <p className="rp-muted">支持JPG、PNG格式，单张不超过{MAX_IMAGE_SIZE}KB{picked ? `；已选 ${picked.name}（${picked.sizeKb}KB）` : ''}</p>
      {error && <p className="ui-error" role="alert">{error}</p>}
    </div>
  );
}
