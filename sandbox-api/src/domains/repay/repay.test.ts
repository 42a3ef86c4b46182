import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, REPAYMENT_KIND_TITLES, type ApplyLoanData, type BillListData, type CardInfoData, type CashAvailableData, type DeferQueryData, type EarlyQuoteData,
  type RechargeOrderData, type RechargeProductsData, type RefundsData, type RepayApplyData, type RepaymentData, type RepayHistoryData, type ThirdRepayData,
  type TransactionsData, type WithdrawData,
} from '@credit/shared/api';
import { moneyInvariants } from '../../test/invariants';
import { borrowedUser, partnerLoan, startTestServer, userIdOf, type TestServer } from '../../test/helpers';
import { DEMO_USER } from '../../seed';

const key = (() => {
  let n = 0;
  return () => `repay-key-${Date.now()}-${++n}`;
})();

const channel = (s: TestServer, name: string, mode: string) => s.app.inject({ method: 'POST', url: API_PATHS.sandbox.channel, payload: { channel: name, mode } });

describe('repayment channels', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer({ disburseDelayMs: 0 });
  });
  afterEach(() => s.close());

  it('Alipay: calAmt → repay (a payment at the stand-in cashier) → aliPayResearch until paid', async () => {
    const u = await borrowedUser(s);
    const token = u.token;
    const amount = (await s.post<{ totalFen: number }>(API_PATHS.thirdRepay.calAmt, { orderNo: u.orderNo, periods: '1' }, { token })).data!.totalFen;
    const started = await s.post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo: u.orderNo, periods: '1' }, { token, headers: { 'Idempotency-Key': key() } });
    expect(started.data).toMatchObject({ repayment: { status: 'processing', amountFen: amount, channel: 'alipay' } });
    const research = () => s.post<RepaymentData>(API_PATHS.thirdRepay.aliPayResearch, { repayNo: started.data!.repayment.repayNo }, { token });
    expect((await research()).data!.status).toBe('processing');
    const page = await s.app.inject({ method: 'GET', url: started.data!.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('确认付款');
    await s.app.inject({ method: 'POST', url: started.data!.payUrl });
    expect((await research()).data).toMatchObject({ status: 'success', paidFen: amount });
    // Paying the page again moves nothing.
    await s.app.inject({ method: 'POST', url: started.data!.payUrl });
    expect((await research()).data!.paidFen).toBe(amount);
    expect((await s.app.inject({ method: 'GET', url: '/api/thirdRepay/cashier/' + '0'.repeat(32) })).statusCode).toBe(404);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a failing card channel moves nothing; a hanging one stays processing, then finishes once the channel answers', async () => {
    const u = await borrowedUser(s);
    const token = u.token;
    const pay = async () =>
      s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: u.orderNo, periods: '1', payTicket: await s.payTicket(token, { payFor: 'activeRepay', subject: u.orderNo }) }, { token, headers: { 'Idempotency-Key': key() } });
    await channel(s, 'bankCard', 'fail');
    expect((await pay()).data).toMatchObject({ status: 'failed', paidFen: 0, failReason: '扣款失败：银行卡余额不足或银行处理失败' });
    await channel(s, 'bankCard', 'hang');
    const hung = (await pay()).data!;
    expect(hung.status).toBe('processing');
    const status = () => s.post<RepaymentData>(API_PATHS.repayment.status, { repayNo: hung.repayNo }, { token });
    expect((await status()).data!.status).toBe('processing');
    await channel(s, 'bankCard', 'ok');
    expect((await status()).data).toMatchObject({ status: 'success', paidFen: hung.amountFen });
    expect(moneyInvariants(s.dbPath)).toEqual([]);

    // An early settlement that waited on the channel settles on its own terms once it answers, the same day;
    // once interest has run on (35 days later: 5 days into period 2, period 1 being paid) its quote no
    // longer holds: what the channel took pays nothing else and is refunded (issue 24).
    const settle = async () => {
      const q = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo: u.orderNo }, { token })).data!;
      const r = await s.post<RepaymentData>(API_PATHS.loanorder.repay, { orderNo: u.orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: u.orderNo, amountFen: q.totalFen }), totalFen: String(q.totalFen) }, {
        token, headers: { 'Idempotency-Key': key() },
      });
      return r.data!;
    };
    await channel(s, 'bankCard', 'hang');
    const stale = await settle();
    expect(stale.status).toBe('processing');
    await s.hook(API_PATHS.sandbox.clock, { days: '35' });
    await channel(s, 'bankCard', 'ok');
    expect((await s.post<RepaymentData>(API_PATHS.repayment.status, { repayNo: stale.repayNo }, { token })).data).toMatchObject({
      status: 'refunded', paidFen: 0, refundedFen: stale.amountFen, failReason: '还款金额已变化，本次扣款已原路退回',
    });
    await channel(s, 'bankCard', 'hang');
    const waiting = await settle();
    await channel(s, 'bankCard', 'ok');
    expect((await s.post<RepaymentData>(API_PATHS.repayment.status, { repayNo: waiting.repayNo }, { token })).data).toMatchObject({
      status: 'success', paidFen: waiting.amountFen, kind: 'early',
    });
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('merged bills across orders; protocol payment needs the signed card', async () => {
    const u = await borrowedUser(s);
    const token = u.token;
    // Pay the first loan off early, then borrow again: two orders' bills can be merged.
    const early = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo: u.orderNo }, { token })).data!;
    expect(early.feeFen).toBeGreaterThan(0);
    await s.post(API_PATHS.loanorder.repay, { orderNo: u.orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: u.orderNo, amountFen: early.totalFen }), totalFen: String(early.totalFen) }, { token, headers: { 'Idempotency-Key': key() } });
    const second = (await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '200000', period: '3', purposeCode: 'P02', cardId: u.cardId }, { token })).data!.order.orderNo;
    await s.post(API_PATHS.loanorder.submit, { orderNo: second, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: second }) }, { token, headers: { 'Idempotency-Key': key() } });
    const bills = (await s.post<BillListData>(API_PATHS.bill.list, { status: 'unpaid' }, { token })).data!.bills;
    expect(bills.every((b) => b.orderNo === second)).toBe(true);
    const third = bills.find((b) => b.period === 2)!;
    const merged = await s.post<RepayApplyData>(API_PATHS.repayment.megerRepaymentApply, { billIds: third.billId }, { token });
    expect(merged.data!.quote.bills.map((b) => b.period)).toEqual([1, 2]);
    const confirmed = await s.post<RepaymentData>(API_PATHS.repayment.megerRepaymentConfirm, { repayNo: merged.data!.repayment.repayNo, payTicket: await s.payTicket(token, { payFor: 'repayConfirm', subject: merged.data!.repayment.repayNo }) }, {
      token, headers: { 'Idempotency-Key': key() },
    });
    expect(confirmed.data).toMatchObject({ status: 'success', paidFen: merged.data!.quote.totalFen, kind: 'merged' });
    const protocol = await s.post<RepaymentData>(API_PATHS.repayment.protocolPayment, { orderNo: second, periods: '3', payTicket: await s.payTicket(token, { payFor: 'protocolPayment', subject: second }) }, {
      token, headers: { 'Idempotency-Key': key() },
    });
    expect(protocol.data).toMatchObject({ status: 'success', channel: 'protocol' });
    expect((await s.post<BillListData>(API_PATHS.bill.list, { status: 'unpaid' }, { token })).data!.bills).toEqual([]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });
});

