import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { configureHttp } from '../http/client';
import { browser } from '../embedder/browser';
import { initHost, resetHost } from '../embedder/detect';
import { installFakeShell } from '../testing/fakeShell';
import type { FakeShell } from '../testing/fakeShell';
import { baseInfoAtom, userStatusAtom } from '../session/atoms';
import type { ClientLoginState, UserStatus } from '../session/atoms';
import { logout, setLoggedIn, toBaseInfo } from '../session/session';
import { sessionStore } from '../session/store';
import {
  accessFactsAtom, accessGate, askPastGate, isCardOpened, isLimitActivated, QUOTA_ACTIVATION_URL, quotaActivationUrl,
  requireActivatedLimit, requireBorrowReady, requireLogin, requireOpenedCard, type AccessFacts,
} from './index';

let fake: FakeShell;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fake = installFakeShell();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(browser, 'href').mockReturnValue('http://localhost:3000/#/newBorrowCash');
  initHost('http://localhost:3000/#/', 'Android');
});

afterEach(() => {
  vi.restoreAllMocks();
  configureHttp({});
  logout();
  sessionStorage.clear();
  resetHost();
  delete window.nativeBridge;
});

/** A logged-in session whose base info (and user status) has been loaded, as after a fresh login. */
function loadedSession(status: UserStatus | null, login: Partial<ClientLoginState> = {}, info: { ucrealnamed?: string } = {}): void {
  setLoggedIn('t1', login);
  sessionStore.set(baseInfoAtom, toBaseInfo(info, 't1'));
  sessionStore.set(userStatusAtom, status);
}

/** The sandbox's customer/info: answers `answer` for every call, counting them. */
function customerInfo(answer: { status: number; data?: unknown } | Error) {
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    if (answer instanceof Error) throw answer;
    return { data: { message: '', data: null, ...answer }, status: 200, statusText: 'OK', headers: {}, config };
  });
  configureHttp({ adapter });
  return adapter;
}

describe('requireLogin', () => {
  it('passes a logged-in user', async () => {
    setLoggedIn('t1');
    expect(await requireLogin()).toBe(true);
    expect(fake.confirms).toEqual([]);
  });

  it('asks "您还未登陆，请尝试去登陆？" and goes to login with the current page as the redirect', async () => {
    vi.mocked(browser.href).mockReturnValue('http://localhost:3000/#/newBorrowCash?amount=500&token=token');
    expect(await requireLogin()).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您还未登陆，请尝试去登陆？' }]);
    expect(fake.navigations).toEqual([{ to: '/login?redirect=%2FnewBorrowCash%3Famount%3D500', options: undefined }]);
  });

  it('returns to the page the user asked for when given', async () => {
    expect(await requireLogin({ redirect: '/bankCard' })).toBe(false);
    expect(fake.navigations[0].to).toBe('/login?redirect=%2FbankCard');
  });

  it('stays when the user declines, and logs in natively in the app', async () => {
    fake.confirmAnswer = false;
    expect(await requireLogin()).toBe(false);
    expect(fake.navigations).toEqual([]);
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    const call = vi.fn();
    window.nativeBridge = { call };
    expect(await requireLogin({ ask: false })).toBe(false);
    expect(call).toHaveBeenCalledWith('login', undefined);
  });

  it('in an app that cannot log in (it refuses), the web login still returns to the page (issue 39)', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    window.nativeBridge = { call: vi.fn(() => { throw new Error('login is not supported'); }) };
    expect(await requireLogin({ ask: false, redirect: '/newBorrowCash' })).toBe(false);
    expect(fake.navigations).toEqual([{ to: '/login?redirect=%2FnewBorrowCash', options: undefined }]);
  });
});

