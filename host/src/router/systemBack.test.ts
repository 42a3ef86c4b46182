import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allAgreementsSelectedAtom, browser, MESSAGES, resetHost, sessionStore, setReturnOrigins, storage, STORAGE_KEYS, type RemoteRoute } from '@credit/shared';
import { installFakeShell, type FakeShell } from '@credit/shared/testing';
import { rememberReturnUrl, requestBack, RETURN_URL_KEY } from './back';
import { installSystemBack, NATIVE_BACK_EVENT, POSITION_KEY, resetSystemBack, settleEntry } from './systemBack';

/** The recording shell, whose confirm waits until the test answers it. */
type Recorder = FakeShell & { answer: (yes: boolean) => void };

let rec: Recorder;
let uninstall: () => void;
/** The router's popstate listener, added before the mechanism as the real router may be. */
let routerPops: number;
const routerListener = () => void routerPops++;

function installShell(): Recorder {
  const r: Recorder = Object.assign(installFakeShell(), { answer: (_yes: boolean) => {} });
  r.confirm = (o) => {
    r.confirms.push(o);
    return new Promise<boolean>((resolve) => {
      r.answer = resolve;
    });
  };
  return r;
}

const route = (back: RemoteRoute['back']): RemoteRoute => ({ path: '/x', name: 'x', title: 'x', back });

/** A new page as the router pushes it, settled as the Shell settles it. */
function visit(hash: string, back: RemoteRoute['back'] = undefined, search = ''): void {
  window.history.pushState({ idx: 1 }, '', `#${hash}`);
  settleEntry({ route: route(back), search }, false);
}

/** Resolved at the next popstate, once every listener has had it (a listener added before the mechanism's). */
let popWaiters: Array<() => void> = [];
const popWatcher = () => {
  const waiters = popWaiters;
  popWaiters = [];
  for (const w of waiters) setTimeout(w, 0);
};
const nextPop = () => new Promise<void>((resolve) => void popWaiters.push(resolve));

/** The system back: resolves once its popstate has been handled. */
function systemBack(): Promise<void> {
  const handled = nextPop();
  window.history.back();
  return handled;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  rec = installShell();
  storage.remove(STORAGE_KEYS.host);
  storage.remove(RETURN_URL_KEY);
  resetHost();
  sessionStore.set(allAgreementsSelectedAtom, false);
  browser.forgetOwnSteps();
  resetSystemBack();
  routerPops = 0;
  popWaiters = [];
  window.addEventListener('popstate', popWatcher, { capture: true });
  window.addEventListener('popstate', routerListener);
  uninstall = installSystemBack();
  window.history.replaceState(null, '', '#/start');
  settleEntry({ route: null, search: '' }, true);
  await flush();
});

afterEach(async () => {
  rec.answer(false); // a question a test left waiting: the next test starts with no back in flight
  await flush();
  uninstall();
  window.removeEventListener('popstate', popWatcher, { capture: true });
  window.removeEventListener('popstate', routerListener);
  vi.restoreAllMocks();
});

