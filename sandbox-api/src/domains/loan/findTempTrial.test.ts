import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, DEFAULT_LOAN_FEN, type FindTempData, type LoanParamsData, type TrialData } from '@credit/shared/api';
import { DEFAULT_PRICING } from '../../pricing';
import { startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const findTemp = async (token: string, body: Record<string, string> = {}) => (await s.post<FindTempData>(API_PATHS.loanorder.findTemp, body, { token })).data!;
const trialOf = async (token: string, body: Record<string, string>) => (await s.post<TrialData>(API_PATHS.applyPay.trialAmt, body, { token })).data!;

describe('loanorder/findTemp withTrial (ADR 041): the saved choice and its trial in one answer', () => {
  it('answers spec 7.3 alone without withTrial', async () => {
    const u = await s.borrower();
    expect(await findTemp(u.token)).not.toHaveProperty('trial');
  });

  it('prices the saved choice exactly as applyPay/trialAmt does', async () => {
    const u = await s.borrower();
    expect((await s.post(API_PATHS.loanorder.saveAmt, { loanAmt: '300000', period: '6' }, { token: u.token })).status).toBe(1);
    const temp = await findTemp(u.token, { withTrial: '1' });
    expect(temp).toMatchObject({ saved: true, loanAmt: 300000, period: 6 });
    expect(temp.trial).toEqual(await trialOf(u.token, { loanAmt: '300000', period: '6' }));
  });

  it('without a saved choice prices the product default (its minimum when the default is below it) and its first period', async () => {
    const u = await s.borrower();
    const params = (await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!;
    const temp = await findTemp(u.token, { withTrial: '1' });
    expect(temp.saved).toBe(false);
    const start = DEFAULT_LOAN_FEN >= params.minAmt && DEFAULT_LOAN_FEN <= params.maxAmt ? DEFAULT_LOAN_FEN : params.minAmt;
    expect(temp.trial).toEqual(await trialOf(u.token, { loanAmt: String(start), period: String(params.periods[0]) }));
    expect(temp.trial!.repayType).toBe(params.defaultRepayType);
  });

  it("starts from spec 9's default amount where the product lends it (ADR 054): a product lending from 100 yuan", async () => {
    await s.close();
    s = await startTestServer({ pricing: { ...DEFAULT_PRICING, minLoanFen: DEFAULT_LOAN_FEN, stepFen: DEFAULT_LOAN_FEN } });
    const u = await s.borrower();
    const params = (await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!;
    expect(params).toMatchObject({ loanAmt: DEFAULT_LOAN_FEN, minAmt: DEFAULT_LOAN_FEN });
    const temp = await findTemp(u.token, { withTrial: '1' });
    expect(temp.trial).toEqual(await trialOf(u.token, { loanAmt: String(DEFAULT_LOAN_FEN), period: String(params.periods[0]) }));
  });

  it('refuses any other withTrial value (1004)', async () => {
    const u = await s.borrower();
    expect((await s.post(API_PATHS.loanorder.findTemp, { withTrial: 'yes' }, { token: u.token })).status).toBe(1004);
  });
});
