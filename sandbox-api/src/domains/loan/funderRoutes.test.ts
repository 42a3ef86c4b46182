import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, type ApplyLoanData, type CapitalPlanRangeData, type CardInfoData, type ContractUrlData, type FunderOrderData, type FunderStepsData, type LoanRouterData,
  type OrderData, type PlanPaySelect4RuleData, type QueryRouterData, type RepaymentData, type RepaymentInterestContentData, type RepayRouteData,
  type SuningQueryData, type TrialData, type ExtendInfoData, type BillListData, type RepayApplyData, type MyBorrowingData,
  type QueryPayChannelData,
} from '@credit/shared/api';
import Database from 'better-sqlite3';
import { aprBp, buildSchedule } from '@credit/shared/money';
import { moneyInvariants } from '../../test/invariants';
import { doFunderSteps, ROUTER_PROFILE, startTestServer, userIdOf, type TestServer } from '../../test/helpers';
import { CAPITAL_ORGS, PARTNERS } from './funders';
import { DEFAULT_PRICING } from './pricing';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 5000 });
});
afterEach(() => s.close());

let keys = 0;
const key = () => `funder-key-${Date.now()}-${++keys}`;
const partner = (code: string) => PARTNERS.find((p) => p.code === code)!;

type Borrower = Awaited<ReturnType<TestServer['borrower']>>;

const route = (u: Borrower, loanAmt: number, period: number) =>
  s.post<LoanRouterData>(API_PATHS.cash.loanRouter, { loanAmt: String(loanAmt), period: String(period) }, { token: u.token });

/** Applies for a loan and signs its card: the order ready to submit. */
async function signedOrder(u: Borrower, loanAmt: number, period: number): Promise<ApplyLoanData> {
  const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: String(loanAmt), period: String(period), purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
  expect(applied.status).toBe(1);
  const orderNo = applied.data!.order.orderNo;
  await s.post(API_PATHS.signing.apply, { orderNo }, { token: u.token });
  expect((await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token: u.token })).status).toBe(1);
  return applied.data!;
}

/** The SMS-confirmed steps: query → apply → confirm (verify) paths. */
const doSteps = (u: Borrower, orderNo: string): Promise<string[]> => doFunderSteps(s, u, orderNo);

const ratePaySubmit = async (u: Borrower, orderNo: string, extra: Record<string, string> = {}) =>
  s.post<OrderData>(
    API_PATHS.rateorder.ratePaySubmit,
    { orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo }), ...extra },
    { token: u.token, headers: { 'Idempotency-Key': key() } },
  );

const micropayApplyPay = async (u: Borrower, orderNo: string, extra: Record<string, string> = {}) =>
  s.post<OrderData>(
    API_PATHS.micropay.applyPay,
    { orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo }), ...extra },
    { token: u.token, headers: { 'Idempotency-Key': key() } },
  );

const funderCall = (u: Borrower, path: string, orderNo: string) => s.post<FunderOrderData>(path, { orderNo }, { token: u.token });
const available = async (u: Borrower) => (await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token: u.token })).data!.loanAmt;
const invariants = async (u: Borrower) => moneyInvariants(s.dbPath, new Map([[userIdOf(s.dbPath, u.mobile), await available(u)]]));

