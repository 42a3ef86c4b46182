import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../embedder/browser';
import { setReturnOrigins } from '../embedder/navigation';
import { installFakeShell, type FakeShell } from '../testing/fakeShell';
import { storage, STORAGE_KEYS } from '../storage';
import { displayWkHeaderAtom } from './atoms';
import { initEntryFlags, initHeaderFlag, recordTokenLostUrl } from './entryFlags';
import { handleTokenExpired, setLoggedIn } from './session';
import { sessionStore } from './store';

/** ADR 031: the entry's session flags, recorded from the URL the app is opened with and used later. */

const APP = 'http://localhost:3000/';
let fake: FakeShell;

beforeEach(() => {
  fake = installFakeShell();
  sessionStorage.clear();
  sessionStore.set(displayWkHeaderAtom, true);
});
afterEach(() => {
  sessionStorage.clear();
  sessionStore.set(displayWkHeaderAtom, true);
});

describe('the token-lost URL (spec 4.1): recorded from the entry, followed on a token expiry', () => {
  it.each([
    ['a hash route, in the hash query', `${APP}#/bankCard?tokenLostUrl=%2FhelpCenter`, '/helpCenter'],
    ['an absolute URL to our own origin, in the search', `${APP}?tokenLostUrl=${encodeURIComponent(`${APP}#/discover`)}#/user`, `${APP}#/discover`],
  ])('records %s', (_, entry, recorded) => {
    expect(recordTokenLostUrl(entry)).toBe(recorded);
    expect(storage.get(STORAGE_KEYS.tokenLostUrl)).toBe(recorded);
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path that is no route', 'helpCenter'],
    ['nothing', ''],
  ])('ignores %s, and keeps what an earlier entry recorded', (_, value) => {
    recordTokenLostUrl(`${APP}#/user?tokenLostUrl=%2FhelpCenter`);
    expect(recordTokenLostUrl(`${APP}#/user?tokenLostUrl=${encodeURIComponent(value)}`)).toBe('/helpCenter');
    sessionStorage.clear();
    expect(recordTokenLostUrl(`${APP}#/user?tokenLostUrl=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('an entry without the parameter records nothing', () => {
    expect(recordTokenLostUrl(`${APP}#/user`)).toBeNull();
  });

  it('the recorded URL is where the expiry popup sends the user, instead of login', async () => {
    initEntryFlags(`${APP}#/bankCard?tokenLostUrl=%2FhelpCenter`);
    setLoggedIn('t1');
    await handleTokenExpired();
    expect(fake.alerts).toEqual([{ content: '您的账户登录信息失效，请重新登录', confirmText: '重新登录' }]);
    expect(fake.navigations).toEqual([{ to: '/helpCenter', options: undefined }]);
  });

  it('an ignored value leaves the expiry to go to login', async () => {
    initEntryFlags(`${APP}#/bankCard?tokenLostUrl=${encodeURIComponent('javascript:alert(1)')}`);
    setLoggedIn('t1');
    await handleTokenExpired();
    expect(fake.navigations).toEqual([{ to: '/login?loginType=tokenExpired', options: { replace: true } }]);
  });

  it('an absolute URL is followed only to a configured return origin (the runtime config arrives after the start)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    initEntryFlags(`${APP}#/bankCard?tokenLostUrl=${encodeURIComponent('https://partner.example.com/login')}`);
    setLoggedIn('t1');
    await handleTokenExpired();
    expect(assign).not.toHaveBeenCalled();
    expect(fake.navigations).toEqual([{ to: '/login?loginType=tokenExpired', options: { replace: true } }]);
    setReturnOrigins(['https://partner.example.com']);
    setLoggedIn('t2');
    await handleTokenExpired();
    expect(assign).toHaveBeenCalledWith('https://partner.example.com/login');
    setReturnOrigins([]);
  });
});

describe('displayWkHeader (spec 2.11): the entry hides the header for the session', () => {
  it('hidden hides it, for this entry and later ones without the parameter', () => {
    expect(initHeaderFlag(`${APP}#/user?displayWkHeader=hidden`)).toBe(false);
    expect(sessionStore.get(displayWkHeaderAtom)).toBe(false);
    expect(initHeaderFlag(`${APP}#/billList`)).toBe(false);
  });

  it('read from the search part too; show brings the header back', () => {
    expect(initHeaderFlag(`${APP}?displayWkHeader=hidden#/`)).toBe(false);
    expect(initHeaderFlag(`${APP}?displayWkHeader=show#/`)).toBe(true);
    expect(sessionStore.get(displayWkHeaderAtom)).toBe(true);
  });

  it('shows the header without the parameter', () => {
    expect(initHeaderFlag(`${APP}#/user`)).toBe(true);
    expect(sessionStore.get(displayWkHeaderAtom)).toBe(true);
  });
});
