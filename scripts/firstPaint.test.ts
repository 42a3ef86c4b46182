// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RUNTIME_CONFIG, FIRST_PAINT_SCRIPT } from './firstPaint';
import { EARLY_TAP } from '../host/src/shell/earlyTap';
import { SIGNED_IN_HOME_CLASS } from '../host/src/shell/mounted';
import fs from 'node:fs';

/** The pre-rendered guest home's header, as index.html carries it. */
const PRERENDERED = '<div id="root"><header class="app-header"><span></span><h1 data-testid="header-title">借钱</h1><span></span></header><main class="app-main"></main></div>';

const CONFIG = {
  remotes: { loan: { manifest: 'http://loan.example/mf-manifest.json', integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' } },
  routes: { loan: ['/newBorrowCash', '/cashResult/:orderNo'] },
  meta: { loan: [{ path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请' }, { path: '/cashResult/:orderNo', name: 'cashResult', title: '借款结果' }] },
};

/** Runs index.html's inline script on `hash` with the runtime config answering `config`; resolves once it has used the answer. */
async function runOn(hash: string, config: unknown, head = '') {
  document.documentElement.className = '';
  document.head.innerHTML = head;
  document.body.innerHTML = PRERENDERED;
  window.location.hash = hash;
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(config) })));
  new Function(FIRST_PAINT_SCRIPT)();
  await (window as unknown as Record<string, Promise<unknown>>)[EARLY_RUNTIME_CONFIG];
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.querySelector('#root .app-header h1') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.location.hash = '';
  // The script's early runtime config is the host's to take (runtimeConfig.ts): none may outlive its test,
  // or a host test in the same worker (isolation is off, ADR 053) reads this file's config as its own.
  delete (window as unknown as Record<string, unknown>)[EARLY_RUNTIME_CONFIG];
  // Without its holder the home's tap watch is inert, as after the shell's first commit.
  delete (window as unknown as Record<string, unknown>)[EARLY_TAP];
  document.head.innerHTML = '';
});