describe('cash/loanRouter and cash/capitalPlanRange', () => {
  it('routes to the platform channel 9F by default: its lender, no partner steps, the order recorded as 9F', async () => {
    const u = await s.borrower();
    expect((await route(u, 600_000, 6)).data).toEqual({
      capitalChannel: '9F', capitalType: 'self', busCode: 'CASH9F', slaveBusCode: '', isTwoBill: 0, rule: 'default', lender: CAPITAL_ORGS.C01, steps: [], missingSteps: [],
      creditors: [{ role: 'master', lenderName: CAPITAL_ORGS.C01!.contractParty, sharePpm: 1_000_000 }],
    });
    const { order } = await signedOrder(u, 600_000, 6);
    expect(order).toMatchObject({ capitalChannel: '9F', capitalType: 'self', busCode: 'CASH9F', slaveBusCode: '', lenderName: CAPITAL_ORGS.C01!.contractParty, funderState: 'none' });
    // A 9F order is the platform's to pay out: nothing to push.
    expect(await funderCall(u, API_PATHS.cash.pushOrder, order.orderNo)).toMatchObject({ status: 40403, message: '该订单由本平台放款，无需推送资金方' });
    // An amount outside the product's range is refused as the apply page refuses it.
    expect((await route(u, 600_050, 6)).status).toBe(40403);
  });

  it('the hook forces each partner for a request it serves, with its lender and all its steps missing', async () => {
    const u = await s.borrower();
    for (const p of PARTNERS.filter((f) => f.audience === 'all')) {
      expect((await s.hook(API_PATHS.sandbox.funder, { force: p.code })).status).toBe(1);
      const answer = (await route(u, p.minLoanFen, p.periods[0]!)).data!;
      expect(answer).toMatchObject({ capitalChannel: p.code, capitalType: 'partner', busCode: p.busCode, rule: 'forced', lender: CAPITAL_ORGS[p.orgCode], missingSteps: [...p.steps] });
      expect(answer.steps).toEqual(p.steps.map((step) => ({ step, done: false })));
    }
    // hy lends to returning borrowers only: for a first loan the rules go on to 9F.
    await s.hook(API_PATHS.sandbox.funder, { force: 'hy' });
    expect((await route(u, 300_000, 3)).data).toMatchObject({ capitalChannel: '9F', rule: 'default' });
    // A term the forced funder does not offer: the rules again.
    await s.hook(API_PATHS.sandbox.funder, { force: 'jg' });
    expect((await route(u, 600_000, 6)).data).toMatchObject({ capitalChannel: '9F', rule: 'default' });
    // The hook takes JSON only, like every hook.
    const form = await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.funder, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'force=zy' });
    expect(form.statusCode).toBe(415);
  });

  it('configured partners take what their term and amount allow, in order; each term priced by its funder', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { enabled: ['suning', 'zy'] });
    expect((await route(u, 500_000, 12)).data).toMatchObject({ capitalChannel: 'suning', rule: 'configured' });
    expect((await route(u, 500_000, 9)).data).toMatchObject({ capitalChannel: '9F', rule: 'default' });
    expect((await route(u, 50_000, 6)).data).toMatchObject({ capitalChannel: '9F', rule: 'default' });

    const range = (await s.post<CapitalPlanRangeData>(API_PATHS.cash.capitalPlanRange, { loanAmt: '500000' }, { token: u.token })).data!.list;
    expect(range.map((r) => [r.period, r.capitalChannel])).toEqual([[3, 'suning'], [6, 'suning'], [9, '9F'], [12, 'suning'], [24, '9F']]);
    const sn = partner('suning');
    for (const r of range) {
      const rates = r.capitalChannel === '9F' ? DEFAULT_PRICING : sn.rates;
      const schedule = buildSchedule({ principalFen: 500_000, periods: r.period, repayType: 'equalInstalment', monthlyRatePpm: rates.monthlyRatePpm, monthlyFeePpm: rates.monthlyFeePpm });
      expect(r).toMatchObject({ aprBp: aprBp(500_000, schedule), totalFen: schedule.totalFen, firstPaymentFen: schedule.periods[0]!.totalFen });
      expect(r.lenderName).toBe(CAPITAL_ORGS[r.capitalChannel === '9F' ? 'C01' : sn.orgCode]!.contractParty);
      // The trial the confirm page shows is the same price.
      const trial = (await s.post<TrialData>(API_PATHS.applyPay.trialAmt, { loanAmt: '500000', period: String(r.period) }, { token: u.token })).data!;
      expect(trial.aprBp).toBe(r.aprBp);
    }
  });
});

