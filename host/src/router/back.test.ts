import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allAgreementsSelectedAtom, browser, detectHost, initHost, MESSAGES, resetHost, sessionStore, setReturnOrigins, storage, STORAGE_KEYS, tokenAtom, type RemoteRoute,
} from '@credit/shared';
import { installFakeShell, type FakeShell } from '@credit/shared/testing';
import { HISTORY_LIST_KEY } from './navigationRecord';
import { goBack, isPlainHistoryStep, nativeBackTarget, rememberReturnUrl, RETURN_URL_KEY, settleReturnEntry } from './back';

let rec: FakeShell;

const route = (back: RemoteRoute['back']): RemoteRoute => ({ path: '/x', name: 'x', title: 'x', back });
/** Lets leave()'s async steps finish. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  rec = installFakeShell();
  storage.remove(STORAGE_KEYS.host);
  storage.remove(RETURN_URL_KEY);
  resetHost();
  sessionStore.set(allAgreementsSelectedAtom, false);
  setReturnOrigins([]);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.nativeBridge;
});

describe('goBack (spec 2.11, 4.9)', () => {
  it("'twoSteps' goes back two pages", async () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    await goBack(route('twoSteps'), '');
    expect(go).toHaveBeenCalledWith(-2);
    expect(rec.navigations).toEqual([]);
  });

  it("'home' returns to the index, replacing", async () => {
    await goBack(route('home'), '');
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });

  it("'cashIndex' asks the leave popup and returns to /newCashIndex on confirm", async () => {
    await goBack(route('cashIndex'), '');
    expect(rec.confirms).toEqual([{ content: MESSAGES.cashLeave }]);
    expect(rec.navigations).toEqual([{ to: '/newCashIndex', options: { replace: true } }]);
  });

  it("'cashIndex' steps back when the page was opened from the cash index, so leaving does not pass it twice", async () => {
    storage.set(HISTORY_LIST_KEY, JSON.stringify(['/', '/newCashIndex']));
    vi.spyOn(browser, 'historyLength').mockReturnValue(3);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    await goBack(route('cashIndex'), '');
    expect(rec.confirms).toEqual([{ content: MESSAGES.cashLeave }]);
    expect(go).toHaveBeenCalledWith(-1);
    expect(rec.navigations).toEqual([]);
    storage.remove(HISTORY_LIST_KEY);
  });

  it("'cashIndex' stays when the popup is cancelled", async () => {
    rec.confirmAnswer = false;
    await goBack(route('cashIndex'), '');
    expect(rec.confirms).toHaveLength(1);
    expect(rec.navigations).toEqual([]);
  });

  it("'confirmExit' asks the safety-exit question, then goes to /login and logs out", async () => {
    sessionStore.set(tokenAtom, 'real-token');
    await goBack(route('confirmExit'), '');
    expect(rec.confirms).toEqual([{ content: MESSAGES.safetyExit }]);
    expect(MESSAGES.safetyExit).toBe('确认退出安全认证？退出后您的账户将被强制登出，请再次登录');
    expect(rec.navigations).toEqual([{ to: '/login', options: { replace: true } }]);
    expect(sessionStore.get(tokenAtom)).toBe('token');
  });

  it("'confirmExit' keeps the session when cancelled", async () => {
    sessionStore.set(tokenAtom, 'real-token');
    rec.confirmAnswer = false;
    await goBack(route('confirmExit'), '');
    expect(rec.navigations).toEqual([]);
    expect(sessionStore.get(tokenAtom)).toBe('real-token');
  });

  it("'agreementConsent' asks for consent, then follows the callback", async () => {
    await goBack(route('agreementConsent'), 'callBackUrl=%2FloanConfirm');
    await flush();
    expect(rec.confirms).toEqual([{ content: MESSAGES.agreementConsent }]);
    expect(MESSAGES.agreementConsent).toBe('本人已知晓并同意所有协议');
    expect(rec.navigations).toEqual([{ to: '/loanConfirm', options: undefined }]);
  });

  it("'agreementConsent' stays when consent is refused", async () => {
    rec.confirmAnswer = false;
    await goBack(route('agreementConsent'), 'callBackUrl=%2FloanConfirm');
    await flush();
    expect(rec.navigations).toEqual([]);
  });

  it("'agreementConsent' does not ask when everything is selected", async () => {
    sessionStore.set(allAgreementsSelectedAtom, true);
    await goBack(route('agreementConsent'), 'callBackUrl=%2FloanConfirm');
    await flush();
    expect(rec.confirms).toEqual([]);
    expect(rec.navigations).toEqual([{ to: '/loanConfirm', options: undefined }]);
  });

  it('default follows a callBackUrl hash route', async () => {
    await goBack(route(undefined), `callBackUrl=${encodeURIComponent('#/billList?a=1')}`);
    await flush();
    expect(rec.navigations).toEqual([{ to: '/billList?a=1', options: undefined }]);
  });

  it('default on the entry it came with follows the stored return URL, to a configured origin only', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(browser, 'back').mockImplementation(() => {});
    rememberReturnUrl(`https://h5.example.com/?callBackUrl=${encodeURIComponent('https://partner.example.com/back')}#/pointsRule`);
    settleReturnEntry(7);
    await goBack(null, '');
    expect(assign).not.toHaveBeenCalled();
    expect(back).toHaveBeenCalledTimes(1);
    setReturnOrigins(['https://partner.example.com']);
    expect(isPlainHistoryStep({ route: null, search: '' })).toBe(false);
    await goBack(null, '');
    expect(assign).toHaveBeenCalledWith('https://partner.example.com/back');
    // Deeper in the app, history first: the return URL is for leaving the app.
    settleReturnEntry(8);
    expect(isPlainHistoryStep({ route: null, search: '' })).toBe(true);
    await goBack(null, '');
    expect(back).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenCalledTimes(1);
    // Back at its entry (a later settle does not move it).
    settleReturnEntry(7);
    await goBack(null, '');
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('remembers the entry URL\'s absolute callBackUrl only', () => {
    rememberReturnUrl('https://h5.example.com/#/newBorrowCash?callBackUrl=' + encodeURIComponent('https://partner.example.com/x?y=1'));
    expect(storage.get(RETURN_URL_KEY)).toBe('https://partner.example.com/x?y=1');
    storage.remove(RETURN_URL_KEY);
    rememberReturnUrl('https://h5.example.com/#/login?callBackUrl=%2Fdiscover');
    rememberReturnUrl('https://h5.example.com/#/login?callBackUrl=javascript%3Aalert(1)');
    expect(storage.get(RETURN_URL_KEY)).toBeNull();
  });

  it('default with neither goes to the index when history has one entry', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    await goBack(null, '');
    await flush();
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });
});

describe('native back targets (spec 2.11, docs/device-profiles.md)', () => {
  const android = (query: string) => detectHost(`https://h5.example.com/?APPSOURCE=1&${query}#/`, 'Mozilla/5.0 (Linux; Android 13)');
  const named = (name: string, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({ path: `/${name}`, name, title: name, ...extra });
  const member = named('member', { nativeBack: { to: 'user', fromBuild: 24 } });

  it('registration returns to the app\'s login (the registration-back target)', () => {
    expect(nativeBackTarget(named('registerWithSms', { back: 'home', nativeBack: { to: 'login' } }), android('APPVERSION=3.5.0_60'))).toEqual({ kind: 'nativePage', page: 'login' });
  });

  it('the rich-bean page returns to the user tab from build 24, finishes below it', () => {
    expect(nativeBackTarget(member, android('APPVERSION=3.5.0_24'))).toEqual({ kind: 'nativePage', page: 'user' });
    expect(nativeBackTarget(member, android('APPVERSION=3.5.0_23'))).toEqual({ kind: 'finish' });
  });

  it('pages that return home go to the app\'s index tab from build 57, the H5 home below it', () => {
    expect(nativeBackTarget(named('helpYouPay', { back: 'home' }), android('APPVERSION=3.5.0_57'))).toEqual({ kind: 'nativePage', page: 'index', params: { tab: '0' } });
    expect(nativeBackTarget(named('helpYouPay', { back: 'home' }), android('APPVERSION=3.5.0_56'))).toEqual({ kind: 'webHome' });
  });

  it('an H5 opened from the user tab returns there; anything else finishes the window', () => {
    expect(nativeBackTarget(named('billList'), android('APPVERSION=3.5.0_60&RETURNUSER=1'))).toEqual({ kind: 'nativePage', page: 'user' });
    expect(nativeBackTarget(named('billList'), android('APPVERSION=3.5.0_60'))).toEqual({ kind: 'finish' });
  });

  it('goBack opens the target through the bridge, and finishes the window when the app cannot open it', async () => {
    initHost('https://h5.example.com/?APPSOURCE=1&APPVERSION=3.5.0_30#/member', 'Mozilla/5.0 (Linux; Android 13)');
    const calls: Array<[string, unknown]> = [];
    let refuse = false;
    window.nativeBridge = {
      call: (method, payload) => {
        calls.push([method, payload]);
        if (refuse && method === 'openNativePage') throw new Error('no such page');
        return true;
      },
    };
    await goBack(member, '');
    expect(calls).toEqual([['openNativePage', { name: 'user', params: undefined }]]);
    refuse = true;
    await goBack(member, '');
    expect(calls.slice(1).map(([m]) => m)).toEqual(['openNativePage', 'finishWindow']);
    expect(rec.navigations).toEqual([]);
  });
});
