import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { configureHttp } from '../http/client';
import { browser } from '../embedder/browser';
import { initHost, resetHost } from '../embedder/detect';
import { installFakeShell } from '../testing/fakeShell';
import type { FakeShell } from '../testing/fakeShell';
import { storage, STORAGE_KEYS } from '../storage';
import {
  allAgreementsSelectedAtom, baseInfoAtom, cardQuotaAtom, clientLoginStateAtom, isLoginAtom, tokenAtom,
  userStatusAtom,
} from './atoms';
import { loadBaseInfo } from '../data/baseInfo';
import { handleTokenExpired, initSession, logout, setLoggedIn, stripTokenFromUrl, toBaseInfo } from './session';
import { sessionStore } from './store';

let fake: FakeShell;

beforeEach(() => {
  fake = installFakeShell();
  initHost('http://localhost:3000/#/', 'Android');
});

afterEach(() => {
  vi.restoreAllMocks();
  logout();
  sessionStorage.clear();
  resetHost();
  delete window.nativeBridge;
  window.history.replaceState(null, '', '/');
});

describe('atoms', () => {
  it('start as a guest with the spec defaults', () => {
    expect(sessionStore.get(tokenAtom)).toBe('token');
    expect(sessionStore.get(isLoginAtom)).toBe(false);
    expect(sessionStore.get(allAgreementsSelectedAtom)).toBe(false);
  });
});

describe('token resolution order (spec 4.1): URL → common-user data → wallet token', () => {
  it('takes the URL token of a borrow route first, stores it and removes it from the visible URL', () => {
    storage.setJSON(STORAGE_KEYS.commonUser, { token: 'token' });
    window.history.replaceState(null, '', '/?token=from-url&a=0#/newBorrowCash?token=from-url&a=1');
    expect(initSession()).toBe('url');
    expect(sessionStore.get(tokenAtom)).toBe('from-url');
    expect(sessionStore.get(isLoginAtom)).toBe(true);
    expect(storage.getJSON<{ token: string }>(STORAGE_KEYS.commonUser)?.token).toBe('from-url');
    expect(window.location.href).toBe('http://localhost:3000/?a=0#/newBorrowCash?a=1');
  });

  it.each(['/newCashLoan', '/cashInstallment'])('takes it on %s too', (path) => {
    expect(initSession(`http://localhost:3000/#${path}?token=from-url`)).toBe('url');
  });

  it('takes it on any route from the native app and the wallet, which hand their session over', () => {
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    expect(initSession('http://localhost:3000/?APPSOURCE=1#/billList?token=from-app')).toBe('url');
    logout();
    initHost('http://localhost:3000/?APPSOURCE=jfwallet#/', 'Android');
    expect(initSession('http://localhost:3000/#/user?token=from-wallet')).toBe('url');
    expect(sessionStore.get(tokenAtom)).toBe('from-wallet');
  });

  it('does not take a URL token on other routes in a browser, and still removes it from the visible URL', () => {
    window.history.replaceState(null, '', '/?token=from-url#/user?token=from-url&b=2');
    expect(initSession()).toBe('guest');
    expect(sessionStore.get(isLoginAtom)).toBe(false);
    expect(storage.getJSON(STORAGE_KEYS.commonUser)).toBeNull();
    expect(window.location.href).toBe('http://localhost:3000/#/user?b=2');
  });

  it("never replaces a logged-in user's stored session with another token from a link (ADR 023)", () => {
    storage.setJSON(STORAGE_KEYS.commonUser, { token: 'mine', isNew: 1 });
    window.history.replaceState(null, '', '/#/newBorrowCash?token=attacker');
    expect(initSession()).toBe('commonUser');
    expect(sessionStore.get(tokenAtom)).toBe('mine');
    expect(storage.getJSON<{ token: string }>(STORAGE_KEYS.commonUser)?.token).toBe('mine');
    expect(window.location.hash).toBe('#/newBorrowCash');
    // Not even where the embedding app's marks come from the link itself.
    logout();
    storage.set(STORAGE_KEYS.walletToken, 'my-wallet');
    initHost('http://localhost:3000/?APPSOURCE=jfwallet#/', 'Android');
    expect(initSession('http://localhost:3000/?APPSOURCE=jfwallet#/user?token=attacker')).toBe('wallet');
    expect(sessionStore.get(tokenAtom)).toBe('my-wallet');
  });

  it('the same token as the stored session changes nothing', () => {
    storage.setJSON(STORAGE_KEYS.commonUser, { token: 'mine', isLocalRealNamed: 'Y' });
    expect(initSession('http://localhost:3000/#/newBorrowCash?token=mine')).toBe('commonUser');
    expect(sessionStore.get(clientLoginStateAtom)).toMatchObject({ token: 'mine', isLocalRealNamed: 'Y' });
  });

  it('then the stored common-user data, with its login state', () => {
    storage.setJSON(STORAGE_KEYS.commonUser, { token: 'stored', isNew: 1, isLocalRealNamed: 'Y' });
    storage.set(STORAGE_KEYS.walletToken, 'wallet');
    expect(initSession('http://localhost:3000/#/')).toBe('commonUser');
    expect(sessionStore.get(tokenAtom)).toBe('stored');
    expect(sessionStore.get(clientLoginStateAtom)).toMatchObject({ isLogin: true, isNew: 1, isLocalRealNamed: 'Y' });
  });

  it('then the stored wallet token', () => {
    storage.setJSON(STORAGE_KEYS.commonUser, { token: 'token' });
    storage.set(STORAGE_KEYS.walletToken, 'wallet');
    expect(initSession('http://localhost:3000/#/')).toBe('wallet');
    expect(sessionStore.get(tokenAtom)).toBe('wallet');
  });

  it('else a guest; the guest token in the URL does not log in', () => {
    window.history.replaceState(null, '', '/#/?token=token');
    expect(initSession()).toBe('guest');
    expect(sessionStore.get(tokenAtom)).toBe('token');
    expect(window.location.hash).toBe('#/');
  });

  it('works with the cookie fallback when session storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    setLoggedIn('cookie-token');
    sessionStore.set(tokenAtom, 'token');
    expect(document.cookie).toContain('commonUser=');
    expect(initSession('http://localhost:3000/#/')).toBe('commonUser');
    expect(sessionStore.get(tokenAtom)).toBe('cookie-token');
    logout();
    expect(document.cookie).not.toContain('commonUser=');
  });

  it('strips the token from search and hash queries', () => {
    expect(stripTokenFromUrl('https://x/?token=a#/p?token=b')).toBe('https://x/#/p');
    expect(stripTokenFromUrl('https://x/#/p')).toBe('https://x/#/p');
  });
});