describe('the first-paint script (index.html)', () => {
  it('a deep link: the route\'s title from its metadata shows in the header bar, marked pending, before the app\'s code', async () => {
    const title = await runOn('#/newBorrowCash', CONFIG);
    expect(title.textContent).toBe('借款申请');
    expect(title.dataset.testid).toBe('header-title-pending');
    expect(title.style.visibility).toBe('visible');
    expect(document.documentElement.classList.contains('deep-link')).toBe(true);
  });

  it('a path with a parameter and a query string matches its route', async () => {
    expect((await runOn('#/cashResult/L123?from=x', CONFIG)).textContent).toBe('借款结果');
  });

  it('no metadata for the path (or no runtime config): the bar stays empty, the home\'s title stays hidden', async () => {
    for (const config of [CONFIG, null, { remotes: {} }, { meta: { loan: [{ path: '/x', title: 7 }] } }]) {
      const title = await runOn('#/nowhere', config);
      expect(title.dataset.testid).toBe('header-title');
      expect(title.style.visibility).toBe('');
    }
  });

  it('the home: nothing is changed (it is painted already)', async () => {
    const title = await runOn('', CONFIG);
    expect(title.textContent).toBe('借钱');
    expect(document.documentElement.classList.contains('deep-link')).toBe(false);
  });

  it('the home: until the app takes over, a tap on a pre-rendered button reaches nothing else and the first is kept (ADR 065)', async () => {
    await runOn('', CONFIG);
    const root = document.getElementById('root')!;
    root.insertAdjacentHTML('beforeend', '<main class="home"><button type="button" class="btn-primary"><span>立即借钱</span></button><button type="button" class="home-tile">手机充值</button></main>');
    const reached = vi.fn();
    // Where React listens once it has rendered.
    root.addEventListener('click', reached);
    const [borrow, topUp] = [...root.querySelectorAll('button')];
    borrow!.querySelector('span')!.click();
    topUp!.click();
    root.querySelector('h1')!.click();
    const holder = (window as unknown as Record<string, { tap?: Element }>)[EARLY_TAP]!;
    expect(holder.tap).toBe(borrow);
    // Only the header's title (not a button) went on.
    expect(reached).toHaveBeenCalledTimes(1);
    // The shell's first commit takes the holder: from then on taps go to the app.
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP];
    topUp!.click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('the home with a stored session: the guest figure is hidden until the app renders the user\'s own; a guest\'s is not', async () => {
    const signedIn = () => document.documentElement.classList.contains(SIGNED_IN_HOME_CLASS);
    const stored: Array<[string, string] | null> = [
      ['commonUser', JSON.stringify({ isLogin: true, token: 'a'.repeat(32) })],
      ['walletToken', 'b'.repeat(32)],
    ];
    for (const entry of stored) {
      sessionStorage.clear();
      if (entry) sessionStorage.setItem(...entry);
      await runOn('', CONFIG);
      expect(signedIn(), String(entry)).toBe(true);
    }
    // A token handed in the URL: in the query or in the hash's query.
    for (const hash of ['#/?token=abc', '#?token=abc']) {
      sessionStorage.clear();
      await runOn(hash, CONFIG);
      expect(signedIn(), hash).toBe(true);
    }
    for (const value of [null, JSON.stringify({ isLogin: false, token: '' }), '{not json']) {
      sessionStorage.clear();
      if (value !== null) sessionStorage.setItem('commonUser', value);
      await runOn('', CONFIG);
      expect(signedIn(), String(value)).toBe(false);
    }
    // A deep link hides the whole home anyway.
    sessionStorage.setItem('commonUser', JSON.stringify({ isLogin: true, token: 'a'.repeat(32) }));
    await runOn('#/newBorrowCash', CONFIG);
    expect(signedIn()).toBe(false);
    sessionStorage.clear();
    // The class hides what the script means it to (the shell's critical CSS).
    expect(fs.readFileSync('host/src/shell/shell.css', 'utf8')).toContain(`.${SIGNED_IN_HOME_CLASS} #root .home-amount`);
  });

  it('a deep link keeps no taps', async () => {
    await runOn('#/newBorrowCash', CONFIG);
    expect((window as unknown as Record<string, unknown>)[EARLY_TAP]).toBeUndefined();
  });

  it('the app has rendered already (deep-link class gone): the script leaves its header alone', async () => {
    document.documentElement.className = '';
    document.body.innerHTML = PRERENDERED;
    window.location.hash = '#/newBorrowCash';
    let answer!: (value: unknown) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise((resolve) => (answer = resolve))));
    new Function(FIRST_PAINT_SCRIPT)();
    document.documentElement.classList.remove('deep-link');
    answer({ ok: true, json: () => Promise.resolve(CONFIG) });
    await (window as unknown as Record<string, Promise<unknown>>)[EARLY_RUNTIME_CONFIG];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((document.querySelector('#root .app-header h1') as HTMLElement).textContent).toBe('借钱');
  });
});

