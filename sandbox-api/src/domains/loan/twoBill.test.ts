import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, type ApplyLoanData, type BillDetailData, type CapitalPlanRangeData, type BillListData, type CardInfoData, type ContractUrlData, type EarlyQuoteData, type LoanRouterData, type OrderData, type QueryRouterData, type RepaymentData, type RepayQuote, type TransactionsData,
} from '@credit/shared/api';
import { PPM } from '@credit/shared/money';
import { moneyInvariants } from '../../test/invariants';
import { partnerLoan, pdfText, startTestServer, userIdOf, type TestServer } from '../../test/helpers';
import { CAPITAL_ORGS, checkedPartner, PARTNERS } from './funders';

/** Two-bill loans (issue 26, ADR 035) through the API: the lh partner lends jointly with a slave funder. */

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 5000 });
});
afterEach(() => s.close());

let keys = 0;
const key = () => ({ headers: { 'Idempotency-Key': `two-bill-${Date.now()}-${++keys}` } });
const lh = PARTNERS.find((p) => p.code === 'lh')!;
const MASTER = CAPITAL_ORGS.C06!.contractParty;
const SLAVE = CAPITAL_ORGS.C02!.contractParty;
const CREDITORS = [
  { role: 'master', lenderName: MASTER, sharePpm: 700_000 },
  { role: 'slave', lenderName: SLAVE, sharePpm: 300_000 },
];

type Borrower = Awaited<ReturnType<TestServer['borrower']>>;
const available = async (u: Borrower) => (await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token: u.token })).data!.loanAmt;
const invariants = async (u: Borrower) => moneyInvariants(s.dbPath, new Map([[userIdOf(s.dbPath, u.mobile), await available(u)]]));

/** An lh loan paid out to a fresh borrower (its one step, the main signing), recorded as two-bill. */
async function lhLoan(u: Borrower, loanAmt: number, period: number): Promise<string> {
  const orderNo = await partnerLoan(s, u, 'lh', String(loanAmt), String(period));
  expect((await s.post<OrderData>(API_PATHS.applyPay.applyStatus, { orderNo }, { token: u.token })).data!.order).toMatchObject({
    status: 'repaying', capitalChannel: 'lh', busCode: 'CASHLH', slaveBusCode: 'CASHLHS', isTwoBill: 1, lenderName: MASTER, creditors: CREDITORS,
  });
  return orderNo;
}

const bills = async (u: Borrower, orderNo: string) => (await s.post<BillListData>(API_PATHS.bill.list, { orderNo }, { token: u.token })).data!.bills;
const repayRows = async (u: Borrower) =>
  (await s.post<TransactionsData>(API_PATHS.account.transactions, { pageSize: '50' }, { token: u.token })).data!.list.filter((t) => t.kind === 'repay');

/** Every bill and quote splits what is due between the creditors exactly. */
function expectSplit(x: { isTwoBill: number; masterRepayAmt: number; slaveRepayAmt: number; creditors: unknown }, dueFen: number) {
  expect(x).toMatchObject({ isTwoBill: 1, creditors: CREDITORS });
  expect(x.masterRepayAmt + x.slaveRepayAmt).toBe(dueFen);
}

describe('the lh partner (two-bill, ADR 035)', () => {
  it('is data: master 晋商 C06, slave 示例银行 C02 with 30 %; a slave of a bad institution or share is refused', () => {
    expect(lh).toMatchObject({ orgCode: 'C06', slave: { orgCode: 'C02', busCode: 'CASHLHS', sharePpm: 300_000 }, repay: { path: 'platform' } });
    const { capitalType: _, ...partner } = lh;
    expect(() => checkedPartner({ ...partner, slave: { ...lh.slave!, orgCode: 'C99' } })).toThrow(/bad slave institution/);
    expect(() => checkedPartner({ ...partner, slave: { ...lh.slave!, orgCode: 'C06' } })).toThrow(/bad slave institution/);
    expect(() => checkedPartner({ ...partner, slave: { ...lh.slave!, sharePpm: PPM } })).toThrow(/slave share/);
    expect(() => checkedPartner({ ...partner, slave: { ...lh.slave!, sharePpm: 0 } })).toThrow(/slave share/);
  });

  it('loanRouter and capitalPlanRange say two-bill, with the slave code and both creditors', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.funder, { force: 'lh' });
    const routed = (await s.post<LoanRouterData>(API_PATHS.cash.loanRouter, { loanAmt: '600000', period: '6' }, { token: u.token })).data!;
    expect(routed).toMatchObject({ capitalChannel: 'lh', isTwoBill: 1, slaveBusCode: 'CASHLHS', creditors: CREDITORS, missingSteps: ['mainSigning'] });
    const range = (await s.post<CapitalPlanRangeData>(API_PATHS.cash.capitalPlanRange, { loanAmt: '600000' }, { token: u.token })).data!.list;
    expect(range.find((r) => r.period === 6)).toMatchObject({ capitalChannel: 'lh', isTwoBill: 1, slaveBusCode: 'CASHLHS', lenderName: MASTER, creditors: CREDITORS });
    expect(range.find((r) => r.period === 24)).toMatchObject({ capitalChannel: '9F', isTwoBill: 0, slaveBusCode: '' });
  });
});