describe("a partner order's way through its funder", () => {
  it('apply records the funder and its price; ratePaySubmit → pushOrder → captital submit → modifyStatus → paid out; the contract names the lender', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'zy' });
    const zy = partner('zy');
    const { order, trial } = await signedOrder(u, 1_200_000, 12);
    const schedule = buildSchedule({ principalFen: 1_200_000, periods: 12, repayType: 'equalInstalment', monthlyRatePpm: zy.rates.monthlyRatePpm, monthlyFeePpm: zy.rates.monthlyFeePpm });
    expect(order).toMatchObject({ capitalChannel: 'zy', capitalType: 'partner', busCode: 'CASHZY', lenderName: CAPITAL_ORGS.C03!.contractParty, aprBp: aprBp(1_200_000, schedule) });
    expect(trial.totalFen).toBe(schedule.totalFen);
    const orderNo = order.orderNo;
    // The route changing after the order was made changes nothing of it.
    await s.hook(API_PATHS.sandbox.funder, { force: null });

    // A partner lends once its steps are done: submit waits for them.
    expect(await ratePaySubmit(u, orderNo)).toMatchObject({ status: 40403, message: '请先完成资金方要求的步骤' });
    expect(await doSteps(u, orderNo)).toEqual(['mainSigning']);

    // ratePaySubmit is a money call: Idempotency-Key and a loanSubmit ticket for this order.
    const ticket = await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo });
    expect((await s.post(API_PATHS.rateorder.ratePaySubmit, { orderNo, payTicket: ticket }, { token: u.token })).status).toBe(1001);
    const k = key();
    const submitted = await s.post<OrderData>(API_PATHS.rateorder.ratePaySubmit, { orderNo, payTicket: ticket, interestFree: 'months' }, { token: u.token, headers: { 'Idempotency-Key': k } });
    expect(submitted.data!.order).toMatchObject({ status: 'lending', funderState: 'none' });
    // The offer chosen in the same step priced it: the first-loan months interest-free.
    expect(submitted.data!.order.aprBp).toBeLessThan(order.aprBp);
    expect(await s.post(API_PATHS.rateorder.ratePaySubmit, { orderNo, payTicket: ticket, interestFree: 'months' }, { token: u.token, headers: { 'Idempotency-Key': k } })).toEqual(submitted);
    expect(await available(u)).toBe(5_000_000 - 1_200_000);

    // A partner's order is not paid out by the platform's delay: it waits for its funder.
    s.tick(60_000);
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { token: u.token })).data!.order.status).toBe('lending');
    expect(await funderCall(u, API_PATHS.cash.captitalSubmit, orderNo)).toMatchObject({ status: 40403, message: '订单尚未推送资金方，请稍后再试' });
    expect((await funderCall(u, API_PATHS.cash.pushOrder, orderNo)).data).toMatchObject({ funderState: 'pushed' });
    expect((await funderCall(u, API_PATHS.cash.pushOrder, orderNo)).data).toMatchObject({ funderState: 'pushed' });
    expect((await funderCall(u, API_PATHS.cash.captitalSubmit, orderNo)).data).toMatchObject({ funderState: 'submitted' });
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, orderNo)).data).toMatchObject({ funderState: 'approved', order: { status: 'lending' } });
    s.tick(5000);
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, orderNo)).data).toMatchObject({ funderState: 'approved', order: { status: 'repaying', capitalChannel: 'zy' } });
    expect(await invariants(u)).toEqual([]);

    expect((await s.post<QueryRouterData>(API_PATHS.cash.queryRouter, { orderNo }, { token: u.token })).data!.org).toEqual(CAPITAL_ORGS.C03);
    const contract = await s.post<ContractUrlData>(API_PATHS.loanorder.contractUrl, { orderNo, key: 'loanContract' }, { token: u.token });
    expect(contract.data!.html).toContain(`出借人：${CAPITAL_ORGS.C03!.contractParty}`);
  });

  it("a funder's refusal ends the order with its reason; the credit and the red packet come back; nothing lent in the ledger", async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'suning', decision: { capitalChannel: 'suning', mode: 'refuse', reason: '资料核验未通过' } });
    await s.hook(API_PATHS.sandbox.redPacket, { mobile: u.mobile, amountFen: 1000, limitFen: 100_000 });
    const { order } = await signedOrder(u, 500_000, 6);
    const orderNo = order.orderNo;
    const rmId = (await s.post<{ redList: { rmId: string }[] }>(API_PATHS.rateorder.planRate, { orderNo }, { token: u.token })).data!.redList[0]!.rmId;
    expect(await doSteps(u, orderNo)).toEqual(['suningVerify']);
    expect((await ratePaySubmit(u, orderNo, { rmId })).data!.order.status).toBe('lending');
    expect(await available(u)).toBe(4_500_000);
    await funderCall(u, API_PATHS.cash.pushOrder, orderNo);
    await funderCall(u, API_PATHS.cash.captitalSubmit, orderNo);
    const refused = (await funderCall(u, API_PATHS.loanorder.modifyStatus, orderNo)).data!;
    expect(refused).toMatchObject({ funderState: 'refused', order: { status: 'failed', failReason: `${CAPITAL_ORGS.C09!.name}审批未通过：资料核验未通过，额度已恢复` } });
    expect(await available(u)).toBe(5_000_000);
    expect((await s.post<{ redList: { rmId: string }[] }>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!.redList.map((r) => r.rmId)).toEqual([rmId]);
    expect(await invariants(u)).toEqual([]);
    // Asked again, the ended order stays as it is.
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, orderNo)).data).toMatchObject({ funderState: 'refused', order: { status: 'failed' } });
  });

  it("micropay's orders are submitted by its own applyPay only (money call, its steps first); applyPay refuses another funder's order", async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'micropay' });
    const { order } = await signedOrder(u, 300_000, 6);
    const orderNo = order.orderNo;
    // A step left: refused before the ticket is spent.
    const early = await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo });
    expect(await s.post(API_PATHS.micropay.applyPay, { orderNo, payTicket: early }, { token: u.token, headers: { 'Idempotency-Key': key() } }))
      .toMatchObject({ status: 40403, message: '请先完成资金方要求的步骤' });
    expect(await doSteps(u, orderNo)).toEqual(['openAccount', 'bindCard', 'labelUser']);
    // The platform's submits refuse micropay's order with a clear word, and spend no ticket.
    const ticket = await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo });
    const refusal = { status: 40403, message: '该借款须向资金方提交申请，请刷新后再试' };
    expect(await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: ticket }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject(refusal);
    expect(await s.post(API_PATHS.rateorder.ratePaySubmit, { orderNo, payTicket: ticket }, { token: u.token, headers: { 'Idempotency-Key': key() } })).toMatchObject(refusal);
    // A money call: no key, no submission.
    expect((await s.post(API_PATHS.micropay.applyPay, { orderNo, payTicket: ticket }, { token: u.token })).status).toBe(1001);
    const k = key();
    const submitted = await s.post<OrderData>(API_PATHS.micropay.applyPay, { orderNo, payTicket: ticket, interestFree: 'months' }, { token: u.token, headers: { 'Idempotency-Key': k } });
    expect(submitted.data!.order).toMatchObject({ status: 'lending', capitalChannel: 'micropay', funderState: 'none' });
    // The offer chosen in the same step priced it; a retry with the key answers the same, one order.
    expect(submitted.data!.order.aprBp).toBeLessThan(order.aprBp);
    expect(await s.post(API_PATHS.micropay.applyPay, { orderNo, payTicket: ticket, interestFree: 'months' }, { token: u.token, headers: { 'Idempotency-Key': k } })).toEqual(submitted);
    expect(await available(u)).toBe(5_000_000 - 300_000);
    for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]) await funderCall(u, path, orderNo);
    s.tick(5000);
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, orderNo)).data!.order).toMatchObject({ status: 'repaying', capitalChannel: 'micropay' });
    expect(await invariants(u)).toEqual([]);

    // Another funder's order (here 9F's) is not micropay's to submit.
    await s.hook(API_PATHS.sandbox.funder, { force: null });
    const other = await s.borrower();
    const own = (await signedOrder(other, 300_000, 3)).order.orderNo;
    expect(await micropayApplyPay(other, own)).toMatchObject({ status: 40403, message: '该借款不由此资金方出借，请刷新后再试' });
    expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo: own }, { token: other.token })).data!.order.status).toBe('created');
  });

  it('a funder that hangs keeps the order under review, the credit held, until it answers', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'huaxia', decision: { capitalChannel: 'huaxia', mode: 'hang' } });
    const { order } = await signedOrder(u, 600_000, 12);
    expect(await doSteps(u, order.orderNo)).toEqual(['profile', 'mainSigning']);
    await ratePaySubmit(u, order.orderNo);
    await funderCall(u, API_PATHS.cash.pushOrder, order.orderNo);
    await funderCall(u, API_PATHS.cash.captitalSubmit, order.orderNo);
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, order.orderNo)).data).toMatchObject({ funderState: 'submitted', order: { status: 'lending' } });
    expect(await available(u)).toBe(4_400_000);
    await s.hook(API_PATHS.sandbox.funder, { decision: { capitalChannel: 'huaxia', mode: 'ok' } });
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, order.orderNo)).data).toMatchObject({ funderState: 'approved' });
    expect(await invariants(u)).toEqual([]);
  });
});

