import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, customerInfoData, type CustomerInfoData, type ExtendInfoData, type LoanParamsData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await startTestServer();
  token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
});
afterEach(() => s.close());

describe('customer info', () => {
  it('answers the spec-3 base info with status, card and quota blocks, masked', async () => {
    const res = await s.post<CustomerInfoData>(API_PATHS.customer.info, {}, { token });
    expect(customerInfoData.parse(res.data)).toBeTruthy();
    expect(res.data).toMatchObject({
      ucrealnamed: 'Y',
      sex: 'F',
      birthDay: '1949-12-31',
      certId: '110***********002X',
      name: '*三',
      mobileMask: '138****8000',
      authMobileMask: '138****8000',
      bindCards: 1,
      tradePwdSet: 1,
      userStatus: { openCardStatus: 1, activeStatus: 1, realNameStatus: 1, bindCardStatus: 1 },
      // The seeded loans being repaid (6,000 and 12,000 yuan, nothing of their principal paid yet) hold credit.
      cardInfo: { cardStatus: 1, quotaStatus: 2, cardQuota: 5_000_000, loanAmt: 3_200_000, repayAmt: 1_800_000, loanStatus: 1 },
    });
    expect(JSON.stringify(res)).not.toContain(DEMO_USER.certId);
  });

  it('userStatus and cardInfo answer the same blocks', async () => {
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ status: 1, data: { openCardStatus: 1 } });
    // leastAmt is the least the product lends (loanparams minAmt), not spec 9's default amount below it (ADR 054).
    const params = (await s.post<LoanParamsData>(API_PATHS.loanorder.loanparams, {}, { token })).data!;
    expect(await s.post(API_PATHS.customer.cardInfo, {}, { token })).toMatchObject({ status: 1, data: { cardQuota: 5_000_000, leastAmt: params.minAmt } });
  });
});

describe('supplementary profile', () => {
  it('saveBasicInfo merges fields and extendInfo reads them back', async () => {
    expect((await s.post(API_PATHS.customer.saveBasicInfo, {}, { token })).status).toBe(1001);
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { email: 'not-an-email' }, { token })).status).toBe(1004);
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { industry: 'B9999' }, { token })).status).toBe(1004);
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { address: '短' }, { token })).status).toBe(1004);
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { industry: 'B1017', email: 'a@example.com' }, { token })).status).toBe(1);
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { address: '北京市朝阳区某某路1号' }, { token })).status).toBe(1);
    const ext = await s.post<ExtendInfoData>(API_PATHS.customer.extendInfo, {}, { token });
    expect(ext.data).toMatchObject({ basicInfo: { industry: 'B1017', email: 'a@example.com', address: '北京市朝阳区某某路1号' }, isCustomerInfoExists: 1 });
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ data: { isCustomerInfoExists: 1, allExists: 1 } });
  });

  it('userEducation reads the default and saves a known code', async () => {
    expect(await s.post(API_PATHS.customer.userEducation, {}, { token })).toMatchObject({ data: { education: 'B0301' } });
    expect((await s.post(API_PATHS.customer.userEducation, { education: 'B0399' }, { token })).status).toBe(1004);
    expect(await s.post(API_PATHS.customer.userEducation, { education: 'B0305' }, { token })).toMatchObject({ data: { education: 'B0305' } });
  });

  it("userCollectionInfo saves contacts; a contact may not be the user's own number", async () => {
    expect((await s.post(API_PATHS.customer.userCollectionInfo, { relativeName: '张父', relativePhone: DEMO_USER.mobile }, { token })).status).toBe(1004);
    expect((await s.post(API_PATHS.customer.userCollectionInfo, { relativeName: '张父', relativePhone: '13900001111', relationship: 'B0601' }, { token })).status).toBe(1);
    const ext = await s.post<ExtendInfoData>(API_PATHS.customer.extendInfo, {}, { token });
    expect(ext.data!.contacts).toEqual({ relativeName: '张父', relativePhone: '13900001111', relationship: 'B0601' });
  });
});

describe('card info failure (spec 7.1 status 10010)', () => {
  it('answers 10010 while the card service fails (test hook), then the card again', async () => {
    const settings = (cardInfoFails: boolean) =>
      s.app.inject({ method: 'POST', url: API_PATHS.sandbox.settings, payload: { cardInfoFails }, headers: { 'content-type': 'application/json' } });
    await settings(true);
    expect(await s.post(API_PATHS.customer.cardInfo, {}, { token })).toMatchObject({ status: 10010, message: '获取卡片信息失败，请稍后重试', data: null });
    await settings(false);
    expect((await s.post(API_PATHS.customer.cardInfo, {}, { token })).status).toBe(1);
  });
});
