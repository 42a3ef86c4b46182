import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { detectHost, initHost, type HostInfo } from '@credit/shared';
import type { Metric } from 'web-vitals';
import { DEFAULT_TELEMETRY_ENDPOINT, TELEMETRY_REMOTES, telemetrySettingsOf, type Beacon, type TelemetryConfig, type VitalName } from './contract';
import { BEACON_TYPE, FLUSH_AT, MAX_EVENTS_PER_BEACON, SESSION_KEY, sendBeacon, startRecorder, UNMATCHED_ROUTE } from './recorder';
import { scrubMessage } from './scrub';
import { EARLY_LIMIT, isSampled, noteRoute, reportError, resetTelemetry, SAMPLED_KEY, startTelemetry } from './stub';
import { beaconProblem, captureTelemetry, hidePage, isBeacon } from '../test/beacon';
import { REMOTE_NAMES, fetchRuntimeConfig } from '../federation/runtimeConfig';
import { reportRefused } from '../federation/integrity';
import { RootBoundary } from '../shell/RootBoundary';
import { RemoteBoundary } from '../shell/RemoteBoundary';

const ON: TelemetryConfig = {
  remotes: { loan: { version: 'r7' }, repay: { version: 'r2' } },
  routes: { loan: ['/newBorrowCash', '/loanDetail/:orderNo'], repay: ['/billList'] },
  telemetry: { endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 1 },
};
const events = (sent: Beacon[]) => sent.flatMap((beacon) => beacon.events);
const errorsOf = (sent: Beacon[]) => events(sent).filter((e) => e.kind === 'error');

beforeEach(() => {
  window.sessionStorage.clear();
  resetTelemetry();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetTelemetry();
});

describe('the beacon validator of this suite', () => {
  it('takes the contract\'s example and refuses a key too many, a bad pattern, an empty batch', () => {
    const good = { v: 1, session: 'k3j9x0a2b7c4d1e8', app: '3.2.0_320', device: 'app-android', events: [{ kind: 'view', route: '/billList', remote: 'repay', release: 'r2', at: 1764432000000 }] };
    expect(beaconProblem(good)).toBeNull();
    expect(isBeacon({ ...good, user: 'x' })).toBe(false);
    expect(isBeacon({ ...good, session: 'K3J9X0A2B7C4D1E8' })).toBe(false);
    expect(isBeacon({ ...good, events: [] })).toBe(false);
    expect(isBeacon({ ...good, events: [{ ...good.events[0], route: '/billList?token=x' }] })).toBe(false);
    expect(isBeacon({ ...good, events: [{ ...good.events[0], remote: null }] })).toBe(false);
    expect(isBeacon({ ...good, events: [{ kind: 'error', source: 'root-boundary', message: 'call 13800138000', route: '/', remote: null, release: null, at: 1 }] })).toBe(false);
  });
});

describe('the runtime config setting', () => {
  it('is off when absent or malformed, and takes a same-origin endpoint and a rate in [0, 1]', () => {
    expect(telemetrySettingsOf(undefined)).toEqual({ endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 0 });
    expect(telemetrySettingsOf({ sampleRate: 2, endpoint: 'https://elsewhere.example.com/b' })).toEqual({ endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 0 });
    expect(telemetrySettingsOf({ sampleRate: 0.25, endpoint: '/t/b' })).toEqual({ endpoint: '/t/b', sampleRate: 0.25 });
    expect(telemetrySettingsOf({ sampleRate: 1, endpoint: '//evil.example.com/b' }).endpoint).toBe(DEFAULT_TELEMETRY_ENDPOINT);
  });

  it('is read by the host with the runtime config; an older config without it is accepted', async () => {
    const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));
    expect((await fetchRuntimeConfig(answer({ remotes: {} }), undefined)).telemetry).toEqual({ endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 0 });
    expect((await fetchRuntimeConfig(answer({ remotes: {}, telemetry: { endpoint: '/api/telemetry/beacon', sampleRate: 1 } }), undefined)).telemetry?.sampleRate).toBe(1);
  });

  it("names the remotes the host knows", () => {
    expect([...TELEMETRY_REMOTES]).toEqual([...REMOTE_NAMES]);
  });
});