describe('a two-bill loan repaid', () => {
  it("splits each bill at loan time, each repayment pro rata, one ledger row per creditor; the contract names both lenders", async () => {
    const u = await s.borrower();
    const orderNo = await lhLoan(u, 600_000, 6);
    expect(await invariants(u)).toEqual([]);

    const contract = await s.post<ContractUrlData>(API_PATHS.loanorder.contractUrl, { orderNo, key: 'loanContract' }, { token: u.token });
    expect(contract.data!.html).toContain(`出借人（主资金方）：${MASTER}`);
    expect(contract.data!.html).toContain(`出借人（从资金方）：${SLAVE}`);
    const pdf = await s.app.inject({ method: 'GET', url: API_PATHS.loanorder.loanContractFile.replace(':orderNo', orderNo), headers: { token: u.token } });
    expect(pdfText(pdf.rawPayload)).toContain(`出借人（主资金方）：${MASTER}（出借比例70%）；出借人（从资金方）：${SLAVE}（出借比例30%）`);
    // cash/queryRouter (the 资金方 page) names both institutions, the slave with its share.
    const router = (await s.post<QueryRouterData>(API_PATHS.cash.queryRouter, { orderNo }, { token: u.token })).data!;
    expect(router).toEqual({ orderNo, org: CAPITAL_ORGS.C06, slave: { org: CAPITAL_ORGS.C02, sharePpm: 300_000 } });

    const [first] = await bills(u, orderNo);
    // At loan time the slave is owed 30 % of each component, rounded down.
    const slaveOf = (n: number) => Math.floor((n * 3) / 10);
    expect(first!.slaveRepayAmt).toBe(slaveOf(first!.principalFen) + slaveOf(first!.interestFen - first!.discountFen) + slaveOf(first!.feeFen));
    expectSplit(first!, first!.dueFen);
    const detail = (await s.post<BillDetailData>(API_PATHS.bill.detail, { billId: first!.billId }, { token: u.token })).data!;
    expectSplit(detail.bill, first!.dueFen);
    const quote = (await s.post<RepayQuote>(API_PATHS.repayment.planPaySelect, { orderNo, periods: '1' }, { token: u.token })).data!;
    expectSplit(quote, quote.totalFen);
    expect(quote.masterRepayAmt).toBe(first!.masterRepayAmt);
    const current = (await s.post<RepayQuote>(API_PATHS.repayment.oneOrderPaySelect, { orderNo }, { token: u.token })).data!;
    expectSplit(current, current.totalFen);

    // A part payment: each component paid goes pro rata; two ledger rows, master + slave = paid.
    const part = 12_345;
    const paidPart = await s.post<RepaymentData>(API_PATHS.applyPay.repay, {
      orderNo, periods: '1', amountFen: String(part), payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: orderNo, amountFen: part }),
    }, { token: u.token, ...key() });
    expect(paidPart.data).toMatchObject({ status: 'partial', paidFen: part });
    const rows = await repayRows(u);
    expect(rows.map((r) => r.creditor).sort()).toEqual(['master', 'slave']);
    expect(rows.reduce((n, r) => n + r.amountFen, 0)).toBe(part);
    // Each row names the lender it paid, so the two rows of one repayment read apart in 交易记录.
    const titleOf = (c: string) => rows.find((r) => r.creditor === c)!.title;
    expect(titleOf('master')).toMatch(new RegExp(`（${CAPITAL_ORGS.C06!.contractParty}）$`));
    expect(titleOf('slave')).toMatch(new RegExp(`（${CAPITAL_ORGS.C02!.contractParty}）$`));
    expect(await invariants(u)).toEqual([]);

    // The rest of the period: each creditor has been paid exactly what it was owed of it.
    const [after] = await bills(u, orderNo);
    expectSplit(after!, first!.dueFen - part);
    const rest = await s.post<RepaymentData>(API_PATHS.applyPay.repay, {
      orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: orderNo }),
    }, { token: u.token, ...key() });
    expect(rest.data).toMatchObject({ status: 'success', paidFen: first!.dueFen - part });
    const all = await repayRows(u);
    expect(all).toHaveLength(4);
    expect(all.filter((r) => r.creditor === 'slave').reduce((n, r) => n + r.amountFen, 0)).toBe(first!.slaveRepayAmt);
    expect(all.filter((r) => r.creditor === 'master').reduce((n, r) => n + r.amountFen, 0)).toBe(first!.masterRepayAmt);
    expect(await invariants(u)).toEqual([]);

    // The invariants see a split gone wrong: the slave's row booked to the master, a slave part paid twice.
    const db = new Database(s.dbPath);
    db.prepare(`UPDATE transactions SET creditor = 'master' WHERE id = (SELECT MAX(id) FROM transactions WHERE creditor = 'slave')`).run();
    db.prepare(`UPDATE bills SET slave_paid_principal_fen = slave_paid_principal_fen + 1 WHERE period = 1 AND slave_paid_principal_fen > 0`).run();
    db.close();
    const broken = await invariants(u);
    expect(broken.some((m) => m.includes('2 ledger rows for the master'))).toBe(true);
    expect(broken.some((m) => m.includes('slave paid') && m.includes('principal, its items'))).toBe(true);
  });

  it('a penalty is split as it accrues; an overdue period and then an early settlement keep every invariant', async () => {
    const u = await s.borrower();
    const orderNo = await lhLoan(u, 1_000_000, 3);
    await s.hook(API_PATHS.sandbox.clock, { days: '40' });
    const [overdue] = await bills(u, orderNo);
    expect(overdue!.status).toBe('overdue');
    expect(overdue!.penaltyFen).toBeGreaterThan(0);
    expectSplit(overdue!, overdue!.dueFen);
    const paid = await s.post<RepaymentData>(API_PATHS.applyPay.repay, {
      orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: orderNo }),
    }, { token: u.token, ...key() });
    expect(paid.data).toMatchObject({ status: 'success', paidFen: overdue!.dueFen });
    expect(await invariants(u)).toEqual([]);

    const q = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token: u.token })).data!;
    const settled = await s.post<RepaymentData>(API_PATHS.loanorder.repay, {
      orderNo, payTicket: await s.payTicket(u.token, { payFor: 'earlyRepay', subject: orderNo, amountFen: q.totalFen }), totalFen: String(q.totalFen),
    }, { token: u.token, ...key() });
    expect(settled.data).toMatchObject({ status: 'success', paidFen: q.totalFen });
    expect((await bills(u, orderNo)).every((b) => b.status === 'paid' && b.masterRepayAmt === 0 && b.slaveRepayAmt === 0)).toBe(true);
    const rows = await repayRows(u);
    expect(rows.filter((r) => r.creditor === 'slave')).toHaveLength(2);
    expect(rows.reduce((n, r) => n + r.amountFen, 0)).toBe(overdue!.dueFen + q.totalFen);
    expect(await invariants(u)).toEqual([]);
  });

  it('a single-funder loan has one creditor: one ledger row per repayment, all to its master', async () => {
    const u = await s.borrower();
    const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '3', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
    const orderNo = applied.data!.order.orderNo;
    expect(applied.data!.order).toMatchObject({ isTwoBill: 0, creditors: [{ role: 'master', lenderName: CAPITAL_ORGS.C01!.contractParty, sharePpm: PPM }] });
    await s.post(API_PATHS.signing.apply, { orderNo }, { token: u.token });
    await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token: u.token });
    await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo }) }, { token: u.token, ...key() });
    s.tick(5000);
    const [b] = await bills(u, orderNo);
    expect(b).toMatchObject({ isTwoBill: 0, masterRepayAmt: b!.dueFen, slaveRepayAmt: 0 });
    await s.post(API_PATHS.applyPay.repay, { orderNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: orderNo }) }, { token: u.token, ...key() });
    const [row] = await repayRows(u);
    expect(row).toMatchObject({ creditor: 'master', title: '主动还款' });
    expect(await invariants(u)).toEqual([]);
  });
});
