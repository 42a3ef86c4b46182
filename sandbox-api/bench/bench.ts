import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS } from '@credit/shared/api';
import { DEMO_USER } from '../src/db/seed';
import { buildServer } from '../src/server';

const CONNECTIONS = 50;
const DURATION_S = 5;

async function run(title: string, url: string, body: string, headers: Record<string, string> = {}): Promise<string> {
  const result = await autocannon({
    title,
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return `sandbox ${title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (${CONNECTIONS} connections, ${DURATION_S} s, ${failed} failed)`;
}

/**
 * Throughput and p99 latency of the sandbox for login (scrypt at production cost) and an info call
 * (logged in), at 50 concurrent connections, on a temporary database.
 */
export async function benchSandbox(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  // Without the per-client limits: 50 connections from one address measure the server, not its budget.
  const app = await buildServer({ dbPath: join(dir, 'bench.db'), hooks: false, clientLimits: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const credentials = new URLSearchParams({ mobile: DEMO_USER.mobile, password: DEMO_USER.password }).toString();
    const login = await fetch(base + API_PATHS.account.login, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: credentials });
    const { data } = (await login.json()) as { data: { token: string } };
    return [
      await run('login', base + API_PATHS.account.login, credentials),
      await run('customer/info', base + API_PATHS.customer.info, '', { token: data.token }),
    ];
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchSandbox()) console.log(line);
}
