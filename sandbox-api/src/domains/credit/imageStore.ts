/** Uploaded photos (ID card sides, service vouchers): decoding and checking a data URL; no SQL. */
import { MAX_IMAGE_BYTES } from '@credit/shared/api';

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};

/** Decodes a data URL of a JPEG or PNG; a reason when it is not one or is larger than MAX_IMAGE_BYTES. */
export function decodeImage(dataUrl: string): { mime: string; bytes: Buffer } | { problem: 'type' | 'size' } {
  const m = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return { problem: 'type' };
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return { problem: 'size' };
  if (!MAGIC[m[1]!]!(bytes)) return { problem: 'type' };
  return { mime: m[1]!, bytes };
}