describe('sampling', () => {
  it('rate 0 loads nothing and sends nothing; rate 1 sends', async () => {
    const off = await captureTelemetry({ ...ON, telemetry: { endpoint: DEFAULT_TELEMETRY_ENDPOINT, sampleRate: 0 } });
    reportError('root-boundary', new Error('boom'));
    noteRoute('/billList', 'repay', '/billList');
    hidePage();
    expect(off.load).not.toHaveBeenCalled();
    expect(off.sent).toEqual([]);

    const on = await captureTelemetry(ON);
    reportError('root-boundary', new Error('boom'));
    hidePage();
    expect(on.load).toHaveBeenCalledTimes(1);
    expect(errorsOf(on.sent)).toHaveLength(1);
  });

  it('a config without the setting is off', async () => {
    const { load, sent } = await captureTelemetry({ remotes: {} });
    reportError('root-boundary', new Error('boom'));
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('is decided once per session, by a random draw against the rate', () => {
    expect(isSampled(0.5, () => 0.7)).toBe(false);
    expect(window.sessionStorage.getItem(SAMPLED_KEY)).toBe('0');
    expect(isSampled(0.5, () => 0.1)).toBe(false);
    window.sessionStorage.clear();
    expect(isSampled(0.5, () => 0.1)).toBe(true);
    expect(isSampled(0.5, () => 0.9)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.99)).toBe(true);
  });
});

describe('batching and sending', () => {
  it('holds events until the page is hidden, then sends them in one beacon', async () => {
    const { sent, endpoints } = await captureTelemetry(ON);
    for (let i = 0; i < 3; i += 1) reportError('remote-boundary', new Error(`boom ${i}`), 'loan');
    expect(sent).toEqual([]);
    hidePage();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(3);
    expect(endpoints).toEqual([DEFAULT_TELEMETRY_ENDPOINT]);
    hidePage();
    expect(sent).toHaveLength(1);
  });

  it('sends on pagehide too', async () => {
    const { sent } = await captureTelemetry(ON);
    reportError('root-boundary', new Error('boom'));
    window.dispatchEvent(new Event('pagehide'));
    expect(errorsOf(sent)).toHaveLength(1);
  });

  it(`sends as soon as ${FLUSH_AT} wait, never more than ${MAX_EVENTS_PER_BEACON} in one beacon`, async () => {
    const { sent } = await captureTelemetry(ON);
    for (let i = 0; i < FLUSH_AT - 1; i += 1) reportError('root-boundary', new Error(`e${i}`));
    expect(sent).toEqual([]);
    reportError('root-boundary', new Error('last'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toHaveLength(FLUSH_AT);
    for (let i = 0; i < 130; i += 1) reportError('root-boundary', new Error(`e${i}`));
    hidePage();
    expect(sent.every((beacon) => beacon.events.length <= MAX_EVENTS_PER_BEACON)).toBe(true);
    expect(events(sent)).toHaveLength(FLUSH_AT + 130);
    for (const beacon of sent) expect(beaconProblem(beacon)).toBeNull();
  });

  it('keeps what was caught before the recorder loaded (at most a bounded number)', async () => {
    for (let i = 0; i < EARLY_LIMIT + 10; i += 1) reportError('unhandled-rejection', new Error(`early ${i}`));
    const sent: Beacon[] = [];
    await startTelemetry(Promise.resolve(ON), async () => ({ startRecorder: (c, w) => startRecorder(c, w, { send: (_e, json) => sent.push(JSON.parse(json) as Beacon), vitals: {} }) }), () => Promise.resolve());
    hidePage();
    expect(errorsOf(sent)).toHaveLength(EARLY_LIMIT);
  });

  it('sends a page left before load and idle: the recorder starts with the config, web-vitals only after idle', async () => {
    const sent: Beacon[] = [];
    let idle!: () => void;
    const none = () => undefined;
    const loadVitals = vi.fn(async () => ({ VITALS: { LCP: none, INP: none, CLS: none, TTFB: none } }));
    const started = startTelemetry(
      Promise.resolve(ON),
      async () => ({ startRecorder: (c, w) => startRecorder(c, w, { send: (_e, json) => sent.push(JSON.parse(json) as Beacon) }) }),
      () => new Promise<void>((resolve) => (idle = resolve)),
      loadVitals,
    );
    await vi.waitFor(() => expect(idle).toBeDefined());
    noteRoute('/billList', 'repay', '/billList');
    reportError('remote-boundary', new Error('boom'), 'repay');
    hidePage();
    expect(sent.flatMap((beacon) => beacon.events.map((event) => event.kind))).toEqual(['view', 'error']);
    expect(loadVitals).not.toHaveBeenCalled();
    idle();
    await started;
    expect(loadVitals).toHaveBeenCalledTimes(1);
  });

  it('uses sendBeacon with a text/plain Blob, and fetch with keepalive when sendBeacon is missing or refuses', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }));
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    sendBeacon('/api/telemetry/beacon', '{"v":1}');
    expect(beacon).toHaveBeenCalledWith('/api/telemetry/beacon', expect.any(Blob));
    const blob = (beacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(blob.type.toLowerCase()).toBe(BEACON_TYPE.toLowerCase());
    expect(await blob.text()).toBe('{"v":1}');
    expect(fetchSpy).not.toHaveBeenCalled();

    beacon.mockReturnValue(false);
    sendBeacon('/api/telemetry/beacon', '{"v":1}');
    expect(fetchSpy).toHaveBeenCalledWith('/api/telemetry/beacon', expect.objectContaining({ method: 'POST', keepalive: true, body: '{"v":1}' }));

    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    sendBeacon('/api/telemetry/beacon', '{"v":2}');
    expect(fetchSpy).toHaveBeenLastCalledWith('/api/telemetry/beacon', expect.objectContaining({ keepalive: true, body: '{"v":2}' }));
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  });

  it('never throws into the page: a failing send or fetch is swallowed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
      throw new Error('no network');
    });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => { throw new Error('no'); } });
    expect(() => sendBeacon('/b', '{}')).not.toThrow();
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    const { sent } = await captureTelemetry(ON, { send: () => { throw new Error('send failed'); } });
    expect(() => {
      reportError('root-boundary', new Error('boom'));
      hidePage();
    }).not.toThrow();
    expect(sent).toEqual([]);
  });
});

