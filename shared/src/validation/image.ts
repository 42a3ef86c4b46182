import { MAX_IMAGE_BYTES } from '../constants';
import { MESSAGES } from '../errors/catalogue';

/**
 * Images the user picks or takes (ID photos, later vouchers): JPEG or PNG up to spec 9's 9000, read
 * as KB (docs/adr/013). The spec gives no copy for these refusals; the words are the product's.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const IMAGE_MESSAGES = { type: MESSAGES.imageType, size: MESSAGES.imageSize, empty: MESSAGES.imageEmpty } as const;

/** Checks a picked or captured image before it is used or sent; null when it is fine. */
export function checkImage(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size <= 0) return IMAGE_MESSAGES.empty;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

/** The file as a data URL (what an upload call carries). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
