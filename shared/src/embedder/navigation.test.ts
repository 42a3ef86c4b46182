import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../session/atoms';
import { sessionStore } from '../session/store';
import { browser } from './browser';
import { initHost, resetHost } from './detect';
import { installFakeShell } from '../testing/fakeShell';
import type { FakeShell } from '../testing/fakeShell';
import { externalHandoffUrl } from '../session/handoff';
import { clientVersion, followCallbackUrl, isAllowedAbsoluteUrl, leave, openBannerLink, openDeepLink, setReturnOrigins } from './navigation';

let fake: FakeShell;
let assign: ReturnType<typeof vi.spyOn>;
let back: ReturnType<typeof vi.spyOn>;
let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fake = installFakeShell();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  back = vi.spyOn(browser, 'back').mockImplementation(() => {});
  close = vi.spyOn(browser, 'close').mockImplementation(() => {});
  setReturnOrigins(['https://partner.example.com', 'not an origin', 'ftp://files.example.com']);
  initHost('http://localhost:3000/#/', 'Android');
});

afterEach(() => {
  vi.restoreAllMocks();
  setReturnOrigins([]);
  delete window.nativeBridge;
  sessionStorage.clear();
  resetHost();
});

describe('leave behaviour (spec 4.9)', () => {
  it('finishes the window in native app 1', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1#/', 'Android');
    const call = vi.fn();
    window.nativeBridge = { call };
    await leave({ callBackUrl: '/billList', historyLength: 3 });
    expect(call).toHaveBeenCalledWith('finishWindow', undefined);
    expect(fake.navigations).toEqual([]);
  });

  it('follows an absolute callback URL on a configured return origin', async () => {
    await leave({ callBackUrl: 'https://partner.example.com/back?x=1', historyLength: 3 });
    expect(assign).toHaveBeenCalledWith('https://partner.example.com/back?x=1');
  });

  it('refuses an absolute callback URL elsewhere and falls back to history', async () => {
    await leave({ callBackUrl: 'https://evil.example.net/', historyLength: 3 });
    expect(assign).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalled();
  });

  it('treats anything else as a hash route', async () => {
    await leave({ callBackUrl: '#/billList?x=1', historyLength: 3 });
    await leave({ callBackUrl: '/user', historyLength: 3 });
    expect(fake.navigations.map((n) => n.to)).toEqual(['/billList?x=1', '/user']);
  });

  it('goes to the index with one history entry, else back one step', async () => {
    await leave({ historyLength: 1 });
    expect(fake.navigations).toEqual([{ to: '/', options: { replace: true } }]);
    await leave({ callBackUrl: 'javascript:alert(1)', historyLength: 2 });
    expect(back).toHaveBeenCalledTimes(1);
    vi.spyOn(browser, 'historyLength').mockReturnValue(1);
    await leave();
    expect(fake.navigations).toHaveLength(2); // the page was opened in a new window: one entry
  });
});

describe('banner links (spec 9 banner click 6)', () => {
  const calls: Array<[string, unknown]> = [];
  beforeEach(() => {
    calls.length = 0;
    window.nativeBridge = { call: (method, payload) => void calls.push([method, payload]) };
  });

  it('the app opens the link in a page of its own from build 6', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1&APPVERSION=3.5.0_6#/discover', 'Android');
    await openBannerLink('/redRain');
    expect(calls).toEqual([['openWebPage', { url: 'http://localhost:3000/#/redRain' }]]);
    expect(fake.navigations).toEqual([]);
  });

  it('below build 6, and outside the app, the H5 goes there itself', async () => {
    initHost('http://localhost:3000/?APPSOURCE=1&APPVERSION=3.5.0_5#/discover', 'Android');
    await openBannerLink('/redRain');
    resetHost();
    initHost('http://localhost:3000/?APPVERSION=3.5.0_60#/discover', 'Android');
    await openBannerLink('/redRain');
    expect(calls).toEqual([]);
    expect(fake.navigations.map((n) => n.to)).toEqual(['/redRain', '/redRain']);
  });
});

