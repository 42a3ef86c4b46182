import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, type AptStatusData, type ApplyLoanData, type BillListData, type CardInfoData, type ClearanceApplyData, type EarlyQuoteData,
  type LoanParamsData, type LoanRecordsData, type OrderData, type RepayQuote, type RepaymentData, type TrialData,
} from '@credit/shared/api';
import { aprBp, formatMoney, formatRateBp, monthlyIrr, penaltyFen } from '@credit/shared/money';
import { DEFAULT_PRICING } from './pricing';
import { moneyInvariants } from '../../test/invariants';
import { pdfText, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 5000 });
});
afterEach(() => s.close());

/** How the PDF writer sets text: UCS-2 big-endian hex. */
const ucs2Hex = (text: string): string => [...text].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('');

const key = (() => {
  let n = 0;
  return () => `test-key-${Date.now()}-${++n}`;
})();

/** The invariants after an operation, with the available credit the API answers for the user. */
async function expectInvariants(token: string): Promise<void> {
  const card = await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token });
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(s.dbPath, { readonly: true });
  const userId = (db.prepare('SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1').get() as { user_id: number }).user_id;
  db.close();
  expect(moneyInvariants(s.dbPath, new Map([[userId, card.data!.loanAmt]]))).toEqual([]);
}

describe('the money journey, fresh user to settlement proof', () => {
  it('real name → card → activate → trial → sign → submit → disbursed → bills → +35 days overdue → repay → settled → PDF', async () => {
    const u = await s.borrower();
    const token = u.token;
    const apt = await s.post<AptStatusData>(API_PATHS.applyPay.aptStatus, {}, { token });
    expect(apt.data).toMatchObject({ eligible: true, openCard: true, limitActive: true, cardBound: true, noOverdue: true, pendingOrderNo: '' });

    const params = (await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token })).data!;
    expect(params).toMatchObject({ periods: [3, 6, 9, 12, 24], loanAmt: 10_000, availableAmt: 5_000_000, maxAmt: 5_000_000, freeFeeUser: 1 });

    // Trial: the APR shown is the IRR of exactly the schedule's cash flows, and larger than the monthly rate ×12.
    const trial = (await s.post<TrialData>(API_PATHS.applyPay.trialAmt, { loanAmt: '600000', period: '6' }, { token })).data!;
    expect(trial.plan).toHaveLength(6);
    expect(trial.plan.reduce((n, p) => n + p.principalFen, 0)).toBe(600_000);
    const irr = monthlyIrr([600_000, ...trial.plan.map((p) => -p.totalFen)]);
    expect(trial.aprBp).toBe(Math.round(irr * 12 * 10_000));
    expect(trial.aprBp).toBeGreaterThan((DEFAULT_PRICING.monthlyRatePpm * 12) / 100);
    expect(trial.totalFen).toBe(trial.plan.reduce((n, p) => n + p.totalFen, 0));
    expect((await s.post(API_PATHS.applyPay.trialAmt, { loanAmt: '600000', period: '7' }, { token })).status).toBe(1004);

    const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '600000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token });
    expect(applied.status).toBe(1);
    const orderNo = applied.data!.order.orderNo;
    expect(applied.data!.order).toMatchObject({ status: 'created', signed: 0, aprBp: trial.aprBp });
    // One unfinished order per user.
    expect((await s.post(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '600000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token })).status).toBe(40403);

    // Submit before signing is refused; signing is query → apply (SMS to the reserved mobile) → confirm.
    expect(await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo }) }, { token, headers: { 'Idempotency-Key': key() } })).toMatchObject({
      status: 40403, message: '请先完成银行卡签约',
    });
    expect((await s.post(API_PATHS.signing.query, { orderNo }, { token })).data).toMatchObject({ signed: 0 });
    expect((await s.post(API_PATHS.signing.apply, { orderNo }, { token })).status).toBe(1);
    const code = await s.smsCode(u.mobile);
    expect((await s.post(API_PATHS.signing.confirm, { orderNo, code }, { token })).data).toMatchObject({ signed: 1 });

    // Money calls need an Idempotency-Key; the same key twice is one order, answered the same.
    const ticket = await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo });
    expect((await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: ticket }, { token })).status).toBe(1001);
    const k = key();
    const first = await s.post<OrderData>(API_PATHS.loanorder.submit, { orderNo, payTicket: ticket }, { token, headers: { 'Idempotency-Key': k } });
    const again = await s.post<OrderData>(API_PATHS.loanorder.submit, { orderNo, payTicket: ticket }, { token, headers: { 'Idempotency-Key': k } });
    expect(first.data!.order.status).toBe('lending');
    expect(again).toEqual(first);
    // Another key for the same submission moves nothing: the order is no longer waiting.
    expect((await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo }) }, { token, headers: { 'Idempotency-Key': key() } })).status).toBe(40403);
    const records = (await s.post<LoanRecordsData>(API_PATHS.loanorder.records, {}, { token })).data!;
    expect(records.total).toBe(1);

    // The contract states the order's APR first, as HTML and as a PDF; nobody else gets it.
    const contract = await s.post<{ html: string }>(API_PATHS.loanorder.contractUrl, { orderNo, key: 'loanContract' }, { token });
    expect(contract.data!.html).toContain(`<strong>年化利率（IRR）：${formatRateBp(trial.aprBp)}</strong>`);
    const contractPdf = await s.app.inject({ method: 'GET', url: API_PATHS.loanorder.loanContractFile.replace(':orderNo', orderNo), headers: { token } });
    expect(contractPdf.headers['content-type']).toBe('application/pdf');
    expect(contractPdf.rawPayload.toString('latin1')).toContain(ucs2Hex(`年化利率（IRR）：${formatRateBp(trial.aprBp)}`));
    const outsider = await s.register();
    expect((await s.app.inject({ method: 'GET', url: API_PATHS.loanorder.loanContractFile.replace(':orderNo', orderNo), headers: { token: outsider.token } })).statusCode).toBe(404);
    // The credit is held while lending.
    expect((await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token })).data!.loanAmt).toBe(4_400_000);

    // Paid out after the configured delay; the result page polls applyStatus.
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { token })).data!.order.status).toBe('lending');
    s.tick(5000);
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { token })).data!.order.status).toBe('repaying');
    await expectInvariants(token);

    const bills = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo }, { token })).data!.bills;
    expect(bills.map((b) => b.status)).toEqual(['due', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(bills.map((b) => b.dueFen)).toEqual(trial.plan.map((p) => p.totalFen));

    // 35 days later period 1 is overdue, with a penalty per day on its principal.
    expect((await s.hook(API_PATHS.sandbox.clock, { days: '35' })).status).toBe(1);
    const overdue = (await s.post<BillListData>(API_PATHS.bill.list, { orderNo }, { token })).data!.bills[0]!;
    expect(overdue.status).toBe('overdue');
    expect(overdue.overdueDays).toBeGreaterThanOrEqual(4);
    expect(overdue.penaltyFen).toBe(penaltyFen(trial.plan[0]!.principalFen, overdue.overdueDays, DEFAULT_PRICING.penaltyDailyPpm));
    expect(overdue.dueFen).toBe(trial.plan[0]!.totalFen + overdue.penaltyFen);
    expect((await s.post<AptStatusData>(API_PATHS.applyPay.aptStatus, {}, { token })).data).toMatchObject({ eligible: false, noOverdue: false });

    // Choosing period 2 takes the overdue period 1 with it; the split is the server's.
    const quote = (await s.post<RepayQuote>(API_PATHS.repayment.planPaySelect, { orderNo, periods: '2' }, { token })).data!;
    expect(quote.bills.map((b) => b.period)).toEqual([1, 2]);
    expect(quote.penaltyFen).toBe(overdue.penaltyFen);
    expect(quote.totalFen).toBe(quote.principalFen + quote.interestFen + quote.feeFen + quote.penaltyFen);

    // Pay part of it: penalty, fee and interest go first.
    const part = await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo, periods: '1', amountFen: '1000', payTicket: await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo, amountFen: 1000 }) }, {
      token, headers: { 'Idempotency-Key': key() },
    });
    expect(part.data).toMatchObject({ status: 'partial', paidFen: 1000, penaltyFen: overdue.penaltyFen });
    await expectInvariants(token);
    const paid = await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo, periods: '1', payTicket: await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo }) }, {
      token, headers: { 'Idempotency-Key': key() },
    });
    expect(paid.data).toMatchObject({ status: 'success', paidFen: overdue.dueFen - 1000 });
    // A spent ticket does not pay again.
    const spent = await s.payTicket(token, { payFor: 'activeRepay', subject: orderNo, amountFen: 100 });
    await s.post(API_PATHS.applyPay.repay, { orderNo, periods: '2', amountFen: '100', payTicket: spent }, { token, headers: { 'Idempotency-Key': key() } });
    expect(await s.post(API_PATHS.applyPay.repay, { orderNo, periods: '2', amountFen: '100', payTicket: spent }, { token, headers: { 'Idempotency-Key': key() } })).toMatchObject({
      status: 40403, message: '交易密码验证已失效，请重新输入',
    });
    await expectInvariants(token);

    // Settle early: the quote says what is saved; a stale total is refused; the right one settles.
    const early = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token })).data!;
    expect(early.totalFen).toBe(early.overdueFen + early.principalFen + early.interestFen + early.feeFen);
    expect(early.savedFen).toBeGreaterThan(0);
    expect(await s.post(API_PATHS.loanorder.repay, { orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: orderNo, amountFen: early.totalFen + 1 }), totalFen: String(early.totalFen + 1) }, {
      token, headers: { 'Idempotency-Key': key() },
    })).toMatchObject({ status: 40403, message: '还款金额已变化，请重新确认' });
    const settled = await s.post<RepaymentData>(API_PATHS.loanorder.repay, { orderNo, payTicket: await s.payTicket(token, { payFor: 'earlyRepay', subject: orderNo, amountFen: early.totalFen }), totalFen: String(early.totalFen) }, {
      token, headers: { 'Idempotency-Key': key() },
    });
    expect(settled.data).toMatchObject({ status: 'success', kind: 'early', paidFen: early.totalFen });
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { token })).data!.order).toMatchObject({ status: 'settled', outstandingPrincipalFen: 0 });
    expect((await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token })).data!.loanAmt).toBe(5_000_000);
    await expectInvariants(token);

    // Settlement proof: entrance → applyCheck → apply → history → the PDF.
    expect((await s.post<{ list: { orderNo: string }[] }>(API_PATHS.clearance.entrance, {}, { token })).data!.list.map((o) => o.orderNo)).toEqual([orderNo]);
    expect((await s.post(API_PATHS.clearance.applyCheck, { orderNo }, { token })).data).toEqual({ allowed: true, reason: '' });
    const cert = (await s.post<ClearanceApplyData>(API_PATHS.clearance.apply, { orderNo }, { token })).data!.cert;
    expect((await s.post<ClearanceApplyData>(API_PATHS.clearance.apply, { orderNo }, { token })).data!.cert.certNo).toBe(cert.certNo);
    expect((await s.post<{ list: unknown[] }>(API_PATHS.clearance.applyHistory, {}, { token })).data!.list).toHaveLength(1);
    const pdf = await s.app.inject({ method: 'GET', url: API_PATHS.clearance.file.replace(':certNo', cert.certNo), headers: { token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(pdf.rawPayload.toString('latin1')).toContain('7ED36E058BC1660E'); // 结清证明, UCS-2 hex
    // It names the order and what settling it took, all told (every payment on the order).
    const history = (await s.post<{ list: RepaymentData[] }>(API_PATHS.repayment.history, {}, { token })).data!.list;
    const paidOnOrder = history.filter((r) => r.orderNos.includes(orderNo)).reduce((n, r) => n + r.paidFen, 0);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`借款编号 ${orderNo}`);
    expect(text).toContain(`合计人民币 ${formatMoney(paidOnOrder)} 元已于 ${early.day}`);
    expect((await s.app.inject({ method: 'GET', url: API_PATHS.clearance.file.replace(':certNo', cert.certNo) })).statusCode).toBe(401);
    const stranger = await s.register();
    expect((await s.app.inject({ method: 'GET', url: API_PATHS.clearance.file.replace(':certNo', cert.certNo), headers: { token: stranger.token } })).statusCode).toBe(404);
  });

  it('cancels before pay-out (the credit comes back), not after; a failed pay-out ends the order', async () => {
    const u = await s.borrower();
    const token = u.token;
    const apply = async () =>
      (await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '100000', period: '3', purposeCode: 'P01', cardId: u.cardId }, { token })).data!.order.orderNo;
    const sign = async (orderNo: string) => {
      await s.post(API_PATHS.signing.apply, { orderNo }, { token });
      await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token });
    };
    const submit = async (orderNo: string) =>
      s.post<OrderData>(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(token, { payFor: 'loanSubmit', subject: orderNo }) }, { token, headers: { 'Idempotency-Key': key() } });

    const a = await apply();
    expect((await s.post<OrderData>(API_PATHS.loanorder.cancel, { orderNo: a }, { token })).data!.order.status).toBe('cancelled');
    const b = await apply();
    await sign(b);
    await submit(b);
    expect((await s.post(API_PATHS.loanorder.cancel, { orderNo: b }, { token })).status).toBe(40403);
    expect((await s.post<OrderData>(API_PATHS.loanorder.cancelLoanOrder, { orderNo: b }, { token })).data!.order.status).toBe('cancelled');
    expect((await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token })).data!.loanAmt).toBe(5_000_000);

    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.channel, payload: { channel: 'disburse', mode: 'fail' } });
    const c = await apply();
    await submit(c);
    s.tick(5000);
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo: c }, { token })).data!.order).toMatchObject({ status: 'failed', failReason: '放款失败：银行处理失败，额度已恢复' });
    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.channel, payload: { channel: 'disburse', mode: 'ok' } });
    const d = await apply();
    await submit(d);
    s.tick(5000);
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo: d }, { token })).data!.order.status).toBe('repaying');
    expect((await s.post(API_PATHS.loanorder.cancelLoanOrder, { orderNo: d }, { token })).status).toBe(40403);
    await expectInvariants(token);
  });

  it("the demo user's seeded money: a settled, an overdue and a current loan; one-key repayment pays what is due now", async () => {
    const login = await s.post<{ token: string }>(API_PATHS.account.login, { mobile: '13800138000', password: 'Demo1234' });
    const token = login.data!.token;
    const orders = (await s.post<LoanRecordsData>(API_PATHS.loanorder.records, {}, { token })).data!.list;
    expect(orders.map((o) => o.status).sort()).toEqual(['repaying', 'repaying', 'settled']);
    const bills = (await s.post<BillListData>(API_PATHS.bill.list, {}, { token })).data!.bills;
    expect(new Set(bills.map((b) => b.status))).toEqual(new Set(['paid', 'overdue', 'due', 'pending']));
    await expectInvariants(token);
    const apply = await s.post<{ repayment: RepaymentData; quote: RepayQuote }>(API_PATHS.repayment.repayOneKeyApply, {}, { token });
    const dueNow = bills.filter((b) => b.status === 'overdue' || b.status === 'due');
    expect(apply.data!.quote.totalFen).toBe(dueNow.reduce((n, b) => n + b.dueFen, 0));
    const confirm = (ticket: string) =>
      s.post<RepaymentData>(API_PATHS.repayment.repayOneKeyConfirm, { repayNo: apply.data!.repayment.repayNo, payTicket: ticket }, {
        token, headers: { 'Idempotency-Key': key() },
      });
    const done = await confirm(await s.payTicket(token, { payFor: 'repayConfirm', subject: apply.data!.repayment.repayNo }, 'Trade123'));
    expect(done.data).toMatchObject({ status: 'success', paidFen: apply.data!.quote.totalFen });
    // A second confirm with another key is refused: the repayment was made once.
    expect((await confirm(await s.payTicket(token, { payFor: 'repayConfirm', subject: apply.data!.repayment.repayNo }, 'Trade123'))).status).toBe(40403);
    await expectInvariants(token);
    expect((await s.post<AptStatusData>(API_PATHS.applyPay.aptStatus, {}, { token })).data!.noOverdue).toBe(true);
  });
});

describe('trial arithmetic is the shared one', () => {
  it('the sandbox APR equals @credit/shared/money on the same schedule', async () => {
    const u = await s.borrower();
    for (const period of ['3', '12', '24']) {
      const t = (await s.post<TrialData>(API_PATHS.applyPay.trialAmt, { loanAmt: '1000000', period, repayType: 'equalPrincipal' }, { token: u.token })).data!;
      const schedule = { periods: t.plan.map((p) => ({ ...p, remainingPrincipalFen: 0 })), principalFen: t.loanAmt, interestFen: t.interestFen, feeFen: t.feeFen, discountFen: t.discountFen, totalFen: t.totalFen };
      expect(t.aprBp).toBe(aprBp(t.loanAmt, schedule));
      expect(t.aprBp).toBeLessThanOrEqual(2400);
    }
  });
});