describe('the first-paint script\'s preloads (ADR 015, 043)', () => {
  const LOAN = 'http://loan.example/';
  const sri = (fill: string) => `sha384-${fill.repeat(64)}`;
  /** The loan remote's hints, with the integrity of some of its files only. */
  const PRELOADING = {
    ...CONFIG,
    preload: { loan: [`${LOAN}mf-manifest.json`, `${LOAN}remoteEntry.js`, `${LOAN}__federation_expose_routes.js`] },
    pages: { loan: { '/newBorrowCash': [`${LOAN}page-newBorrowCash.js`, `${LOAN}page-newBorrowCash.css`, `${LOAN}4720.js`] } },
    integrity: {
      loan: {
        [`${LOAN}mf-manifest.json`]: sri('a'),
        [`${LOAN}remoteEntry.js`]: sri('b'),
        [`${LOAN}__federation_expose_routes.js`]: sri('c'),
        [`${LOAN}page-newBorrowCash.js`]: sri('d'),
        [`${LOAN}page-newBorrowCash.css`]: sri('e'),
      },
    },
  };
  const HOST_FILES = '<meta name="start-up-files" content="/lib-react.0123abcd.js /app.0123abcd.js">';

  /** The preload links the script added, by URL. jsdom has no `integrity` attribute reflection: the property as set, none when unset. */
  const preloads = () =>
    new Map(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => [
        link.href,
        { as: link.as, integrity: (link.integrity as string | undefined) || undefined, crossOrigin: link.crossOrigin },
      ]),
    );

  it("preloads a remote's file with the integrity its load will carry, cross-origin anonymous (else the browser fetches it twice)", async () => {
    await runOn('#/newBorrowCash', PRELOADING);
    const links = preloads();
    expect(links.get(`${LOAN}remoteEntry.js`)).toEqual({ as: 'script', integrity: sri('b'), crossOrigin: 'anonymous' });
    expect(links.get(`${LOAN}__federation_expose_routes.js`)).toEqual({ as: 'script', integrity: sri('c'), crossOrigin: 'anonymous' });
    expect(links.get(`${LOAN}page-newBorrowCash.js`)).toEqual({ as: 'script', integrity: sri('d'), crossOrigin: 'anonymous' });
    expect(links.get(`${LOAN}page-newBorrowCash.css`)).toEqual({ as: 'style', integrity: sri('e'), crossOrigin: 'anonymous' });
  });

  it("does not preload a remote's file without a recorded integrity (its load would be refused anyway)", async () => {
    await runOn('#/newBorrowCash', PRELOADING);
    expect(preloads().has(`${LOAN}4720.js`)).toBe(false);
    await runOn('#/newBorrowCash', { ...PRELOADING, integrity: undefined });
    expect([...preloads().keys()]).toEqual([]);
  });

  it('preloads the manifest as a fetch without integrity (checked by the fetch that reads it)', async () => {
    await runOn('#/newBorrowCash', PRELOADING);
    expect(preloads().get(`${LOAN}mf-manifest.json`)).toEqual({ as: 'fetch', integrity: undefined, crossOrigin: 'anonymous' });
  });

  it("preloads the host's own start-up files without integrity: same-origin code the CSP already vouches for", async () => {
    await runOn('#/nowhere', null, HOST_FILES);
    expect([...preloads()]).toEqual([
      [`${location.origin}/lib-react.0123abcd.js`, { as: 'script', integrity: undefined, crossOrigin: null }],
      [`${location.origin}/app.0123abcd.js`, { as: 'script', integrity: undefined, crossOrigin: null }],
    ]);
  });
});

describe("the first-paint script starts the app's entry (ADR 064)", () => {
  const ENTRY = '<meta name="host-entry" content="/main.0123abcd.js">';
  /** The scripts the first-paint script added to the head, by URL. */
  const started = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src'));

  it('a deep link: main.js (the federation runtime, named in its meta) is started at once', async () => {
    await runOn('#/newBorrowCash', CONFIG, ENTRY);
    expect(started()).toEqual(['/main.0123abcd.js']);
  });

  it('the home: main.js is started after the first frame is painted, not before, and once', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => ((frame = callback), 1));
    document.head.innerHTML = ENTRY;
    window.location.hash = '';
    new Function(FIRST_PAINT_SCRIPT)();
    vi.advanceTimersByTime(999);
    expect(started(), 'nothing runs before the first frame').toEqual([]);
    frame!(0);
    expect(started(), 'the frame is painted after its callbacks: the start waits a task more').toEqual([]);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(['/main.0123abcd.js']);
    vi.advanceTimersByTime(2000);
    expect(started(), 'the fallback timer does not start it twice').toEqual(['/main.0123abcd.js']);
  });

  it('the home in a document that gets no frames: started at once if hidden, after a second at the latest otherwise', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    document.head.innerHTML = ENTRY;
    window.location.hash = '';
    new Function(FIRST_PAINT_SCRIPT)();
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.0123abcd.js']);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.head.innerHTML = ENTRY;
    new Function(FIRST_PAINT_SCRIPT)();
    expect(started()).toEqual(['/main.0123abcd.js']);
    visibility.mockRestore();
  });

  it('no entry named (a broken build): nothing is started, and a deep link still gets its title', async () => {
    const title = await runOn('#/newBorrowCash', CONFIG, '<meta name="host-entry" content="">');
    expect(started()).toEqual([]);
    expect(title.textContent).toBe('借款申请');
  });
});
