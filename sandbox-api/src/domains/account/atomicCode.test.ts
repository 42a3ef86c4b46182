import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiEnvelope, type LoginData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { buildServer } from '../../server';
import { nextMobile } from '../../test/helpers';

/**
 * A request that dies after the SMS code is checked must not burn the code. The failure is injected by
 * a server whose password hashing throws (scrypt N = 3 is invalid): the request fails where a crash
 * between the code check and the write would, and an honest retry on a healthy server must succeed.
 */
const dir = mkdtempSync(join(tmpdir(), 'sandbox-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
const wall = Date.UTC(2026, 0, 15, 2, 0, 0);
const serverOn = (dbPath: string, scryptCost: number) => buildServer({ dbPath, now: () => wall, scryptCost, hooks: true });

async function post<T>(app: FastifyInstance, path: string, body: Record<string, string>, token?: string): Promise<ApiEnvelope<T>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: new URLSearchParams(body).toString(),
  });
  return res.json() as ApiEnvelope<T>;
}

async function sendCode(app: FastifyInstance, mobile: string, type: string, token?: string): Promise<string> {
  expect((await post(app, API_PATHS.sms.send, { mobile, type }, token)).status).toBe(1);
  const res = await app.inject({ method: 'GET', url: API_PATHS.sandbox.sms.replace(':mobile', mobile) });
  return (res.json() as ApiEnvelope<{ code: string }>).data!.code;
}

/** Runs `prepare` on a healthy server, `call` on a failing one, then `call` again on a healthy one. */
async function crashThenRetry<T>(prepare: (app: FastifyInstance) => Promise<T>, call: (app: FastifyInstance, state: T) => Promise<ApiEnvelope<unknown>>) {
  const dbPath = join(dir, `db${++n}.sqlite`);
  const healthy = await serverOn(dbPath, 1024);
  const state = await prepare(healthy);
  await healthy.close();
  const failing = await serverOn(dbPath, 3);
  const crashed = await call(failing, state);
  await failing.close();
  const again = await serverOn(dbPath, 1024);
  const retried = await call(again, state);
  await again.close();
  return { crashed, retried };
}

describe('the SMS code is spent with the write it guards, in one transaction', () => {
  it('regist: a failure while hashing the password leaves the code for the retry', async () => {
    const mobile = nextMobile();
    const { crashed, retried } = await crashThenRetry(
      (app) => sendCode(app, mobile, 'regist'),
      (app, code) => post(app, API_PATHS.account.regist, { mobile, password: 'Passw0rd', code }),
    );
    expect(crashed.status).toBe(0);
    expect(retried.status).toBe(1);
  });

  it('forgetPwd: same', async () => {
    const { crashed, retried } = await crashThenRetry(
      (app) => sendCode(app, DEMO_USER.mobile, 'forgetPwd'),
      (app, code) => post(app, API_PATHS.account.forgetPwd, { mobile: DEMO_USER.mobile, code, password: 'Reset123', confirmPassword: 'Reset123' }),
    );
    expect(crashed.status).toBe(0);
    expect(retried.status).toBe(1);
  });

  it('oneCard/restPwd (deal password reset): same', async () => {
    const { crashed, retried } = await crashThenRetry(
      async (app) => {
        const token = (await post<LoginData>(app, API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
        return { token, verifyCode: await sendCode(app, DEMO_USER.mobile, 'tradePwd', token) };
      },
      (app, { token, verifyCode }) =>
        post(app, API_PATHS.oneCard.restPwd, { certId: DEMO_USER.certId, cardNo: DEMO_USER.cardNo, verifyCode, password: 'Trade456', confirmPassword: 'Trade456' }, token),
    );
    expect(crashed.status).toBe(0);
    expect(retried.status).toBe(1);
  });
});
