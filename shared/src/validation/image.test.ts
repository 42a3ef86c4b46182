import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../constants';
import { stubPictures, tearDownPage } from '../testing';
import { checkImage, compressPhoto, COMPRESSION_STEPS, fitWithin, IMAGE_MESSAGES, UPLOAD_JPEG_QUALITY, UPLOAD_MAX_EDGE, type PictureDecoder } from './image';

describe('image checks (spec 9: maximum image size 9000, read as KB)', () => {
  it('accepts a JPEG or PNG up to 9000 KB', () => {
    expect(MAX_IMAGE_BYTES).toBe(9000 * 1024);
    expect(checkImage({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(checkImage({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('rejects other types, empty and oversized files, each with its message', () => {
    expect(checkImage({ type: 'application/pdf', size: 100 })).toBe(IMAGE_MESSAGES.type);
    expect(checkImage({ type: 'image/gif', size: 100 })).toBe(IMAGE_MESSAGES.type);
    expect(checkImage({ type: 'image/jpeg', size: 0 })).toBe(IMAGE_MESSAGES.empty);
    expect(checkImage({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_MESSAGES.size);
    expect(IMAGE_MESSAGES.size).toBe('照片不能超过9000KB，请重新拍摄');
  });
});

describe('compressPhoto: every upload is compressed on the phone first (issue 24 item 7)', () => {
  /** A decoder whose JPEGs weigh `bytesPerPixel × quality` per pixel, recording each attempt. */
  const fakeDecoder = (width: number, height: number, bytesPerPixel: number) => {
    const attempts: Array<{ width: number; height: number; quality: number }> = [];
    let closed = 0;
    const decode: PictureDecoder = async () => ({
      width,
      height,
      toJpeg: async (w, h, quality) => {
        attempts.push({ width: w, height: h, quality });
        const body = new Uint8Array(Math.round(w * h * bytesPerPixel * quality));
        body.set([0xff, 0xd8, 0xff]);
        return new Blob([body], { type: 'image/jpeg' });
      },
      close: () => void closed++,
    });
    return { decode, attempts, closed: () => closed };
  };
  const photo = (type = 'image/png', size = 5_000_000) => new File([new Uint8Array(size)], 'photo', { type });

  it('fits the longest edge within the maximum, keeping the ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000, UPLOAD_MAX_EDGE)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, UPLOAD_MAX_EDGE)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, UPLOAD_MAX_EDGE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600, UPLOAD_MAX_EDGE)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(20_000, 10, UPLOAD_MAX_EDGE)).toEqual({ width: 1600, height: 1 });
  });

  it('sends a several-MB phone photo as a JPEG of 1600 px at quality 0.8, far under the limit', async () => {
    const codec = fakeDecoder(4032, 3024, 0.3);
    const result = await compressPhoto(photo(), codec.decode);
    expect(codec.attempts).toEqual([{ width: 1600, height: 1200, quality: UPLOAD_JPEG_QUALITY }]);
    if ('problem' in result) throw new Error(result.problem);
    expect(result).toMatchObject({ width: 1600, height: 1200, bytes: Math.round(1600 * 1200 * 0.3 * 0.8) });
    expect(result.bytes).toBeLessThan(MAX_IMAGE_BYTES);
    expect(result.dataUrl.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    expect(codec.closed()).toBe(1);
  });

  it('lowers the quality, then the size, until the JPEG fits MAX_IMAGE_BYTES', async () => {
    // 1600 × 1200 at 0.8 and 0.6 is over 9000 KB at 10 bytes a pixel; 1200 × 900 at 0.6 is not.
    const codec = fakeDecoder(4000, 3000, 10);
    const result = await compressPhoto(photo(), codec.decode);
    expect(codec.attempts).toEqual([
      { width: 1600, height: 1200, quality: 0.8 },
      { width: 1600, height: 1200, quality: 0.6 },
      { width: 1200, height: 900, quality: 0.6 },
    ]);
    expect('problem' in result ? result.problem : result.bytes).toBe(1200 * 900 * 10 * 0.6);
  });

  it('refuses with the product message when no attempt fits; every step was tried', async () => {
    const codec = fakeDecoder(4000, 3000, 100);
    expect(await compressPhoto(photo(), codec.decode)).toEqual({ problem: IMAGE_MESSAGES.size });
    expect(codec.attempts.map((a) => [Math.max(a.width, a.height), a.quality])).toEqual(COMPRESSION_STEPS.map((s) => [s.maxEdge, s.quality]));
    expect(codec.closed()).toBe(1);
  });

  it('an unreadable picture gets 照片读取失败; a wrong type or oversized pick is refused before decoding', async () => {
    expect(await compressPhoto(photo(), async () => null)).toEqual({ problem: '照片读取失败，请重新拍摄' });
    const codec = fakeDecoder(4000, 3000, 0.3);
    expect(await compressPhoto(photo('image/gif'), codec.decode)).toEqual({ problem: IMAGE_MESSAGES.type });
    expect(await compressPhoto(photo('image/jpeg', MAX_IMAGE_BYTES + 1), codec.decode)).toEqual({ problem: IMAGE_MESSAGES.size });
    expect(codec.attempts).toEqual([]);
  });

  it("the browser decoder draws on a canvas (jsdom's stand-in) and encodes a JPEG", async () => {
    const encoded = stubPictures({ 'broken.jpg': null });
    try {
      const result = await compressPhoto(new File([new Uint8Array(4_000_000)], 'id.png', { type: 'image/png' }));
      expect(encoded).toEqual([{ width: 1600, height: 1200, quality: 0.8 }]);
      expect('problem' in result ? result.problem : result.dataUrl.slice(0, 27)).toBe('data:image/jpeg;base64,/9j/');
      expect(await compressPhoto(new File([new Uint8Array(10)], 'broken.jpg', { type: 'image/jpeg' }))).toEqual({ problem: IMAGE_MESSAGES.empty });
    } finally {
      tearDownPage();
    }
  });
});