describe('the tags', () => {
  const nativeAndroid = (): HostInfo => detectHost('http://localhost/#/billList?APPSOURCE=1&APPVERSION=3.2.0_320', 'Mozilla/5.0 (Linux; Android 14)');

  it('every event names the route pattern, the remote and its pinned release, the device profile and the app version', async () => {
    let report: ((metric: Metric) => void) | undefined;
    const { sent } = await captureTelemetry(ON, {
      host: nativeAndroid(),
      vitals: { LCP: (r) => void (report = r), INP: () => undefined, CLS: () => undefined, TTFB: () => undefined },
    });
    noteRoute('/loanDetail/:orderNo', 'loan', '/loanDetail/202611290001');
    report!({ name: 'LCP', value: 1234.56 } as Metric);
    noteRoute('/billList', 'repay', '/billList');
    reportError('remote-boundary', new TypeError('x is undefined'), 'repay');
    noteRoute('/', 'host', '/');
    hidePage();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ v: 1, app: '3.2.0_320', device: 'app-android' });
    expect(sent[0]!.events).toEqual([
      { kind: 'view', route: '/loanDetail/:orderNo', remote: 'loan', release: 'r7', at: expect.any(Number) },
      { kind: 'vital', name: 'LCP', value: 1234.6, route: '/loanDetail/:orderNo', remote: 'loan', release: 'r7', at: expect.any(Number) },
      { kind: 'view', route: '/billList', remote: 'repay', release: 'r2', at: expect.any(Number) },
      { kind: 'error', source: 'remote-boundary', message: 'TypeError: x is undefined', route: '/billList', remote: 'repay', release: 'r2', at: expect.any(Number) },
      { kind: 'view', route: '/', remote: null, release: null, at: expect.any(Number) },
    ]);
    expect(isBeacon(sent[0])).toBe(true);
  });

  it('a plain browser is device "browser", app "web"; the session id is random, 16 characters, kept for the session', async () => {
    const first = await captureTelemetry(ON, { host: detectHost('http://localhost/', 'Mozilla/5.0 (X11; Linux x86_64)') });
    reportError('root-boundary', new Error('a'));
    hidePage();
    expect(first.sent[0]).toMatchObject({ app: 'web', device: 'browser' });
    expect(first.sent[0]!.session).toMatch(/^[a-z0-9]{16}$/);
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBe(first.sent[0]!.session);
    const again = await captureTelemetry(ON);
    reportError('root-boundary', new Error('b'));
    hidePage();
    expect(again.sent[0]!.session).toBe(first.sent[0]!.session);
    window.sessionStorage.clear();
    const other = await captureTelemetry(ON);
    reportError('root-boundary', new Error('c'));
    hidePage();
    expect(other.sent[0]!.session).not.toBe(first.sent[0]!.session);
  });

  it('takes the device and app from the detected host by default', async () => {
    initHost('http://localhost/#/?APPSOURCE=1&APPVERSION=3.5.0_103', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const { sent } = await captureTelemetry(ON, { host: undefined });
    reportError('root-boundary', new Error('a'));
    hidePage();
    expect(sent[0]).toMatchObject({ app: '3.5.0_103', device: 'app-ios' });
    initHost('http://localhost/', 'Mozilla/5.0');
  });

  it('one view per route, remote and release in a session, however often it is shown', async () => {
    const { sent } = await captureTelemetry(ON);
    for (const path of ['/billList', '/', '/billList', '/', '/billList']) noteRoute(path, path === '/' ? 'host' : 'repay', path);
    hidePage();
    expect(events(sent).map((e) => e.route)).toEqual(['/billList', '/']);
    // The next page load of the same session remembers them.
    const again = await captureTelemetry(ON);
    noteRoute('/billList', 'repay', '/billList');
    noteRoute('/newBorrowCash', 'loan', '/newBorrowCash');
    hidePage();
    expect(events(again.sent).map((e) => e.route)).toEqual(['/newBorrowCash']);
  });

  it('a path nothing matched yet takes the pattern and remote its route hints name, else the unmatched route', async () => {
    const { sent } = await captureTelemetry(ON);
    noteRoute(null, null, '/loanDetail/202611290001');
    reportError('remote-load', new Error('timed out after 10000 ms'), 'loan');
    noteRoute(null, null, '/13800138000');
    reportError('unhandled-rejection', new Error('boom'));
    hidePage();
    expect(errorsOf(sent).map(({ route, remote, release }) => ({ route, remote, release }))).toEqual([
      { route: '/loanDetail/:orderNo', remote: 'loan', release: 'r7' },
      { route: UNMATCHED_ROUTE, remote: null, release: null },
    ]);
  });

  it('vitals are tagged with the route where they are reported', async () => {
    const reporters: Partial<Record<VitalName, (metric: Metric) => void>> = {};
    const vitals = Object.fromEntries((['LCP', 'INP', 'CLS', 'TTFB'] as const).map((name) => [name, (r: (m: Metric) => void) => void (reporters[name] = r)]));
    const { sent } = await captureTelemetry(ON, { vitals });
    noteRoute('/newBorrowCash', 'loan', '/newBorrowCash');
    reporters.TTFB!({ value: 312.04 } as Metric);
    noteRoute('/billList', 'repay', '/billList');
    reporters.CLS!({ value: 0.012345 } as Metric);
    reporters.INP!({ value: 56 } as Metric);
    reporters.LCP!({ value: Number.NaN } as Metric);
    hidePage();
    expect(events(sent).filter((e) => e.kind === 'vital')).toEqual([
      expect.objectContaining({ name: 'TTFB', value: 312, route: '/newBorrowCash', remote: 'loan', release: 'r7' }),
      expect.objectContaining({ name: 'CLS', value: 0.0123, route: '/billList', remote: 'repay', release: 'r2' }),
      expect.objectContaining({ name: 'INP', value: 56, route: '/billList' }),
    ]);
  });
});

