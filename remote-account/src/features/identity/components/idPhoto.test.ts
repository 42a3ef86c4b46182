import { describe, expect, it } from 'vitest';
import { checkIdPhoto, ID_PHOTO_MESSAGES, MAX_IMAGE_BYTES, parseCameraResult } from './idPhoto';

describe('ID photo checks (spec 9: maximum image size 9000, read as KB)', () => {
  it('accepts a JPEG or PNG up to 9000 KB', () => {
    expect(MAX_IMAGE_BYTES).toBe(9000 * 1024);
    expect(checkIdPhoto({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(checkIdPhoto({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('rejects other types, empty and oversized files', () => {
    expect(checkIdPhoto({ type: 'application/pdf', size: 100 })).toBe(ID_PHOTO_MESSAGES.type);
    expect(checkIdPhoto({ type: 'image/gif', size: 100 })).toBe(ID_PHOTO_MESSAGES.type);
    expect(checkIdPhoto({ type: 'image/jpeg', size: 0 })).toBe(ID_PHOTO_MESSAGES.empty);
    expect(checkIdPhoto({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(ID_PHOTO_MESSAGES.size);
  });

  it('reads the native camera answer, with its size from the base64 length', () => {
    const parsed = parseCameraResult({ dataUrl: 'data:image/jpeg;base64,QUJD', ocr: { name: '张三' } });
    expect(parsed).toEqual({ photo: { dataUrl: 'data:image/jpeg;base64,QUJD', ocr: { name: '张三' } }, type: 'image/jpeg', size: 3 });
    expect(parseCameraResult({ image: 'data:image/png;base64,QQ==' })?.size).toBe(1);
    expect(parseCameraResult(null)).toBeNull();
    expect(parseCameraResult({ dataUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseCameraResult('cancelled')).toBeNull();
  });
});