describe('logout (spec 4.1)', () => {
  it('clears stored tokens, pre-credit data, dialog config and the atoms', () => {
    setLoggedIn('t1');
    storage.set(STORAGE_KEYS.walletToken, 'w');
    storage.set(STORAGE_KEYS.preCredit, 'p');
    storage.set(STORAGE_KEYS.dialogConfig, 'd');
    storage.set('unrelated', 'u');
    sessionStore.set(allAgreementsSelectedAtom, true);
    logout();
    for (const k of [STORAGE_KEYS.commonUser, STORAGE_KEYS.walletToken, STORAGE_KEYS.preCredit, STORAGE_KEYS.dialogConfig]) {
      expect(storage.get(k)).toBeNull();
    }
    expect(storage.get('unrelated')).toBe('u');
    expect(sessionStore.get(tokenAtom)).toBe('token');
    expect(sessionStore.get(allAgreementsSelectedAtom)).toBe(false);
  });
});

describe('token expiry (spec 4.1)', () => {
  it('shows the popup, then goes to the stored token-lost URL', async () => {
    setLoggedIn('t1');
    storage.set(STORAGE_KEYS.tokenLostUrl, '/billList');
    await handleTokenExpired();
    expect(fake.alerts).toEqual([{ content: '您的账户登录信息失效，请重新登录', confirmText: '重新登录' }]);
    expect(fake.navigations).toEqual([{ to: '/billList', options: undefined }]);
    expect(sessionStore.get(isLoginAtom)).toBe(false);
  });

  it('else the native app logs in natively', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    const call = vi.fn();
    window.nativeBridge = { call };
    await handleTokenExpired();
    expect(call).toHaveBeenCalledWith('login', undefined);
    expect(fake.navigations).toEqual([]);
  });

  it('else, when the app refuses, the web login with the way back (issue 39)', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    vi.spyOn(browser, 'href').mockReturnValue('http://localhost:3000/?APPSOURCE=1#/bankCard');
    window.nativeBridge = { call: vi.fn(() => { throw new Error('login is not supported'); }) };
    await handleTokenExpired();
    expect(fake.navigations).toEqual([{ to: '/login?loginType=tokenExpired&redirect=%2FbankCard', options: { replace: true } }]);
  });

  it('else the wallet is told', async () => {
    initHost('http://localhost:3000/?APPSOURCE=jfwallet#/', 'Android');
    const call = vi.fn();
    window.nativeBridge = { call };
    await handleTokenExpired();
    expect(call).toHaveBeenCalledWith('tokenExpired', undefined);
  });

  it('else goes to /login?loginType=tokenExpired, with one popup for concurrent expiries', async () => {
    await Promise.all([handleTokenExpired(), handleTokenExpired()]);
    expect(fake.alerts).toHaveLength(1);
    expect(fake.navigations).toEqual([{ to: '/login?loginType=tokenExpired', options: { replace: true } }]);
  });

  it('returns to the page the user was on after login, its query kept, the token not', async () => {
    setLoggedIn('t1');
    window.history.replaceState(null, '', '/#/bankCard?from=mine&token=t1');
    await handleTokenExpired();
    expect(fake.navigations).toEqual([{ to: '/login?loginType=tokenExpired&redirect=%2FbankCard%3Ffrom%3Dmine', options: { replace: true } }]);
  });

  it('clears the session once the popup is answered, not under it (the guard would leave the page)', async () => {
    setLoggedIn('t1');
    const loggedInUnderPopup: boolean[] = [];
    fake.alert = async () => void loggedInUnderPopup.push(sessionStore.get(isLoginAtom));
    await handleTokenExpired();
    expect(loggedInUnderPopup).toEqual([true]);
    expect(sessionStore.get(isLoginAtom)).toBe(false);
  });

  it('can skip the popup', async () => {
    await handleTokenExpired({ silent: true });
    expect(fake.alerts).toHaveLength(0);
    expect(fake.navigations).toHaveLength(1);
  });
});

