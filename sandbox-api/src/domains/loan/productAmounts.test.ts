import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type CardInfoData, type CreditLifeProductData, type SysInfoData } from '@credit/shared/api';
import { borrowedUser, startTestServer, type TestServer } from '../../test/helpers';

/** Card info's per-product loan amounts (productAmounts.ts, ADR 036). */

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 0 });
});
afterEach(() => s.close());

const card = async (token: string) => (await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token })).data!;
const amounts = (c: CardInfoData) => [c.loanAmtCash, c.loanAmtSc, c.loanAmtReplace, c.loanAmtSweepPay, c.loanAmtService];
const settings = (payload: object) => s.app.inject({ method: 'POST', url: API_PATHS.sandbox.settings, payload, headers: { 'content-type': 'application/json' } });

describe('card info per-product loan amounts', () => {
  it('cash: the largest loan the apply page offers (available credit capped by borrowHighestMoney); sc: the largest instalment purchase (ADR 038); the products not lent are 0', async () => {
    const u = await s.borrower();
    expect(amounts(await card(u.token))).toEqual([5_000_000, 5_000_000, 0, 0, 0]);
    // The configured highest borrowable amount caps the cash loan (on the 100-yuan step) and the purchase (to the fen), not the available credit.
    expect((await settings({ sysConfig: { borrowHighestMoney: 3_000_050 } })).statusCode).toBe(200);
    const capped = await card(u.token);
    expect([capped.loanAmt, capped.loanAmtCash, capped.loanAmtSc]).toEqual([5_000_000, 3_000_000, 3_000_050]);
    const params = (await s.post<{ maxAmt: number }>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!;
    expect(params.maxAmt).toBe(capped.loanAmtCash);
  });

  it('only the products sys/info lists on the unified quota draw on the limit: one left out is 0, the shop\'s instalments with it (spec 6, ADR 056)', async () => {
    const u = await s.borrower();
    expect((await s.post<SysInfoData>(API_PATHS.sys.info)).data!.quotaUnifiedProductIds).toEqual(['cash', 'sc']);
    // The operator takes the shop off the unified quota (the settings table, as every server setting is kept).
    const db = new Database(s.dbPath);
    db.prepare("INSERT INTO settings (key, value) VALUES ('quotaUnifiedProductIds', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(JSON.stringify(['cash']));
    db.close();
    expect((await s.post<SysInfoData>(API_PATHS.sys.info)).data!.quotaUnifiedProductIds).toEqual(['cash']);
    expect(amounts(await card(u.token))).toEqual([5_000_000, 0, 0, 0, 0]);
    expect((await s.post<CreditLifeProductData>(API_PATHS.creditLife.product, {}, { token: u.token })).data!.instalmentMaxFen).toBe(0);
  });

  it('cash: 0 below the product minimum, and 0 while a bill is overdue; the available credit is still said', async () => {
    const u = await borrowedUser(s, '4960000', '3');
    s.tick(1000);
    const left = await card(u.token);
    // 400 yuan available, under the 500-yuan minimum loan.
    expect([left.loanAmt, left.loanAmtCash, left.loanAmtSc]).toEqual([40_000, 0, 40_000]);

    const v = await borrowedUser(s, '300000', '3');
    s.tick(1000);
    expect((await card(v.token)).loanAmtCash).toBe(4_700_000);
    await s.hook(API_PATHS.sandbox.clock, { days: 35 });
    const overdue = await card(v.token);
    expect([overdue.loanAmt, overdue.loanAmtCash, overdue.loanAmtSc]).toEqual([4_700_000, 0, 0]);
  });

});
