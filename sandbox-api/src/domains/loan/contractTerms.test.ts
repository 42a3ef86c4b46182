import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type ApplyLoanData, type ContractUrlData, type EarlyQuoteData, type RepaymentInterestContentData, type RepayRouteData } from '@credit/shared/api';
import { borrowedUser, partnerLoan, pdfText, startTestServer, type TestServer } from '../../test/helpers';
import { PARTNERS } from './funders';
import { DEFAULT_PRICING } from './pricing';

/**
 * Issue 40 item 6 (issue 39 item 20): the loan contract's early-settlement clause comes from the funder data
 * the repayment rules read, so the contract never promises what repayment/route, repaymentInterestContent
 * and loanorder/repay refuse.
 */
let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const PROMISE = '借款人可随时提前结清';
const REFUSAL = '本笔借款不支持提前结清';

/** A borrower who has repaid a loan (early): the funders that lend to returning borrowers serve them too. */
async function returningBorrower() {
  const u = await borrowedUser(s);
  const q = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo: u.orderNo }, { token: u.token })).data!;
  const settled = await s.post(API_PATHS.loanorder.repay, {
    orderNo: u.orderNo, payTicket: await s.payTicket(u.token, { payFor: 'earlyRepay', subject: u.orderNo, amountFen: q.totalFen }), totalFen: String(q.totalFen),
  }, { token: u.token, headers: { 'Idempotency-Key': `settle-${u.orderNo}` } });
  expect(settled.status).toBe(1);
  return u;
}

describe('the loan contract and the early-settlement rules (issue 40 item 6)', () => {
  it('for every funder, the contract promises early settlement exactly when repayment/route and repaymentInterestContent allow it', async () => {
    const funders = [{ code: '9F', minLoanFen: DEFAULT_PRICING.minLoanFen, periods: DEFAULT_PRICING.periods, repay: { earlySettlement: true } }, ...PARTNERS];
    expect(PARTNERS.some((p) => !p.repay.earlySettlement)).toBe(true);
    for (const f of funders) {
      // One order being applied for at a time: a borrower of its own for each funder.
      await s.hook(API_PATHS.sandbox.funder, { force: null });
      const u = await returningBorrower();
      await s.hook(API_PATHS.sandbox.funder, { force: f.code === '9F' ? null : f.code });
      const amount = Math.max(f.minLoanFen, 300_000);
      const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: String(amount), period: String(f.periods[0]), purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
      expect(applied.data?.order.capitalChannel, `${f.code}: ${applied.status} ${applied.message}`).toBe(f.code);
      const orderNo = applied.data!.order.orderNo;
      const html = (await s.post<ContractUrlData>(API_PATHS.loanorder.contractUrl, { key: 'loanContract', orderNo }, { token: u.token })).data!.html;
      const { rule } = (await s.post<RepayRouteData>(API_PATHS.repayment.route, { orderNo }, { token: u.token })).data!;
      const terms = (await s.post<RepaymentInterestContentData>(API_PATHS.repayment.repaymentInterestContent, { orderNo }, { token: u.token })).data!;
      expect(rule.earlySettlement, f.code).toBe(f.repay.earlySettlement);
      expect(terms.earlySettlement, f.code).toBe(rule.earlySettlement);
      expect(html.includes(PROMISE), `${f.code}'s contract promises early settlement`).toBe(rule.earlySettlement);
      expect(html.includes(REFUSAL), `${f.code}'s contract refuses early settlement`).toBe(!rule.earlySettlement);
    }
  });

  it("a hy loan paid out: loanorder/repay refuses early settlement, and its contract (the page and the PDF) says so, promising nothing else", async () => {
    const u = await returningBorrower();
    const orderNo = await partnerLoan(s, u, 'hy', '300000', '3');
    const q = (await s.post<EarlyQuoteData>(API_PATHS.repayment.repaymentInterest, { orderNo }, { token: u.token })).data!;
    const early = await s.post(API_PATHS.loanorder.repay, {
      orderNo, payTicket: await s.payTicket(u.token, { payFor: 'earlyRepay', subject: orderNo, amountFen: q.totalFen }), totalFen: String(q.totalFen),
    }, { token: u.token, headers: { 'Idempotency-Key': `early-${orderNo}` } });
    expect(early).toMatchObject({ status: 40403, message: '该资金方不支持提前结清' });
    const html = (await s.post<ContractUrlData>(API_PATHS.loanorder.contractUrl, { key: 'loanContract', orderNo }, { token: u.token })).data!.html;
    expect(html).toContain(REFUSAL);
    expect(html).not.toContain('提前结清服务费');
    const pdf = await s.app.inject({ method: 'GET', url: API_PATHS.loanorder.loanContractFile.replace(':orderNo', orderNo), headers: { token: u.token } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(REFUSAL);
    expect(text).not.toContain(PROMISE);
  });
});
