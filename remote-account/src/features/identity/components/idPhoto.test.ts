import { describe, expect, it } from 'vitest';
import { parseCameraResult } from './idPhoto';

describe('the native camera answer', () => {
  it('reads the native camera answer, with its size from the base64 length', () => {
    const parsed = parseCameraResult({ dataUrl: 'data:image/jpeg;base64,QUJD', ocr: { name: '张三' } });
    expect(parsed).toEqual({ photo: { dataUrl: 'data:image/jpeg;base64,QUJD', ocr: { name: '张三' } }, type: 'image/jpeg', size: 3 });
    expect(parseCameraResult({ image: 'data:image/png;base64,QQ==' })?.size).toBe(1);
    expect(parseCameraResult(null)).toBeNull();
    expect(parseCameraResult({ dataUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseCameraResult('cancelled')).toBeNull();
  });
});
