import { afterEach, describe, expect, it } from 'vitest';
import { initHost, resetHost } from '../embedder/detect';
import { cleanRoute, hashRouteOf, loginPath, loginReturnTarget } from './loginPath';

afterEach(() => {
  sessionStorage.clear();
  resetHost();
});

const queryOf = (url: string) => new URLSearchParams(url.slice(url.indexOf('?') + 1));

describe('loginPath: the one login URL', () => {
  it('carries the hash route to return to, whole, in redirect', () => {
    initHost('http://localhost/#/', 'Mozilla/5.0');
    expect(loginPath('/user')).toBe('/login?redirect=%2Fuser');
    expect(loginPath('#/newBorrowCash')).toBe('/login?redirect=%2FnewBorrowCash');
    expect(loginPath('/bankCard?from=push&b=2')).toBe('/login?redirect=%2FbankCard%3Ffrom%3Dpush%26b%3D2');
  });

  it('never carries the token', () => {
    expect(loginPath('/bankCard?token=abc&from=push', { loginRoute: '/login' })).toBe('/login?redirect=%2FbankCard%3Ffrom%3Dpush');
    expect(loginPath('/bankCard?token=abc', { loginRoute: '/login' })).toBe('/login?redirect=%2FbankCard');
  });

  it('needs no redirect for the index, and puts loginType first', () => {
    expect(loginPath('/', { loginRoute: '/login' })).toBe('/login');
    expect(loginPath('', { loginRoute: '/login' })).toBe('/login');
    expect(loginPath('/', { loginType: 'tokenExpired', loginRoute: '/login' })).toBe('/login?loginType=tokenExpired');
    expect(loginPath('/x?a=1', { loginType: 'tokenExpired', loginRoute: '/login' })).toBe('/login?loginType=tokenExpired&redirect=%2Fx%3Fa%3D1');
  });

  it("uses the host's login page (spec 4.1): the messaging app logs in on /weixinLogin", () => {
    initHost('http://localhost/?ISWEIXIN=1#/', 'Mozilla/5.0');
    expect(loginPath('/user')).toBe('/weixinLogin?redirect=%2Fuser');
  });

  it('sent from a login page, keeps where that page was to return instead of returning to login', () => {
    const opts = { loginType: 'tokenExpired', loginRoute: '/login' };
    expect(loginPath('/login?redirect=%2Fx&mobileId=3&code=c&token=t', opts)).toBe('/login?loginType=tokenExpired&redirect=%2Fx');
    expect(loginPath('/smsLogin?redirect=billList&month=11', opts)).toBe('/login?loginType=tokenExpired&redirect=billList&month=11');
    expect(loginPath('/registerWithSms', opts)).toBe('/login?loginType=tokenExpired');
  });
});

describe('hashRouteOf, cleanRoute', () => {
  it('a route as a return address: no "#", no token', () => {
    expect(cleanRoute('#/x?token=t&a=1')).toBe('/x?a=1');
    expect(cleanRoute('/x')).toBe('/x');
  });

  it('is the hash path and query of a page URL, token dropped', () => {
    expect(hashRouteOf('http://h/?token=a#/x?b=1&token=t')).toBe('/x?b=1');
    expect(hashRouteOf('http://h/#/bankCard')).toBe('/bankCard');
    expect(hashRouteOf('http://h/')).toBe('/');
  });
});

describe('loginReturnTarget: reads every form of redirect', () => {
  const read = (qs: string, fallback?: string) => loginReturnTarget(new URLSearchParams(qs), fallback);

  it('a hash route (what loginPath and the old goLogin wrote)', () => {
    expect(read('redirect=%2Fuser')).toBe('/user');
    expect(read('redirect=%2FbankCard%3Ffrom%3Dpush')).toBe('/bankCard?from=push');
    expect(read('redirect=/bankCard')).toBe('/bankCard');
    expect(read('redirect=%23%2Fuser')).toBe('/user');
  });

  it('a route name with its query beside it (the old guard form), without the login flow keys', () => {
    expect(read('redirect=newBorrowCash')).toEqual({ name: 'newBorrowCash', query: {} });
    expect(read('month=2026-11&redirect=billList&loginType=tokenExpired&mobileId=3&code=abc&state=s')).toEqual({
      name: 'billList', query: { month: '2026-11' },
    });
  });

  it('other keys beside a hash route go to it too; its own query wins', () => {
    expect(read('redirect=%2Fx%3Fa%3D1&a=0&b=2&loginType=tokenExpired')).toBe('/x?a=1&b=2');
  });

  it('never the token', () => {
    expect(read('redirect=%2Fx%3Ftoken%3Dt%26a%3D1&token=u')).toBe('/x?a=1');
    expect(read('redirect=billList&token=t')).toEqual({ name: 'billList', query: {} });
  });

  it('falls back without a usable redirect: none, empty, or another site', () => {
    expect(read('')).toBe('/');
    expect(read('redirect=', '/realName')).toBe('/realName');
    expect(read('redirect=%2F%2Fevil.example')).toBe('/');
    expect(read('redirect=https%3A%2F%2Fevil.example%2F')).toBe('/');
  });

  it('returns exactly where loginPath was asked to', () => {
    for (const route of ['/user', '/bankCard?from=push', '/newBorrowCash?amount=500&period=12', '/prepaymentApply/A1?x=%E4%B8%AD']) {
      expect(loginReturnTarget(queryOf(loginPath(route, { loginType: 'tokenExpired', loginRoute: '/login' })))).toBe(route);
    }
  });
});
