import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type LoanRecordsData, type PayPurpose, type RepaymentData, type WithdrawData } from '@credit/shared/api';
import { DEMO_USER } from '../seed';
import { moneyInvariants } from '../test/invariants';
import { startTestServer, type TestServer } from '../test/helpers';
import { PAY_TICKET_MESSAGES } from './payTicketStore';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

let n = 0;
const key = () => `ticket-key-${++n}`;
const refused = { status: 40403, message: PAY_TICKET_MESSAGES.ticketInvalid, data: null };

/** Rows that record money moving: repayments, withdrawals and the ledger. */
const movements = (dbPath: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return ['repayments', 'withdrawals', 'transactions', 'recharges'].map((t) => (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);
  } finally {
    db.close();
  }
};

async function demo() {
  const token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
  const orders = (await s.post<LoanRecordsData>(API_PATHS.loanorder.records, {}, { token })).data!.list.filter((o) => o.status === 'repaying');
  expect(orders.length).toBe(2);
  return { token, orderNo: orders[0]!.orderNo, otherOrderNo: orders[1]!.orderNo };
}

describe('a pay ticket pays for the call it was asked for only (checkPwdPayment payFor, subject, amountFen)', () => {
  it('a ticket for a 100-fen repayment of one order is refused for a withdrawal, another amount, another order or another call, and still pays its own', async () => {
    const { token, orderNo, otherOrderNo } = await demo();
    const ticket = await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo, amountFen: 100 });
    const before = movements(s.dbPath);
    const post = (path: string, body: Record<string, string>) => s.post<RepaymentData>(path, { ...body, payTicket: ticket }, { token, headers: { 'Idempotency-Key': key() } });

    expect(await post(API_PATHS.withdrawCash.withdraw, { amountFen: '2000' })).toEqual(refused);
    expect(await post(API_PATHS.withdrawCash.withdraw, { amountFen: '100' })).toEqual(refused);
    expect(await post(API_PATHS.applyPay.repay, { orderNo, periods: '12', amountFen: '200' })).toEqual(refused);
    expect(await post(API_PATHS.applyPay.repay, { orderNo, periods: '12' })).toEqual(refused);
    expect(await post(API_PATHS.applyPay.repay, { orderNo: otherOrderNo, periods: '1', amountFen: '100' })).toEqual(refused);
    expect(await post(API_PATHS.repayment.protocolPayment, { orderNo, periods: '1' })).toEqual(refused);
    expect(await post(API_PATHS.market.rechargeOrder, { productId: 'R030' })).toEqual(refused);
    expect(movements(s.dbPath)).toEqual(before);

    // Refusals do not spend it: the repayment it was asked for goes through, once.
    const paid = await post(API_PATHS.applyPay.repay, { orderNo, periods: '12', amountFen: '100' });
    expect(paid).toMatchObject({ status: 1, data: { paidFen: 100 } });
    expect(await post(API_PATHS.applyPay.repay, { orderNo, periods: '12', amountFen: '100' })).toEqual(refused);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a withdrawal ticket names its amount; a repayment-confirm ticket its repayment; an early-settlement ticket its order and total', async () => {
    const { token, orderNo } = await demo();
    const pay = async <T,>(path: string, body: Record<string, string>, purpose: PayPurpose) =>
      s.post<T>(path, { ...body, payTicket: await s.payTicket(token, purpose) }, { token, headers: { 'Idempotency-Key': key() } });

    expect(await pay(API_PATHS.withdrawCash.withdraw, { amountFen: '2001' }, { payFor: 'withdraw', subject: '', amountFen: 2000 })).toEqual(refused);
    expect(await pay(API_PATHS.withdrawCash.withdraw, { amountFen: '2000' }, { payFor: 'activeRepay', subject: orderNo, amountFen: 2000 })).toEqual(refused);
    expect((await pay<WithdrawData>(API_PATHS.withdrawCash.withdraw, { amountFen: '2000' }, { payFor: 'withdraw', subject: '', amountFen: 2000 })).status).toBe(1);

    const applied = (await s.post<{ repayment: RepaymentData }>(API_PATHS.repayment.repayOneKeyApply, {}, { token })).data!.repayment;
    expect(await pay(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: applied.repayNo }, { payFor: 'repayConfirm', subject: orderNo })).toEqual(refused);
    expect(await pay(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: applied.repayNo }, { payFor: 'loanSubmit', subject: applied.repayNo })).toEqual(refused);
    expect((await pay(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: applied.repayNo }, { payFor: 'repayConfirm', subject: applied.repayNo })).status).toBe(1);

    const total = (await s.post<{ totalFen: number }>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token })).data!.totalFen;
    expect(await pay(API_PATHS.loanorder.repay, { orderNo, totalFen: String(total) }, { payFor: 'earlyRepay', subject: orderNo, amountFen: total - 1 })).toEqual(refused);
    expect((await pay(API_PATHS.loanorder.repay, { orderNo, totalFen: String(total) }, { payFor: 'earlyRepay', subject: orderNo, amountFen: total })).status).toBe(1);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('checkPwdPayment needs a known purpose: 1004 without one or with a malformed one', async () => {
    const { token } = await demo();
    const ask = (body: Record<string, string>) => s.post(API_PATHS.repayment.checkPwdPayment, { password: DEMO_USER.tradePassword, ...body }, { token });
    expect((await ask({})).status).toBe(1004);
    expect((await ask({ payFor: 'anything' })).status).toBe(1004);
    expect((await ask({ payFor: 'withdraw', amountFen: '0' })).status).toBe(1004);
    expect((await ask({ payFor: 'withdraw', amountFen: '2000' })).status).toBe(1);
  });
});