describe('every error source the shell catches reaches a beacon', () => {
  it('the root boundary, a remote boundary, a refused remote, an unhandled rejection and an uncaught error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sent } = await captureTelemetry(ON);
    noteRoute('/billList', 'repay', '/billList');
    const Throws = ({ what }: { what: string }) => {
      throw new Error(what);
    };
    render(<RootBoundary onRecover={() => undefined}><Throws what="shell broke" /></RootBoundary>);
    render(<RemoteBoundary owner="repay" onRetry={() => undefined} resetKey="/billList#0"><Throws what="page broke" /></RemoteBoundary>);
    reportRefused({ name: 'loan', version: 'r7' }, 'https://cdn.example.com/loan/r7/mf-manifest.json?sig=abc does not match its pinned integrity');
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody caught me') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('uncaught'), message: 'uncaught' }));
    hidePage();
    const errors = errorsOf(sent);
    expect(errors.map((e) => e.kind === 'error' && [e.source, e.remote, e.release])).toEqual([
      ['root-boundary', 'repay', 'r2'],
      ['remote-boundary', 'repay', 'r2'],
      ['remote-refused', 'loan', 'r7'],
      ['unhandled-rejection', 'repay', 'r2'],
      ['unhandled-rejection', 'repay', 'r2'],
    ]);
    expect(errors.map((e) => e.kind === 'error' && e.message)).toEqual([
      'Error: shell broke',
      'Error: page broke',
      'remoteIntegrity refused: https://cdn.example.com/loan/r7/mf-manifest.json does not match its pinned integrity',
      'Error: nobody caught me',
      'RangeError: uncaught',
    ]);
    for (const beacon of sent) expect(beaconProblem(beacon)).toBeNull();
  });
});

