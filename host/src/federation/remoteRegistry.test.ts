import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type RemoteRoute } from '@credit/shared';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

import {
  ensureRouteModule, loadAllRouteModules, registerAll, remoteStatesAtom, retryRemote, ROUTE_MODULE_TIMEOUT_MS,
} from './remoteRegistry';

const CONFIG = {
  remotes: {
    account: '/remotes/account/mf-manifest.json',
    loan: '/remotes/loan/mf-manifest.json',
    repay: '/remotes/repay/mf-manifest.json',
    market: '/remotes/market/mf-manifest.json',
  },
};
const ROUTES: RemoteRoute[] = [{ path: '/login', name: 'login', title: '登录' }];
const state = (name: 'account' | 'loan' | 'repay' | 'market') => sessionStore.get(remoteStatesAtom)[name];

beforeEach(() => {
  federation.loadRemote.mockReset();
  federation.registerRemotes.mockReset();
  registerAll(CONFIG);
});
afterEach(() => vi.useRealTimers());

describe('registerAll', () => {
  it('registers only the remotes in the config', () => {
    federation.registerRemotes.mockReset();
    registerAll({ remotes: { loan: '/l.json' } });
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'loan', entry: '/l.json' }], { force: true });
  });
});

describe('ensureRouteModule', () => {
  it("records 'ready' with the module's routes", async () => {
    federation.loadRemote.mockResolvedValue({ routes: ROUTES });
    await ensureRouteModule('account');
    expect(federation.loadRemote).toHaveBeenCalledWith('account/routes');
    expect(state('account')).toEqual({ status: 'ready', routes: ROUTES });
  });

  it("records 'failed' when loadRemote rejects", async () => {
    federation.loadRemote.mockRejectedValue(new Error('manifest 404'));
    await ensureRouteModule('loan');
    expect(state('loan')).toEqual({ status: 'failed', reason: 'manifest 404' });
  });

  it("records 'failed' when the module has no routes array", async () => {
    federation.loadRemote.mockResolvedValue({ routes: 'nope' });
    await ensureRouteModule('repay');
    expect(state('repay')).toMatchObject({ status: 'failed' });
    registerAll(CONFIG);
    federation.loadRemote.mockResolvedValue(null);
    await ensureRouteModule('repay');
    expect(state('repay')).toMatchObject({ status: 'failed' });
  });

  it("records 'failed' without loading when the remote is missing from the config", async () => {
    registerAll({ remotes: { account: '/a.json' } });
    await ensureRouteModule('market');
    expect(state('market')).toMatchObject({ status: 'failed' });
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  it(`records 'failed' after ROUTE_MODULE_TIMEOUT_MS (${ROUTE_MODULE_TIMEOUT_MS} ms) when the remote hangs`, async () => {
    vi.useFakeTimers();
    federation.loadRemote.mockReturnValue(new Promise(() => {}));
    const done = ensureRouteModule('market');
    await vi.advanceTimersByTimeAsync(ROUTE_MODULE_TIMEOUT_MS - 1);
    expect(state('market')).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(state('market')).toMatchObject({ status: 'failed', reason: expect.stringContaining('timed out') });
  });
});

describe('ensureRouteModule, asked twice', () => {
  it('loads once and shares the load: a deep link\'s remote is not reloaded when the others start', async () => {
    federation.loadRemote.mockResolvedValue({ routes: ROUTES });
    await ensureRouteModule('loan');
    await Promise.all([ensureRouteModule('loan'), loadAllRouteModules()]);
    expect(federation.loadRemote.mock.calls.filter((c) => c[0] === 'loan/routes')).toHaveLength(1);
    expect(federation.loadRemote).toHaveBeenCalledTimes(4);
    expect(state('loan')).toEqual({ status: 'ready', routes: ROUTES });
  });
});

describe('loadAllRouteModules', () => {
  it('starts all four loads before any resolves (parallel, not serial)', async () => {
    const pending: Array<(value: unknown) => void> = [];
    federation.loadRemote.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const all = loadAllRouteModules();
    // Nothing has resolved yet, yet every remote's load has started.
    expect(federation.loadRemote).toHaveBeenCalledTimes(4);
    expect(federation.loadRemote.mock.calls.map((c) => c[0])).toEqual(['account/routes', 'loan/routes', 'repay/routes', 'market/routes']);
    for (const resolve of pending) resolve({ routes: ROUTES });
    await all;
    for (const name of ['account', 'loan', 'repay', 'market'] as const) expect(state(name).status).toBe('ready');
  });
});

describe('retryRemote', () => {
  it('re-registers the remote and loads it again', async () => {
    federation.loadRemote.mockRejectedValueOnce(new Error('down'));
    await ensureRouteModule('loan');
    expect(state('loan').status).toBe('failed');

    federation.registerRemotes.mockReset();
    federation.loadRemote.mockResolvedValue({ routes: ROUTES });
    await retryRemote('loan');
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'loan', entry: CONFIG.remotes.loan }], { force: true });
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(state('loan')).toEqual({ status: 'ready', routes: ROUTES });
  });
});