describe('issue 24: a payment that applies nothing is never a success; top-ups wait; a deferral fee is owed', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer({ disburseDelayMs: 0 });
  });
  afterEach(() => s.close());

  const history = async (token: string) => (await s.post<RepayHistoryData>(API_PATHS.repayment.history, { page: '1' }, { token })).data!.list;
  const ledger = async (token: string) => (await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '1' }, { token })).data!.list;
  const startAlipay = async (token: string, orderNo: string) =>
    (await s.post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo, periods: '1' }, { token, headers: { 'Idempotency-Key': key() } })).data!;

  it('a second Alipay payment of a bill paid since: the cashier takes nothing and says 支付失败; the repayment fails', async () => {
    const u = await borrowedUser(s);
    const first = await startAlipay(u.token, u.orderNo);
    const second = await startAlipay(u.token, u.orderNo);
    expect((await s.app.inject({ method: 'POST', url: first.payUrl })).body).toContain('支付成功');
    const page = await s.app.inject({ method: 'GET', url: second.payUrl });
    expect(page.body).not.toContain('确认付款');
    expect(page.body).toContain('支付失败：所选账单已还清，请刷新后再试');
    const paid = await s.app.inject({ method: 'POST', url: second.payUrl });
    expect(paid.body).not.toContain('支付成功');
    expect(paid.body).toContain('支付失败：所选账单已还清，请刷新后再试');
    expect((await s.post<RepaymentData>(API_PATHS.thirdRepay.aliPayResearch, { repayNo: second.repayment.repayNo }, { token: u.token })).data).toMatchObject({
      status: 'failed', paidFen: 0, refundedFen: 0,
    });
    expect((await history(u.token)).map((r) => [r.repayNo, r.status])).toEqual([[second.repayment.repayNo, 'failed'], [first.repayment.repayNo, 'success']]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('an Alipay payment still open when another payment pays its bills is closed when read, before the cashier is opened', async () => {
    const u = await borrowedUser(s);
    const open = await startAlipay(u.token, u.orderNo);
    const card = await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: u.orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: u.orderNo }) }, {
      token: u.token, headers: { 'Idempotency-Key': key() },
    });
    expect(card.data!.status).toBe('success');
    expect((await s.post<RepaymentData>(API_PATHS.thirdRepay.aliPayResearch, { repayNo: open.repayment.repayNo }, { token: u.token })).data).toMatchObject({
      status: 'failed', paidFen: 0, failReason: '所选账单已还清，请刷新后再试',
    });
    expect((await s.app.inject({ method: 'POST', url: open.payUrl })).body).not.toContain('支付成功');
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a stalled card payment overtaken by another payment: taken, then refunded (a refunds row, a debit and a refund in the ledger), never 还款成功', async () => {
    const u = await borrowedUser(s);
    await channel(s, 'bankCard', 'hang');
    const stalled = (await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: u.orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: u.orderNo }) }, {
      token: u.token, headers: { 'Idempotency-Key': key() },
    })).data!;
    expect(stalled.status).toBe('processing');
    const alipay = await startAlipay(u.token, u.orderNo);
    await s.app.inject({ method: 'POST', url: alipay.payUrl });
    await channel(s, 'bankCard', 'ok');
    const settled = (await s.post<RepaymentData>(API_PATHS.repayment.status, { repayNo: stalled.repayNo }, { token: u.token })).data!;
    expect(settled).toMatchObject({ status: 'refunded', paidFen: 0, refundedFen: stalled.amountFen, failReason: '账单已由其他还款结清，本次扣款已原路退回' });
    expect((await history(u.token)).map((r) => [r.kind, r.status])).toEqual([['alipay', 'success'], ['active', 'refunded']]);
    const refunds = (await s.post<RefundsData>(API_PATHS.bill.refunds, {}, { token: u.token })).data!.list;
    expect(refunds).toEqual([expect.objectContaining({ orderNo: u.orderNo, amountFen: stalled.amountFen, status: 'refunded', reason: '还款未入账退回' })]);
    const rows = (await ledger(u.token)).filter((t) => t.amountFen === stalled.amountFen && (t.kind === 'refund' || t.title === REPAYMENT_KIND_TITLES.active));
    expect(rows.map((t) => t.kind).sort()).toEqual(['refund', 'repay']);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a second one-key apply confirmed after the first paid: refused before money moves, nothing listed', async () => {
    const u = await borrowedUser(s);
    const apply = async () => (await s.post<RepayApplyData>(API_PATHS.repayment.repayOneKeyApply, {}, { token: u.token })).data!.repayment.repayNo;
    const a = await apply();
    const b = await apply();
    const confirm = async (repayNo: string) =>
      s.post<RepaymentData>(API_PATHS.repayment.repayOneKeyConfirm, { repayNo, payTicket: await s.payTicket(u.token, { payFor: 'repayConfirm', subject: repayNo }) }, { token: u.token, headers: { 'Idempotency-Key': key() } });
    expect((await confirm(a)).data!.status).toBe('success');
    expect(await confirm(b)).toMatchObject({ status: 40403, message: '所选账单已还清，请刷新后再试' });
    expect((await history(u.token)).map((r) => [r.repayNo, r.status])).toEqual([[a, 'success']]);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a mobile top-up on a stalled card channel is processing (its ledger row too) until the channel answers', async () => {
    const u = await borrowedUser(s);
    const topUp = async () =>
      (await s.post<RechargeOrderData>(API_PATHS.market.rechargeOrder, { productId: 'R050', payTicket: await s.payTicket(u.token, { payFor: 'recharge', subject: 'R050' }) }, { token: u.token, headers: { 'Idempotency-Key': key() } })).data!.record;
    const records = async () => (await s.post<RechargeProductsData>(API_PATHS.market.rechargeProducts, {}, { token: u.token })).data!.records;
    const topUpRow = async (title: string) => (await ledger(u.token)).filter((t) => t.kind === 'topUp' && t.title === title).map((t) => t.status);
    await channel(s, 'bankCard', 'hang');
    const first = await topUp();
    expect(first.status).toBe('processing');
    expect((await records()).map((r) => r.status)).toEqual(['processing']);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
    const title = (await ledger(u.token)).find((t) => t.kind === 'topUp')!.title;
    expect(await topUpRow(title)).toEqual(['processing']);
    await channel(s, 'bankCard', 'ok');
    expect((await records()).map((r) => r.status)).toEqual(['success']);
    expect(await topUpRow(title)).toEqual(['success']);
    await channel(s, 'bankCard', 'hang');
    await topUp();
    await channel(s, 'bankCard', 'fail');
    expect((await records()).map((r) => r.status)).toEqual(['failed', 'success']);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('early settlement after a deferral owes the deferral fee: 1 % of the period\'s principal on top of the quote, not counted as saved', async () => {
    const u = await borrowedUser(s, '300000', '3');
    const token = u.token;
    const quote = async () => (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo: u.orderNo }, { token })).data!;
    expect((await s.hook(API_PATHS.sandbox.clock, { days: '10' })).status).toBe(1);
    const before = await quote();
    expect(before.deferralFeeFen).toBe(0);
    const period1 = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo: u.orderNo }, { token })).data!.bills.find((b) => b.period === 1)!;
    // Independent arithmetic: 1 % of the period's principal, rounded half up to the fen.
    const fee = Math.floor((period1.principalFen * 10_000 + 500_000) / 1_000_000);
    expect(fee).toBeGreaterThan(0);
    const terms = (await s.post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo: u.orderNo }, { token })).data!;
    expect(terms.feeFen).toBe(fee);
    const read = await s.post(API_PATHS.loanHelp.deferRead, { orderNo: u.orderNo, newDueDay: terms.newDueDay, feeFen: String(terms.feeFen) }, { token, headers: { 'Idempotency-Key': key() } });
    expect(read.status).toBe(1);
    const after = await quote();
    expect(after).toMatchObject({ deferralFeeFen: fee, totalFen: before.totalFen + fee, savedFen: before.savedFen, scheduledRestFen: before.scheduledRestFen + fee });
    const settled = (await s.post<RepaymentData>(API_PATHS.loanorder.repay, { orderNo: u.orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: u.orderNo, amountFen: after.totalFen }), totalFen: String(after.totalFen) }, {
      token, headers: { 'Idempotency-Key': key() },
    })).data!;
    expect(settled).toMatchObject({ status: 'success', paidFen: before.totalFen + fee });
    expect(settled.feeFen).toBe(before.feeFen + fee);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });
});

