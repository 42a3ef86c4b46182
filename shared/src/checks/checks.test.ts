import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../embedder/browser';
import { initHost, resetHost } from '../embedder/detect';
import { installFakeShell } from '../embedder/fakeShell';
import type { FakeShell } from '../embedder/fakeShell';
import { userStatusAtom } from '../session/atoms';
import { logout, setLoggedIn } from '../session/session';
import { sessionStore } from '../session/store';
import {
  isCardOpened, isLimitActivated, QUOTA_ACTIVATION_URL, quotaActivationUrl, requireActivatedLimit, requireLogin, requireOpenedCard,
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
  logout();
  sessionStorage.clear();
  resetHost();
  delete window.nativeBridge;
});

describe('requireLogin', () => {
  it('passes a logged-in user', async () => {
    setLoggedIn('t1');
    expect(await requireLogin()).toBe(true);
    expect(fake.confirms).toEqual([]);
  });

  it('asks "您还未登陆，请尝试去登陆？" and goes to login with the redirect', async () => {
    expect(await requireLogin()).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您还未登陆，请尝试去登陆？' }]);
    expect(fake.navigations).toEqual([{ to: '/login?redirect=%2FnewBorrowCash', options: undefined }]);
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
    setLoggedIn('t1', { isLocalRealNamed: 'Y' });
    expect(await requireOpenedCard('/newBorrowCash')).toBe(true);
    setLoggedIn('t1');
    sessionStore.set(userStatusAtom, { openCardStatus: 1 });
    expect(await requireOpenedCard('/newBorrowCash')).toBe(true);
  });

  it('leads to validateIdentity when real-named, realName otherwise, with the return URL', async () => {
    setLoggedIn('t1', { ucrealnamed: 'Y' });
    expect(await requireOpenedCard('/newBorrowCash?a=1')).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您还未开户，是否立即前往开户？' }]);
    setLoggedIn('t1', { ucrealnamed: 'N' });
    await requireOpenedCard('/newBorrowCash');
    expect(fake.navigations.map((n) => n.to)).toEqual([
      '/validateIdentity?returnUrl=%2FnewBorrowCash%3Fa%3D1',
      '/realName?returnUrl=%2FnewBorrowCash',
    ]);
    fake.confirmAnswer = false;
    await requireOpenedCard('/x');
    expect(fake.navigations).toHaveLength(2);
  });
});

describe('limit check (spec 4.4)', () => {
  it('only activeStatus 0 is not activated', () => {
    expect(isLimitActivated({ activeStatus: 0 })).toBe(false);
    expect(isLimitActivated({ activeStatus: 1 })).toBe(true);
    expect(isLimitActivated(null)).toBe(true);
  });

  it('sends the user to the activation page with the return URL after "您的额度还未激活哦！去激活"', async () => {
    setLoggedIn('t1');
    sessionStore.set(userStatusAtom, { activeStatus: 0 });
    expect(await requireActivatedLimit('/newBorrowCash')).toBe(false);
    expect(fake.confirms).toEqual([{ content: '您的额度还未激活哦！去激活' }]);
    const url = new URL(assign.mock.calls[0][0] as string);
    expect(url.pathname).toBe(QUOTA_ACTIVATION_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnUrl: '/newBorrowCash', token: 't1', fromModule: 'quota', callBackUrl: '/newBorrowCash', version: '1.0.0',
    });
    expect(quotaActivationUrl('/r')).toContain('returnUrl=%2Fr');
    fake.confirmAnswer = false;
    await requireActivatedLimit('/x');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
