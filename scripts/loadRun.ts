import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { API_HEADERS, API_PATHS, payPurposeFields, type ApiEnvelope, type PayPurpose } from '@credit/shared/api';
import { borrowedUser, startTestServer, type TestServer } from '../sandbox-api/src/test/helpers';
import { moneyInvariants } from '../sandbox-api/src/test/invariants';

/**
 * `npm run load` (issue 40): a load run of the money calls that hand out record numbers, not part of
 * `npm test`. A sandbox on a fresh SQLite file (test hooks on, the per-client limits off: every connection
 * comes from the loopback address; scrypt N=1024 for the deal password), one borrower per connection with a
 * 12-period loan, then LOAD_CONNECTIONS (50) connections for LOAD_SECONDS (60) s, each its own borrower
 * going round three flows: a 1-yuan repayment (its pay ticket, then applyPay/repay), a loan submit (apply,
 * its pay ticket, loanorder/submit) and a shop order (order, its pay ticket, payment: by card, or in
 * instalments every other time). Prints the answers by call and status, every status 0, and checks the
 * database: no record number twice (within a kind or across kinds) and the money invariants. Exits 1 on a
 * status 0, a duplicate number or a broken invariant. Figures, not a benchmark: the sandbox and this driver
 * share one process (as `npm run bench`), and the machine's load shows in them.
 */

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const TRADE_PASSWORD = 'Trade123';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SHOP_PRODUCTS = ['M-cmcc-30', 'V-tencent-month', 'P-elem-100'];

/** Answers by call: HTTP status and envelope status, with a message or two of each status but 1. */
class Tally {
  readonly byCall = new Map<string, Map<string, number>>();
  readonly messages = new Map<string, string>();
  readonly zeros: string[] = [];

  add(call: string, http: number, status: number | string, message: string): void {
    const key = http === 200 ? `status ${status}` : `HTTP ${http} status ${status}`;
    const counts = this.byCall.get(call) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.byCall.set(call, counts);
    if (status !== 1 && !this.messages.has(`${call} ${key}`)) this.messages.set(`${call} ${key}`, message);
    if (status === 0 && this.zeros.length < 20) this.zeros.push(`${call}: ${message}`);
  }

  total(key: string): number {
    let n = 0;
    for (const counts of this.byCall.values()) n += counts.get(key) ?? 0;
    return n;
  }
}

interface Borrower {
  token: string;
  mobile: string;
  cardId: string;
  /** The 12-period loan the 1-yuan repayments go into. */
  repayOrderNo: string;
}

function client(base: string, tally: Tally) {
  return async function call<T>(name: string, path: string, body: Record<string, string>, token: string, idempotent = false): Promise<ApiEnvelope<T> | undefined> {
    try {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { ...FORM, token, ...(idempotent ? { [API_HEADERS.idempotencyKey]: `load-${randomUUID()}` } : {}) },
        body: new URLSearchParams(body),
      });
      const text = await res.text();
      let envelope: ApiEnvelope<T> | undefined;
      try {
        envelope = JSON.parse(text) as ApiEnvelope<T>;
      } catch {
        // not an envelope
      }
      tally.add(name, res.status, envelope?.status ?? 'none', envelope?.message ?? text.slice(0, 80));
      return envelope;
    } catch (error) {
      tally.add(name, 0, 'network', String(error));
      return undefined;
    }
  };
}