describe('the demo user (docs/sandbox.md)', () => {
  it('its settled loan was withheld period by period: three repayments listed, and the ledger says the same', async () => {
    const s = await startTestServer();
    try {
      const token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
      const history = (await s.post<RepayHistoryData>(API_PATHS.repayment.history, { page: '1' }, { token })).data!;
      expect(history.list.map((r) => [r.kind, r.status])).toEqual([['protocol', 'success'], ['protocol', 'success'], ['protocol', 'success']]);
      expect(history.list.every((r) => r.paidFen === r.amountFen && r.penaltyFen === 0)).toBe(true);
      const ledger = (await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '1' }, { token })).data!.list.filter((t) => t.kind === 'repay');
      expect(ledger.map((t) => t.amountFen).sort()).toEqual(history.list.map((r) => r.paidFen).sort());
      // The ledger names a repayment as the pages do.
      expect(new Set(ledger.map((t) => t.title))).toEqual(new Set([REPAYMENT_KIND_TITLES.protocol]));
    } finally {
      await s.close();
    }
  });
});

describe('withdrawal (spec 4.8)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.close());

  it('only from a balance of 20 yuan, never above it, once per key', async () => {
    const login = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    const available = (await s.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data!;
    expect(available).toMatchObject({ totalMoney: 3_680, isWithDraw: true, minFen: 2_000 });
    const withdraw = async (amountFen: string, k = key()) =>
      s.post<WithdrawData>(API_PATHS.withdrawCash.withdraw, { amountFen, payTicket: await s.payTicket(token, { payFor: 'withdraw', subject: '', amountFen: Number(amountFen) }) }, { token, headers: { 'Idempotency-Key': k } });
    expect(await withdraw('3681')).toMatchObject({ status: 40403, message: '提现金额不能超过可提现余额' });
    expect((await withdraw('2000')).data!.record).toMatchObject({ amountFen: 2_000, status: 'success', bankName: '工商银行' });
    // 16.80 left: below the threshold, nothing can be withdrawn.
    expect((await s.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data).toMatchObject({ totalMoney: 1_680, txMoney: 0, isWithDraw: false });
    expect(await withdraw('100')).toMatchObject({ status: 40403, message: '可提现余额满20元才能提现' });
    expect((await s.post<{ list: unknown[] }>(API_PATHS.withdrawCash.records, {}, { token })).data!.list).toHaveLength(1);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a hanging withdrawal holds its amount while processing; a failure gives it back', async () => {
    const login = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
    const token = login.data!.token;
    await channel(s, 'withdraw', 'hang');
    const w = await s.post<WithdrawData>(API_PATHS.withdrawCash.withdraw, { amountFen: '3000', payTicket: await s.payTicket(token, { payFor: 'withdraw', subject: '', amountFen: 3000 }) }, { token, headers: { 'Idempotency-Key': key() } });
    expect(w.data!.record.status).toBe('processing');
    expect((await s.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data!.totalMoney).toBe(680);
    await channel(s, 'withdraw', 'fail');
    const records = await s.post<{ list: { status: string; failReason: string }[] }>(API_PATHS.withdrawCash.records, {}, { token });
    expect(records.data!.list[0]).toMatchObject({ status: 'failed', failReason: '提现失败：银行处理失败，金额已退回余额' });
    expect((await s.post<CashAvailableData>(API_PATHS.withdrawCash.cashAvailable, {}, { token })).data!.totalMoney).toBe(3_680);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });
});

describe('invariants after every operation of a random sequence', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ disburseDelayMs: 0 });
  });
  afterAll(() => s.close());

  type Op =
    | { op: 'borrow'; steps: number; period: '3' | '6' | '12' }
    | { op: 'clock'; days: number }
    | { op: 'repayPart'; amount: number }
    | { op: Simple }
    | { op: 'withdraw'; amount: number }
    | { op: 'topUp'; productId: 'R030' | 'R050' | 'R100' }
    | { op: 'channel'; name: 'bankCard' | 'protocol' | 'alipay' | 'withdraw' | 'disburse'; mode: 'ok' | 'fail' | 'hang' };
  // Issue 24's paths: two Alipay payments of one bill, a stalled card payment overtaken, a second one-key
  // confirm, a deferral then early settlement (a stalled top-up is a 'channel' hang then 'topUp').
  type Simple =
    | 'repayProtocol' | 'repayAlipay' | 'repayOneKey' | 'repayMerged' | 'repayEarly' | 'cancel' | 'friendBorrows' | 'read'
    | 'alipayTwice' | 'stalledOvertaken' | 'oneKeyTwice' | 'deferThenEarly';
  const simple = (op: Simple) => fc.constant({ op });
  const ops: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('borrow' as const), steps: fc.integer({ min: 5, max: 300 }), period: fc.constantFrom('3' as const, '6' as const, '12' as const) }),
    fc.record({ op: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 45 }) }),
    fc.record({ op: fc.constant('repayPart' as const), amount: fc.integer({ min: 100, max: 200_000 }) }),
    simple('repayProtocol'), simple('repayAlipay'), simple('repayOneKey'), simple('repayMerged'), simple('repayEarly'), simple('cancel'), simple('friendBorrows'), simple('read'),
    simple('alipayTwice'), simple('stalledOvertaken'), simple('oneKeyTwice'), simple('deferThenEarly'),
    { arbitrary: fc.record({ op: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 5_000 }) }), weight: 2 },
    { arbitrary: fc.record({ op: fc.constant('topUp' as const), productId: fc.constantFrom('R030' as const, 'R050' as const, 'R100' as const) }), weight: 2 },
    {
      arbitrary: fc.record({
        op: fc.constant('channel' as const),
        name: fc.constantFrom('bankCard' as const, 'protocol' as const, 'alipay' as const, 'withdraw' as const, 'disburse' as const),
        mode: fc.constantFrom('ok' as const, 'fail' as const, 'hang' as const),
      }),
      weight: 3,
    },
  );

  // Every money movement (a loan, each kind of repayment, a withdrawal, a top-up, a deferral) with channels
  // that pay, refuse or hang: the ledger invariants (test/invariants.ts) hold after each step.
  it('borrow, advance the clock, repay in every way, cancel, withdraw, top up, switch channels', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom('9F', 'lh', 'micropay'), fc.array(ops, { minLength: 3, maxLength: 12 }), async (invited, funder, sequence) => {
        for (const name of ['bankCard', 'protocol', 'alipay', 'withdraw', 'disburse']) await channel(s, name, 'ok');
        // Each user starts with a loan being repaid, so every repayment step has something to pay: the
        // platform's own (9F), a two-bill loan (lh, ADR 035) or a partner's repaid on the platform's calls
        // (micropay); later loans are 9F's, so one-key and merged repayments span creditors.
        const u = funder === '9F' ? await borrowedUser(s) : await s.borrower().then(async (b) => ({ ...b, orderNo: await partnerLoan(s, b, funder) }));
        const token = u.token;
        // Half the users start with an invited friend's reward (20 yuan): enough to withdraw.
        if (invited) {
          const code = (await s.post<{ inviteCode: string }>(API_PATHS.withdrawCash.createInvitationCode, {}, { token })).data!.inviteCode;
          await borrowedUser(s, '50000', '3', code);
        }
        const userId = userIdOf(s.dbPath, u.mobile);
        const money = { token, headers: () => ({ 'Idempotency-Key': key() }) };
        const post = async <T>(path: string, body: Record<string, string>) => s.post<T>(path, body, { token: money.token, headers: money.headers() });
        const orders: string[] = [u.orderNo];
        const unpaid = async (orderNo?: string) => (await s.post<BillListData>(API_PATHS.bill.list, { ...(orderNo ? { orderNo } : {}), status: 'unpaid' }, { token })).data?.bills ?? [];
        for (const step of sequence) {
          const orderNo = orders.at(-1);
          if (step.op === 'borrow') {
            const r = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: String(step.steps * 10_000), period: step.period, purposeCode: 'P01', cardId: u.cardId }, { token });
            if (r.status === 1) {
              const no = r.data!.order.orderNo;
              if (!r.data!.order.signed) {
                await s.post(API_PATHS.signing.apply, { orderNo: no }, { token });
                await s.post(API_PATHS.signing.confirm, { orderNo: no, code: await s.smsCode(u.mobile) }, { token });
              }
              const sub = await post(API_PATHS.loanorder.submit, { orderNo: no, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: no }) });
              if (sub.status === 1) orders.push(no);
            }
          } else if (step.op === 'clock') {
            await s.hook(API_PATHS.sandbox.clock, { days: String(step.days) });
          } else if (step.op === 'repayPart' && orderNo) {
            const open = await unpaid(orderNo);
            if (open.length) {
              const due = open.reduce((n, b) => n + b.dueFen, 0);
              const amountFen = Math.min(step.amount, due);
              const payTicket = await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo, amountFen });
              await post(API_PATHS.applyPay.repay, { orderNo, periods: String(open.at(-1)!.period), amountFen: String(amountFen), payTicket });
            }
          } else if (step.op === 'repayProtocol' && orderNo) {
            const [first] = await unpaid(orderNo);
            if (first) await post(API_PATHS.repayment.protocolPayment, { orderNo, periods: String(first.period), payTicket: await s.payTicket(token, { payFor: 'protocolPayment', subject: orderNo }) });
          } else if (step.op === 'repayAlipay' && orderNo) {
            const [first] = await unpaid(orderNo);
            if (first) {
              const started = await post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo, periods: String(first.period) });
              if (started.status === 1) await s.app.inject({ method: 'POST', url: started.data!.payUrl });
            }
          } else if (step.op === 'repayOneKey') {
            const applied = await s.post<RepayApplyData>(API_PATHS.repayment.repayOneKeyApply, {}, { token });
            if (applied.status === 1) await post(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: applied.data!.repayment.repayNo, payTicket: await s.payTicket(token, { payFor: 'repayConfirm', subject: applied.data!.repayment.repayNo }) });
          } else if (step.op === 'repayMerged') {
            const open = await unpaid();
            if (open.length) {
              const applied = await s.post<RepayApplyData>(API_PATHS.repayment.megerRepaymentApply, { billIds: open.at(-1)!.billId }, { token });
              if (applied.status === 1) await post(API_PATHS.repayment.megerRepaymentConfirm, { repayNo: applied.data!.repayment.repayNo, payTicket: await s.payTicket(token, { payFor: 'repayConfirm', subject: applied.data!.repayment.repayNo }) });
            }
          } else if (step.op === 'repayEarly' && orderNo) {
            const q = await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token });
            if (q.status === 1) await post(API_PATHS.loanorder.repay, { orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: orderNo, amountFen: q.data!.totalFen }), totalFen: String(q.data!.totalFen) });
          } else if (step.op === 'cancel') {
            const r = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '50000', period: '3', purposeCode: 'P01', cardId: u.cardId }, { token });
            if (r.status === 1) await s.post(API_PATHS.loanorder.cancel, { orderNo: r.data!.order.orderNo }, { token });
          } else if (step.op === 'friendBorrows') {
            // A friend's first loan credits the user's reward balance: something to withdraw.
            const code = (await s.post<{ inviteCode: string }>(API_PATHS.withdrawCash.createInvitationCode, {}, { token })).data!.inviteCode;
            await borrowedUser(s, '50000', '3', code);
          } else if (step.op === 'alipayTwice' && orderNo) {
            const [first] = await unpaid(orderNo);
            if (first) {
              const a = await post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo, periods: String(first.period) });
              const b = await post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo, periods: String(first.period) });
              for (const started of [a, b]) if (started.status === 1) await s.app.inject({ method: 'POST', url: started.data!.payUrl });
            }
          } else if (step.op === 'stalledOvertaken' && orderNo) {
            const [first] = await unpaid(orderNo);
            if (first) {
              await channel(s, 'bankCard', 'hang');
              await post(API_PATHS.applyPay.repay, { orderNo, periods: String(first.period), payTicket: await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo }) });
              const other = await post<ThirdRepayData>(API_PATHS.thirdRepay.repay, { orderNo, periods: String(first.period) });
              if (other.status === 1) await s.app.inject({ method: 'POST', url: other.data!.payUrl });
              await channel(s, 'bankCard', 'ok');
              await s.post(API_PATHS.repayment.history, { page: '1' }, { token });
            }
          } else if (step.op === 'oneKeyTwice') {
            const a = await s.post<RepayApplyData>(API_PATHS.repayment.repayOneKeyApply, {}, { token });
            const b = await s.post<RepayApplyData>(API_PATHS.repayment.repayOneKeyApply, {}, { token });
            for (const applied of [a, b]) {
              if (applied.status === 1) await post(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: applied.data!.repayment.repayNo, payTicket: await s.payTicket(token, { payFor: 'repayConfirm', subject: applied.data!.repayment.repayNo }) });
            }
          } else if (step.op === 'deferThenEarly' && orderNo) {
            const terms = await s.post<DeferQueryData>(API_PATHS.loanHelp.deferQuery, { orderNo }, { token });
            if (terms.data?.allowed) await post(API_PATHS.loanHelp.deferRead, { orderNo, newDueDay: terms.data.newDueDay, feeFen: String(terms.data.feeFen) });
            const q = await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token });
            if (q.status === 1) await post(API_PATHS.loanorder.repay, { orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: orderNo, amountFen: q.data!.totalFen }), totalFen: String(q.data!.totalFen) });
          } else if (step.op === 'read') {
            // Reads finish what a channel left processing once it answers.
            await s.post(API_PATHS.repayment.history, { page: '1' }, { token });
            await s.post(API_PATHS.withdrawCash.records, {}, { token });
            await s.post(API_PATHS.market.rechargeProducts, {}, { token });
          } else if (step.op === 'withdraw') {
            await post(API_PATHS.withdrawCash.withdraw, { amountFen: String(step.amount), payTicket: await s.payTicket(token, { payFor: 'withdraw', subject: '', amountFen: step.amount }) });
          } else if (step.op === 'topUp') {
            await post(API_PATHS.market.rechargeOrder, { productId: step.productId, payTicket: await s.payTicket(token, { payFor: 'recharge', subject: step.productId }) });
          } else if (step.op === 'channel') {
            await channel(s, step.name, step.mode);
          }
          const available = (await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token })).data!.loanAmt;
          expect(available).toBeGreaterThanOrEqual(0);
          expect(moneyInvariants(s.dbPath, new Map([[userId, available]]))).toEqual([]);
        }
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});

