import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, startTestServer, type TestServer } from '../../test/helpers';
import { BEACON_BODY_LIMIT, BEACON_MAX_EVENTS, FIELD_EVENTS_MAX_ROWS, FIELD_EVENTS_RETENTION_MS, METRIC_VALUES_MAX, TELEMETRY_PATHS } from './limits';
import type { RemoteHealth } from './releases';

let s: TestServer;
/** The server of the refusals, started once for them (nothing is stored by any). */
let shared: TestServer | undefined;
afterEach(async () => {
  if (s !== shared) await s?.close();
});

const SESSION = 'k3j9x0a2b7c4d1e8';
const where = { route: '/billList', remote: 'repay', release: 'r2', at: 1764432000000 };
const view = (over: Record<string, unknown> = {}) => ({ kind: 'view', ...where, ...over });
const vital = (name: string, value: number, over: Record<string, unknown> = {}) => ({ kind: 'vital', name, value, ...where, ...over });
const error = (over: Record<string, unknown> = {}) => ({ kind: 'error', source: 'remote-boundary', message: 'TypeError: x is undefined', ...where, ...over });
const beacon = (events: unknown[] = [view()], over: Record<string, unknown> = {}) => ({ v: 1, session: SESSION, app: '3.2.0_320', device: 'app-android', events, ...over });

