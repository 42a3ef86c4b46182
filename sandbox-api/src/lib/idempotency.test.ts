import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type LoginData, type LoginRedirectData } from '@credit/shared/api';
import { DEMO_USER } from '../seed';
import { nextMobile, startTestServer, type TestServer } from '../test/helpers';
import { sessions } from '../domains/account';
import { sha256 } from './crypto';
import { PORTS } from '../ports';

let s: TestServer;
afterEach(() => s?.close());

const LEASE_MS = 30_000;
const info = (token: string) => s.post(API_PATHS.customer.info, {}, { token });

/** Every stored answer, as text. */
function storedAnswers(): string {
  const db = new Database(s.dbPath, { readonly: true });
  const rows = db.prepare('SELECT response FROM idempotency').all() as { response: string | null }[];
  db.close();
  return rows.map((r) => r.response ?? '').join('\n');
}

describe('idempotency keys of requests that never finished', () => {
  it('a claim left by a request that died is taken over after the 30 s lease; the retry succeeds', async () => {
    s = await startTestServer();
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    const key = 'regist-crashed-0001';
    const body = { mobile, password: 'Passw0rd', code };
    // The row a regist with this key leaves when its process is killed before it answers: claimed, no answer.
    const claimedAt = Date.UTC(2026, 0, 15, 2, 0, 0); // the test server's wall clock, not moved yet
    const write = new Database(s.dbPath);
    write
      .prepare('INSERT INTO idempotency (scope, key, path, request_hash, response, created_at) VALUES (?, ?, ?, ?, NULL, ?)')
      .run('guest', key, API_PATHS.account.regist, sha256(`${API_PATHS.account.regist}\n${JSON.stringify(body)}`), claimedAt);
    write.close();
    const headers = { 'Idempotency-Key': key };
    // Within the lease the request may still be running somewhere: a repeat is refused.
    expect((await s.post(API_PATHS.account.regist, body, { headers })).status).toBe(1006);
    s.tick(LEASE_MS);
    const retried = await s.post<LoginData>(API_PATHS.account.regist, body, { headers });
    expect(retried.status).toBe(1);
    expect((await info(retried.data!.token)).status).toBe(1);
  });
});

describe('stored answers never hold a session token in clear', () => {
  it('regist: the stored answer keeps a hash; a replay carries a fresh token of the same session, the lost one ends', async () => {
    s = await startTestServer();
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    const headers = { 'Idempotency-Key': 'regist-replay-0001' };
    const body = { mobile, password: 'Passw0rd', code };
    const first = await s.post<LoginData>(API_PATHS.account.regist, body, { headers });
    expect(first.status).toBe(1);
    expect(storedAnswers()).not.toContain(first.data!.token);
    const replay = await s.post<LoginData>(API_PATHS.account.regist, body, { headers });
    expect(replay).toEqual({ ...first, data: { ...first.data, token: expect.any(String) } });
    expect(replay.data!.token).not.toBe(first.data!.token);
    expect(storedAnswers()).not.toContain(replay.data!.token);
    expect((await info(replay.data!.token)).status).toBe(1);
    expect((await info(first.data!.token)).status).toBe(1008);
    // Once that session is logged out, the key no longer logs anyone in.
    expect((await s.post(API_PATHS.account.logout, {}, { token: replay.data!.token })).status).toBe(1);
    expect((await s.post(API_PATHS.account.regist, body, { headers })).status).toBe(1008);
  });

  it('password login with a key: same; the stored request hash is keyed, not a plain hash of the body (it holds the password)', async () => {
    s = await startTestServer();
    const headers = { 'Idempotency-Key': 'login-replay-0001' };
    const body = { mobile: DEMO_USER.mobile, password: DEMO_USER.password };
    const first = await s.post<LoginData>(API_PATHS.account.login, body, { headers });
    expect(storedAnswers()).not.toContain(first.data!.token);
    const db = new Database(s.dbPath, { readonly: true });
    const stored = (db.prepare('SELECT request_hash FROM idempotency WHERE key = ?').get(headers['Idempotency-Key']) as { request_hash: string }).request_hash;
    db.close();
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(sha256(`${API_PATHS.account.login}\n${JSON.stringify(body)}`));
    const replay = await s.post<LoginData>(API_PATHS.account.login, body, { headers });
    expect(replay.status).toBe(1);
    expect((await info(replay.data!.token)).status).toBe(1);
  });

  it('LoginRedirect (its URL carries the token) is never stored', async () => {
    s = await startTestServer();
    const token = (await s.post<LoginData>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
    const headers = { 'Idempotency-Key': 'redirect-0001' };
    const res = await s.post<LoginRedirectData>(API_PATHS.account.loginRedirect, { redirectUrl: 'http://localhost:8080/x' }, { token, headers });
    expect(res.data!.url).toContain(token);
    expect(storedAnswers()).not.toContain(token);
    expect((await s.post(API_PATHS.account.loginRedirect, { redirectUrl: 'http://localhost:8080/x' }, { token, headers })).status).toBe(1);
  });
});

describe('a money call keeps its answer in the transaction of its movement', () => {
  it('an answer that cannot be kept (it breaks the contract) moves nothing; the retry with the key moves once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const Fastify = (await import('fastify')).default;
    const { z } = await import('zod');
    const { Clock, resolveOptions } = await import('../context');
    const { openDb } = await import('../db/open');
    const { defineRoute, registerRoutes } = await import('./route');
    const dir = mkdtempSync(join(tmpdir(), 'money-route-'));
    const db = openDb(join(dir, 'x.db'));
    const app = Fastify();
    const ctx = { db, opts: resolveOptions({ dbPath: join(dir, 'x.db') }), clock: new Clock(db, () => Date.UTC(2026, 0, 15)), log: app.log, ...PORTS };
    db.exec('CREATE TABLE moves (id INTEGER PRIMARY KEY)');
    let breakContract = true;
    registerRoutes(app, ctx, sessions, [
      defineRoute({
        path: '/api/test/move',
        tag: 'test',
        summary: 'moves once per call',
        auth: 'none',
        money: true,
        body: z.object({}),
        data: z.object({ moves: z.number() }),
        handler: () => {
          db.prepare('INSERT INTO moves DEFAULT VALUES').run();
          const moves = (db.prepare('SELECT COUNT(*) AS n FROM moves').get() as { n: number }).n;
          return (breakContract ? { moves: 'many' } : { moves }) as { moves: number };
        },
      }),
    ]);
    const call = async (key?: string) =>
      (await app.inject({ method: 'POST', url: '/api/test/move', headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) }, payload: {} })).json();
    const moved = () => (db.prepare('SELECT COUNT(*) AS n FROM moves').get() as { n: number }).n;
    try {
      expect((await call()).status).toBe(1001);
      expect((await call('money-key-0001')).status).toBe(0);
      expect(moved()).toBe(0);
      breakContract = false;
      expect(await call('money-key-0001')).toMatchObject({ status: 1, data: { moves: 1 } });
      expect(await call('money-key-0001')).toMatchObject({ status: 1, data: { moves: 1 } });
      expect(moved()).toBe(1);
    } finally {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
