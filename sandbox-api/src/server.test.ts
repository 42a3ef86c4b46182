import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type LoginData } from '@credit/shared/api';
import { DEMO_USER } from './seed';
import { API_ROUTES } from './server';
import { hookRoutes } from './hooks/routes';
import { TELEMETRY_PATHS } from './domains/telemetry';
import { nextCertId, nextMobile, startTestServer, type TestServer } from './test/helpers';

let s: TestServer;
afterEach(() => s?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('conventions', () => {
  it('answers {status, message, data} with no-store on every kind of answer', async () => {
    s = await startTestServer();
    const ok = await s.app.inject({ method: 'POST', url: API_PATHS.sys.config, headers: form, payload: '' });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json())).toEqual(['status', 'message', 'data']);
    for (const res of [ok, await s.app.inject({ method: 'POST', url: '/api/nope' }), await s.app.inject({ method: 'GET', url: API_PATHS.meta.openapi })]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('accepts JSON bodies too', async () => {
    s = await startTestServer();
    const res = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, payload: { mobile: DEMO_USER.mobile, password: DEMO_USER.password } });
    expect(res.json().status).toBe(1);
  });

  it('answers transport failures with their HTTP code and an envelope, never a 500 or a stack', async () => {
    s = await startTestServer();
    const big = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, headers: form, payload: `mobile=${'1'.repeat(40_000)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json().status).toBe(1004);
    const badJson = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, headers: { 'content-type': 'application/json' }, payload: '{"mobile":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ status: 1001, message: expect.any(String), data: null });
    const xml = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.body).not.toMatch(/at .*\.ts/);
    const text = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.json()).toMatchObject({ status: 1004 });
    const unknown = await s.app.inject({ method: 'GET', url: '/api/account/login' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(1007);
  });

  it('answers 1009 when the client clock is off by more than a day', async () => {
    s = await startTestServer({ now: () => Date.UTC(2026, 0, 15) });
    const res = await s.post(API_PATHS.sys.config, {}, { headers: { t: String(Date.UTC(2026, 0, 10)) } });
    expect(res).toEqual({ status: 1009, message: expect.any(String), data: null });
    expect((await s.post(API_PATHS.sys.config, {}, { headers: { t: String(Date.UTC(2026, 0, 15, 1)) } })).status).toBe(1);
  });

  it('serves an OpenAPI document listing every route', async () => {
    s = await startTestServer();
    const doc = (await s.app.inject({ method: 'GET', url: API_PATHS.meta.openapi })).json() as { paths: Record<string, unknown> };
    for (const r of [...API_ROUTES, ...hookRoutes]) expect(doc.paths).toHaveProperty([r.path.replace(/:(\w+)/g, '{$1}')]);
    expect(doc.paths).toHaveProperty([API_PATHS.quota.activate]);
    expect(doc.paths).toHaveProperty(['/api/thirdRepay/cashier/{payId}']);
    expect(doc.paths).toHaveProperty(['/api/marketApi/clearance/file/{certNo}']);
    expect(doc.paths).toHaveProperty(['/api/credit/thirdParty/{ticket}']);
    // The field-data collector's routes, outside the envelope (domains/telemetry).
    expect(doc.paths).toHaveProperty([TELEMETRY_PATHS.beacon, 'post', 'requestBody', 'content', 'text/plain']);
    expect(doc.paths).toHaveProperty([TELEMETRY_PATHS.releases, 'get']);
    // Money calls name the key they require.
    expect(JSON.stringify((doc.paths[API_PATHS.loanorder.submit] as { post: unknown }).post)).toContain('Idempotency-Key');
  });

  it('turns the test hooks off', async () => {
    s = await startTestServer({ hooks: false });
    expect((await s.app.inject({ method: 'GET', url: API_PATHS.sandbox.sms.replace(':mobile', DEMO_USER.mobile) })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.reset })).statusCode).toBe(404);
  });

  it('reset empties the data and seeds the demo user again', async () => {
    s = await startTestServer();
    const u = await s.register();
    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.reset });
    expect((await s.post(API_PATHS.account.login, { mobile: u.mobile, password: u.password })).status).toBe(2011);
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).status).toBe(1);
  });
});

describe('security', () => {
  it('hashes passwords and deal passwords with scrypt', async () => {
    s = await startTestServer();
    const u = await s.register(undefined, 'Plain123');
    const db = new Database(s.dbPath, { readonly: true });
    const row = db.prepare('SELECT password_hash, trade_pwd_hash FROM users WHERE mobile = ?').get(u.mobile) as { password_hash: string };
    const demo = db.prepare('SELECT trade_pwd_hash FROM users WHERE mobile = ?').get(DEMO_USER.mobile) as { trade_pwd_hash: string };
    db.close();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Plain123');
    expect(demo.trade_pwd_hash).toMatch(/^scrypt\$/);
  });

  it('logs SMS codes but no password, token, ID or card number', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    s = await startTestServer({ logger: true, logStream });
    const u = await s.register(undefined, 'Secret123');
    const certId = nextCertId();
    await s.post(API_PATHS.identity.realName, { name: '王小明', certId }, { token: u.token });
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'bindCard', u.token);
    const cardNo = '6222021234567890123';
    await s.post(API_PATHS.open.bindCard, { cardNo, mobile, code }, { token: u.token });
    await s.app.inject({ method: 'GET', url: `${API_PATHS.quota.activate}?token=${u.token}` });
    expect(log).toContain(`code ${code}`);
    for (const secret of ['Secret123', u.token, certId, cardNo]) expect(log).not.toContain(secret);
  });

  it('with the test hooks off (SANDBOX_HOOKS=0) no SMS code reaches the log', async () => {
    let log = '';
    const logStream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    s = await startTestServer({ logger: true, logStream, hooks: false });
    const mobile = nextMobile();
    expect((await s.post(API_PATHS.sms.send, { mobile, type: 'regist' })).status).toBe(1);
    const db = new Database(s.dbPath, { readonly: true });
    const { code } = db.prepare('SELECT code FROM sms_codes WHERE mobile = ?').get(mobile) as { code: string };
    db.close();
    expect(log).toContain('SMS outbox');
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});

describe('idempotency', () => {
  it('a repeated submission with the same key answers the first result and changes nothing', async () => {
    s = await startTestServer();
    const u = await s.verifiedUser();
    const headers = { 'Idempotency-Key': 'set-trade-pwd-0001' };
    const first = await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: u.token, headers });
    const again = await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: u.token, headers });
    expect(first.status).toBe(1);
    expect(again).toEqual(first);
    // without the key the same submission is refused as a second effect
    expect((await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: u.token })).status).toBe(40403);
    // the same key with another body is a different submission: 1006
    const other = await s.post(API_PATHS.oneCard.setTradePwd, { password: 'xyz123', confirmPassword: 'xyz123' }, { token: u.token, headers });
    expect(other).toEqual({ status: 1006, message: expect.any(String), data: null });
    expect((await s.post(API_PATHS.oneCard.verifyPwd, { password: 'abc123' }, { token: u.token })).status).toBe(1);
  });

  it('a failed attempt keeps no result, so the key can be retried', async () => {
    s = await startTestServer();
    const mobile = nextMobile();
    const headers = { 'Idempotency-Key': 'regist-attempt-0001' };
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code: '123456' }, { headers })).status).toBe(2017);
    const code = await s.sendSms(mobile, 'regist');
    const ok = await s.post<LoginData>(API_PATHS.account.regist, { mobile, password: 'abc123', code }, { headers });
    expect(ok.status).toBe(1);
    // The replay is the first answer; its token is a new one of the same session (lib/idempotencyStore.ts).
    expect(await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code }, { headers })).toEqual({ ...ok, data: { ...ok.data, token: expect.any(String) } });
  });

  it('rejects malformed keys', async () => {
    s = await startTestServer();
    expect((await s.post(API_PATHS.sys.config, {}, { headers: { 'Idempotency-Key': 'x' } })).status).toBe(1004);
  });

  it('two concurrent identical submissions have one effect', async () => {
    s = await startTestServer();
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    const body = { mobile, password: 'abc123', code };
    const answers = await Promise.all([s.post(API_PATHS.account.regist, body), s.post(API_PATHS.account.regist, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([1, 1006]);
    const db = new Database(s.dbPath, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM users WHERE mobile = ?').get(mobile)).toEqual({ n: 1 });
    db.close();
  });

  it('two concurrent submissions with the same key have one effect and one answer', async () => {
    s = await startTestServer();
    const u = await s.verifiedUser();
    const headers = { 'Idempotency-Key': 'concurrent-key-0001' };
    const body = { password: 'abc123', confirmPassword: 'abc123' };
    const answers = await Promise.all([
      s.post(API_PATHS.oneCard.setTradePwd, body, { token: u.token, headers }),
      s.post(API_PATHS.oneCard.setTradePwd, body, { token: u.token, headers }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([1, 1006]);
    expect((await s.post(API_PATHS.oneCard.setTradePwd, body, { token: u.token, headers })).status).toBe(1);
  });
});
