import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allAgreementsSelectedAtom, MESSAGES, resetHost, sessionStore, storage, STORAGE_KEYS, tokenAtom, type RemoteRoute } from '@credit/shared';
import { installFakeShell, type FakeShell } from '@credit/shared/testing';
import { goBack, RETURN_URL_KEY } from './back';

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
});
afterEach(() => vi.restoreAllMocks());

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

  it('default with no route and no callback falls back to the stored return URL', async () => {
    storage.set(RETURN_URL_KEY, '/quota');
    await goBack(null, '');
    await flush();
    expect(rec.navigations).toEqual([{ to: '/quota', options: undefined }]);
  });

  it('default with neither goes to the index when history has one entry', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    await goBack(null, '');
    await flush();
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });
});
