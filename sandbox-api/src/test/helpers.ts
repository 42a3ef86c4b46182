import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, payPurposeFields, type ApiEnvelope, type PayPurpose } from '@credit/shared/api';
import { idCheckChar } from '@credit/shared/rules';
import { buildServer, type ServerOptions } from '../server';

export { DAY_MS } from '@credit/shared/money';

/** The row id of the active account of a mobile. */
export function userIdOf(dbPath: string, mobile: string): number {
  const db = new Database(dbPath, { readonly: true });
  const row = db.prepare(`SELECT id FROM users WHERE mobile = ? AND status = 'active'`).get(mobile) as { id: number };
  db.close();
  return row.id;
}

let loanSeq = 0;
/**
 * Puts a loan being repaid on a user straight into the database, for rules that only ask "is a loan
 * outstanding?" (cancellation, unbinding); `settle` ends it. The money journeys use the API instead.
 */
export function insertOutstandingLoan(dbPath: string, userId: number): { settle(): void } {
  const db = new Database(dbPath);
  const seq = ++loanSeq;
  const card = db
    .prepare(`INSERT INTO bank_cards (user_id, card_no, bank_code, bank_name, reserved_mobile, status, created_at) VALUES (?, ?, 'ICBC', '工商银行', '13800000000', 'unbound', 0)`)
    .run(userId, `62220299${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(7, '0')}`);
  const order = db
    .prepare(
      `INSERT INTO loan_orders (order_no, user_id, status, principal_fen, periods, repay_type, purpose_code, card_id, monthly_rate_ppm, monthly_fee_ppm,
         penalty_daily_ppm, early_fee_ppm, apr_bp, created_at) VALUES (?, ?, 'repaying', 10000, 3, 'equalInstalment', 'P01', ?, 0, 0, 0, 0, 0, 0)`,
    )
    .run(`L9${String(seq).padStart(15, '0')}`, userId, card.lastInsertRowid);
  db.close();
  return {
    settle() {
      const again = new Database(dbPath);
      again.prepare(`UPDATE loan_orders SET status = 'settled' WHERE id = ?`).run(order.lastInsertRowid);
      again.close();
    },
  };
}

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
  /** A test hook call (API_PATHS.sandbox): a JSON body, as the hooks take nothing else (hooks/guard.ts). */
  hook<T = unknown>(path: string, body?: Record<string, unknown>): Promise<ApiEnvelope<T>>;
  smsCode(mobile: string): Promise<string>;
  /** Sends a code of `type` to `mobile` and returns it. */
  sendSms(mobile: string, type: string, token?: string): Promise<string>;
  register(mobile?: string, password?: string, inviteCode?: string): Promise<{ token: string; mobile: string; password: string }>;
  /** A registered user with a verified identity. */
  verifiedUser(inviteCode?: string): Promise<{ token: string; mobile: string; certId: string; name: string; password: string }>;
  /**
   * A fresh user taken by the real API to a loan-ready account: verified, a card bound and the account
   * opened (the limit granted), the deal password set, the limit activated on the activation page.
   */
  borrower(inviteCode?: string): Promise<{ token: string; mobile: string; cardId: string; tradePassword: string; certId: string }>;
  /** A one-time pay ticket for the deal password (repayment/checkPwdPayment), for the money call `purpose` names. */
  payTicket(token: string, purpose: PayPurpose, tradePassword?: string): Promise<string>;
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
  const hook = async <T>(path: string, body: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
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
  const register = async (mobile = nextMobile(), password = 'Passw0rd', inviteCode?: string) => {
    const code = await sendSms(mobile, 'regist');
    const res = await post<{ token: string }>(API_PATHS.account.regist, { mobile, password, code, ...(inviteCode ? { inviteCode } : {}) });
    if (res.status !== 1) throw new Error(`regist ${res.status} ${res.message}`);
    return { token: res.data!.token, mobile, password };
  };
  const verifiedUser = async (inviteCode?: string) => {
    const u = await register(undefined, undefined, inviteCode);
    const certId = nextCertId();
    const name = '李四';
    const res = await post(API_PATHS.identity.realName, { name, certId }, { token: u.token });
    if (res.status !== 1) throw new Error(`realName ${res.status} ${res.message}`);
    return { ...u, certId, name };
  };
  let cardSeq = 0;
  const borrower = async (inviteCode?: string) => {
    const u = await verifiedUser(inviteCode);
    const cardNo = `622202${String(process.pid % 10000).padStart(4, '0')}${String(++cardSeq).padStart(9, '0')}`;
    const code = await sendSms(u.mobile, 'bindCard', u.token);
    const opened = await post(API_PATHS.open.openCard, { cardNo, mobile: u.mobile, code }, { token: u.token });
    if (opened.status !== 1) throw new Error(`openCard ${opened.status} ${opened.message}`);
    const tradePassword = 'Trade123';
    const set = await post(API_PATHS.oneCard.setTradePwd, { password: tradePassword, confirmPassword: tradePassword }, { token: u.token });
    if (set.status !== 1) throw new Error(`setTradePwd ${set.status} ${set.message}`);
    await app.inject({ method: 'POST', url: API_PATHS.quota.activate, payload: { token: u.token }, headers: { 'content-type': 'application/json' } });
    const cards = await post<{ cards: { cardId: string }[] }>(API_PATHS.bindCard.selectall, {}, { token: u.token });
    return { token: u.token, mobile: u.mobile, cardId: cards.data!.cards[0]!.cardId, tradePassword, certId: u.certId };
  };
  const payTicket = async (token: string, purpose: PayPurpose, tradePassword = 'Trade123') => {
    const res = await post<{ payTicket: string }>(API_PATHS.repayment.checkPwdPayment, { password: tradePassword, ...payPurposeFields(purpose) }, { token });
    if (res.status !== 1) throw new Error(`checkPwdPayment ${res.status} ${res.message}`);
    return res.data!.payTicket;
  };
  return {
    app,
    dir,
    dbPath,
    tick: (ms) => {
      wall += ms;
    },
    post,
    hook,
    smsCode,
    sendSms,
    register,
    verifiedUser,
    borrower,
    payTicket,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The text a PDF of lib/pdf.ts shows, in order (its strings are UCS-2 hex; wrapped lines joined). */
export const pdfText = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').swap16().toString('utf16le')).join('');

/** A borrower with one loan paid out (the card signed): `amount` fen over `period` periods, through the real API. */
export async function borrowedUser(s: TestServer, amount = '300000', period = '6', inviteCode?: string) {
  const u = await s.borrower(inviteCode);
  const token = u.token;
  const applied = await s.post<{ order: { orderNo: string } }>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: amount, period, purposeCode: 'P01', cardId: u.cardId }, { token });
  const { orderNo } = applied.data!.order;
  await s.post(API_PATHS.signing.apply, { orderNo }, { token });
  await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token });
  const submitted = await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo }) }, { token, headers: { 'Idempotency-Key': `borrow-${orderNo}` } });
  if (submitted.status !== 1) throw new Error(`submit ${submitted.status} ${submitted.message}`);
  return { ...u, orderNo };
}

