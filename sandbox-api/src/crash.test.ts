import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API_HEADERS, API_PATHS, type ApiEnvelope, type RepaymentData } from '@credit/shared/api';
import { DEMO_USER } from './db/seed';
import { moneyInvariants } from './test/invariants';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
const dbPath = join(dir, 'sandbox.db');
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Repayments in the burst, each with its own pay ticket and Idempotency-Key. */
const BURST = 60;
/** Answered successes before the kill. */
const KILL_AFTER = 3;
const FEN = 100;

/** Starts the real CLI entry on a free port (like restart.test.ts) and resolves with its base URL. */
function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_DB: dbPath, SANDBOX_SCRYPT_COST: '1024', SANDBOX_HOOKS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: unknown) => {
      out += String(chunk);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<NodeJS.Signals | number | null>((r) => child.on('exit', (code, signal) => r(signal ?? code)));

async function post<T>(base: string, path: string, body: Record<string, string>, token?: string, headers: Record<string, string> = {}): Promise<ApiEnvelope<T>> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}), ...headers },
    body: new URLSearchParams(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}

interface LedgerRow {
  ref: string;
  amount_fen: number;
}

/** What the database holds, read-only (the server may be up): the order's repay rows and which tickets are spent. */
function readDb(orderNo: string, tickets: readonly string[]) {
  const db = new Database(dbPath, { readonly: true });
  try {
    const order = db.prepare('SELECT id FROM loan_orders WHERE order_no = ?').get(orderNo) as { id: number };
    const rows = db.prepare(`SELECT ref, amount_fen FROM transactions WHERE order_id = ? AND kind = 'repay'`).all(order.id) as LedgerRow[];
    const paidOnBills = (db
      .prepare('SELECT SUM(paid_principal_fen + paid_interest_fen + paid_fee_fen + paid_penalty_fen) AS n FROM bills WHERE order_id = ?')
      .get(order.id) as { n: number }).n;
    const used = db.prepare('SELECT used_at FROM pay_tickets WHERE ticket_hash = ?');
    const spent = tickets.map((t) => (used.get(createHash('sha256').update(t).digest('hex')) as { used_at: number | null } | undefined)?.used_at != null);
    const refs = new Map<string, number>();
    for (const r of rows) refs.set(r.ref, (refs.get(r.ref) ?? 0) + 1);
    return { refs, total: rows.reduce((n, r) => n + r.amount_fen, 0), paidOnBills, spent };
  } finally {
    db.close();
  }
}

type Outcome = { answer: ApiEnvelope<RepaymentData> } | { error: unknown };
const answered = (o: Outcome | undefined): ApiEnvelope<RepaymentData> | undefined => (o && 'answer' in o ? o.answer : undefined);

