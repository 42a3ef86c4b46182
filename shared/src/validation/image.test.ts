import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../constants';
import { checkImage, IMAGE_MESSAGES } from './image';

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