describe('the system back runs the back behaviour of spec 2.11 (ADR 028)', () => {
  it('stamps each settled entry with its position; a replaced entry keeps it', () => {
    const start = window.history.state as Record<string, unknown>;
    visit('/a');
    expect((window.history.state as Record<string, unknown>)[POSITION_KEY]).toBe((start[POSITION_KEY] as number) + 1);
    window.history.replaceState({ idx: 1 }, '', '#/a2');
    settleEntry({ route: null, search: '' }, true);
    expect((window.history.state as Record<string, unknown>)[POSITION_KEY]).toBe((start[POSITION_KEY] as number) + 1);
    expect((window.history.state as Record<string, unknown>).idx).toBe(1);
  });

  it("an entry the router never wrote (a typed address) keeps a null index, so the router's next push numbers its entry", () => {
    window.history.pushState(null, '', '#/typed');
    settleEntry({ route: null, search: '' }, false);
    const state = window.history.state as Record<string, unknown>;
    expect(state.idx).toBeNull();
    // What the router computes for its next push: the index read from the state, plus one.
    expect((state.idx as number) + 1).toBe(1);
  });

  it('a replace over a new entry the router missed counts as a new entry (the address changed while the app started)', async () => {
    const start = (window.history.state as Record<string, unknown>)[POSITION_KEY] as number;
    window.history.pushState(null, '', '#/registerWithSms'); // the hash changed, unheard by the router
    window.history.replaceState({ idx: 0 }, '', '#/registerWithSms'); // its catch-up replace
    settleEntry({ route: route('home'), search: '' }, true);
    expect((window.history.state as Record<string, unknown>)[POSITION_KEY]).toBe(start + 1);
    await systemBack();
    expect(window.location.hash).toBe('#/registerWithSms');
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });

  it('a page with no behaviour of its own: the step reaches the router', async () => {
    visit('/login');
    await systemBack();
    expect(window.location.hash).toBe('#/start');
    expect(routerPops).toBe(1);
    expect(rec.confirms).toEqual([]);
  });

  it('a cash page: the URL stays, the leave popup asks; confirming returns to the cash index', async () => {
    visit('/cashConfirm', 'cashIndex');
    await systemBack();
    expect(window.location.hash).toBe('#/cashConfirm');
    expect(routerPops).toBe(0);
    expect(rec.confirms).toEqual([{ content: MESSAGES.cashLeave }]);
    rec.answer(true);
    await flush();
    expect(rec.navigations).toEqual([{ to: '/newCashIndex', options: { replace: true } }]);
  });

  it('a cash page: cancelling keeps the user and the URL; a second system back asks again', async () => {
    visit('/cashConfirm', 'cashIndex');
    await systemBack();
    rec.answer(false);
    await flush();
    expect(window.location.hash).toBe('#/cashConfirm');
    expect(rec.navigations).toEqual([]);
    await systemBack();
    expect(window.location.hash).toBe('#/cashConfirm');
    expect(rec.confirms).toHaveLength(2);
    expect(routerPops).toBe(0);
  });

  it('a system back while the popup waits keeps the page and asks no second question', async () => {
    visit('/safeRertificate', 'confirmExit');
    await systemBack();
    await systemBack();
    expect(window.location.hash).toBe('#/safeRertificate');
    expect(rec.confirms).toEqual([{ content: MESSAGES.safetyExit }]);
    rec.answer(false);
    await flush();
  });

  it('cancelLoanResult goes back two pages, the second step reaching the router', async () => {
    visit('/newCashIndex');
    visit('/cancelLoanResult', 'twoSteps');
    await systemBack();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/start'));
    expect(routerPops).toBe(1);
  });

  it('register (and the other home routes) return to the index', async () => {
    visit('/registerWithSms', 'home');
    await systemBack();
    expect(window.location.hash).toBe('#/registerWithSms');
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });

  it('an agreement page asks for consent; consenting takes the one step back', async () => {
    visit('/loanAgreement', 'agreementConsent');
    await systemBack();
    expect(rec.confirms).toEqual([{ content: MESSAGES.agreementConsent }]);
    rec.answer(true);
    await nextPop();
    expect(window.location.hash).toBe('#/start');
    expect(routerPops).toBe(1);
  });

  it('an agreement page with everything selected asks nothing', async () => {
    sessionStore.set(allAgreementsSelectedAtom, true);
    visit('/loanAgreement', 'agreementConsent');
    await systemBack();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/start'));
    expect(rec.confirms).toEqual([]);
    expect(routerPops).toBe(1);
  });

  it('a callback URL on the page is followed, as the arrow follows it', async () => {
    visit('/login', undefined, 'callBackUrl=%2Fdiscover');
    await systemBack();
    await flush();
    expect(window.location.hash).toBe('#/login');
    expect(routerPops).toBe(0);
    expect(rec.navigations).toEqual([{ to: '/discover', options: undefined }]);
  });

  it('the stored return URL is for leaving the app: a back deeper in the app is a plain step', async () => {
    setReturnOrigins(['https://partner.example.com']);
    rememberReturnUrl(`http://localhost/?callBackUrl=${encodeURIComponent('https://partner.example.com/back')}#/start`);
    settleEntry({ route: null, search: '' }, true);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    visit('/login');
    await systemBack();
    await flush();
    expect(routerPops).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    // Back on the entry page (position 0, settled as the Shell settles it) the arrow follows it.
    expect(window.location.hash).toBe('#/start');
    settleEntry({ route: null, search: '' }, false);
    await requestBack({ route: null, search: '' });
    expect(assign).toHaveBeenCalledWith('https://partner.example.com/back');
  });

  it('a forward step and a new entry are not backs', async () => {
    visit('/cashConfirm', 'cashIndex');
    await systemBack(); // restored: the popup waits
    rec.answer(false);
    await flush();
    window.location.hash = '#/typed';
    await flush();
    expect(rec.confirms).toHaveLength(1);
    expect(routerPops).toBe(1);
  });

  it('an entry made before the app started (no stamp) is a back when the history did not grow', async () => {
    window.history.pushState(null, '', '#/before');
    window.history.pushState(null, '', '#/cashConfirm');
    settleEntry({ route: route('cashIndex'), search: '' }, false);
    await systemBack();
    expect(window.location.hash).toBe('#/cashConfirm');
    expect(rec.confirms).toEqual([{ content: MESSAGES.cashLeave }]);
    expect(routerPops).toBe(0);
  });

  it("the native wrapper's back event runs the behaviour of the page shown", async () => {
    visit('/registerWithSms', 'home');
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    await flush();
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });
});