/** The three flows of one connection, in turn, until the deadline. */
async function drive(base: string, s: TestServer, u: Borrower, index: number, deadline: number, tally: Tally): Promise<void> {
  const call = client(base, tally);
  const ticket = async (purpose: PayPurpose): Promise<string | undefined> =>
    (await call<{ payTicket: string }>('repayment/checkPwdPayment', API_PATHS.repayment.checkPwdPayment, { password: TRADE_PASSWORD, ...payPurposeFields(purpose) }, u.token))?.data?.payTicket;

  const repay = async () => {
    const payTicket = await ticket({ payFor: 'activeRepay', subject: u.repayOrderNo, amountFen: 100 });
    if (!payTicket) return;
    await call('applyPay/repay', API_PATHS.applyPay.repay, { orderNo: u.repayOrderNo, periods: '12', amountFen: '100', payTicket }, u.token, true);
  };
  const borrow = async () => {
    const applied = await call<{ order: { orderNo: string; signed: number } }>('applyPay/apply', API_PATHS.applyPay.apply, {
      loanType: '1', loanAmt: '50000', period: '3', purposeCode: 'P01', cardId: u.cardId,
    }, u.token);
    const order = applied?.data?.order;
    if (!order) return;
    if (!order.signed) {
      await call('signing/apply', API_PATHS.signing.apply, { orderNo: order.orderNo }, u.token);
      await call('signing/confirm', API_PATHS.signing.confirm, { orderNo: order.orderNo, code: await s.smsCode(u.mobile) }, u.token);
    }
    const payTicket = await ticket({ payFor: 'loanSubmit', subject: order.orderNo });
    if (!payTicket) return;
    await call('loanorder/submit', API_PATHS.loanorder.submit, { orderNo: order.orderNo, payTicket }, u.token, true);
  };
  let shops = 0;
  const shop = async () => {
    const ordered = await call<{ order: { orderNo: string; priceFen: number } }>('creditLife/order', API_PATHS.creditLife.order, { productId: SHOP_PRODUCTS[shops % SHOP_PRODUCTS.length]! }, u.token);
    const order = ordered?.data?.order;
    if (!order) return;
    const payTicket = await ticket({ payFor: 'creditLife', subject: order.orderNo, amountFen: order.priceFen });
    if (!payTicket) return;
    const instalment = shops++ % 2 === 1;
    await call('creditLife/payment', API_PATHS.creditLife.payment, {
      orderNo: order.orderNo, payType: instalment ? 'instalment' : 'card', ...(instalment ? { period: '3' } : {}), payTicket,
    }, u.token, true);
  };
  const flows = [repay, borrow, shop];
  for (let turn = index; Date.now() < deadline; turn++) await flows[turn % flows.length]!();
}

/** Every record number in the database: none twice, within its kind or across kinds. */
function duplicateNumbers(dbPath: string): { checked: number; duplicates: string[] } {
  const db = new Database(dbPath, { readonly: true });
  try {
    const columns: [string, string][] = [
      ['loan_orders', 'order_no'], ['repayments', 'repay_no'], ['creditlife_orders', 'order_no'], ['refunds', 'refund_no'], ['withdrawals', 'withdraw_no'],
      ['clearance_certs', 'cert_no'], ['recharges', 'recharge_no'], ['custody_withdrawals', 'withdraw_no'], ['custody_accounts', 'account_no'],
    ];
    const seen = new Map<string, number>();
    for (const [table, column] of columns) {
      for (const row of db.prepare(`SELECT ${column} AS no FROM ${table}`).all() as { no: string }[]) seen.set(row.no, (seen.get(row.no) ?? 0) + 1);
    }
    return { checked: [...seen.values()].reduce((a, b) => a + b, 0), duplicates: [...seen].filter(([, n]) => n > 1).map(([no, n]) => `${no} ×${n}`) };
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const s = await startTestServer({ clientLimits: false, disburseDelayMs: 0 });
  try {
    const borrowers: Borrower[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const u = await borrowedUser(s, '2000000', '12');
      borrowers.push({ token: u.token, mobile: u.mobile, cardId: u.cardId, repayOrderNo: u.orderNo });
    }
    const base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`load: ${CONNECTIONS} borrowers ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections for ${SECONDS} s on a fresh database`);
    const tally = new Tally();
    const runStart = Date.now();
    await Promise.all(borrowers.map((u, i) => drive(base, s, u, i, runStart + SECONDS * 1000, tally)));
    const ran = (Date.now() - runStart) / 1000;

    let answers = 0;
    for (const [call, counts] of [...tally.byCall].sort(([a], [b]) => a.localeCompare(b))) {
      const n = [...counts.values()].reduce((a, b) => a + b, 0);
      answers += n;
      console.log(`  ${call.padEnd(28)} ${String(n).padStart(6)}  ${[...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    }
    for (const [key, message] of tally.messages) console.log(`  (${key}: ${message})`);
    console.log(`load: ${answers} answers in ${ran.toFixed(1)} s (${(answers / ran).toFixed(0)}/s); status 0: ${tally.total('status 0')}`);
    for (const zero of tally.zeros) console.log(`  status 0 ${zero}`);
    const numbers = duplicateNumbers(s.dbPath);
    console.log(`numbers: ${numbers.checked} record numbers in the database, ${numbers.duplicates.length} twice${numbers.duplicates.length ? `: ${numbers.duplicates.slice(0, 10).join(', ')}` : ''}`);
    const broken = moneyInvariants(s.dbPath);
    console.log(`money invariants: ${broken.length ? broken.slice(0, 10).join('; ') : 'hold'}`);
    const failures = tally.total('status 0') + numbers.duplicates.length + broken.length;
    return failures === 0 ? 0 : 1;
  } finally {
    await s.close();
  }
}

process.exitCode = await main();