describe('base info (spec 3)', () => {
  it('masks mobile and authMobile and sets PDLLabel for label "11"', () => {
    const info = toBaseInfo({ mobile: '13812345678', authMobile: '15912345678', label: '11', name: '张三', position: { lat: '30.1' } }, 't1');
    expect(info).toMatchObject({
      token: 't1', isLogin: true, mobileMasked: '138****5678', authMobileMasked: '159****5678', PDLLabel: 1, name: '张三',
      position: { lat: '30.1', lng: '', unitType: '', deviceId: '', oaid: '' },
    });
    expect(toBaseInfo({ label: '10' }, 'token')).toMatchObject({ PDLLabel: 0, isLogin: false, mobile: '', mobileMasked: '' });
  });

  it('loads the default info once for a logged-in user', async () => {
    vi.spyOn(browser, 'href').mockReturnValue('http://localhost:3000/#/user');
    const adapter = vi.fn<AxiosAdapter>(async (config) => ({
      data: { status: 1, message: 'ok', data: { mobile: '13812345678', label: '11' } }, status: 200, statusText: 'OK', headers: {}, config,
    }));
    configureHttp({ adapter });
    expect(await loadBaseInfo()).toBeNull(); // guest
    setLoggedIn('t1');
    const [a, b] = await Promise.all([loadBaseInfo(), loadBaseInfo()]);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(adapter.mock.calls[0][0].url).toBe('/api/customer/info');
    expect(a).toBe(b);
    expect(sessionStore.get(baseInfoAtom)?.mobileMasked).toBe('138****5678');
    expect(await loadBaseInfo()).toBe(a);
    expect(adapter).toHaveBeenCalledTimes(1);
    // A refresh asks again and replaces the info without emptying it first.
    const refreshing = loadBaseInfo({ refresh: true });
    expect(sessionStore.get(baseInfoAtom)).toBe(a);
    expect(await refreshing).not.toBe(a);
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('takes the user status and the card and quota info from the same answer', async () => {
    configureHttp({
      adapter: async (config) => ({
        data: { status: 1, message: 'ok', data: { mobile: '13812345678', userStatus: { activeStatus: 1, openCardStatus: 1 }, cardInfo: { cardQuota: 5_000_000 } } },
        status: 200, statusText: 'OK', headers: {}, config,
      }),
    });
    setLoggedIn('t2');
    await loadBaseInfo();
    expect(sessionStore.get(userStatusAtom)).toMatchObject({ activeStatus: 1, openCardStatus: 1 });
    expect(sessionStore.get(cardQuotaAtom)?.cardQuota).toBe(5_000_000);
  });

  it('answers null when the call fails', async () => {
    configureHttp({ adapter: async () => Promise.reject(new Error('down')) });
    setLoggedIn('t1');
    expect(await loadBaseInfo()).toBeNull();
    configureHttp({ adapter: async (config) => ({ data: { status: 1001, message: '', data: null }, status: 200, statusText: 'OK', headers: {}, config }) });
    expect(await loadBaseInfo()).toBeNull();
  });
});