describe('the partner steps (ADR 033)', () => {
  it("micropay: openAccount → bindCard → labelUser in order, each once per user and funder; webRouter says what is next", async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'micropay' });
    const { order } = await signedOrder(u, 300_000, 6);
    const orderNo = order.orderNo;
    const steps = async () => (await s.post<FunderStepsData>(API_PATHS.micropay.webRouter, { orderNo }, { token: u.token })).data!;
    expect(await steps()).toEqual({
      orderNo, capitalChannel: 'micropay', lenderName: CAPITAL_ORGS.C08!.contractParty, next: 'openAccount',
      creditors: [{ role: 'master', lenderName: CAPITAL_ORGS.C08!.contractParty, sharePpm: 1_000_000 }],
      steps: [{ step: 'openAccount', done: false }, { step: 'bindCard', done: false }, { step: 'labelUser', done: false }],
    });
    // Out of order: the earlier step first. Not this funder's step: refused.
    expect(await s.post(API_PATHS.micropay.labelUser, { orderNo, incomeLevel: 'L2' }, { token: u.token })).toMatchObject({ status: 40403, message: '请先完成上一步' });
    expect(await s.post(API_PATHS.suning.query, { orderNo }, { token: u.token })).toMatchObject({ status: 40403, message: '该资金方无需此步骤' });
    expect((await s.post(API_PATHS.micropay.labelUser, { orderNo, incomeLevel: 'L9' }, { token: u.token })).status).toBe(1004);
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.openAccount, { orderNo }, { token: u.token })).data!.next).toBe('bindCard');
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.bindCard, { orderNo }, { token: u.token })).data!.next).toBe('labelUser');
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.labelUser, { orderNo, incomeLevel: 'L2' }, { token: u.token })).data!.next).toBeNull();
    // The router now finds nothing missing for this user at micropay; another user's order is not theirs to read.
    expect((await route(u, 300_000, 6)).data!.missingSteps).toEqual([]);
    const other = await s.borrower();
    expect((await s.post(API_PATHS.micropay.webRouter, { orderNo }, { token: other.token })).status).toBe(40403);
    expect((await micropayApplyPay(u, orderNo)).data!.order.status).toBe('lending');
    // Steps are for an order not yet submitted.
    expect(await s.post(API_PATHS.micropay.openAccount, { orderNo }, { token: u.token })).toMatchObject({ status: 40403, message: '订单状态已变化，请刷新后再试' });
  });

  it("suning's verification and jg's signing go by a code to the card's reserved mobile; a wrong code records nothing", async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'suning' });
    const sn = (await signedOrder(u, 300_000, 6)).order.orderNo;
    expect((await s.post<SuningQueryData>(API_PATHS.suning.query, { orderNo: sn }, { token: u.token })).data).toMatchObject({ verified: 0 });
    expect((await s.post(API_PATHS.suning.apply, { orderNo: sn }, { token: u.token })).status).toBe(1);
    const code = await s.smsCode(u.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await s.post(API_PATHS.suning.verify, { orderNo: sn, code: wrong }, { token: u.token })).status).not.toBe(1);
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.webRouter, { orderNo: sn }, { token: u.token })).data!.next).toBe('suningVerify');
    // A code is good for one try (the SMS rules): a new one.
    await s.post(API_PATHS.suning.apply, { orderNo: sn }, { token: u.token });
    expect((await s.post<SuningQueryData>(API_PATHS.suning.verify, { orderNo: sn, code: await s.smsCode(u.mobile) }, { token: u.token })).data).toMatchObject({ verified: 1 });
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.webRouter, { orderNo: sn }, { token: u.token })).data!.next).toBeNull();
    await s.post(API_PATHS.loanorder.cancel, { orderNo: sn }, { token: u.token });
    // A day later: the SMS send allowance (3 in 10 minutes) is whole again.
    await s.hook(API_PATHS.sandbox.clock, { days: 1 });

    await s.hook(API_PATHS.sandbox.funder, { force: 'jg' });
    const jg = (await signedOrder(u, 600_000, 12)).order.orderNo;
    expect(await doSteps(u, jg)).toEqual(['jgSigning']);
    expect((await s.post(API_PATHS.jgSigning.query, { orderNo: jg }, { token: u.token })).data).toMatchObject({ signed: 1 });
  });
});

