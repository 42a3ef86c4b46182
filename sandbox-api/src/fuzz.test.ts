import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS } from '@credit/shared/api';
import { DEMO_USER } from './seed';
import { hookRoutes } from './hooks/routes';
import type { RouteDef } from './lib/route';
import { API_ROUTES } from './server';
import { TELEMETRY_PATHS } from './domains/telemetry';
import { startTestServer, type TestServer } from './test/helpers';

/** Malformed, oversized and injection-looking values. */
const NASTY = [
  '', ' ', '\t\n', 'a'.repeat(5000), "' OR '1'='1' --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../../etc/passwd',
  '\u0000', '%00', '１３８００１３８０００', '-1', '0', '1e309', '9999999999999999', 'NaN', 'null', 'undefined', '{"$gt":""}', '__proto__', '🙂'.repeat(40),
  '13800138000', '11010519491231002X', '6222020200112233445', '123456', 'Demo1234', 'http://localhost/x', 'javascript:alert(1)',
];

const fieldsOf = (r: RouteDef): string[] => {
  const schema = z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
};

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Every answer is a well-formed envelope below HTTP 500, never the catch-all status 0. */
function expectSane(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string): void {
  expect(res.statusCode, label).toBeLessThan(500);
  if (String(res.headers['content-type']).includes('application/json')) {
    const body = JSON.parse(res.body) as { status: unknown };
    expect(typeof body.status, label).toBe('number');
    expect(body.status, label).not.toBe(0);
  }
  expect(res.body, label).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

const routes = [...API_ROUTES, ...hookRoutes.filter((r) => r.path !== API_PATHS.sandbox.reset)];

describe('fuzz: no endpoint answers a 500', () => {
  for (const r of routes) {
    it(`${r.method ?? 'POST'} ${r.path}`, async () => {
      token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
      const send = async (payload: string, contentType = 'application/x-www-form-urlencoded', label = payload.slice(0, 40)) => {
        const url = r.method === 'GET' ? r.path.replace(':mobile', encodeURIComponent(payload.slice(0, 200)) || 'x') : r.path;
        const res = await s.app.inject({ method: r.method ?? 'POST', url, headers: { 'content-type': contentType, token }, payload: r.method === 'GET' ? undefined : payload });
        expectSane(res, `${r.path} ${label}`);
      };
      const fields = fieldsOf(r);
      await send('');
      for (const value of NASTY) {
        const all = new URLSearchParams();
        for (const f of fields) {
          await send(new URLSearchParams({ [f]: value }).toString(), undefined, `${f}=${value.slice(0, 20)}`);
          all.set(f, value);
        }
        await send(all.toString(), undefined, `all=${value.slice(0, 20)}`);
      }
      for (const f of fields) {
        await send(`${f}=1&${f}=2`);
        await send(JSON.stringify({ [f]: { nested: true } }), 'application/json');
        await send(JSON.stringify({ [f]: [1, 2] }), 'application/json');
        await send(JSON.stringify({ [f]: 12345678901 }), 'application/json');
      }
      for (const raw of ['"str"', '[1,2]', 'null', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '{bad json']) {
        await send(raw, 'application/json');
      }
      await send('x'.repeat(40_000));
      await send('%E0%A4%A=&&==&', undefined, 'broken encoding');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});

/** The field-data collector's two routes, outside the envelope (domains/telemetry): no 500 either, and only 204, 400 or 413 for a beacon. */
describe('fuzz: the telemetry routes answer no 500', () => {
  const event = { kind: 'error', source: 'remote-boundary', message: 'TypeError: x', route: '/billList', remote: 'repay', release: 'r2', at: 1 };
  const good = { v: 1, session: 'k3j9x0a2b7c4d1e8', app: 'web', device: 'browser', events: [event] };

  it(`POST ${TELEMETRY_PATHS.beacon}`, async () => {
    const send = async (payload: string, label: string) => {
      for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
        const res = await s.app.inject({ method: 'POST', url: TELEMETRY_PATHS.beacon, headers: { 'content-type': type }, payload });
        expectSane(res, `${label} (${type})`);
        expect([204, 400, 413], `${label} (${type})`).toContain(res.statusCode);
      }
    };
    for (const value of [...NASTY, 1e308, -0, [], {}, null, true]) {
      for (const key of Object.keys(good)) await send(JSON.stringify({ ...good, [key]: value }), `${key}=${String(value).slice(0, 20)}`);
      for (const key of Object.keys(event)) await send(JSON.stringify({ ...good, events: [{ ...event, [key]: value }] }), `events[0].${key}=${String(value).slice(0, 20)}`);
    }
    for (const raw of ['', '"str"', '[1,2]', 'null', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', '{bad json', 'x'.repeat(40_000), JSON.stringify({ ...good, events: Array(10_000).fill(0) })]) {
      await send(raw, raw.slice(0, 20));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`GET ${TELEMETRY_PATHS.releases}`, async () => {
    for (const value of NASTY) {
      const res = await s.app.inject({ method: 'GET', url: `${TELEMETRY_PATHS.releases}?remote=${encodeURIComponent(value)}&${encodeURIComponent(value)}=1` });
      expectSane(res, value.slice(0, 20));
      expect(res.statusCode).toBe(400);
    }
  });
});