/** What navigator.sendBeacon sends: a Blob of type text/plain;charset=UTF-8 holding JSON, no header of ours. */
const send = (body: unknown, contentType = 'text/plain;charset=UTF-8', headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: TELEMETRY_PATHS.beacon, headers: { 'content-type': contentType, ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

const read = async (remote: string) => {
  const res = await s.app.inject({ method: 'GET', url: `${TELEMETRY_PATHS.releases}?remote=${remote}` });
  expect(res.statusCode).toBe(200);
  return res.json() as RemoteHealth;
};

const rows = (columns = '*'): Record<string, unknown>[] => {
  const db = new Database(s.dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT ${columns} FROM field_events ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

describe('the beacon', () => {
  it('is taken as sendBeacon sends it (text/plain), and as JSON, with no session: 204 and every event stored', async () => {
    s = await startTestServer({ hooks: false });
    const sent = await send(beacon([view(), vital('LCP', 1234.5), error({ remote: null, release: null, route: '/home', source: 'root-boundary' })]));
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    expect((await send(beacon([vital('CLS', 0.01)]), 'application/json')).statusCode).toBe(204);
    const stored = rows('received_at, session, app, device, kind, name, value, route, remote, release, source, message');
    const at = Date.UTC(2026, 0, 15, 2, 0, 0);
    const common = { received_at: at, session: SESSION, app: '3.2.0_320', device: 'app-android' };
    expect(stored).toEqual([
      { ...common, kind: 'view', name: null, value: null, route: '/billList', remote: 'repay', release: 'r2', source: null, message: null },
      { ...common, kind: 'vital', name: 'LCP', value: 1234.5, route: '/billList', remote: 'repay', release: 'r2', source: null, message: null },
      { ...common, kind: 'error', name: null, value: null, route: '/home', remote: null, release: null, source: 'root-boundary', message: 'TypeError: x is undefined' },
      { ...common, kind: 'vital', name: 'CLS', value: 0.01, route: '/billList', remote: 'repay', release: 'r2', source: null, message: null },
    ]);
  });

  it('passes the global hooks a plain browser meets: a foreign Origin, Sec-Fetch-Site, a token, an odd clock, no Idempotency-Key', async () => {
    s = await startTestServer();
    const browser = { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', t: '1', token: 'not-a-session' };
    expect((await send(beacon(), 'text/plain;charset=UTF-8', browser)).statusCode).toBe(204);
    expect(rows()).toHaveLength(1);
  });

  it('stores no address, user agent or cookie, and logs none', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    s = await startTestServer({ logger: true, logStream, trustProxy: '127.0.0.1' });
    const marks = { 'user-agent': 'Mozilla/5.0 UA-MARK-4711', 'x-forwarded-for': '203.0.113.77', cookie: 'sid=COOKIE-MARK-4711' };
    expect((await send(beacon(), 'text/plain;charset=UTF-8', marks)).statusCode).toBe(204);
    const stored = JSON.stringify(rows());
    for (const mark of ['UA-MARK', '203.0.113.77', 'COOKIE-MARK', '127.0.0.1']) {
      expect(stored).not.toContain(mark);
      expect(log).not.toContain(mark);
    }
    expect(Object.keys(rows()[0]!)).toEqual(['id', 'received_at', 'session', 'app', 'device', 'kind', 'name', 'value', 'route', 'remote', 'release', 'source', 'message']);
  });

  it(`takes ${BEACON_MAX_EVENTS} events of the longest fields within BEACON_BODY_LIMIT`, async () => {
    s = await startTestServer();
    const longest = error({ route: `/${'r'.repeat(80)}`, release: 'v'.repeat(40), message: 'E'.repeat(200) });
    const body = JSON.stringify(beacon(Array.from({ length: BEACON_MAX_EVENTS }, () => longest), { app: 'a'.repeat(32), device: 'd'.repeat(32) }));
    expect(body.length).toBeGreaterThan(20_000);
    expect(body.length).toBeLessThan(BEACON_BODY_LIMIT);
    expect((await send(body)).statusCode).toBe(204);
    expect(rows()).toHaveLength(BEACON_MAX_EVENTS);
  });
});

describe('the beacon is refused, with nothing stored', () => {
  const refusals: [string, unknown][] = [
    ['not JSON', '{"v":1,'],
    ['a JSON array', [beacon()]],
    ['an unknown top-level key', { ...beacon(), userId: 7 }],
    ['a __proto__ key', `{"__proto__":{"polluted":1},${JSON.stringify(beacon()).slice(1)}`],
    ['another version', beacon(undefined, { v: 2 })],
    ['a session of another shape', beacon(undefined, { session: 'K3J9X0A2B7C4D1E8' })],
    ['a session too long', beacon(undefined, { session: `${SESSION}a` })],
    ['an app version too long', beacon(undefined, { app: 'a'.repeat(33) })],
    ['an app version of other characters', beacon(undefined, { app: '3.2.0 320' })],
    ['a device with a slash', beacon(undefined, { device: 'app/android' })],
    ['no events', beacon([])],
    [`more than ${BEACON_MAX_EVENTS} events`, beacon(Array.from({ length: BEACON_MAX_EVENTS + 1 }, () => view()))],
    ['an unknown event key', beacon([view({ phone: '138' })])],
    ['an unknown kind', beacon([view({ kind: 'click' })])],
    ['an unknown metric name', beacon([vital('FID', 12)])],
    ['a negative value', beacon([vital('LCP', -1)])],
    ['a value that is no number', beacon([vital('LCP', 0, { value: '1200' })])],
    ['an infinite value (1e999)', `${JSON.stringify(beacon([vital('LCP', 1)])).replace('"value":1', '"value":1e999')}`],
    ['a vital without its value', beacon([{ kind: 'vital', name: 'LCP', ...where }])],
    ['an unknown error source', beacon([error({ source: 'console' })])],
    ['a message over 200 characters', beacon([error({ message: 'E'.repeat(201) })])],
    ['an empty message', beacon([error({ message: '' })])],
    ['a message with a run of 4 digits', beacon([error({ message: 'Error: card 6222 failed' })])],
    ['a message with a URL query', beacon([error({ message: 'Error: GET https://h5.example.com/api/x?token=abc failed' })])],
    ['a route without its slash', beacon([view({ route: 'billList' })])],
    ['a route with a query', beacon([view({ route: '/billList?id=1' })])],
    ['a route over 81 characters', beacon([view({ route: `/${'r'.repeat(81)}` })])],
    ['an unknown remote', beacon([view({ remote: 'host' })])],
    ['a release over 40 characters', beacon([view({ release: 'v'.repeat(41) })])],
    ['a release of other characters', beacon([view({ release: 'r2+build' })])],
    ['a remote without its release', beacon([view({ release: null })])],
    ['a release on a host route', beacon([view({ remote: null })])],
    ['a negative at', beacon([view({ at: -1 })])],
    ['a missing at', beacon([{ kind: 'view', route: '/billList', remote: 'repay', release: 'r2' }])],
    ['one bad event among good ones', beacon([view(), vital('LCP', 1), error({ source: 'nope' })])],
  ];

  beforeAll(async () => {
    shared = await startTestServer();
  });
  afterAll(async () => {
    await shared?.close();
    shared = undefined;
  });

  it.each(refusals)('400 for %s', async (_label, body) => {
    s = shared!;
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      const res = await send(body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toMatchObject({ status: expect.any(Number), data: null });
    }
    expect(rows()).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('each refusal above is of a beacon that differs from an accepted one by that rule alone', async () => {
    s = await startTestServer();
    expect((await send(beacon([view(), vital('LCP', 1), error()]))).statusCode).toBe(204);
  });

  it.each([
    ['a form (urlencoded)', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['XML', 'application/xml'],
  ])('415 for %s, unread', async (_label, type) => {
    s = shared!;
    expect((await send(beacon(), type)).statusCode).toBe(415);
    expect(rows()).toEqual([]);
  });

  it('415 without a content type', async () => {
    s = shared!;
    const res = await s.app.inject({ method: 'POST', url: TELEMETRY_PATHS.beacon, payload: Buffer.from(JSON.stringify(beacon())) });
    expect(res.statusCode).toBe(415);
    expect(rows()).toEqual([]);
  });

  it(`413 for a body over BEACON_BODY_LIMIT (${BEACON_BODY_LIMIT} bytes), whatever it holds`, async () => {
    expect(BEACON_BODY_LIMIT).toBe(32 * 1024);
    s = shared!;
    const padded = JSON.stringify(beacon()).replace('"v":1', `"v":1${' '.repeat(BEACON_BODY_LIMIT)}`);
    expect(JSON.parse(padded)).toEqual(beacon());
    expect((await send(padded)).statusCode).toBe(413);
    expect((await send(padded, 'application/json')).statusCode).toBe(413);
    expect(rows()).toEqual([]);
  });
});

describe('storage limits', () => {
  it(`keeps rows FIELD_EVENTS_RETENTION_MS (${FIELD_EVENTS_RETENTION_MS / DAY_MS} days) by the sandbox's clock, no longer`, async () => {
    expect(FIELD_EVENTS_RETENTION_MS).toBe(30 * DAY_MS);
    s = await startTestServer();
    expect((await send(beacon([view({ release: 'old' })]))).statusCode).toBe(204);
    s.tick(FIELD_EVENTS_RETENTION_MS);
    // Exactly the retention old: kept.
    expect((await read('repay')).releases.map((r) => r.release)).toEqual(['old']);
    s.tick(1);
    expect((await read('repay')).releases).toEqual([]);
    expect(rows()).toEqual([]);
  });

  it('follows the business clock the clock hook moves', async () => {
    s = await startTestServer();
    expect((await send(beacon([view({ release: 'old' })]))).statusCode).toBe(204);
    await s.hook('/api/__sandbox/clock', { days: FIELD_EVENTS_RETENTION_MS / DAY_MS + 1 });
    expect((await send(beacon([view({ release: 'new' })]))).statusCode).toBe(204);
    expect(rows('release')).toEqual([{ release: 'new' }]);
  });

  it(`keeps at most FIELD_EVENTS_MAX_ROWS (${FIELD_EVENTS_MAX_ROWS}) rows, the oldest deleted first`, async () => {
    expect(FIELD_EVENTS_MAX_ROWS).toBe(200_000);
    s = await startTestServer();
    const at = Date.UTC(2026, 0, 15, 2, 0, 0);
    const db = new Database(s.dbPath);
    const insert = db.prepare(`INSERT INTO field_events (received_at, session, app, device, kind, route, remote, release) VALUES (?, ?, 'web', 'browser', 'view', '/billList', 'repay', ?)`);
    db.transaction(() => {
      for (let i = 0; i < FIELD_EVENTS_MAX_ROWS; i++) insert.run(at, `s${String(i).padStart(15, '0')}`, i < 3 ? 'first' : 'rest');
    })();
    db.close();
    expect((await send(beacon([view({ release: 'newest' }), view({ release: 'newest' })]))).statusCode).toBe(204);
    const left = new Database(s.dbPath, { readonly: true });
    const count = (release: string) => (left.prepare('SELECT COUNT(*) AS n FROM field_events WHERE release = ?').get(release) as { n: number }).n;
    expect((left.prepare('SELECT COUNT(*) AS n FROM field_events').get() as { n: number }).n).toBe(FIELD_EVENTS_MAX_ROWS);
    expect([count('first'), count('newest'), count('rest')]).toEqual([1, 2, FIELD_EVENTS_MAX_ROWS - 3]);
    // The one of the first three kept is the newest of them.
    expect(left.prepare(`SELECT session FROM field_events WHERE release = 'first'`).get()).toEqual({ session: `s${'2'.padStart(15, '0')}` });
    left.close();
  }, 60_000);

  it('is emptied by the reset hook', async () => {
    s = await startTestServer();
    await send(beacon());
    await s.hook('/api/__sandbox/reset');
    expect(rows()).toEqual([]);
  });
});

describe("the owner's read", () => {
  const other = 'a1b2c3d4e5f6g7h8';
  const third = 'zzzzzzzzzzzzzzzz';

  it('counts each session once per release and per route, however many events and beacons it sent', async () => {
    s = await startTestServer();
    await send(beacon([view({ release: 'r1' }), vital('LCP', 1500, { release: 'r1' })]));
    s.tick(1000);
    await send(beacon([view(), vital('LCP', 1300), vital('LCP', 1200), vital('INP', 56), error()]));
    s.tick(1000);
    await send(beacon([view(), view({ route: '/cashier_desk' }), vital('INP', 40), vital('CLS', 0.01), vital('TTFB', 300), error(), error({ route: '/cashier_desk', source: 'remote-load' })]));
    s.tick(1000);
    await send(beacon([view(), vital('LCP', 900)], { session: other }));
    await send(beacon([view({ route: '/cashier_desk' })], { session: third }));
    const t0 = Date.UTC(2026, 0, 15, 2, 0, 0);
    expect(await read('repay')).toEqual({
      remote: 'repay',
      releases: [
        {
          release: 'r1', firstSeen: t0, lastSeen: t0, sessions: 1, sessionsWithError: 0, errors: 0,
          routes: { '/billList': { sessions: 1, errors: 0, LCP: [1500], INP: [], CLS: [], TTFB: [] } },
        },
        {
          release: 'r2', firstSeen: t0 + 1000, lastSeen: t0 + 3000, sessions: 3, sessionsWithError: 1, errors: 3,
          routes: {
            '/billList': { sessions: 2, errors: 2, LCP: [900, 1200, 1300], INP: [40, 56], CLS: [0.01], TTFB: [300] },
            '/cashier_desk': { sessions: 2, errors: 1, LCP: [], INP: [], CLS: [], TTFB: [] },
          },
        },
      ],
    });
  });

  it('lists releases by firstSeen, whatever their names', async () => {
    s = await startTestServer();
    for (const release of ['r9', 'r10', 'a1']) {
      await send(beacon([view({ release })]));
      s.tick(10);
    }
    await send(beacon([view({ release: 'r9' })]));
    expect((await read('repay')).releases.map((r) => r.release)).toEqual(['r9', 'r10', 'a1']);
  });

  it("leaves out other remotes' events and the host's own routes", async () => {
    s = await startTestServer();
    await send(beacon([view(), view({ remote: 'loan', release: 'L1', route: '/newBorrowCash' }), error({ remote: null, release: null, route: '/home' })]));
    expect((await read('repay')).releases.map((r) => [r.release, Object.keys(r.routes), r.errors])).toEqual([['r2', ['/billList'], 0]]);
    expect((await read('loan')).releases.map((r) => [r.release, Object.keys(r.routes)])).toEqual([['L1', ['/newBorrowCash']]]);
    expect(await read('market')).toEqual({ remote: 'market', releases: [] });
  });

  it(`keeps the newest METRIC_VALUES_MAX (${METRIC_VALUES_MAX}) values of a route's metric, sorted ascending`, async () => {
    expect(METRIC_VALUES_MAX).toBe(5000);
    s = await startTestServer();
    // 5,050 LCP values: 50 old large ones, then 5,000 newer, in descending order.
    const values = [...Array.from({ length: 50 }, (_, i) => 100_000 + i), ...Array.from({ length: METRIC_VALUES_MAX }, (_, i) => METRIC_VALUES_MAX - i)];
    for (let i = 0; i < values.length; i += BEACON_MAX_EVENTS) {
      expect((await send(beacon(values.slice(i, i + BEACON_MAX_EVENTS).map((v) => vital('LCP', v))))).statusCode).toBe(204);
    }
    const lcp = (await read('repay')).releases[0]!.routes['/billList']!.LCP;
    expect(lcp).toHaveLength(METRIC_VALUES_MAX);
    expect(lcp[0]).toBe(1);
    expect(lcp.at(-1)).toBe(METRIC_VALUES_MAX);
  }, 60_000);

  it('refuses an unknown or missing remote, and a second one', async () => {
    s = await startTestServer();
    for (const query of ['', '?remote=host', '?remote=', '?remote=repay&remote=loan', '?remote=repay&x=1']) {
      expect((await s.app.inject({ method: 'GET', url: `${TELEMETRY_PATHS.releases}${query}` })).statusCode, query).toBe(400);
    }
  });

  it('answers the sandbox port only: 404 through a proxy, 421 to a host name that is neither loopback nor an address', async () => {
    s = await startTestServer();
    const get = (headers: Record<string, string>) => s.app.inject({ method: 'GET', url: `${TELEMETRY_PATHS.releases}?remote=repay`, headers });
    expect((await get({ host: '127.0.0.1:8090' })).statusCode).toBe(200);
    expect((await get({ host: 'localhost:8090' })).statusCode).toBe(200);
    expect((await get({ host: '10.224.24.3:8090' })).statusCode).toBe(200);
    expect((await get({ host: '[::1]:8090' })).statusCode).toBe(200);
    expect((await get({ host: '127.0.0.1:8090', 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await get({ host: 'evil.example:8090' })).statusCode).toBe(421);
    expect((await get({ host: 'localhost.evil.example' })).statusCode).toBe(421);
  });

  // A dot segment after /api/ through the public origin: scripts/serve.test.ts (raw HTTP; inject resolves dot segments itself).
  it('is not under /api, and /api/__owner/ is nothing', async () => {
    s = await startTestServer();
    expect(TELEMETRY_PATHS.releases.startsWith('/api/')).toBe(false);
    expect((await s.app.inject({ method: 'GET', url: '/api/__owner/telemetry/releases?remote=repay' })).statusCode).toBe(404);
  });
});
