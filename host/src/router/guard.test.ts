import { describe, expect, it } from 'vitest';
import { detectHost, loginReturnTarget, type AccessFacts, type RemoteRoute } from '@credit/shared';
import { decideGuard, isGrayListed, type GuardContext } from './guard';
import { REDIRECTS } from './hostRoutes';

const BROWSER = detectHost('http://localhost/#/', 'Mozilla/5.0');
const nativeApp = (version: string, pages = 'login,index,user') =>
  detectHost(`http://localhost/?APPSOURCE=1&APPVERSION=${version}&NATIVEPAGES=${pages}#/`, 'Mozilla/5.0 (Linux; Android 12)');
const WALLET = detectHost('http://localhost/?APPSOURCE=jfwallet#/', 'Mozilla/5.0');

const GUEST: AccessFacts = { isLogin: false, statusLoaded: false, isNew: 0, isLocalRealNamed: '', status: null };
const LOGGED_IN: AccessFacts = { ...GUEST, isLogin: true };
const loaded = (status: AccessFacts['status'], over: Partial<AccessFacts> = {}): AccessFacts => ({ ...LOGGED_IN, statusLoaded: true, status, ...over });

const route = (name: string, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({ path: `/${name}`, name, title: name, ...extra });
/** The guard's decision for a visit to `r` (at its own path unless told). */
const guard = (r: RemoteRoute, over: Partial<GuardContext> = {}) =>
  decideGuard(r, { access: GUEST, host: BROWSER, pathname: r.path, search: '', ...over });

describe('decideGuard: token in the URL (spec 4.2, ADR 023)', () => {
  it.each(['newCashLoan', 'newBorrowCash', 'cashInstallment'])('%s adopts the URL token of a guest and drops it from the URL', (name) => {
    expect(guard(route(name), { search: 'a=1&token=abc123' })).toEqual({ kind: 'adoptToken', token: 'abc123', to: `/${name}?a=1` });
  });

  it('the native app and the wallet hand their session over on any route', () => {
    expect(guard(route('billList'), { search: 'token=abc123', host: nativeApp('60') })).toEqual({ kind: 'adoptToken', token: 'abc123', to: '/billList' });
    expect(guard(route('billList'), { search: 'token=abc123', host: WALLET })).toEqual({ kind: 'adoptToken', token: 'abc123', to: '/billList' });
  });

  it('drops the token of other routes from the URL without taking it', () => {
    expect(guard(route('billList'), { search: 'token=abc123&b=2' })).toEqual({ kind: 'dropToken', to: '/billList?b=2' });
  });

  it("never replaces a logged-in user's session, on a borrow route or in an embedding app", () => {
    expect(guard(route('newBorrowCash'), { access: LOGGED_IN, search: 'token=other' })).toEqual({ kind: 'dropToken', to: '/newBorrowCash' });
    expect(guard(route('billList'), { access: LOGGED_IN, search: 'token=other', host: WALLET })).toEqual({ kind: 'dropToken', to: '/billList' });
  });

  it('ignores the guest token "token"', () => {
    expect(guard(route('newCashLoan'), { search: 'token=token' })).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: native pages (spec 4.2)', () => {
  it('opens a NATIVEPAGES page natively in the native app', () => {
    expect(guard(route('user'), { host: nativeApp('60') })).toEqual({ kind: 'openNative', page: 'user' });
  });

  it('renders a page that is not in NATIVEPAGES', () => {
    expect(guard(route('billList'), { host: nativeApp('60') })).toEqual({ kind: 'render' });
  });

  it('does not open natively outside the native app', () => {
    const browserWithPages = detectHost('http://localhost/?NATIVEPAGES=user#/', 'Mozilla/5.0');
    expect(guard(route('user'), { host: browserWithPages })).toEqual({ kind: 'render' });
  });

  it('opens index natively on tab 0 from app version 57', () => {
    expect(guard(route('index'), { host: nativeApp('3.5.0_57') })).toEqual({ kind: 'openNative', page: 'index', params: { tab: '0' } });
    expect(guard(route('index'), { host: nativeApp('3.5.0_58') })).toEqual({ kind: 'openNative', page: 'index', params: { tab: '0' } });
  });

  it('shows the H5 page once the native page failed to open (spec 8)', () => {
    expect(guard(route('user'), { host: nativeApp('60'), nativeFailed: true })).toEqual({ kind: 'render' });
  });

  it('renders index in the web below app version 57, and with no build number', () => {
    expect(guard(route('index'), { host: nativeApp('3.5.0') })).toEqual({ kind: 'render' });
    expect(guard(route('index'), { host: nativeApp('3.5.0_56') })).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: auth-required without login (spec 4.2)', () => {
  const secured = route('billList', { requiresAuth: true });

  it('calls native login in the native app (APPSOURCE 1), returning here should the app refuse', () => {
    expect(guard(secured, { host: nativeApp('60'), bridge: true })).toEqual({ kind: 'nativeLogin', returnTo: '/billList' });
  });

  it('in the native app without a bridge, the web login with the way back (issue 39)', () => {
    expect(guard(secured, { host: nativeApp('60'), bridge: false })).toEqual({ kind: 'login', to: '/login?redirect=%2FbillList' });
  });

  it('tells the wallet (jfwallet), with the web login to return here when the wallet cannot: no expiry popup for a guest', () => {
    expect(guard(secured, { host: WALLET })).toEqual({ kind: 'walletLogin', to: '/login?redirect=%2FbillList' });
  });

  it('goes to /login with the visited route and its query in redirect, never the token', () => {
    const decision = guard(secured, { search: 'a=1&token=token&b=two' });
    expect(decision).toEqual({ kind: 'login', to: '/login?redirect=%2FbillList%3Fa%3D1%26b%3Dtwo' });
    // What login reads back is exactly the page, with its query.
    const to = (decision as { to: string }).to;
    expect(loginReturnTarget(new URLSearchParams(to.slice(to.indexOf('?') + 1)))).toBe('/billList?a=1&b=two');
  });

  it('keeps the path as visited, parameters filled in', () => {
    const withParam = route('prepaymentApply', { path: '/prepaymentApply/:appId', requiresAuth: true });
    expect(guard(withParam, { pathname: '/prepaymentApply/A1' })).toEqual({ kind: 'login', to: '/login?redirect=%2FprepaymentApply%2FA1' });
  });

  it("uses the host's login page", () => {
    const weixin = detectHost('http://localhost/?ISWEIXIN=1#/', 'Mozilla/5.0');
    expect(guard(secured, { host: weixin })).toEqual({ kind: 'login', to: '/weixinLogin?redirect=%2FbillList' });
  });

  it('renders for a logged-in user', () => {
    expect(guard(secured, { access: LOGGED_IN })).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: base info (spec 4.2)', () => {
  const needsInfo = route('quota', { needBaseInfo: true });

  it('loads base info for a logged-in user whose info is not loaded', () => {
    expect(guard(needsInfo, { access: LOGGED_IN })).toEqual({ kind: 'loadBaseInfo' });
  });

  it('renders when the info is loaded or the user is a guest', () => {
    expect(guard(needsInfo, { access: loaded(null) })).toEqual({ kind: 'render' });
    expect(guard(needsInfo, { access: GUEST })).toEqual({ kind: 'render' });
  });
});

describe('decideGuard: the borrow gate (spec 4.3, 4.4, 6)', () => {
  const borrow = route('newBorrowCash', { requiresBorrowReady: true });
  const READY = { openCardStatus: 1, activeStatus: 1 };

  it('sends a guest to login, back to the borrow route and its query', () => {
    expect(guard(borrow, { search: 'amount=500' })).toEqual({ kind: 'login', to: '/login?redirect=%2FnewBorrowCash%3Famount%3D500' });
    expect(guard(borrow, { host: nativeApp('60'), bridge: true })).toEqual({ kind: 'nativeLogin', returnTo: '/newBorrowCash' });
    expect(guard(borrow, { host: nativeApp('60') })).toEqual({ kind: 'login', to: '/login?redirect=%2FnewBorrowCash' });
    expect(guard(borrow, { host: WALLET })).toEqual({ kind: 'walletLogin', to: '/login?redirect=%2FnewBorrowCash' });
  });

  it('loads the user status before deciding (after a reload nothing else has)', () => {
    expect(guard(borrow, { access: LOGGED_IN })).toEqual({ kind: 'loadBaseInfo' });
  });

  it('asks to open the card when not opened, carrying the route as the return URL', () => {
    expect(guard(borrow, { access: loaded({ openCardStatus: 0, activeStatus: 1 }), search: 'amount=500&token=token' })).toEqual({
      kind: 'askPastGate', gate: 'openCard', returnUrl: '/newBorrowCash?amount=500',
    });
    // Not opened and not activated: opening comes first.
    expect(guard(borrow, { access: loaded({ openCardStatus: 0, activeStatus: 0 }) })).toMatchObject({ gate: 'openCard' });
  });

  it('asks to activate the limit when opened but not activated', () => {
    expect(guard(borrow, { access: loaded({ openCardStatus: 1, activeStatus: 0 }) })).toEqual({
      kind: 'askPastGate', gate: 'activateLimit', returnUrl: '/newBorrowCash',
    });
  });

  it('renders for an opened card with an activated limit (opened also by isNew or isLocalRealNamed)', () => {
    expect(guard(borrow, { access: loaded(READY) })).toEqual({ kind: 'render' });
    expect(guard(borrow, { access: loaded({ activeStatus: 1 }, { isNew: 1 }) })).toEqual({ kind: 'render' });
    expect(guard(borrow, { access: loaded({ activeStatus: 1 }, { isLocalRealNamed: 'Y' }) })).toEqual({ kind: 'render' });
  });

  it('gates nothing else', () => {
    expect(guard(route('billList', { requiresAuth: true }), { access: loaded({ openCardStatus: 0, activeStatus: 0 }) })).toEqual({ kind: 'render' });
  });
});

describe('isGrayListed (spec 6 gray-test list)', () => {
  const newBorrowCash = { ...route('newBorrowCash'), path: '/newBorrowCash' };
  it('lists a route by its name, and by an old name redirecting to it', () => {
    expect(isGrayListed(route('personalInfo'), ['personalInfo'], REDIRECTS)).toBe(true);
    expect(isGrayListed(newBorrowCash, ['cashLoan'], REDIRECTS)).toBe(true);
    expect(isGrayListed(newBorrowCash, ['newCashLoan'], REDIRECTS)).toBe(true);
  });
  it('lets every other route through, and all of them with an empty list', () => {
    expect(isGrayListed(route('myCoupons'), ['personalInfo', 'cashLoan'], REDIRECTS)).toBe(false);
    expect(isGrayListed(newBorrowCash, [], REDIRECTS)).toBe(false);
  });
});