describe('scrubbing', () => {
  it('an error naming a phone, an ID number, a card, a URL with a token, an amount and a name leaves none of them', async () => {
    const { sent } = await captureTelemetry(ON);
    noteRoute('/billList', 'repay', '/billList');
    const error = new Error(
      '张三 13800138000 id 11010519491231002X card 6222 0212 3456 7890 and 6222021234567890123 ' +
        'GET https://h5.example.com/api/repay/confirm?token=abcdef0123456789abcdef&amount=1234.56#/x failed; ' +
        '/api/x?token=zz9 amount 1,234.56 or ¥88.00 or 300元 Bearer eyJhbGciOiJIUzI1NiJ9x token=secret123',
    );
    reportError('remote-boundary', error, 'repay');
    hidePage();
    const [event] = errorsOf(sent);
    const message = event!.kind === 'error' ? event!.message : '';
    for (const secret of ['张三', '13800138000', '11010519491231002X', '0212', '3456', '7890', '6222021234567890123', 'abcdef0123456789abcdef', 'token=abc', '1234.56', '1,234.56', '88.00', '300', 'eyJhbGciOiJIUzI1NiJ9x', 'secret123', 'zz9']) {
      expect(message, secret).not.toContain(secret);
    }
    expect(message).toContain('https://h5.example.com/api/repay/confirm');
    expect(message).not.toMatch(/[?]/);
    expect(message.length).toBeLessThanOrEqual(200);
    expect(beaconProblem(sent[0])).toBeNull();
  });

  it('cuts a long message to 200 characters and never serialises a non-error object', () => {
    expect(scrubMessage(new Error('x'.repeat(1000)))).toHaveLength(200);
    expect(scrubMessage({ mobile: '13800138000', name: '张三' })).toBe('non-error object');
    expect(scrubMessage({ name: 'AxiosError', message: 'Request failed with status code 500' })).toBe('AxiosError: Request failed with status code 500');
    expect(scrubMessage('user a@b.example.com failed')).toBe('user #@# failed');
    expect(scrubMessage(undefined)).toBe('undefined');
  });
});