describe('the credit-router profile set (customer/crawlerData)', () => {
  it('takes the supplementary profile\'s fields and rules, whole; records them for this user and funder, the saved profile untouched', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'huaxia' });
    const { order } = await signedOrder(u, 600_000, 12);
    const orderNo = order.orderNo;
    const crawl = (body: Record<string, string>) => s.post<FunderStepsData>(API_PATHS.customer.crawlerData, { orderNo, ...body }, { token: u.token });
    // Every field but the company phone is required; the dictionaries and the contacts' rules are the profile's.
    const { duty: _duty, ...noDuty } = ROUTER_PROFILE;
    expect((await crawl(noDuty)).status).not.toBe(1);
    expect((await crawl({ ...ROUTER_PROFILE, industry: 'B9999' })).status).toBe(1004);
    expect((await crawl({ ...ROUTER_PROFILE, email: 'not-an-email' })).status).toBe(1004);
    expect((await crawl({ ...ROUTER_PROFILE, friendPhone: u.mobile })).status).toBe(1004);
    expect((await s.post<FunderStepsData>(API_PATHS.micropay.webRouter, { orderNo }, { token: u.token })).data!.next).toBe('profile');

    const before = (await s.post<ExtendInfoData>(API_PATHS.customer.extendInfo, {}, { token: u.token })).data;
    // The company phone may be left out (ROUTER_PROFILE has none).
    expect((await crawl(ROUTER_PROFILE)).data!.next).toBe('mainSigning');
    // Stored apart, per user and funder: the supplementary profile is as it was.
    expect((await s.post<ExtendInfoData>(API_PATHS.customer.extendInfo, {}, { token: u.token })).data).toEqual(before);
    const db = new Database(s.dbPath, { readonly: true });
    const rows = db.prepare('SELECT user_id, capital_channel, step, data FROM funder_steps WHERE step = ?').all('profile') as Array<{ user_id: number; capital_channel: string; data: string }>;
    db.close();
    expect(rows.map((r) => [r.user_id, r.capital_channel, JSON.parse(r.data)])).toEqual([[userIdOf(s.dbPath, u.mobile), 'huaxia', ROUTER_PROFILE]]);
  });
});