describe('a SIGKILL during a burst of repayments', () => {
  it('leaves the money invariants true, every answered repayment in the ledger once, and retries without a double debit', async () => {
    let { child, base } = await start();
    const login = await post<{ token: string }>(base, API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    const records = await post<{ list: { orderNo: string; status: string; period: number }[] }>(base, API_PATHS.loanorder.records, {}, token);
    const orderNo = records.data!.list.find((o) => o.status === 'repaying' && o.period === 12)!.orderNo;
    // The first unpaid period owes far more than the burst and its retries can pay: every 1 yuan is valid.
    const bills = await post<{ bills: { period: number; status: string; dueFen: number }[] }>(base, API_PATHS.bill.list, { orderNo }, token);
    const bill = bills.data!.bills.filter((b) => b.status !== 'paid').sort((a, b) => a.period - b.period)[0]!;
    expect(bill.dueFen).toBeGreaterThan(3 * BURST * FEN);

    const tickets: string[] = [];
    for (let i = 0; i < BURST; i++) {
      const t = await post<{ payTicket: string }>(base, API_PATHS.repayment.checkPwdPayment, { password: DEMO_USER.tradePassword, payFor: 'activeRepay', subject: orderNo, amountFen: String(FEN) }, token);
      expect(t.status).toBe(1);
      tickets.push(t.data!.payTicket);
    }
    const requests = tickets.map((payTicket, i) => ({
      key: `crash-${i}-${randomUUID()}`,
      body: { orderNo, periods: String(bill.period), amountFen: String(FEN), payTicket },
    }));
    const repay = (base: string, r: (typeof requests)[number]) =>
      post<RepaymentData>(base, API_PATHS.applyPay.repay, r.body, token, { [API_HEADERS.idempotencyKey]: r.key });
    const before = readDb(orderNo, tickets);

    // The burst: all in flight at once; the process is killed as soon as a few have answered success.
    const outcomes = new Array<Outcome | undefined>(BURST);
    let successes = 0;
    let answersAtKill = -1;
    const killed = exited(child);
    await Promise.all(
      requests.map(async (r, i) => {
        try {
          const answer = await repay(base, r);
          outcomes[i] = { answer };
          if (answer.status === 1 && ++successes === KILL_AFTER) {
            answersAtKill = outcomes.filter(Boolean).length;
            child.kill('SIGKILL');
          }
        } catch (error) {
          outcomes[i] = { error };
        }
      }),
    );
    expect(await killed).toBe('SIGKILL');
    // Answers already on the wire when the kill landed still arrive; each was sent before the process died.
    const ok = requests.flatMap((r, i) => (answered(outcomes[i])?.status === 1 ? [{ r, i, data: answered(outcomes[i])!.data! }] : []));
    const unanswered = requests.flatMap((r, i) => (answered(outcomes[i]) ? [] : [{ r, i }]));
    expect(answersAtKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(unanswered.length).toBeGreaterThanOrEqual(1);
    // Only successes or refusals of nothing: each request is valid and distinct.
    for (const o of outcomes) if (answered(o)) expect(answered(o)!.status).toBe(1);

    ({ child, base } = await start());
    expect(moneyInvariants(dbPath)).toEqual([]);
    const after = readDb(orderNo, tickets);
    expect(after.total).toBe(after.paidOnBills);
    // Every answered repayment is in the ledger exactly once, with what it answered.
    for (const { data, i } of ok) {
      expect(after.refs.get(data.repayNo)).toBe(1);
      expect(data.paidFen).toBe(FEN);
      expect(after.spent[i]).toBe(true);
    }
    // What committed before the kill: one spent ticket, one ledger row of 1 yuan each, nothing else.
    const added = [...after.refs.keys()].filter((ref) => !before.refs.has(ref));
    const spentInBurst = after.spent.filter(Boolean).length;
    expect(before.spent.filter(Boolean)).toEqual([]);
    expect(added.length).toBe(spentInBurst);
    expect(after.total - before.total).toBe(spentInBurst * FEN);

    // Retries with the original key and body: the answered ones replay their answer; an unanswered one
    // replays the answer kept before the kill, runs now (its ticket unspent), or is refused while its claim's
    // lease runs (1006: claimed before the kill, and either rolled back or committed without its answer
    // kept, lib/route.ts keeps it after the handler's transaction): never a second debit.
    const retried = [...ok.slice(0, 2), ...unanswered];
    const retries = await Promise.all(retried.map(({ r }) => repay(base, r)));
    const final = readDb(orderNo, tickets);
    let ranNow = 0;
    retries.forEach((answer, k) => {
      const { i } = retried[k]!;
      const first = answered(outcomes[i]);
      if (first) {
        expect(answer).toEqual(first);
        return;
      }
      if (answer.status !== 1) {
        expect(answer.status).toBe(1006);
        expect(final.spent[i]).toBe(after.spent[i]);
        return;
      }
      const repayNo = answer.data!.repayNo;
      expect(final.refs.get(repayNo)).toBe(1);
      if (after.refs.has(repayNo)) {
        // Committed before the kill, answer kept, the answer lost on the way: replayed, not paid again.
        expect(after.spent[i]).toBe(true);
      } else {
        expect(after.spent[i]).toBe(false);
        expect(final.spent[i]).toBe(true);
        ranNow++;
      }
    });
    expect(ranNow).toBeGreaterThanOrEqual(1);
    expect(final.total - after.total).toBe(ranNow * FEN);
    expect(final.refs.size - after.refs.size).toBe(ranNow);
    expect(final.total).toBe(final.paidOnBills);

    // A retry that ran is kept too: once more, the same answer and no new money.
    const again = await Promise.all(retried.map(({ r }) => repay(base, r)));
    again.forEach((answer, k) => {
      if (retries[k]!.status === 1) expect(answer).toEqual(retries[k]);
    });
    expect(readDb(orderNo, tickets).total).toBe(final.total);

    const stopped = exited(child);
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    expect(moneyInvariants(dbPath)).toEqual([]);
  }, 60_000);
});
