import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type ApiEnvelope } from '@credit/shared/api';
import { idCheckChar } from '@credit/shared/rules';
import { buildServer, type ServerOptions } from '../server';

export const DAY_MS = 24 * 3600 * 1000;

/** A GB 11643 ID number with a correct check digit from its first 17 digits. */
export const certIdFrom = (first17: string): string => first17 + idCheckChar(first17);

let mobileSeq = 0;
/** A fresh mobile per call, unique within the test run. */
export const nextMobile = (): string => `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`;

let certSeq = 0;
/** A fresh adult identity (born 1990) per call. */
export const nextCertId = (): string => certIdFrom(`11010519900101${String(++certSeq).padStart(3, '0')}`);

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  /** Moves the injected wall clock. */
  tick(ms: number): void;
  post<T = unknown>(path: string, body?: Record<string, string>, opts?: { token?: string; headers?: Record<string, string> }): Promise<ApiEnvelope<T>>;
  smsCode(mobile: string): Promise<string>;
  /** Sends a code of `type` to `mobile` and returns it. */
  sendSms(mobile: string, type: string, token?: string): Promise<string>;
  register(mobile?: string, password?: string): Promise<{ token: string; mobile: string; password: string }>;
  /** A registered user with a verified identity. */
  verifiedUser(): Promise<{ token: string; mobile: string; certId: string; name: string; password: string }>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dbPath = join(dir, 'sandbox.db');
  let wall = Date.UTC(2026, 0, 15, 2, 0, 0);
  // The tests read codes from the SMS outbox, so hooks are on unless a test turns them off.
  const app = await buildServer({ dbPath, now: () => wall, scryptCost: 1024, hooks: true, ...options });

  const post = async <T>(path: string, body: Record<string, string> = {}, opts: { token?: string; headers?: Record<string, string> } = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(opts.token ? { token: opts.token } : {}), ...opts.headers },
      payload: new URLSearchParams(body).toString(),
    });
    return res.json() as ApiEnvelope<T>;
  };
  const smsCode = async (mobile: string) => {
    const res = await app.inject({ method: 'GET', url: API_PATHS.sandbox.sms.replace(':mobile', mobile) });
    return (res.json() as ApiEnvelope<{ code: string }>).data!.code;
  };
  const sendSms = async (mobile: string, type: string, token?: string) => {
    const sent = await post(API_PATHS.sms.send, { mobile, type }, { token });
    if (sent.status !== 1) throw new Error(`sms send ${sent.status} ${sent.message}`);
    return smsCode(mobile);
  };
  const register = async (mobile = nextMobile(), password = 'Passw0rd') => {
    const code = await sendSms(mobile, 'regist');
    const res = await post<{ token: string }>(API_PATHS.account.regist, { mobile, password, code });
    if (res.status !== 1) throw new Error(`regist ${res.status} ${res.message}`);
    return { token: res.data!.token, mobile, password };
  };
  const verifiedUser = async () => {
    const u = await register();
    const certId = nextCertId();
    const name = '李四';
    const res = await post(API_PATHS.identity.realName, { name, certId }, { token: u.token });
    if (res.status !== 1) throw new Error(`realName ${res.status} ${res.message}`);
    return { ...u, certId, name };
  };
  return {
    app,
    dir,
    dbPath,
    tick: (ms) => {
      wall += ms;
    },
    post,
    smsCode,
    sendSms,
    register,
    verifiedUser,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
