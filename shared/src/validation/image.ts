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

/**
 * Photos are compressed on the phone before they are sent (issue 24 item 7): a camera photo is several
 * MB, and the upload calls go through proxies. The longest edge is brought down to UPLOAD_MAX_EDGE
 * (enough to read an ID card or a receipt) and the picture is re-encoded as JPEG at
 * UPLOAD_JPEG_QUALITY, which also drops the file's metadata (the camera's location). Should that
 * still exceed MAX_IMAGE_BYTES, the next attempts lower the quality, then the size.
 */
export const UPLOAD_MAX_EDGE = 1600;
export const UPLOAD_JPEG_QUALITY = 0.8;

/** One way to encode: the longest edge at most `maxEdge` px, JPEG at `quality`. */
export interface CompressionStep {
  maxEdge: number;
  quality: number;
}

/** The attempts in order: the first whose result fits MAX_IMAGE_BYTES is sent. */
export const COMPRESSION_STEPS: readonly CompressionStep[] = [
  { maxEdge: UPLOAD_MAX_EDGE, quality: UPLOAD_JPEG_QUALITY },
  { maxEdge: UPLOAD_MAX_EDGE, quality: 0.6 },
  { maxEdge: 1200, quality: 0.6 },
  { maxEdge: 800, quality: 0.5 },
];

/** The size to draw a `width` × `height` picture at so its longest edge is at most `maxEdge`: never enlarged, the ratio kept, at least 1 px. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A decoded picture, ready to be drawn at any size. */
export interface DecodedPicture {
  width: number;
  height: number;
  /** The picture drawn at `width` × `height` as a JPEG of `quality`; null when the browser cannot. */
  toJpeg(width: number, height: number, quality: number): Promise<Blob | null>;
  /** Frees the decoded pixels. */
  close(): void;
}

/** What compression needs of the browser: decoding a file (null when it is not a readable picture). */
export type PictureDecoder = (file: Blob) => Promise<DecodedPicture | null>;

/** The browser's decoder: createImageBitmap (EXIF orientation applied) drawn on a canvas. */
export const decodePicture: PictureDecoder = async (file) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    toJpeg: (width, height, quality) =>
      new Promise((resolve) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return resolve(null);
        // A PNG's transparent parts would turn black in a JPEG.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        context.drawImage(bitmap, 0, 0, width, height);
        canvas.toBlob(resolve, 'image/jpeg', quality);
      }),
    close: () => bitmap.close(),
  };
};

/** A photo ready to send: its data URL (what an upload call carries) and its size in bytes. */
export interface CompressedPhoto {
  dataUrl: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Checks a picked photo (checkImage), then compresses it for upload (COMPRESSION_STEPS). A problem is
 * one of the product's messages (IMAGE_MESSAGES): the caller shows it and keeps what the user chose
 * before. One helper for every upload site (ID photos, vouchers).
 */
export async function compressPhoto(file: Blob, decode: PictureDecoder = decodePicture): Promise<CompressedPhoto | { problem: string }> {
  const problem = checkImage(file);
  if (problem) return { problem };
  const picture = await decode(file);
  if (!picture || picture.width <= 0 || picture.height <= 0) {
    picture?.close();
    return { problem: IMAGE_MESSAGES.empty };
  }
  try {
    for (const step of COMPRESSION_STEPS) {
      const size = fitWithin(picture.width, picture.height, step.maxEdge);
      const jpeg = await picture.toJpeg(size.width, size.height, step.quality);
      if (!jpeg || jpeg.size === 0) return { problem: IMAGE_MESSAGES.empty };
      if (jpeg.size <= MAX_IMAGE_BYTES) return { dataUrl: await readAsDataUrl(jpeg), bytes: jpeg.size, ...size };
    }
    return { problem: IMAGE_MESSAGES.size };
  } finally {
    picture.close();
  }
}
