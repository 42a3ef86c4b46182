import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApiEnvelope } from '@credit/shared/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
const dbPath = join(dir, 'sandbox.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the real CLI entry on a free port and resolves with its base URL. */
function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_DB: dbPath, SANDBOX_SCRYPT_COST: '1024', SANDBOX_HOOKS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

async function post<T>(base: string, path: string, body: Record<string, string>, token?: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}

describe('persistence across restarts', () => {
  it('keeps all data after SIGKILL and after a clean SIGTERM shutdown', async () => {
    const mobile = '13912345678';
    let { child, base } = await start();
    expect((await post(base, API_PATHS.sms.send, { mobile, type: 'regist' })).status).toBe(1);
    const sms = (await (await fetch(`${base}/api/__sandbox/sms/${mobile}`)).json()) as ApiEnvelope<{ code: string }>;
    const reg = await post<{ token: string }>(base, API_PATHS.account.regist, { mobile, password: 'abc123', code: sms.data!.code });
    const token = reg.data!.token;
    expect((await post(base, API_PATHS.customer.saveBasicInfo, { email: 'kept@example.com' }, token)).status).toBe(1);
    const killed = exited(child);
    child.kill('SIGKILL');
    await killed;

    ({ child, base } = await start());
    expect((await post(base, API_PATHS.customer.extendInfo, {}, token)).data).toMatchObject({ basicInfo: { email: 'kept@example.com' } });
    expect((await post(base, API_PATHS.account.login, { mobile, password: 'abc123' })).status).toBe(1);
    const stopped = exited(child);
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    ({ child, base } = await start());
    expect((await post(base, API_PATHS.account.login, { mobile, password: 'abc123' })).status).toBe(1);
    const last = exited(child);
    child.kill('SIGINT');
    expect(await last).toBe(0);
  }, 30_000);
});
