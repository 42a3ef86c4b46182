import { describe, expect, it } from 'vitest';
import { detectHost, loginReturnTarget, type RemoteRoute } from '@credit/shared';
import { decideGuard, type GuardContext } from './guard';

const BROWSER = detectHost('http://localhost/#/', 'Mozilla/5.0');
const nativeApp = (version: string, pages = 'login,index,user') =>
  detectHost(`http://localhost/?APPSOURCE=1&APPVERSION=${version}&NATIVEPAGES=${pages}#/`, 'Mozilla/5.0 (Linux; Android 12)');
const WALLET = detectHost('http://localhost/?APPSOURCE=jfwallet#/', 'Mozilla/5.0');

const route = (name: string, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({ path: `/${name}`, name, title: name, ...extra });
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  isLogin: false, baseInfoLoaded: false, host: BROWSER, pathname: '/billList', search: '', ...over,
});

describe('decideGuard: token in the URL (spec 4.2)', () => {
  it.each(['newCashLoan', 'newBorrowCash', 'cashInstallment'])('%s adopts the URL token', (name) => {
    expect(decideGuard(route(name), ctx({ search: 'token=abc123' }))).toEqual({ kind: 'adoptToken', token: 'abc123' });
  });

  it('ignores the token on other routes', () => {
    expect(decideGuard(route('billList'), ctx({ search: 'token=abc123' }))).toEqual({ kind: 'render' });
  });

  it('ignores the guest token "token"', () => {
    expect(decideGuard(route('newCashLoan'), ctx({ search: 'token=token' }))).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: native pages (spec 4.2)', () => {
  it('opens a NATIVEPAGES page natively in the native app', () => {
    expect(decideGuard(route('user'), ctx({ host: nativeApp('60') }))).toEqual({ kind: 'openNative', page: 'user' });
  });

  it('renders a page that is not in NATIVEPAGES', () => {
    expect(decideGuard(route('billList'), ctx({ host: nativeApp('60') }))).toEqual({ kind: 'render' });
  });

  it('does not open natively outside the native app', () => {
    const browserWithPages = detectHost('http://localhost/?NATIVEPAGES=user#/', 'Mozilla/5.0');
    expect(decideGuard(route('user'), ctx({ host: browserWithPages }))).toEqual({ kind: 'render' });
  });

  it('opens index natively on tab 0 from app version 57', () => {
    expect(decideGuard(route('index'), ctx({ host: nativeApp('57') }))).toEqual({ kind: 'openNative', page: 'index', params: { tab: '0' } });
    expect(decideGuard(route('index'), ctx({ host: nativeApp('58') }))).toEqual({ kind: 'openNative', page: 'index', params: { tab: '0' } });
  });

  it('renders index in the web below app version 57', () => {
    expect(decideGuard(route('index'), ctx({ host: nativeApp('56') }))).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: auth-required without login (spec 4.2)', () => {
  const secured = route('billList', { requiresAuth: true });

  it('calls native login in the native app (APPSOURCE 1)', () => {
    expect(decideGuard(secured, ctx({ host: nativeApp('60') }))).toEqual({ kind: 'nativeLogin' });
  });

  it('reports token expiry in the wallet (jfwallet)', () => {
    expect(decideGuard(secured, ctx({ host: WALLET }))).toEqual({ kind: 'walletTokenExpired' });
  });

  it('goes to /login with the visited route and its query in redirect, never the token', () => {
    const decision = decideGuard(secured, ctx({ search: 'a=1&token=token&b=two' }));
    expect(decision).toEqual({ kind: 'login', to: '/login?redirect=%2FbillList%3Fa%3D1%26b%3Dtwo' });
    // What login reads back is exactly the page, with its query.
    const to = (decision as { to: string }).to;
    expect(loginReturnTarget(new URLSearchParams(to.slice(to.indexOf('?') + 1)))).toBe('/billList?a=1&b=two');
  });

  it('keeps the path as visited, parameters filled in', () => {
    const withParam = route('prepaymentApply', { path: '/prepaymentApply/:appId', requiresAuth: true });
    expect(decideGuard(withParam, ctx({ pathname: '/prepaymentApply/A1' }))).toEqual({ kind: 'login', to: '/login?redirect=%2FprepaymentApply%2FA1' });
  });

  it("uses the host's login page", () => {
    const weixin = detectHost('http://localhost/?ISWEIXIN=1#/', 'Mozilla/5.0');
    expect(decideGuard(secured, ctx({ host: weixin }))).toEqual({ kind: 'login', to: '/weixinLogin?redirect=%2FbillList' });
  });

  it('renders for a logged-in user', () => {
    expect(decideGuard(secured, ctx({ isLogin: true }))).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: base info (spec 4.2)', () => {
  const needsInfo = route('quota', { needBaseInfo: true });

  it('loads base info for a logged-in user whose info is not loaded', () => {
    expect(decideGuard(needsInfo, ctx({ isLogin: true }))).toEqual({ kind: 'loadBaseInfo' });
  });

  it('renders when the info is loaded or the user is a guest', () => {
    expect(decideGuard(needsInfo, ctx({ isLogin: true, baseInfoLoaded: true }))).toEqual({ kind: 'render' });
    expect(decideGuard(needsInfo, ctx({ isLogin: false }))).toEqual({ kind: 'render' });
  });
});
