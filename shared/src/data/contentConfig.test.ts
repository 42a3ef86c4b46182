import { describe, expect, it } from 'vitest';
import { DEFAULT_IDX_SKIN, safeImageUrl, skinOf } from './contentConfig';

describe('content configuration checks (ADR 040)', () => {
  it('skinOf keeps a served skin with #rrggbb colours, else the default', () => {
    const spring = { skinId: 'spring', heroStart: '#d4380d', heroEnd: '#ad2102', greeting: '新春快乐' };
    expect(skinOf(spring)).toEqual(spring);
    expect(skinOf(null)).toBe(DEFAULT_IDX_SKIN);
    expect(skinOf({ ...spring, heroStart: 'red;background:url(//evil)' })).toBe(DEFAULT_IDX_SKIN);
    expect(skinOf({ ...spring, heroEnd: '#fff' })).toBe(DEFAULT_IDX_SKIN);
  });

  it('safeImageUrl takes https and same-origin paths only', () => {
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('/img/a.png')).toBe('/img/a.png');
    for (const bad of ['', null, undefined, 'http://cdn.example.com/a.png', '//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,xx', '/a b.png']) {
      expect(safeImageUrl(bad)).toBeNull();
    }
  });
});