/** The SMS-confirmed partner steps: their apply and confirm (verify) paths. */
export const CODE_STEPS = {
  mainSigning: [API_PATHS.mainSigning.apply, API_PATHS.mainSigning.confirm],
  jgSigning: [API_PATHS.jgSigning.apply, API_PATHS.jgSigning.confirm],
  suningVerify: [API_PATHS.suning.apply, API_PATHS.suning.verify],
} as const;

/** A whole credit-router profile set (the supplementary profile's fields and contacts, dictionary codes of spec 9). */
export const ROUTER_PROFILE = {
  industry: 'B1017', profession: 'B0701', education: 'B0305', marriage: 'B0502', incomeLevel: 'B0803', email: 'li@example.com',
  company: '示例科技有限公司', companyAddress: '北京市海淀区示例路8号', duty: '工程师', monthlyIncome: '800000',
  province: '北京市', city: '北京市', county: '海淀区', address: '北京市海淀区示例小区1号楼', incomeSource: 'B0901', loanType: 'B1101,B1102',
  relativeName: '李父', relativePhone: '13900001111', relationship: 'B0601', friendName: '王友', friendPhone: '13900002222',
};

/** Does the order's funder's steps as webRouter names them, until none is left; answers the steps taken (throws on a refusal). */
export async function doFunderSteps(s: TestServer, u: { token: string; mobile: string }, orderNo: string): Promise<string[]> {
  const { token } = u;
  const taken: string[] = [];
  for (;;) {
    const { next } = (await s.post<{ next: string | null }>(API_PATHS.micropay.webRouter, { orderNo }, { token })).data!;
    if (!next) return taken;
    taken.push(next);
    let answer: { status: number; message?: string };
    if (next === 'openAccount') answer = await s.post(API_PATHS.micropay.openAccount, { orderNo }, { token });
    else if (next === 'bindCard') answer = await s.post(API_PATHS.micropay.bindCard, { orderNo }, { token });
    else if (next === 'labelUser') answer = await s.post(API_PATHS.micropay.labelUser, { orderNo, incomeLevel: 'L3' }, { token });
    else if (next === 'profile') answer = await s.post(API_PATHS.customer.crawlerData, { orderNo, ...ROUTER_PROFILE }, { token });
    else {
      const [apply, confirm] = CODE_STEPS[next as keyof typeof CODE_STEPS];
      const applied = await s.post(apply, { orderNo }, { token });
      if (applied.status !== 1) throw new Error(`${next} apply ${applied.status} ${applied.message}`);
      answer = await s.post(confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token });
    }
    if (answer.status !== 1) throw new Error(`${next} ${answer.status} ${answer.message}`);
  }
}

