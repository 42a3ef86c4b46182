import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type ApplyLoanData, type ChooseOfferData, type LoanParamsData, type OrderOffersData, type TrialData } from '@credit/shared/api';
import { startTestServer, type TestServer } from '../../test/helpers';
import { LOAN_MESSAGES } from './orders';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

/** A fresh borrower with a 20-yuan red packet for loans from 1,000 yuan, and a created order of 3,000 over 6 months. */
async function orderWithOffers() {
  const u = await s.borrower();
  expect((await s.hook(API_PATHS.sandbox.redPacket, { mobile: u.mobile, amountFen: '2000', limitFen: '100000' })).status).toBe(1);
  const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
  expect(applied.status).toBe(1);
  return { ...u, orderNo: applied.data!.order.orderNo, plain: applied.data!.trial };
}

const choose = (token: string, body: Record<string, string>) => s.post<ChooseOfferData>(API_PATHS.rateorder.rateQuotaSubmit, body, { token });
const trialOf = async (token: string, body: Record<string, string>) => (await s.post<TrialData>(API_PATHS.applyPay.trialAmt, body, { token })).data!;

describe('offers chosen on the confirm page (rateorder)', () => {
  it('lists the first-loan claim and the usable red packets of a created order, none chosen', async () => {
    const u = await orderWithOffers();
    const offers = await s.post<OrderOffersData>(API_PATHS.rateorder.planRate, { orderNo: u.orderNo }, { token: u.token });
    expect(offers.data).toMatchObject({ freeFeeUser: 1, interestFree: 'none', rmId: '', redList: [{ rmdAmt: 2000, limitAmt: 100000 }] });
    expect(offers.data!.freeFeePeriods.freePeriods).toBeGreaterThan(0);
  });

  it('prices the order anew with each offer, exactly as the trial of those terms; the packet is held by the order and freed on change', async () => {
    const u = await orderWithOffers();
    const base = { loanAmt: '300000', period: '6' };

    const months = await choose(u.token, { orderNo: u.orderNo, interestFree: 'months' });
    expect(months.status).toBe(1);
    expect(months.data!.trial).toEqual(await trialOf(u.token, { ...base, interestFree: 'months' }));
    // The free months' interest is shown and waived in full.
    const first = months.data!.trial.plan[0]!;
    expect(first.discountFen).toBe(first.interestFen);
    expect(first.totalFen).toBe(first.principalFen + first.feeFen);
    expect(months.data!.trial.totalFen).toBeLessThan(u.plain.totalFen);
    expect(months.data!.order.aprBp).toBe(months.data!.trial.aprBp);
    expect(months.data!.order.aprBp).toBeLessThan(u.plain.aprBp);

    const rmId = months.data!.offers.redList[0]!.rmId;
    const withPacket = await trialOf(u.token, { ...base, rmId }); // priced while the packet is still free
    const packet = await choose(u.token, { orderNo: u.orderNo, interestFree: 'none', rmId });
    expect(packet.data!.trial).toEqual(withPacket);
    expect(packet.data!.trial.discountFen).toBe(2000);
    expect(packet.data!.offers).toMatchObject({ interestFree: 'none', rmId, redList: [{ rmId }] });
    // Held by this order: no longer offered to the user elsewhere, still offered to this order.
    expect((await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!.redList).toEqual([]);
    expect((await choose(u.token, { orderNo: u.orderNo, interestFree: 'none', rmId })).data!.offers.rmId).toBe(rmId);

    const none = await choose(u.token, { orderNo: u.orderNo, interestFree: 'none' });
    expect(none.data!.trial).toEqual(u.plain);
    expect(none.data!.order.aprBp).toBe(u.plain.aprBp);
    expect((await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token: u.token })).data!.redList).toHaveLength(1);
    // The order's detail (the confirm page, the contract) reads the chosen price.
    await choose(u.token, { orderNo: u.orderNo, interestFree: 'days' });
    const detail = await s.post<{ trial: TrialData }>(API_PATHS.loanorder.detail, { orderNo: u.orderNo }, { token: u.token });
    expect(detail.data!.trial).toEqual(await trialOf(u.token, { ...base, interestFree: 'days' }));
  });

  it('refuses stacked offers, a packet below its threshold, another user\'s order and a submitted order', async () => {
    const u = await orderWithOffers();
    const rmId = (await s.post<OrderOffersData>(API_PATHS.rateorder.planRate, { orderNo: u.orderNo }, { token: u.token })).data!.redList[0]!.rmId;
    expect(await choose(u.token, { orderNo: u.orderNo, interestFree: 'months', rmId })).toMatchObject({ status: 40403, message: LOAN_MESSAGES.offersDoNotStack });
    expect(await s.post(API_PATHS.applyPay.trialAmt, { loanAmt: '300000', period: '6', interestFree: 'days', rmId }, { token: u.token })).toMatchObject({ status: 40403, message: LOAN_MESSAGES.offersDoNotStack });
    expect(await choose(u.token, { orderNo: u.orderNo, interestFree: 'bogus' })).toMatchObject({ status: 1004 });

    const other = await s.borrower();
    expect(await choose(other.token, { orderNo: u.orderNo, interestFree: 'none' })).toMatchObject({ status: 40403, message: LOAN_MESSAGES.orderNotFound });

    const small = await s.borrower();
    await s.hook(API_PATHS.sandbox.redPacket, { mobile: small.mobile, amountFen: '2000', limitFen: '100000' });
    const smallOrder = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '50000', period: '3', purposeCode: 'P01', cardId: small.cardId }, { token: small.token });
    const smallOffers = await s.post<OrderOffersData>(API_PATHS.rateorder.planRate, { orderNo: smallOrder.data!.order.orderNo }, { token: small.token });
    expect(smallOffers.data!.redList).toEqual([]);
    expect(await choose(small.token, { orderNo: smallOrder.data!.order.orderNo, interestFree: 'none', rmId })).toMatchObject({ status: 40403, message: LOAN_MESSAGES.redPacketUnusable });

    await s.post(API_PATHS.loanorder.cancel, { orderNo: u.orderNo }, { token: u.token });
    expect(await choose(u.token, { orderNo: u.orderNo, interestFree: 'none' })).toMatchObject({ status: 40403, message: LOAN_MESSAGES.orderNotSubmittable });
  });
});