describe('a back asked while the page\'s route is still resolving (its remote loading) waits for the route', () => {
  /** A deep link whose remote's code is on its way: no route yet. */
  function resolvingVisit(hash: string): void {
    window.history.pushState({ idx: 1 }, '', `#${hash}`);
    settleEntry({ route: null, search: '' }, false, true);
  }

  it("the native wrapper's back runs the route's behaviour once it is known, not the default one", async () => {
    resolvingVisit('/discover');
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    await flush();
    expect(rec.navigations).toEqual([]);
    settleEntry({ route: route('home'), search: '' }, false);
    await flush();
    expect(rec.navigations).toEqual([{ to: '/', options: { replace: true } }]);
  });

  it('the browser\'s back keeps the page and its URL from the router, then asks as the route does', async () => {
    resolvingVisit('/cashConfirm');
    await systemBack();
    expect(window.location.hash).toBe('#/cashConfirm');
    expect(routerPops).toBe(0);
    expect(rec.confirms).toEqual([]);
    settleEntry({ route: route('cashIndex'), search: '' }, false);
    await flush();
    expect(rec.confirms).toEqual([{ content: MESSAGES.cashLeave }]);
  });

  it('a remote that failed to load leaves no route: the default behaviour runs then', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    resolvingVisit('/somewhere');
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    await flush();
    expect(back).not.toHaveBeenCalled();
    settleEntry({ route: null, search: '' }, false, false);
    await flush();
    // Spec 4.9's leave in a browser with history: one step back.
    expect(back).toHaveBeenCalledTimes(1);
    expect(rec.navigations).toEqual([]);
  });

  it('a back asked twice while resolving runs once; one asked before the user moved on runs nowhere', async () => {
    resolvingVisit('/discover');
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    settleEntry({ route: route('home'), search: '' }, false);
    await flush();
    expect(rec.navigations).toHaveLength(1);

    resolvingVisit('/cashConfirm');
    window.dispatchEvent(new Event(NATIVE_BACK_EVENT));
    visit('/login');
    await flush();
    expect(rec.navigations).toHaveLength(1);
    expect(rec.confirms).toEqual([]);
  });
});
