import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type LoginData, type SandboxClockData } from '@credit/shared/api';
import { DEMO_USER } from './seed';
import { buildServer } from './server';
import { startTestServer, type TestServer } from './test/helpers';

let s: TestServer;
afterEach(() => s?.close());

const demoToken = async () => (await s.post<LoginData>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
const clock = (days: string) => s.hook<SandboxClockData>(API_PATHS.sandbox.clock, { days });

describe('numbers out of range answer 1004, never the catch-all 0', () => {
  it('transactions: a huge page number', async () => {
    s = await startTestServer();
    const token = await demoToken();
    for (const page of ['9999999999999999', '9007199254740993', '1000000']) {
      expect((await s.post(API_PATHS.account.transactions, { page }, { token })).status).toBe(1004);
    }
    expect(await s.post(API_PATHS.account.transactions, { page: '999999' }, { token })).toMatchObject({ status: 1, data: { list: [], page: 999999 } });
  });

  it('ids beyond the safe integers (they would round to another id)', async () => {
    s = await startTestServer();
    const token = await demoToken();
    expect((await s.post(API_PATHS.open.cancelBindCard, { cardId: '9007199254740993', tradePassword: DEMO_USER.tradePassword }, { token })).status).toBe(1004);
  });
});

describe('clock hook: bounded to 3650 days in total', () => {
  it('refuses a move past 3650 days in total, and non-finite values; the server keeps serving dates', async () => {
    s = await startTestServer();
    expect(await clock('3650')).toMatchObject({ status: 1, data: { offsetDays: 3650 } });
    expect((await clock('1')).status).toBe(1004);
    for (const days of ['Infinity', '-Infinity', 'NaN', '1e400', '-1', '1.5']) expect((await clock(days)).status).toBe(1004);
    expect((await s.post(API_PATHS.account.transactions, {}, { token: await demoToken() })).status).toBe(1);
    expect((await s.post(API_PATHS.sys.info)).status).toBe(1);
  });

  it('a stored offset out of range (an older sandbox) is not trusted on start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      await (await buildServer({ dbPath, scryptCost: 1024 })).close();
      const db = new Database(dbPath);
      db.prepare(`INSERT INTO meta (key, value) VALUES ('clock_offset_days', '1e9') ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run();
      db.close();
      const app = await buildServer({ dbPath, scryptCost: 1024 });
      const res = await app.inject({ method: 'POST', url: API_PATHS.sys.info });
      await app.close();
      expect(res.json()).toMatchObject({ status: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
