import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PinnedRemote } from './federation/integrity';
import type { RemoteName } from './federation/runtimeConfig';

const registry = vi.hoisted(() => ({ ensureRouteModule: vi.fn(() => Promise.resolve()), loadAllRouteModules: vi.fn(() => Promise.resolve([])), registerAll: vi.fn() }));
vi.mock('./federation/remoteRegistry', async (actual) => ({ ...(await actual<object>()), ...registry }));
const runtime = vi.hoisted(() => ({ fetchRuntimeConfig: vi.fn() }));
vi.mock('./federation/runtimeConfig', async (actual) => ({ ...(await actual<object>()), ...runtime }));

/** startup.ts keeps its start-up promises for the page's life: a fresh copy per test. */
const load = async () => {
  vi.resetModules();
  return import('./startup');
};

/** A remote as the runtime config pins it (ADR 043). */
const pin = (name: RemoteName, manifest: string): PinnedRemote => ({ name, manifest, integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' });

const HINTS = {
  remotes: { account: pin('account', '/a/mf-manifest.json'), loan: pin('loan', '/l/mf-manifest.json'), repay: pin('repay', '/r/mf-manifest.json'), market: pin('market', '/m/mf-manifest.json') },
  routes: { account: ['/login', '/user'], loan: ['/newBorrowCash'], repay: ['/billList', '/prepaymentApply/:appId'], market: ['/discover'] },
};

beforeEach(() => {
  // Frames too: a finger down's remotes wait for the frame that paints the tap.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  // jsdom has no requestIdleCallback; the fallback starts right after the delay.
  expect(document.readyState).toBe('complete');
  registry.ensureRouteModule.mockClear();
  registry.loadAllRouteModules.mockClear();
  registry.registerAll.mockClear();
  runtime.fetchRuntimeConfig.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('whenUseful', () => {
  it('waits for a finger down, then starts once', async () => {
    const { whenUseful, REMOTES_IDLE_DELAY_MS } = await load();
    const begin = vi.fn();
    whenUseful(begin);
    expect(begin).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(REMOTES_IDLE_DELAY_MS * 2);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it("starts after the tap the finger down began has been answered and painted, not in the tap's own frame (issue 29)", async () => {
    const { whenUseful } = await load();
    const begin = vi.fn();
    whenUseful(begin);
    window.dispatchEvent(new Event('pointerdown'));
    expect(begin).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('click'));
    expect(begin).not.toHaveBeenCalled();
    // The frame that paints the tap, then the task after it (a timer set inside a fake frame runs 1 ms on).
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('a finger down that never becomes a tap (a scroll) starts them a little later anyway', async () => {
    const { whenUseful, INTENT_ANSWER_WAIT_MS } = await load();
    const begin = vi.fn();
    whenUseful(begin);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(INTENT_ANSWER_WAIT_MS - 1);
    expect(begin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('starts after a quiet spell when nobody touches the page', async () => {
    const { whenUseful, REMOTES_IDLE_DELAY_MS } = await load();
    const begin = vi.fn();
    whenUseful(begin);
    vi.advanceTimersByTime(REMOTES_IDLE_DELAY_MS - 1);
    expect(begin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(begin).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('touchstart'));
    expect(begin).toHaveBeenCalledTimes(1);
  });
});

describe('hintedOwner', () => {
  it('names the remote whose hints match the whole path, params included', async () => {
    const { hintedOwner } = await load();
    expect(hintedOwner('/newBorrowCash', HINTS)).toBe('loan');
    expect(hintedOwner('/prepaymentApply/L123', HINTS)).toBe('repay');
    expect(hintedOwner('/billListAll', HINTS)).toBeNull();
    expect(hintedOwner('/login', { remotes: HINTS.remotes })).toBeNull();
  });
});

describe('startRemotesOn', () => {
  it("on a deep link loads only its remote's routes, the others once the page is quiet", async () => {
    runtime.fetchRuntimeConfig.mockResolvedValue(HINTS);
    const { startRemotesOn, REMOTES_IDLE_DELAY_MS } = await load();
    startRemotesOn('/newBorrowCash', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(registry.registerAll).toHaveBeenCalledWith(HINTS);
    expect(registry.ensureRouteModule.mock.calls).toEqual([['loan']]);
    expect(registry.loadAllRouteModules).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REMOTES_IDLE_DELAY_MS);
    expect(registry.loadAllRouteModules).toHaveBeenCalledTimes(1);
    expect(registry.registerAll).toHaveBeenCalledTimes(1);
  });

  it('loads nothing more once the hinted remote has the path, every remote once it answered without it (a path that moved)', async () => {
    runtime.fetchRuntimeConfig.mockResolvedValue(HINTS);
    const { startRemotesFor } = await load();
    const { remoteStatesAtom } = await import('./federation/remoteRegistry');
    const { sessionStore } = await import('@credit/shared');
    await startRemotesFor('/newBorrowCash');
    expect(registry.ensureRouteModule.mock.calls).toEqual([['loan']]);
    expect(registry.loadAllRouteModules).not.toHaveBeenCalled();
    sessionStore.set(remoteStatesAtom, (prev) => ({ ...prev, loan: { status: 'ready', routes: [{ path: '/newBorrowCash', name: 'newBorrowCash', title: '' }] } }));
    await startRemotesFor('/newBorrowCash');
    expect(registry.loadAllRouteModules).not.toHaveBeenCalled();
    sessionStore.set(remoteStatesAtom, (prev) => ({ ...prev, loan: { status: 'ready', routes: [] } }));
    await startRemotesFor('/newBorrowCash');
    expect(registry.loadAllRouteModules).toHaveBeenCalledTimes(1);
    sessionStore.set(remoteStatesAtom, (prev) => ({ ...prev, loan: { status: 'loading' } }));
  });

  it('loads every remote at once when no hint names the path (an old runtime config, a new page)', async () => {
    runtime.fetchRuntimeConfig.mockResolvedValue({ remotes: HINTS.remotes });
    const { startRemotesOn } = await load();
    startRemotesOn('/newBorrowCash', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(registry.loadAllRouteModules).toHaveBeenCalledTimes(1);
    expect(registry.ensureRouteModule).not.toHaveBeenCalled();
  });

  it('loads every remote at once when the runtime config cannot be read (they fail and offer a retry)', async () => {
    runtime.fetchRuntimeConfig.mockRejectedValue(new Error('503'));
    const { startRemotesOn } = await load();
    startRemotesOn('/login', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(registry.registerAll).toHaveBeenCalledWith({ remotes: {} });
    expect(registry.loadAllRouteModules).toHaveBeenCalledTimes(1);
  });

  it('on the host\'s own page loads nothing until the user shows intent', async () => {
    runtime.fetchRuntimeConfig.mockResolvedValue(HINTS);
    const { startRemotesOn } = await load();
    startRemotesOn('/', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.fetchRuntimeConfig).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(registry.loadAllRouteModules).toHaveBeenCalledTimes(1);
  });
});

describe('startFirstReadsOn (ADR 041)', () => {
  const meta = { loan: [{ path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, firstReads: [{ key: ['loan', 'loanparams'], path: '/api/loanorder/loanparams' }] }] };

  /** A fresh start-up with its own copy of the shared package (the session and the http client it uses), logged in. */
  async function loggedInStart() {
    const startup = await load();
    const shared = await import('@credit/shared');
    const { QueryClient } = await import('@tanstack/react-query');
    shared.setLoggedIn('tok-1');
    const post = vi.spyOn(shared.http, 'post').mockResolvedValue({});
    return { startup, post, client: new QueryClient(), done: () => shared.logout() };
  }

  afterEach(() => void (window.location.hash = ''));

  it('starts the route\'s reads once the runtime config names it', async () => {
    vi.useRealTimers();
    const { startup, post, client, done } = await loggedInStart();
    runtime.fetchRuntimeConfig.mockResolvedValue({ ...HINTS, meta });
    window.location.hash = '#/newBorrowCash';
    await startup.startFirstReadsOn(client, '/newBorrowCash', '');
    expect(post.mock.calls.map((c) => c[0])).toEqual(['/api/loanorder/loanparams']);
    done();
  });

  it('holds nothing for a deep link the user has left before the runtime config came', async () => {
    vi.useRealTimers();
    const { startup, post, client, done } = await loggedInStart();
    let answer!: (config: unknown) => void;
    runtime.fetchRuntimeConfig.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    window.location.hash = '#/newBorrowCash';
    const started = startup.startFirstReadsOn(client, '/newBorrowCash', '');
    window.location.hash = '#/user';
    answer({ ...HINTS, meta });
    await started;
    expect(post).not.toHaveBeenCalled();
    done();
  });
});

describe('loadStartupData (issue 29)', () => {
  it('asks the gray-test list at once and the calls the page does not wait for only after the first reads answered', async () => {
    vi.useRealTimers();
    const startup = await load();
    const shared = await import('@credit/shared');
    const post = vi.spyOn(shared.http, 'post').mockResolvedValue({});
    let answered!: () => void;
    const firstReads = new Promise<void>((resolve) => (answered = resolve));
    const { QueryClient } = await import('@tanstack/react-query');
    const loaded = startup.loadStartupData(new QueryClient(), Promise.resolve(), firstReads);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Over HTTP/1.1's six connections a page's reads would otherwise queue behind these.
    expect(post.mock.calls.map((c) => c[0])).toEqual([shared.API_PATHS.sys.grayTestList]);
    answered();
    await loaded;
    expect(post.mock.calls.map((c) => c[0]).sort()).toEqual(
      [shared.API_PATHS.sys.grayTestList, shared.API_PATHS.sys.info, shared.API_PATHS.sys.config, shared.API_PATHS.sys.tileConfig, shared.API_PATHS.sys.switchInfo].sort(),
    );
  });

  it('the sys config and the switches a page has asked already are not asked again (one call either way)', async () => {
    vi.useRealTimers();
    const startup = await load();
    const shared = await import('@credit/shared');
    const { QueryClient } = await import('@tanstack/react-query');
    const post = vi.spyOn(shared.http, 'post').mockResolvedValue({ consumerHotline: '400' });
    const client = new QueryClient();
    // A deep-linked page that shows the hotline asked before start-up did (useSysConfig), as did one reading a switch.
    await client.fetchQuery({ queryKey: shared.sessionKeys.sysConfig, queryFn: shared.fetchSysConfig, staleTime: Infinity });
    await client.fetchQuery({ queryKey: shared.sessionKeys.switches, queryFn: shared.fetchSwitches, staleTime: Infinity });
    post.mockClear();
    await startup.loadStartupData(client);
    const asked = post.mock.calls.map((c) => c[0]);
    expect(asked).not.toContain(shared.API_PATHS.sys.config);
    expect(asked).not.toContain(shared.API_PATHS.sys.switchInfo);
    expect(asked).toContain(shared.API_PATHS.sys.tileConfig);
  });

  it('first reads that failed still let the others go', async () => {
    vi.useRealTimers();
    const startup = await load();
    const shared = await import('@credit/shared');
    const post = vi.spyOn(shared.http, 'post').mockResolvedValue({});
    const { QueryClient } = await import('@tanstack/react-query');
    await startup.loadStartupData(new QueryClient(), Promise.resolve(), Promise.reject(new Error('offline')));
    expect(post.mock.calls.map((c) => c[0])).toContain(shared.API_PATHS.sys.config);
  });
});
