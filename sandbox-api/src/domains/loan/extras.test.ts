import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, type ApplyLoanData, type CashFeedbackData, type InvestigateData, type QueryRouterData } from '@credit/shared/api';
import { startTestServer, type TestServer } from '../../test/helpers';
import { CAPITAL_ORGS, FEEDBACKS_PER_USER_PER_DAY } from './extraRoutes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const rows = <T,>(dbPath: string, sql: string, ...args: unknown[]): T[] => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};

describe('cash/queryRouter: the funding institution of an order', () => {
  it("answers the order's institution to its owner only, and follows the order's capital_org", async () => {
    const u = await s.borrower();
    const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
    const orderNo = applied.data!.order.orderNo;
    const answer = await s.post<QueryRouterData>(API_PATHS.cash.queryRouter, { orderNo }, { token: u.token });
    expect(answer).toMatchObject({ status: 1, data: { orderNo, org: CAPITAL_ORGS.C01, slave: null } });

    const db = new Database(s.dbPath);
    db.prepare('UPDATE loan_orders SET capital_org = ? WHERE order_no = ?').run('C02', orderNo);
    db.close();
    expect((await s.post<QueryRouterData>(API_PATHS.cash.queryRouter, { orderNo }, { token: u.token })).data!.org.name).toBe(CAPITAL_ORGS.C02!.name);

    const other = await s.borrower();
    expect(await s.post(API_PATHS.cash.queryRouter, { orderNo }, { token: other.token })).toMatchObject({ status: 40403 });
    expect((await s.post(API_PATHS.cash.queryRouter, { orderNo })).status).toBe(1008);
    expect((await s.post(API_PATHS.cash.queryRouter, { orderNo: 'x' }, { token: u.token })).status).toBe(1004);
  });
});