describe('accessGate: the one rule (spec 4.3, 4.4, 6)', () => {
  const facts = (over: Partial<AccessFacts> = {}): AccessFacts => ({
    isLogin: true, statusLoaded: true, isNew: 0, isLocalRealNamed: '', status: { openCardStatus: 1, activeStatus: 1 }, ...over,
  });

  it.each([
    ['a guest', facts({ isLogin: false, statusLoaded: false }), 'login', 'login', 'login'],
    ['no status yet', facts({ statusLoaded: false, status: null }), 'loadStatus', 'loadStatus', 'loadStatus'],
    ['not opened', facts({ status: { openCardStatus: 0, activeStatus: 1 } }), 'openCard', 'ready', 'openCard'],
    ['opened, limit not activated', facts({ status: { openCardStatus: 1, activeStatus: 0 } }), 'ready', 'activateLimit', 'activateLimit'],
    ['neither', facts({ status: { openCardStatus: 0, activeStatus: 0 } }), 'openCard', 'activateLimit', 'openCard'],
    ['opened by isNew', facts({ isNew: 1, status: { openCardStatus: 0 } }), 'ready', 'ready', 'ready'],
    ['opened by isLocalRealNamed', facts({ isLocalRealNamed: 'Y', status: {} }), 'ready', 'ready', 'ready'],
    ['ready', facts(), 'ready', 'ready', 'ready'],
  ])('%s: openedCard %s, activatedLimit %s, borrow %s', (_, f, openedCard, activatedLimit, borrow) => {
    expect(accessGate(f, 'openedCard')).toBe(openedCard);
    expect(accessGate(f, 'activatedLimit')).toBe(activatedLimit);
    expect(accessGate(f, 'borrow')).toBe(borrow);
  });

  it('counts the status as loaded only for the current token', () => {
    loadedSession({ openCardStatus: 1 });
    expect(sessionStore.get(accessFactsAtom).statusLoaded).toBe(true);
    setLoggedIn('t2');
    expect(sessionStore.get(accessFactsAtom).statusLoaded).toBe(false);
    logout();
    expect(sessionStore.get(accessFactsAtom)).toMatchObject({ isLogin: false, statusLoaded: false });
  });
});

describe('open-card check (spec 4.3)', () => {
  it.each([
    [{ openCardStatus: 1 }, true], [{ isNew: 1 }, true], [{ isLocalRealNamed: 'Y' }, true],
    [{ openCardStatus: 0, isNew: 0, isLocalRealNamed: 'N' }, false], [{}, false], [{ openCardStatus: '1' }, true],
  ])('%j opened: %s', (s, opened) => expect(isCardOpened(s)).toBe(opened));

  it('triggers login for a guest', async () => {
    expect(await requireOpenedCard('/newBorrowCash')).toBe(false);
    expect(fake.confirms).toEqual([]);
    expect(fake.navigations[0].to).toBe('/login?redirect=%2FnewBorrowCash');
  });

  it('passes an opened account', async () => {
    loadedSession({}, { isLocalRealNamed: 'Y' });
    expect(await requireOpenedCard('/newBorrowCash')).toBe(true);
    loadedSession({ openCardStatus: 1 });
    expect(await requireOpenedCard('/newBorrowCash')).toBe(true);
    expect(fake.confirms).toEqual([]);
  });

  it('leads to validateIdentity when real-named, realName otherwise, with the return URL', async () => {
    loadedSession({ openCardStatus: 0 }, { ucrealnamed: 'Y' });
    expect(await requireOpenedCard('/newBorrowCash?a=1')).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您还未开卡，是否立即前往开卡？' }]);
    loadedSession({ openCardStatus: 0 }, { ucrealnamed: 'N' });
    await requireOpenedCard('#/newBorrowCash');
    // The base info answer is fresher than the login answer: real name done since login counts.
    loadedSession({ openCardStatus: 0 }, { ucrealnamed: 'N' }, { ucrealnamed: 'Y' });
    await requireOpenedCard('/userNew');
    expect(fake.navigations.map((n) => n.to)).toEqual([
      '/validateIdentity?returnUrl=%2FnewBorrowCash%3Fa%3D1',
      '/realName?returnUrl=%2FnewBorrowCash',
      '/validateIdentity?returnUrl=%2FuserNew',
    ]);
    fake.confirmAnswer = false;
    await requireOpenedCard('/x');
    expect(fake.navigations).toHaveLength(3);
  });
});