describe('callback URLs', () => {
  it('allow the page origin and the configured return origins over http(s) only: scheme, host and port', () => {
    expect(isAllowedAbsoluteUrl('http://localhost:3000/x')).toBe(true);
    expect(isAllowedAbsoluteUrl('http://localhost:3001/x')).toBe(false);
    expect(isAllowedAbsoluteUrl('https://PARTNER.example.com/x?y=1')).toBe(true);
    expect(isAllowedAbsoluteUrl('https://partner.example.com:8443/x')).toBe(false);
    expect(isAllowedAbsoluteUrl('http://partner.example.com/x')).toBe(false);
    expect(isAllowedAbsoluteUrl('https://partner.example.com.evil.net/')).toBe(false);
    expect(isAllowedAbsoluteUrl('ftp://partner.example.com/')).toBe(false);
    expect(isAllowedAbsoluteUrl('ftp://files.example.com/')).toBe(false);
    expect(isAllowedAbsoluteUrl('not a url')).toBe(false);
    expect(followCallbackUrl('')).toBe(false);
    expect(followCallbackUrl(null)).toBe(false);
  });
});

describe('external hand-off (spec 4.10)', () => {
  it('carries fromModule, callBackUrl and version, and a one-time code in place of the token; never the session token (ADR 024, 050)', () => {
    sessionStore.set(tokenAtom, 'tok-1');
    // A page with no code of its own opens without credentials: no session token, no code.
    const bare = externalHandoffUrl('https://partner.example.com/page?a=1', { fromModule: 'quota', callBackUrl: '/newBorrowCash' });
    expect(Object.fromEntries(new URL(bare).searchParams)).toEqual({ a: '1', fromModule: 'quota', callBackUrl: '/newBorrowCash', version: '1.0.0' });
    expect(externalHandoffUrl('https://elsewhere.example.net/', { fromModule: 'cashLoan', callBackUrl: '/x', code: null })).not.toContain('tok-1');
    // A page of the back end or a configured partner gets its one-time code instead of the token.
    const coded = new URL(externalHandoffUrl('/api/mkmoln/points/duiba/mall', { code: 'c1', fromModule: 'member', callBackUrl: '/x' }));
    expect(Object.fromEntries(coded.searchParams)).toEqual({ code: 'c1', fromModule: 'member', callBackUrl: '/x', version: '1.0.0' });
    expect(coded.toString()).not.toContain('tok-1');
    initHost('http://localhost:3000/?APPSOURCE=1&APPVERSION=3.6.0#/', 'Android');
    expect(clientVersion()).toBe('3.6.0');
  });
});

describe('deep-link fallback (spec 4.10: 25 ms check, 5 s threshold)', () => {
  function clock(elapsed: number) {
    let t = 1_000;
    const timers: Array<[() => void, number]> = [];
    return {
      deps: { now: () => t, setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]) },
      fire() {
        const [fn, ms] = timers.shift()!;
        t += elapsed;
        expect(ms).toBe(25);
        fn();
      },
    };
  }

  it('says "请指定目标页面" without a target', async () => {
    expect(await openDeepLink('', 'https://x/download')).toBe('noTarget');
    expect(fake.toasts[0].message).toBe('请指定目标页面');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the fallback when less than 5 s passed', async () => {
    const c = clock(4_999);
    const p = openDeepLink('app://open', 'https://x/download', c.deps);
    expect(assign).toHaveBeenCalledWith('app://open');
    c.fire();
    expect(await p).toBe('fallback');
    expect(assign).toHaveBeenLastCalledWith('https://x/download');
  });

  it('closes the page when 5 s or more passed (the app took over)', async () => {
    const c = clock(5_000);
    const p = openDeepLink('app://open', 'https://x/download', c.deps);
    c.fire();
    expect(await p).toBe('closed');
    expect(close).toHaveBeenCalled();
  });

  it('uses the real clock by default', async () => {
    vi.useFakeTimers();
    const p = openDeepLink('app://open', 'https://x/download');
    await vi.advanceTimersByTimeAsync(25);
    expect(await p).toBe('fallback');
    vi.useRealTimers();
  });
});