describe('cash micropay feedBack', () => {
  it('stores category, trimmed text and the optional mobile; refuses empty or over-long text and a bad mobile', async () => {
    const u = await s.register();
    const ok = await s.post<CashFeedbackData>(API_PATHS.cash.feedBack, { category: 'rate', content: '  利率说明不清楚 ', mobile: '13912345678' }, { token: u.token });
    expect(ok.status).toBe(1);
    expect(ok.data!.feedbackNo).toMatch(/^FK\d{8}[0-9A-F]{8}$/);
    expect(rows(s.dbPath, 'SELECT category, content, mobile FROM loan_feedback')).toEqual([{ category: 'rate', content: '利率说明不清楚', mobile: '13912345678' }]);

    expect((await s.post(API_PATHS.cash.feedBack, { category: 'rate', content: '   ' }, { token: u.token })).status).toBe(1001);
    expect((await s.post(API_PATHS.cash.feedBack, { category: 'rate', content: '好'.repeat(201) }, { token: u.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.cash.feedBack, { category: 'rate', content: '好', mobile: '12345' }, { token: u.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.cash.feedBack, { category: 'nope', content: '好' }, { token: u.token })).status).not.toBe(1);
    expect((await s.post(API_PATHS.cash.feedBack, { category: 'rate', content: '好' })).status).toBe(1008);
    expect(rows(s.dbPath, 'SELECT id FROM loan_feedback')).toHaveLength(1);
  });

  it(`takes ${FEEDBACKS_PER_USER_PER_DAY} a day from one user, then answers 40403`, async () => {
    const u = await s.register();
    for (let i = 0; i < FEEDBACKS_PER_USER_PER_DAY; i++) {
      expect((await s.post(API_PATHS.cash.feedBack, { category: 'other', content: `第${i}条` }, { token: u.token })).status).toBe(1);
    }
    expect(await s.post(API_PATHS.cash.feedBack, { category: 'other', content: '再一条' }, { token: u.token })).toMatchObject({ status: 40403 });
  });
});

describe('loanorder/investigate and queryInvestigate: the pre-loan questionnaire', () => {
  it('reads empty, saves, reads back and overwrites; a student is refused with the spec 1 notice; the declaration is required', async () => {
    const u = await s.register();
    expect((await s.post<InvestigateData>(API_PATHS.loanorder.queryInvestigate, {}, { token: u.token })).data).toEqual({
      saved: false, occupation: '', repaySource: '', purposeDeclared: false, savedAt: 0,
    });
    const saved = await s.post<InvestigateData>(API_PATHS.loanorder.investigate, { occupation: 'employed', repaySource: 'salary', purposeDeclared: '1' }, { token: u.token });
    expect(saved.data).toMatchObject({ saved: true, occupation: 'employed', repaySource: 'salary', purposeDeclared: true });
    expect((await s.post<InvestigateData>(API_PATHS.loanorder.queryInvestigate, {}, { token: u.token })).data).toMatchObject({ occupation: 'employed', repaySource: 'salary' });

    expect(await s.post(API_PATHS.loanorder.investigate, { occupation: 'student', repaySource: 'other', purposeDeclared: '1' }, { token: u.token })).toMatchObject({
      status: 40403, message: MESSAGES.studentReminder,
    });
    expect((await s.post(API_PATHS.loanorder.investigate, { occupation: 'employed', repaySource: 'salary' }, { token: u.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.loanorder.investigate, { occupation: 'employed', repaySource: 'salary', purposeDeclared: '0' }, { token: u.token })).status).toBe(1004);
    // The refused answers changed nothing.
    expect((await s.post<InvestigateData>(API_PATHS.loanorder.queryInvestigate, {}, { token: u.token })).data).toMatchObject({ occupation: 'employed' });

    await s.post(API_PATHS.loanorder.investigate, { occupation: 'selfEmployed', repaySource: 'business', purposeDeclared: '1' }, { token: u.token });
    expect(rows(s.dbPath, 'SELECT occupation, repay_source FROM loan_investigations')).toEqual([{ occupation: 'selfEmployed', repay_source: 'business' }]);
    expect((await s.post(API_PATHS.loanorder.queryInvestigate, {})).status).toBe(1008);
  });
});

describe('loanorder/contractUrl: the template is open to guests (/loanAgreementItem), an order contract is not', () => {
  it('serves a template without a session and refuses an order contract without one (1008) or of another user (40403)', async () => {
    const template = await s.post<{ title: string; html: string }>(API_PATHS.loanorder.contractUrl, { key: 'loanContract' });
    expect(template).toMatchObject({ status: 1, data: { title: '借款合同' } });
    expect(template.data!.html).toContain('借款人：＿＿＿＿');
    expect(template.data!.html).not.toContain('合同编号');

    const u = await s.borrower();
    const orderNo = (await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token })).data!.order.orderNo;
    expect((await s.post(API_PATHS.loanorder.contractUrl, { key: 'loanContract', orderNo })).status).toBe(1008);
    const other = await s.borrower();
    expect((await s.post(API_PATHS.loanorder.contractUrl, { key: 'loanContract', orderNo }, { token: other.token })).status).toBe(40403);
    const own = await s.post<{ html: string }>(API_PATHS.loanorder.contractUrl, { key: 'loanContract', orderNo }, { token: u.token });
    expect(own.data!.html).toContain(`合同编号：${orderNo}`);
    // The lender of the contract is the order's funding institution (cash/queryRouter).
    expect(own.data!.html).toContain(`出借人：${CAPITAL_ORGS.C01!.contractParty}`);
    expect(template.data!.html).toContain('出借人：本平台合作持牌金融机构');
  });
});

describe('applyPay/apply and loanorder/saveAmt: only an offered purpose', () => {
  it('refuses a purpose code that loanparams does not offer (1004), makes no order, and keeps no draft of it', async () => {
    const u = await s.borrower();
    const offered = (await s.post<{ purposes: { code: string }[] }>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!.purposes.map((p) => p.code);
    expect(offered).not.toContain('P99');
    const ordersBefore = rows(s.dbPath, 'SELECT id FROM loan_orders');
    const refused = await s.post(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P99', cardId: u.cardId }, { token: u.token });
    expect(refused.status).toBe(1004);
    expect(rows(s.dbPath, 'SELECT id FROM loan_orders')).toEqual(ordersBefore);
    expect((await s.post(API_PATHS.loanorder.saveAmt, { loanAmt: '300000', period: '6', purposeCode: 'P99' }, { token: u.token })).status).toBe(1004);

    const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: offered[1], cardId: u.cardId }, { token: u.token });
    expect(applied.status).toBe(1);
    expect(rows(s.dbPath, 'SELECT purpose_code FROM loan_orders WHERE order_no = ?', applied.data!.order.orderNo)).toEqual([{ purpose_code: offered[1] }]);
  });
});

describe('applyPay/apply: the loan type of spec 9', () => {
  it('takes loan type 1 only: missing or any other (2, 0, text) answers 1004 and makes no order', async () => {
    const u = await s.borrower();
    const ordersBefore = rows(s.dbPath, 'SELECT id FROM loan_orders');
    const apply = (loanType?: string) =>
      s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { ...(loanType === undefined ? {} : { loanType }), loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
    for (const wrong of [undefined, '2', '0', 'cash']) expect((await apply(wrong)).status).toBe(1004);
    expect(rows(s.dbPath, 'SELECT id FROM loan_orders')).toEqual(ordersBefore);
    const applied = await apply('1');
    expect(applied.status).toBe(1);
    expect(applied.data!.order.orderNo).toMatch(/^L\d{16}$/);
  });
});