describe('limit check (spec 4.4)', () => {
  it('only activeStatus 0 is not activated', () => {
    expect(isLimitActivated({ activeStatus: 0 })).toBe(false);
    expect(isLimitActivated({ activeStatus: 1 })).toBe(true);
    expect(isLimitActivated(null)).toBe(true);
  });

  it('sends the user to the activation page with a one-time code, never the token, after "您的额度还未激活哦！去激活" (ADR 024)', async () => {
    loadedSession({ openCardStatus: 1, activeStatus: 0 });
    const adapter = customerInfo({ status: 1, data: { code: 'one-time-code' } });
    expect(await requireActivatedLimit('/newBorrowCash')).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您的额度还未激活哦！去激活' }]);
    expect(adapter.mock.calls.map(([config]) => config.url)).toEqual(['/api/quota/activate/code']);
    const url = new URL(assign.mock.calls[0][0] as string);
    expect(url.pathname).toBe(QUOTA_ACTIVATION_URL);
    // The activation page is outside the app: it can only come back to an absolute URL.
    const back = 'http://localhost:3000/#/newBorrowCash';
    expect(Object.fromEntries(url.searchParams)).toEqual({ returnUrl: back, code: 'one-time-code', fromModule: 'quota', callBackUrl: back, version: '1.0.0' });
    expect(url.href).not.toContain('t1');
    expect(quotaActivationUrl('#/r?a=1', 'c')).toContain(`returnUrl=${encodeURIComponent('http://localhost:3000/#/r?a=1')}`);
    fake.confirmAnswer = false;
    await requireActivatedLimit('/x');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('triggers login for a guest instead of passing them', async () => {
    expect(await requireActivatedLimit('/newBorrowCash')).toBe(false);
    expect(fake.navigations[0].to).toBe('/login?redirect=%2FnewBorrowCash');
  });

  it('requireBorrowReady needs an opened card and an activated limit, asked in that order', async () => {
    loadedSession({ activeStatus: 1 }, { isNew: 1 });
    expect(await requireBorrowReady('/newBorrowCash')).toBe(true);
    fake.confirmAnswer = false;
    loadedSession({ openCardStatus: 0, activeStatus: 0 });
    expect(await requireBorrowReady('/newBorrowCash')).toBe(false);
    loadedSession({ openCardStatus: 1, activeStatus: 0 });
    expect(await requireBorrowReady('/newBorrowCash')).toBe(false);
    expect(fake.confirms.map((c) => c.content)).toEqual(['您还未开卡，是否立即前往开卡？', '您的额度还未激活哦！去激活']);
  });
});

describe('the checks load the user status first (spec 4.2), e.g. after a reload', () => {
  it('an opened, activated user is let through once customer/info answered, with no popup', async () => {
    const adapter = customerInfo({ status: 1, data: { mobile: '13800138000', userStatus: { openCardStatus: 1, activeStatus: 1 } } });
    setLoggedIn('t1');
    expect(await requireBorrowReady('/newBorrowCash')).toBe(true);
    expect(await requireOpenedCard('/newBorrowCash')).toBe(true);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(adapter.mock.calls[0][0].url).toBe('/api/customer/info');
    expect(fake.confirms).toEqual([]);
  });

  it('a user who has not opened gets the open-card popup only after the status is known', async () => {
    customerInfo({ status: 1, data: { userStatus: { openCardStatus: 0, activeStatus: 0 } } });
    setLoggedIn('t1');
    fake.confirmAnswer = false;
    expect(await requireActivatedLimit('/newBorrowCash')).toBe(false);
    expect(await requireOpenedCard('/newBorrowCash')).toBe(false);
    expect(fake.confirms.map((c) => c.content)).toEqual(['您的额度还未激活哦！去激活', '您还未开卡，是否立即前往开卡？']);
  });

  it('an expired session (1008) gets the expiry popup and login back to the page, never the open-card popup', async () => {
    customerInfo({ status: 1008 });
    setLoggedIn('dead');
    expect(await requireBorrowReady('/newBorrowCash')).toBe(false);
    await vi.waitFor(() => expect(fake.navigations).toHaveLength(1));
    expect(fake.alerts.map((a) => a.content)).toEqual(['您的账户登录信息失效，请重新登录']);
    expect(fake.confirms).toEqual([]);
    expect(fake.navigations[0]).toEqual({ to: '/login?loginType=tokenExpired&redirect=%2FnewBorrowCash', options: { replace: true } });
  });

  it('a failed load asks nothing (the network toast has spoken)', async () => {
    customerInfo(new Error('down'));
    setLoggedIn('t1');
    expect(await requireOpenedCard('/newBorrowCash')).toBe(false);
    expect(fake.confirms).toEqual([]);
    expect(fake.navigations).toEqual([]);
    expect(fake.toasts.map((t) => t.message)).toEqual(['网络不给力，请重新尝试']);
  });
});

describe('askPastGate', () => {
  it('says whether the user was sent on, and navigates as told', async () => {
    loadedSession({ openCardStatus: 0 });
    expect(await askPastGate('openCard', '/newBorrowCash', { replace: true })).toBe(true);
    expect(fake.navigations).toEqual([{ to: '/realName?returnUrl=%2FnewBorrowCash', options: { replace: true } }]);
    fake.confirmAnswer = false;
    expect(await askPastGate('openCard', '/newBorrowCash')).toBe(false);
    expect(await askPastGate('activateLimit', '/newBorrowCash')).toBe(false);
    expect(await askPastGate('loadStatus', '/newBorrowCash')).toBe(false);
    expect(await askPastGate('ready', '/newBorrowCash')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(await askPastGate('login', '/newBorrowCash')).toBe(true);
    expect(fake.navigations[1].to).toBe('/login?redirect=%2FnewBorrowCash');
  });
});
