import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared/api';
import { DEMO_USER } from '../db/seed';
import { buildServer } from '../server';

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
