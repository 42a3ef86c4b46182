import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiEnvelope } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
afterEach(() => s?.close());

const MINUTE = 60_000;
const login = (password: string, mobile: string = DEMO_USER.mobile) => s.post(API_PATHS.account.login, { mobile, password });
const lockedFor = (minutes: number) => ({ status: 40403, message: `密码错误次数过多，请${minutes}分钟后再试，或使用短信验证码登录`, data: null });

/** A call from another machine (tests otherwise come from the loopback address). */
async function postFrom(remoteAddress: string, path: string, body: Record<string, string>): Promise<ApiEnvelope<unknown> & { retryAfter?: string }> {
  const res = await s.app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as ApiEnvelope<unknown>), retryAfter: res.headers['retry-after'] as string | undefined };
}

describe('password login: per-account limit', () => {
  it('500 wrong passwords, then the right one: locked after the 5th, refused while locked, back after a minute', async () => {
    s = await startTestServer();
    for (let i = 0; i < 4; i++) expect((await login(`Wrong${i}x`)).status).toBe(2020);
    expect(await login('Wrong4x')).toEqual(lockedFor(1));
    for (let i = 5; i < 500; i++) expect((await login(`Wrong${i}x`)).status).toBe(40403);
    expect(await login(DEMO_USER.password)).toEqual(lockedFor(1));
    s.tick(MINUTE);
    expect((await login(DEMO_USER.password)).status).toBe(1);
    // A success clears the run: four more mistakes are only mistakes.
    for (let i = 0; i < 4; i++) expect((await login(`Wrong${i}x`)).status).toBe(2020);
  });

  it('each wrong password after a lock doubles it (1, 2, 4, 8 minutes), never beyond 15 minutes', async () => {
    s = await startTestServer();
    for (let i = 0; i < 4; i++) await login('Wrong000x');
    expect(await login('Wrong000x')).toEqual(lockedFor(1));
    for (const minutes of [2, 4, 8, 15, 15]) {
      s.tick(MINUTE * 15);
      expect(await login('Wrong000x')).toEqual(lockedFor(minutes));
    }
    s.tick(MINUTE * 15);
    expect((await login(DEMO_USER.password)).status).toBe(1);
  });

  it('a run of wrong passwords is forgotten a day after the last one', async () => {
    s = await startTestServer();
    for (let i = 0; i < 4; i++) expect((await login('Wrong000x')).status).toBe(2020);
    s.tick(24 * 60 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await login('Wrong000x')).status).toBe(2020);
  });

  it('a stranger who locked the password cannot keep the owner out: SMS login works and clears the lock', async () => {
    s = await startTestServer();
    for (let i = 0; i < 5; i++) await login('Wrong000x');
    expect((await login(DEMO_USER.password)).status).toBe(40403);
    const code = await s.sendSms(DEMO_USER.mobile, 'login');
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_USER.mobile, code })).status).toBe(1);
    expect((await login(DEMO_USER.password)).status).toBe(1);
  });

  it('a password reset clears the lock', async () => {
    s = await startTestServer();
    const u = await s.register();
    for (let i = 0; i < 5; i++) await login('Wrong000x', u.mobile);
    const code = await s.sendSms(u.mobile, 'forgetPwd');
    expect((await s.post(API_PATHS.account.forgetPwd, { mobile: u.mobile, code, password: 'Reset123', confirmPassword: 'Reset123' })).status).toBe(1);
    expect((await login('Reset123', u.mobile)).status).toBe(1);
  });

  it('a concurrent burst of 40 guesses is checked 5 times at most; the right one at #36 is refused', async () => {
    s = await startTestServer();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(i === 35 ? DEMO_USER.password : `Wrong${i}x`)));
    expect(answers[35]).toEqual(lockedFor(1));
    expect(answers.filter((a) => a.status === 2020).length).toBeLessThanOrEqual(4);
  });
});

describe('per client address (@fastify/rate-limit)', () => {
  it('login: 20 calls a minute from one address, then 40403 with Retry-After; another address goes on', async () => {
    s = await startTestServer();
    const body = { mobile: DEMO_USER.mobile, password: DEMO_USER.password };
    for (let i = 0; i < 20; i++) expect((await postFrom('203.0.113.7', API_PATHS.account.login, body)).status).toBe(1);
    const refused = await postFrom('203.0.113.7', API_PATHS.account.login, body);
    expect(refused).toMatchObject({ status: 40403, data: null });
    expect(refused.message).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await postFrom('203.0.113.8', API_PATHS.account.login, body)).status).toBe(1);
    // The messaging-app and token logins count in the same budget.
    expect((await postFrom('203.0.113.7', API_PATHS.account.unionLoginByToken, { unionToken: 'x'.repeat(43) })).status).toBe(40403);
  });

  it('registration and password reset answer whether a number has an account (2000, 2011): they share the login budget', async () => {
    s = await startTestServer();
    const address = '203.0.113.21';
    for (let i = 0; i < 10; i++) {
      const regist = await postFrom(address, API_PATHS.account.regist, { mobile: DEMO_USER.mobile, password: 'Passw0rd', code: '123456' });
      expect(regist.status).toBe(2000);
      const reset = { mobile: nextMobile(), code: '123456', password: 'Passw0rd', confirmPassword: 'Passw0rd' };
      expect((await postFrom(address, API_PATHS.account.forgetPwd, reset)).status).toBe(2011);
    }
    expect((await postFrom(address, API_PATHS.account.login, { mobile: nextMobile(), password: 'Passw0rd' })).status).toBe(40403);
    const reset = { mobile: nextMobile(), code: '123456', password: 'Passw0rd', confirmPassword: 'Passw0rd' };
    expect((await postFrom(address, API_PATHS.account.forgetPwd, reset)).status).toBe(40403);
    expect((await postFrom('203.0.113.22', API_PATHS.account.forgetPwd, reset)).status).toBe(2011);
  });

  it('SMS send: 10 a minute from one address, whatever the numbers', async () => {
    s = await startTestServer();
    for (let i = 0; i < 10; i++) expect((await postFrom('198.51.100.9', API_PATHS.sms.send, { mobile: nextMobile(), type: 'regist' })).status).toBe(1);
    expect((await postFrom('198.51.100.9', API_PATHS.sms.webSend, { mobile: nextMobile(), type: 'regist' })).status).toBe(40403);
    expect((await postFrom('198.51.100.10', API_PATHS.sms.send, { mobile: nextMobile(), type: 'regist' })).status).toBe(1);
  });

  it('the loopback address (the local proxy of npm start and e2e) is counted once the test hooks are off', async () => {
    s = await startTestServer({ hooks: false });
    const body = { mobile: DEMO_USER.mobile, password: DEMO_USER.password };
    for (let i = 0; i < 20; i++) expect((await postFrom('127.0.0.1', API_PATHS.account.login, body)).status).toBe(1);
    expect((await postFrom('127.0.0.1', API_PATHS.account.login, body)).status).toBe(40403);
  });

  it('clientLimits: false (the bench, 50 connections from one address) turns them off', async () => {
    s = await startTestServer({ hooks: false, clientLimits: false });
    for (let i = 0; i < 11; i++) expect((await postFrom('198.51.100.9', API_PATHS.sms.send, { mobile: nextMobile(), type: 'regist' })).status).toBe(1);
  });
});
