import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './index';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  clearCookies();
});

describe('storage (spec 4.1)', () => {
  it('uses session storage when it works', () => {
    storage.set('k', 'v');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
    expect(document.cookie).not.toContain('k=');
  });

  it('falls back to a cookie of 18250 days when session storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const cookieSet = vi.spyOn(document, 'cookie', 'set');
    storage.set('commonUser', '{"token":"a b"}');
    expect(cookieSet).toHaveBeenLastCalledWith(`commonUser=${encodeURIComponent('{"token":"a b"}')}; max-age=${18250 * 86400}; path=/; SameSite=Lax`);
    expect(storage.get('commonUser')).toBe('{"token":"a b"}');
    expect(storage.getJSON<{ token: string }>('commonUser')).toEqual({ token: 'a b' });
    storage.remove('commonUser');
    expect(storage.get('commonUser')).toBeNull();
  });

  it('falls back when session storage is missing altogether', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    storage.set('x', '1');
    expect(document.cookie).toContain('x=1');
    expect(storage.get('missing')).toBeNull();
  });

  it('reads JSON safely', () => {
    storage.setJSON('j', { a: 1 });
    expect(storage.getJSON('j')).toEqual({ a: 1 });
    storage.set('bad', '{');
    expect(storage.getJSON('bad')).toBeNull();
    expect(storage.getJSON('none')).toBeNull();
  });
});
