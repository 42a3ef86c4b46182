import { MAX_IMAGE_SIZE } from '@credit/shared';

/**
 * Spec 9 gives the maximum image size as 9000 without a unit. Read as kilobytes (≈ 8.8 MB): a phone
 * camera's JPEG fits, and bytes (9 KB) or megabytes (9 GB) make no sense for an ID photo.
 */
export const MAX_IMAGE_BYTES = MAX_IMAGE_SIZE * 1024;

export const ID_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Page copy of the ID-photo step (the spec gives none). */
export const ID_PHOTO_MESSAGES = {
  type: '请上传JPG或PNG格式的照片',
  size: `照片不能超过${MAX_IMAGE_SIZE}KB，请重新拍摄`,
  empty: '照片读取失败，请重新拍摄',
} as const;

/** Checks a picked or captured image before it is used; null when it is fine. */
export function checkIdPhoto(file: { type: string; size: number }): string | null {
  if (!(ID_PHOTO_TYPES as readonly string[]).includes(file.type)) return ID_PHOTO_MESSAGES.type;
  if (file.size <= 0) return ID_PHOTO_MESSAGES.empty;
  if (file.size > MAX_IMAGE_BYTES) return ID_PHOTO_MESSAGES.size;
  return null;
}

/** What the native camera may answer: a data URL of the photo and, when the app ran OCR, its fields. */
export interface CameraPhoto {
  dataUrl: string;
  ocr?: { name?: string; certId?: string; authority?: string; validity?: string };
}

/** Reads the camera's answer defensively (the bridge is another team's code); null when unusable. */
export function parseCameraResult(result: unknown): { photo: CameraPhoto; type: string; size: number } | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as { dataUrl?: unknown; image?: unknown; ocr?: unknown };
  const dataUrl = typeof r.dataUrl === 'string' ? r.dataUrl : typeof r.image === 'string' ? r.image : null;
  const match = dataUrl && /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2];
  const size = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  const ocr = r.ocr && typeof r.ocr === 'object' ? (r.ocr as CameraPhoto['ocr']) : undefined;
  return { photo: { dataUrl: dataUrl as string, ocr }, type: match[1], size };
}
