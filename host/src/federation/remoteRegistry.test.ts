import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type RemoteRoute } from '@credit/shared';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

import {
  ensureRouteModule, loadAllRouteModules, registerAll, remoteStatesAtom, retryRemote, ROUTE_MODULE_TIMEOUT_MS,
} from './remoteRegistry';
import { remoteOf, type PinnedRemote } from './integrity';
import type { RemoteName, RuntimeConfig } from './runtimeConfig';
import { captureTelemetry, hidePage } from '../test/beacon';

/** A remote as the runtime config pins it (ADR 043). */
const pin = (name: RemoteName, manifest: string): PinnedRemote => ({ name, manifest, integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' });

const CONFIG: RuntimeConfig = {
  remotes: {
    account: pin('account', '/remotes/account/mf-manifest.json'),
    loan: pin('loan', '/remotes/loan/mf-manifest.json'),
    repay: pin('repay', '/remotes/repay/mf-manifest.json'),
    market: pin('market', '/remotes/market/mf-manifest.json'),
  },
};
const ROUTES: RemoteRoute[] = [{ path: '/login', name: 'login', title: '登录' }];
const state = (name: 'account' | 'loan' | 'repay' | 'market') => sessionStore.get(remoteStatesAtom)[name];

beforeEach(() => {
  federation.loadRemote.mockReset();
  federation.registerRemotes.mockReset();
  registerAll(CONFIG);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registerAll', () => {
  it('registers only the remotes in the config, each by its pinned manifest', () => {
    federation.registerRemotes.mockReset();
    registerAll({ remotes: { loan: pin('loan', '/l/mf-manifest.json') } });
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'loan', entry: '/l/mf-manifest.json' }], { force: true });
  });

  it("pins exactly the config's remotes: a file beside another manifest belongs to no pinned remote", () => {
    registerAll({ remotes: { loan: pin('loan', '/l/mf-manifest.json') } });
    expect(remoteOf('/l/remoteEntry.js')).toMatchObject({ name: 'loan' });
    expect(remoteOf('/remotes/account/remoteEntry.js')).toBeUndefined();
  });

  it('puts the integrity check in front of the federation runtime once, however often the config is registered', () => {
    registerAll(CONFIG);
    registerAll({ remotes: {} });
    expect(federation.registerPlugins).toHaveBeenCalledTimes(1);
    expect(federation.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'credit-remote-integrity' })]);
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
    registerAll({ remotes: { account: pin('account', '/a/mf-manifest.json') } });
    await ensureRouteModule('market');
    expect(state('market')).toMatchObject({ status: 'failed' });
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  it("records 'failed' with its reason, and reports it, without loading when the config refused the remote's pin", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerAll({ remotes: { account: CONFIG.remotes.account }, refused: { repay: 'no pinned integrity' } });
    await ensureRouteModule('repay');
    expect(state('repay')).toEqual({ status: 'failed', reason: 'no pinned integrity' });
    expect(federation.loadRemote).not.toHaveBeenCalled();
    expect(federation.registerRemotes).toHaveBeenLastCalledWith([{ name: 'account', entry: CONFIG.remotes.account!.manifest }], { force: true });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('repay@unpinned refused: no pinned integrity'));
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
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'loan', entry: CONFIG.remotes.loan!.manifest }], { force: true });
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(state('loan')).toEqual({ status: 'ready', routes: ROUTES });
  });
});

describe('the field data (ADR 061)', () => {
  it('a failed load and a remote missing from the config each reach a beacon, with the remote and its pinned release', async () => {
    const { sent } = await captureTelemetry({ ...CONFIG, telemetry: { endpoint: '/api/telemetry/beacon', sampleRate: 1 } });
    federation.loadRemote.mockRejectedValue(new Error('https://cdn.example.com/loan/mf-manifest.json?sig=x answered 503'));
    await ensureRouteModule('loan');
    registerAll({ remotes: {} });
    await ensureRouteModule('market');
    hidePage();
    expect(sent.flatMap((beacon) => beacon.events)).toEqual([
      expect.objectContaining({ kind: 'error', source: 'remote-load', remote: 'loan', release: '1.0.0', message: 'Error: https://cdn.example.com/loan/mf-manifest.json answered 503' }),
      expect.objectContaining({ kind: 'error', source: 'remote-load', remote: 'market', message: 'not in the runtime config' }),
    ]);
  });
});