/**
 * A loan of a partner paid out to borrower `u` (ADR 032/033), through the real API: routed there by the
 * `funder` hook (then unforced), its card signed, the partner's steps done as webRouter names them,
 * submitted (ratePaySubmit), pushed, submitted and approved at the funder, paid out.
 */
export async function partnerLoan(
  s: TestServer,
  u: { token: string; mobile: string; cardId: string },
  capitalChannel: string,
  amount = '600000',
  period = '6',
): Promise<string> {
  const token = u.token;
  await s.hook(API_PATHS.sandbox.funder, { force: capitalChannel });
  const applied = await s.post<{ order: { orderNo: string; capitalChannel: string; signed: number } }>(
    API_PATHS.applyPay.apply, { loanType: '1', loanAmt: amount, period, purposeCode: 'P01', cardId: u.cardId }, { token },
  );
  await s.hook(API_PATHS.sandbox.funder, { force: null });
  if (applied.data?.order.capitalChannel !== capitalChannel) throw new Error(`apply ${applied.status} ${applied.message}: not routed to ${capitalChannel}`);
  const { orderNo } = applied.data.order;
  if (!applied.data.order.signed) {
    await s.post(API_PATHS.signing.apply, { orderNo }, { token });
    await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token });
  }
  await doFunderSteps(s, u, orderNo);
  // micropay takes its own application (ADR 036); every other funder's order is submitted by ratePaySubmit.
  const submitPath = capitalChannel === 'micropay' ? API_PATHS.micropay.applyPay : API_PATHS.rateorder.ratePaySubmit;
  const submitted = await s.post(submitPath, { orderNo, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo }) }, {
    token, headers: { 'Idempotency-Key': `partner-${orderNo}` },
  });
  if (submitted.status !== 1) throw new Error(`${submitPath} ${submitted.status} ${submitted.message}`);
  for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]) await s.post(path, { orderNo }, { token });
  s.tick(60_000);
  const lent = await s.post<{ order: { status: string } }>(API_PATHS.loanorder.modifyStatus, { orderNo }, { token });
  if (lent.data?.order.status !== 'repaying') throw new Error(`${orderNo} not paid out: ${lent.status} ${lent.message}`);
  return orderNo;
}