describe('repayment routing (ADR 033)', () => {
  /** A zy loan paid out to a fresh borrower, through the steps and the funder. */
  async function zyLoan(u: Borrower): Promise<string> {
    await s.hook(API_PATHS.sandbox.funder, { force: 'zy' });
    const { order } = await signedOrder(u, 600_000, 6);
    await doSteps(u, order.orderNo);
    await ratePaySubmit(u, order.orderNo);
    for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]) await funderCall(u, path, order.orderNo);
    s.tick(5000);
    expect((await funderCall(u, API_PATHS.loanorder.modifyStatus, order.orderNo)).data!.order.status).toBe('repaying');
    return order.orderNo;
  }
  const repayKey = () => ({ headers: { 'Idempotency-Key': key() } });

  it("a zy loan is repaid on zy's path, whole periods only; the platform's path and another partner's refuse it; the ledger holds", async () => {
    const u = await s.borrower();
    const orderNo = await zyLoan(u);
    const zy = partner('zy');
    expect((await s.post<RepayRouteData>(API_PATHS.repayment.route, { orderNo }, { token: u.token })).data).toEqual({
      orderNo, capitalChannel: 'zy', lenderName: CAPITAL_ORGS.C03!.contractParty, path: 'zy', rule: { wholePeriodsOnly: true, earlySettlement: true, earlyFeePpm: zy.rates.earlySettlementFeePpm },
    });
    const quote = (await s.post<PlanPaySelect4RuleData>(API_PATHS.repayment.planPaySelect4Rule, { orderNo, periods: '1' }, { token: u.token })).data!;
    expect(quote).toMatchObject({ capitalChannel: 'zy', rule: { wholePeriodsOnly: true } });
    expect(quote.totalFen).toBe(quote.principalFen + quote.interestFen + quote.feeFen + quote.penaltyFen);

    const ticket = async (amountFen?: number) => s.payTicket(u.token, { payFor: 'activeRepay', subject: orderNo, ...(amountFen ? { amountFen } : {}) });
    expect(await s.post(API_PATHS.applyPay.repay, { orderNo, periods: '1', amountFen: '1000', payTicket: await ticket(1000) }, { token: u.token, ...repayKey() })).toMatchObject({
      status: 40403, message: '该借款请按资金方规则还款',
    });
    expect(await s.post(API_PATHS.repayment.hyRepaymentApply, { orderNo, periods: '1', payTicket: await ticket() }, { token: u.token, ...repayKey() })).toMatchObject({
      status: 40403, message: '该借款请按资金方规则还款',
    });
    expect((await s.post(API_PATHS.repayment.zyRepaymentApply, { orderNo, periods: '1', payTicket: await ticket() }, { token: u.token })).status).toBe(1001);
    const paid = await s.post<RepaymentData>(API_PATHS.repayment.zyRepaymentApply, { orderNo, periods: '1', payTicket: await ticket() }, { token: u.token, ...repayKey() });
    expect(paid.data).toMatchObject({ status: 'success', paidFen: quote.totalFen });
    expect(await invariants(u)).toEqual([]);

    const terms = (await s.post<RepaymentInterestContentData>(API_PATHS.repayment.repaymentInterestContent, { orderNo }, { token: u.token })).data!;
    expect(terms).toMatchObject({ earlySettlement: true, earlyFeePpm: 10_000 });
    expect(terms.content).toBe(`本笔借款由${CAPITAL_ORGS.C03!.contractParty}出借，可随时提前结清，利息计算至结清当日，另收取剩余本金1.00%的提前结清手续费。`);
  });

  it("the platform's other calls never pay a partner-path order: one-key leaves it out, merged, protocol and Alipay refuse it; its bills say their path", async () => {
    const u = await s.borrower();
    const zyNo = await zyLoan(u);
    await s.hook(API_PATHS.sandbox.funder, { force: null });
    const own = (await signedOrder(u, 300_000, 3)).order.orderNo;
    await s.post(API_PATHS.loanorder.submit, { orderNo: own, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: own }) }, { token: u.token, ...repayKey() });
    s.tick(5000);
    const bills = (await s.post<BillListData>(API_PATHS.bill.list, { status: 'unpaid' }, { token: u.token })).data!.bills;
    const zyBill = bills.find((b) => b.orderNo === zyNo && b.period === 1)!;
    const ownBill = bills.find((b) => b.orderNo === own && b.period === 1)!;
    expect([zyBill.capitalChannel, zyBill.repayPath, ownBill.capitalChannel, ownBill.repayPath]).toEqual(['zy', 'zy', '9F', 'platform']);
    // My borrowing names each order's funder, lender and path (the funders' bills page lists the partners').
    const borrowing = (await s.post<MyBorrowingData>(API_PATHS.bill.myBorrowingPage, {}, { token: u.token })).data!.orders;
    expect(borrowing.map((o) => [o.orderNo, o.capitalChannel, o.lenderName, o.repayPath]).sort()).toEqual(
      [[zyNo, 'zy', CAPITAL_ORGS.C03!.contractParty, 'zy'], [own, '9F', CAPITAL_ORGS.C01!.contractParty, 'platform']].sort(),
    );

    // A month later both first periods are due: one-key gathers the platform's order only.
    await s.hook(API_PATHS.sandbox.clock, { days: 30 });
    const oneKey = (await s.post<RepayApplyData>(API_PATHS.repayment.repayOneKeyApply, {}, { token: u.token })).data!;
    expect(new Set(oneKey.quote.bills.map((b) => b.orderNo))).toEqual(new Set([own]));
    expect(oneKey.repayment.orderNos).toEqual([own]);

    const otherPath = { status: 40403, message: '该借款请按资金方规则还款' };
    // The channels answer says so before any call is tried: the card only for the zy order, all three for the platform's.
    const channels = async (orderNo: string) => (await s.post<QueryPayChannelData>(API_PATHS.loanorder.queryPayChannel, { orderNo }, { token: u.token })).data!.list;
    expect((await channels(zyNo)).map((c) => [c.channel, c.enabled, c.note])).toEqual([
      ['bankCard', true, ''], ['protocol', false, otherPath.message], ['alipay', false, otherPath.message],
    ]);
    expect((await channels(own)).map((c) => [c.channel, c.enabled])).toEqual([['bankCard', true], ['protocol', true], ['alipay', true]]);
    expect(await s.post(API_PATHS.repayment.megerRepaymentApply, { billIds: `${ownBill.billId},${zyBill.billId}` }, { token: u.token })).toMatchObject(otherPath);
    expect((await s.post<RepayApplyData>(API_PATHS.repayment.megerRepaymentApply, { billIds: ownBill.billId }, { token: u.token })).status).toBe(1);
    const protocolTicket = await s.payTicket(u.token, { payFor: 'protocolPayment', subject: zyNo });
    expect(await s.post(API_PATHS.repayment.protocolPayment, { orderNo: zyNo, periods: '1', payTicket: protocolTicket }, { token: u.token, ...repayKey() })).toMatchObject(otherPath);
    expect(await s.post(API_PATHS.thirdRepay.calAmt, { orderNo: zyNo, periods: '1' }, { token: u.token })).toMatchObject(otherPath);
    expect(await s.post(API_PATHS.thirdRepay.repay, { orderNo: zyNo, periods: '1' }, { token: u.token, ...repayKey() })).toMatchObject(otherPath);
    // Nothing was paid or opened for the zy order; the platform's order still goes by Alipay.
    expect((await s.post<BillListData>(API_PATHS.bill.list, { orderNo: zyNo, status: 'unpaid' }, { token: u.token })).data!.bills.every((b) => b.paidFen === 0)).toBe(true);
    expect((await s.post(API_PATHS.thirdRepay.calAmt, { orderNo: own, periods: '1' }, { token: u.token })).status).toBe(1);
    expect(await invariants(u)).toEqual([]);
  });

  it("a 9F loan keeps the platform's path and its part payments", async () => {
    const u = await s.borrower();
    const { order } = await signedOrder(u, 300_000, 3);
    await s.post(API_PATHS.loanorder.submit, { orderNo: order.orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: order.orderNo }) }, { token: u.token, ...repayKey() });
    s.tick(5000);
    expect((await s.post<RepayRouteData>(API_PATHS.repayment.route, { orderNo: order.orderNo }, { token: u.token })).data).toMatchObject({
      capitalChannel: '9F', path: 'platform', rule: { wholePeriodsOnly: false, earlySettlement: true, earlyFeePpm: DEFAULT_PRICING.earlySettlementFeePpm },
    });
    const part = await s.post<RepaymentData>(API_PATHS.applyPay.repay, {
      orderNo: order.orderNo, periods: '1', amountFen: '1000', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: order.orderNo, amountFen: 1000 }),
    }, { token: u.token, ...repayKey() });
    expect(part.data).toMatchObject({ status: 'partial', paidFen: 1000 });
    expect(await s.post(API_PATHS.repayment.zyRepaymentApply, { orderNo: order.orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: order.orderNo }) }, { token: u.token, ...repayKey() }))
      .toMatchObject({ status: 40403, message: '该借款请按资金方规则还款' });
  });
});

