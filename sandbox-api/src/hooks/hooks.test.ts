import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared/api';
import { DEMO_USER } from '../seed';
import { buildServer } from '../server';
import { startTestServer, type TestServer } from '../test/helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sandbox-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const smsHook = API_PATHS.sandbox.sms.replace(':mobile', DEMO_USER.mobile);

describe('the test hooks are off unless a caller turns them on', () => {
  it('buildServer without the option serves no hook', async () => {
    const app = await buildServer({ dbPath: join(dir, 'default.db'), scryptCost: 1024 });
    try {
      expect((await app.inject({ method: 'GET', url: smsHook })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: API_PATHS.sandbox.reset })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, payload: { days: 1 } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('the CLI entry without SANDBOX_HOOKS=1 serves no hook', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SANDBOX_DB: join(dir, 'cli.db'), SANDBOX_SCRYPT_COST: '1024' };
    delete env.SANDBOX_HOOKS;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += String(chunk);
          const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.on('exit', (code) => reject(new Error(`sandbox exited ${code}: ${out}`)));
      });
      expect((await fetch(base + smsHook)).status).toBe(404);
      expect((await fetch(base + API_PATHS.sandbox.reset, { method: 'POST' })).status).toBe(404);
      // The API itself is there.
      expect((await fetch(base + API_PATHS.meta.openapi)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('the test hooks answer the test tools only, never a page of another site (hooks/guard.ts)', () => {
  const json = { 'content-type': 'application/json' };
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const balanceOf = async (token: string) => (await s.post<{ totalMoney: number }>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data!.totalMoney;
  const clockOffset = async () => (await s.hook<{ offsetDays: number }>(API_PATHS.sandbox.clock, { days: 0 })).data!.offsetDays;

  it.each([
    ['urlencoded (a plain HTML form)', 'application/x-www-form-urlencoded', (mobile: string) => `mobile=${mobile}&amountFen=2000`],
    ['multipart (a form with enctype multipart)', 'multipart/form-data; boundary=x', (mobile: string) => `--x\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n${mobile}\r\n--x--\r\n`],
    ['text/plain holding JSON (a form with enctype text/plain)', 'text/plain', (mobile: string) => JSON.stringify({ mobile, amountFen: 2000 })],
  ])('refuses a %s body with 415, and credits nothing', async (_label, type, bodyOf) => {
    const u = await s.register();
    const before = await balanceOf(u.token);
    const res = await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.reward, headers: { 'content-type': type }, payload: bodyOf(u.mobile) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 1004 });
    expect(await balanceOf(u.token)).toBe(before);
  });

  it('refuses a body without a Content-Type', async () => {
    const res = await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, payload: Buffer.from('{"days":1}') });
    expect(res.statusCode).toBe(415);
    expect(await clockOffset()).toBe(0);
  });

  it.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null (a sandboxed frame, a file)', { origin: 'null' }],
    ['Origin of the host app at another port', { origin: 'http://localhost:8081' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a browser request with %s (403), even as JSON, and changes nothing', async (_label, headers) => {
    const res = await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, headers: { ...json, ...headers }, payload: { days: 1 } });
    expect(res.statusCode).toBe(403);
    const sms = await s.app.inject({ method: 'GET', url: smsHook, headers });
    expect(sms.statusCode).toBe(403);
    expect(sms.body).not.toMatch(/"code"/);
    expect(await clockOffset()).toBe(0);
  });

  it.each(['evil.example', 'evil.example:8090', 'localhost.evil.example'])('refuses a request for Host %s (a rebound DNS name reaching the sandbox\'s port) with 421', async (host) => {
    await s.sendSms(DEMO_USER.mobile, 'login');
    const sms = await s.app.inject({ method: 'GET', url: smsHook, headers: { host, 'sec-fetch-site': 'same-origin' } });
    expect(sms.statusCode).toBe(421);
    expect(sms.body).not.toMatch(/"code"/);
  });

  it('answers the tools: JSON without Origin (Playwright\'s request API, the e2e fixtures), the host app\'s origin, same-origin and typed-in requests', async () => {
    expect((await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, headers: json, payload: { days: 1 } })).json()).toMatchObject({ status: 1, data: { offsetDays: 1 } });
    const asHostApp = { ...json, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' };
    expect((await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, headers: asHostApp, payload: { days: 1 } })).json()).toMatchObject({ status: 1 });
    expect((await s.app.inject({ method: 'GET', url: smsHook, headers: { host: '127.0.0.1:8090', 'sec-fetch-site': 'none' } })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: smsHook, headers: { host: '[::1]:8090' } })).statusCode).toBe(200);
    // A body-less POST (the reset) needs no Content-Type.
    expect((await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.reset })).json()).toMatchObject({ status: 1 });
  });

  it('guards a hook reached through an escaped path too', async () => {
    const before = await clockOffset();
    const res = await s.app.inject({ method: 'POST', url: '/api/%5F%5Fsandbox/clock', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'days=1' });
    expect(res.statusCode).toBe(415);
    expect(await clockOffset()).toBe(before);
  });

  it('leaves the API itself as it was: a form post to a call that is no hook is served', async () => {
    const res = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' }, payload: `mobile=${DEMO_USER.mobile}&password=${DEMO_USER.password}` });
    expect(res.json()).toMatchObject({ status: 1 });
  });
});
