import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE } from '@credit/shared';

/** ID-card photos (spec 7.6 attachment upload): JPEG or PNG up to spec 9's 9000, read as KB (docs/adr/013). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export const PHOTO_MESSAGES = {
  type: '请上传JPG或PNG格式的照片',
  size: `照片不能超过${MAX_IMAGE_SIZE}KB，请重新拍摄`,
  empty: '照片读取失败，请重新拍摄',
} as const;

/** Checks a picked file before anything is sent; null when it is fine. */
export function checkPhoto(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size <= 0) return PHOTO_MESSAGES.empty;
  if (file.size > MAX_IMAGE_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/** The file as a data URL (what the upload call carries). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
