import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { API_HEADERS, API_PATHS, type ApiEnvelope, type RepaymentData } from '@credit/shared/api';
import { DEMO_USER } from './seed';
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
    env: { ...process.env, PORT: '0', SANDBOX_DB: dbPath, SANDBOX_SCRYPT_COST: '1024', SANDBOX_HOOKS: '1', SANDBOX_DISBURSE_DELAY_MS: '0' },
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

/** The test hooks of the running server (JSON) and its SMS outbox. */
async function hook(base: string, path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(((await res.json()) as ApiEnvelope<unknown>).status).toBe(1);
}
const smsCode = async (base: string, mobile: string) =>
  ((await (await fetch(base + API_PATHS.sandbox.sms.replace(':mobile', mobile))).json()) as ApiEnvelope<{ code: string }>).data!.code;

/**
 * A two-bill loan (ADR 035: partner lh, a master and a slave funder) of the demo user, paid out: each
 * repayment of it is one ledger row per creditor. Routed by the funder hook, its signing step done, submitted
 * (ratePaySubmit) and taken through its funder.
 */
async function twoBillLoan(base: string, token: string): Promise<string> {
  // The demo user has an overdue period (docs/sandbox.md): repaid first (one-key), as a borrower must before borrowing again.
  const oneKey = await post<{ repayment: { repayNo: string } }>(base, API_PATHS.repayment.repayOneKeyApply, {}, token);
  const repayNo = oneKey.data!.repayment.repayNo;
  const repayTicket = await post<{ payTicket: string }>(base, API_PATHS.repayment.checkPwdPayment, { password: DEMO_USER.tradePassword, payFor: 'repayConfirm', subject: repayNo }, token);
  const repaid = await post<RepaymentData>(base, API_PATHS.repayment.repayOneKeyConfirm, { repayNo, payTicket: repayTicket.data!.payTicket }, token, { [API_HEADERS.idempotencyKey]: `crash-onekey-${repayNo}` });
  expect(repaid.data!.status).toBe('success');
  await hook(base, API_PATHS.sandbox.funder, { force: 'lh' });
  const cardId = (await post<{ cards: { cardId: string }[] }>(base, API_PATHS.bindCard.selectall, {}, token)).data!.cards[0]!.cardId;
  const applied = await post<{ order: { orderNo: string; isTwoBill: number } }>(base, API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '1000000', period: '12', purposeCode: 'P01', cardId }, token);
  await hook(base, API_PATHS.sandbox.funder, { force: null });
  expect(applied).toMatchObject({ status: 1, data: { order: { isTwoBill: 1 } } });
  const orderNo = applied.data!.order.orderNo;
  expect((await post(base, API_PATHS.mainSigning.apply, { orderNo }, token)).status).toBe(1);
  expect((await post(base, API_PATHS.mainSigning.confirm, { orderNo, code: await smsCode(base, DEMO_USER.mobile) }, token)).status).toBe(1);
  const ticket = await post<{ payTicket: string }>(base, API_PATHS.repayment.checkPwdPayment, { password: DEMO_USER.tradePassword, payFor: 'loanSubmit', subject: orderNo }, token);
  expect((await post(base, API_PATHS.rateorder.ratePaySubmit, { orderNo, payTicket: ticket.data!.payTicket }, token, { [API_HEADERS.idempotencyKey]: `crash-lh-${orderNo}` })).status).toBe(1);
  for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus, API_PATHS.loanorder.modifyStatus]) await post(base, path, { orderNo }, token);
  const lent = await post<{ order: { status: string } }>(base, API_PATHS.applyPay.applyStatus, { orderNo }, token);
  expect(lent.data!.order.status).toBe('repaying');
  return orderNo;
}

/** Each 1-yuan repayment of the two-bill loan pays both creditors something: one ledger row for each. */
const ROWS_PER_REPAYMENT = 2;

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

describe('a SIGKILL during a burst of repayments of a two-bill loan', () => {
  it('leaves the money invariants true, every answered repayment in the ledger once, and retries without a double debit', async () => {
    let { child, base } = await start();
    const login = await post<{ token: string }>(base, API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    const orderNo = await twoBillLoan(base, token);
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
    // Every answered repayment is in the ledger once (a row per creditor), with what it answered.
    for (const { data, i } of ok) {
      expect(after.refs.get(data.repayNo)).toBe(ROWS_PER_REPAYMENT);
      expect(data.paidFen).toBe(FEN);
      expect(after.spent[i]).toBe(true);
    }
    // What committed before the kill: one spent ticket, one repayment of 1 yuan in the ledger each, nothing else.
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
      expect(final.refs.get(repayNo)).toBe(ROWS_PER_REPAYMENT);
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
