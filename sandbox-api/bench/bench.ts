import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_HEADERS, API_PATHS, type ApiEnvelope } from '@credit/shared/api';
import { DEMO_USER } from '../src/db/seed';
import { buildServer } from '../src/server';

const CONNECTIONS = 50;
const DURATION_S = 5;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** Pay tickets issued before the repayment run: more than 5 s at 50 connections can spend. */
const REPAY_TICKETS = 4000;
const REPAY_FEN = 100;

interface RunOptions {
  body?: string;
  headers?: Record<string, string>;
  /** The body and extra headers of every next request (a repayment: its own ticket and key each). */
  next?: () => { body: string; headers: Record<string, string> };
  /** Caps the run at this many requests (the supply of single-use tickets). */
  maxRequests?: number;
  note?: string;
}

/** One run; an answer counts as good only with HTTP 200 and status 1 in its envelope. */
async function run(title: string, url: string, o: RunOptions = {}): Promise<string> {
  let ok = 0;
  const onResponse = (status: number, body: string) => {
    if (status !== 200) return;
    try {
      if ((JSON.parse(body) as ApiEnvelope<unknown>).status === 1) ok++;
    } catch {
      // not an envelope: a failure
    }
  };
  const next = o.next;
  const result = await autocannon({
    title,
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(o.maxRequests ? { maxOverallRequests: o.maxRequests } : {}),
    headers: { ...FORM, ...o.headers },
    body: o.body ?? '',
    requests: [
      next
        ? {
            onResponse,
            setupRequest: (req) => {
              const { body, headers } = next();
              return { ...req, body, headers: { ...FORM, ...headers } };
            },
          }
        : { onResponse },
    ],
  });
  const answered = result.requests.total;
  const failed = answered - ok + result.errors + result.timeouts;
  return (
    `sandbox ${title}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms ` +
    `(${CONNECTIONS} connections, ${DURATION_S} s, ${failed} failed, ${ok} of ${answered} answered status 1${o.note ? `; ${o.note}` : ''})`
  );
}

async function post<T>(base: string, path: string, body: Record<string, string>, token?: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(base + path, { method: 'POST', headers: { ...FORM, ...(token ? { token } : {}) }, body: new URLSearchParams(body) });
  return (await res.json()) as ApiEnvelope<T>;
}

async function demoToken(base: string): Promise<string> {
  const login = await post<{ token: string }>(base, API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
  if (login.status !== 1) throw new Error(`login ${login.status} ${login.message}`);
  return login.data!.token;
}

/**
 * One registered account per connection: password login counts every attempt against the account before
 * the hash checks out (docs/security.md "Limits"), so 50 logins in flight on one account would measure
 * its lock, not the server. Request i logs in account i mod 50: no account has two logins in flight.
 */
async function loginAccounts(base: string, count: number): Promise<{ mobile: string; password: string }[]> {
  const accounts: { mobile: string; password: string }[] = [];
  for (let i = 0; i < count; i++) {
    const mobile = `1370000${String(i).padStart(4, '0')}`;
    const password = 'Bench1234';
    await post(base, API_PATHS.sms.send, { mobile, type: 'regist' });
    const sms = (await (await fetch(base + API_PATHS.sandbox.sms.replace(':mobile', mobile))).json()) as ApiEnvelope<{ code: string }>;
    const reg = await post(base, API_PATHS.account.regist, { mobile, password, code: sms.data!.code });
    if (reg.status !== 1) throw new Error(`regist ${reg.status} ${reg.message}`);
    accounts.push({ mobile, password });
  }
  return accounts;
}

/**
 * Partial repayments of 1 yuan into the demo user's 12-period order, each with its own pay ticket and
 * Idempotency-Key. Periods '12' takes every unpaid period, so 1 yuan never exceeds what is due.
 */
async function benchRepay(base: string): Promise<string> {
  const token = await demoToken(base);
  const records = await post<{ list: { orderNo: string; status: string; period: number }[] }>(base, API_PATHS.loanorder.records, {}, token);
  const order = records.data?.list.find((o) => o.status === 'repaying' && o.period === 12);
  if (!order) throw new Error('the demo user has no repaying 12-period order');
  const bills = await post<{ totalDueFen: number }>(base, API_PATHS.bill.list, { orderNo: order.orderNo }, token);
  const count = Math.min(REPAY_TICKETS, Math.floor(bills.data!.totalDueFen / REPAY_FEN));
  // Four at a time: the deal-password check counts every attempt against its daily cap of 5 until the hash
  // checks out, so more than five in flight would answer 2016 to a right password.
  const tickets: string[] = [];
  let asked = 0;
  const issue = async () => {
    while (asked++ < count) {
      const res = await post<{ payTicket: string }>(base, API_PATHS.repayment.checkPwdPayment, { password: DEMO_USER.tradePassword, payFor: 'activeRepay', subject: order.orderNo, amountFen: String(REPAY_FEN) }, token);
      if (res.status !== 1) throw new Error(`checkPwdPayment ${res.status} ${res.message}`);
      tickets.push(res.data!.payTicket);
    }
  };
  await Promise.all([issue(), issue(), issue(), issue()]);
  let i = 0;
  return run('applyPay/repay 1 yuan', base + API_PATHS.applyPay.repay, {
    maxRequests: tickets.length,
    next: () => ({
      body: new URLSearchParams({ orderNo: order.orderNo, periods: '12', amountFen: String(REPAY_FEN), payTicket: tickets[i++] ?? '' }).toString(),
      headers: { token, [API_HEADERS.idempotencyKey]: `bench-${randomUUID()}` },
    }),
    note: `${tickets.length} tickets issued beforehand, on a second database whose deal password is hashed at scrypt N=1024; the repayment hashes nothing`,
  });
}

/**
 * Throughput and p99 latency of the sandbox at 50 concurrent connections, on temporary databases: login
 * (scrypt at production cost), an info call and the loan trial (logged in), and a 1-yuan repayment.
 */
export async function benchSandbox(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const lines: string[] = [];
  try {
    // Without the per-client limits: 50 connections from one address measure the server, not its budget.
    // The hooks only read the registration codes of the login accounts.
    const app = await buildServer({ dbPath: join(dir, 'bench.db'), hooks: true, clientLimits: false });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await demoToken(base);
      const accounts = await loginAccounts(base, CONNECTIONS);
      let n = 0;
      lines.push(
        await run('login', base + API_PATHS.account.login, {
          next: () => ({ body: new URLSearchParams(accounts[n++ % accounts.length]!).toString(), headers: {} }),
          note: `${accounts.length} accounts, one login in flight each`,
        }),
        await run('customer/info', base + API_PATHS.customer.info, { headers: { token } }),
        await run('applyPay/trialAmt', base + API_PATHS.applyPay.trialAmt, { body: new URLSearchParams({ loanAmt: '1000000', period: '12' }).toString(), headers: { token } }),
      );
    } finally {
      await app.close();
    }
    // Thousands of single-use tickets through the deal password would take minutes at the production
    // cost; only their issuing is cheaper here (the seeded hash carries its own cost).
    const payApp = await buildServer({ dbPath: join(dir, 'repay.db'), hooks: false, clientLimits: false, scryptCost: 1024 });
    try {
      lines.push(await benchRepay(await payApp.listen({ port: 0, host: '127.0.0.1' })));
    } finally {
      await payApp.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchSandbox()) console.log(line);
}
