import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, creditStatusData, MAX_IMAGE_BYTES, type CreditAuthUrlData, type CreditCardStatusData, type CreditCardTaskData, type CreditItemData,
  type CreditStatusData, type CreditUploadData, type QuotaDecisionData,
} from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { startTestServer, type TestServer } from '../../test/helpers';
import { CREDIT_MESSAGES } from './routes';
import { CREDIT_CARD_TEST_CODE, CREDIT_CARD_TEST_PASSWORD, QUOTA_RAISE_FEN, REJECT_REASON, THIRD_PARTY_REFUSED } from './store';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ creditDelayMs: 1000 });
});
afterEach(() => s.close());

const RETURN = (type: string) => `http://localhost:8080/#/refresh?type=${type}`;
const JPEG = (extra = 16) => `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(extra)]).toString('base64')}`;
const PNG = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]).toString('base64')}`;

const upload = (token: string, side: string, image: string) =>
  s.app.inject({ method: 'POST', url: API_PATHS.credit.upload, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ side, image }) });
const statusOf = async (token: string) => (await s.post<CreditStatusData>(API_PATHS.credit.status, {}, { token })).data!;
const itemOf = async (token: string, type: string) => (await s.post<CreditItemData>(API_PATHS.credit.itemStatus, { type }, { token })).data!;

/** Authorises (or refuses) an item on its stand-in page: answers the redirect. */
async function viaThirdParty(token: string, type: 'operator' | 'socialSecurity' | 'housingFund' | 'sesame', action: 'authorize' | 'refuse') {
  const paths = { operator: API_PATHS.credit.operatorUrl, socialSecurity: API_PATHS.credit.socialSecurityUrl, housingFund: API_PATHS.credit.housingFundUrl, sesame: API_PATHS.credit.sesameUrl };
  const { url } = (await s.post<CreditAuthUrlData>(paths[type], { returnUrl: RETURN(type) }, { token })).data!;
  const page = await s.app.inject({ method: 'GET', url });
  expect(page.body).toContain('<form method="post"');
  return s.app.inject({ method: 'POST', url, payload: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

describe('authentication hub', () => {
  it('a new user has no profile and nothing authenticated; the answer keeps the contract', async () => {
    const { token } = await s.register();
    const st = await statusOf(token);
    expect(creditStatusData.parse(st)).toBeTruthy();
    expect(st).toMatchObject({ profile: 0, canSubmit: 0, quota: { status: 'none', reason: '' } });
    expect(st.items.every((i) => i.status === 0)).toBe(true);
    expect((await s.post(API_PATHS.credit.status, {})).status).toBe(1008);
  });

  it('the demo user is seeded with a profile (the borrow gate lets them through)', async () => {
    const token = (await s.post<{ token: string }>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!.token;
    expect((await statusOf(token)).profile).toBe(1);
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ data: { isCustomerInfoExists: 1 } });
  });
});

describe('third-party items', () => {
  it('authorise: 认证中 until the delay passes, then 已认证; the page returns to the allowed return URL; a ticket works once', async () => {
    const { token } = await s.register();
    const { url } = (await s.post<CreditAuthUrlData>(API_PATHS.credit.operatorUrl, { returnUrl: RETURN('operator') }, { token })).data!;
    expect(url).not.toContain(token);
    const page = await s.app.inject({ method: 'GET', url });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('运营商认证');
    const post = await s.app.inject({ method: 'POST', url, payload: 'action=authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(RETURN('operator'));
    expect(await itemOf(token, 'operator')).toMatchObject({ status: 1 });
    s.tick(1000);
    expect(await itemOf(token, 'operator')).toMatchObject({ status: 2, reason: '' });
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ data: { operatorStatus: 1, operatorStatusH5: 1, sasameStatus: 0 } });
    const again = await s.app.inject({ method: 'POST', url, payload: 'action=refuse', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('授权链接已失效');
    expect(await itemOf(token, 'operator')).toMatchObject({ status: 2 });
  });

  it('refuse: 认证失败 with the reason; each of the four items has its own page', async () => {
    const { token } = await s.register();
    for (const type of ['socialSecurity', 'housingFund', 'sesame'] as const) {
      expect((await viaThirdParty(token, type, 'refuse')).statusCode).toBe(303);
      expect(await itemOf(token, type)).toEqual({ item: type, status: 3, reason: THIRD_PARTY_REFUSED });
    }
  });

  it('refuses a return URL of another origin, and an unknown ticket', async () => {
    const { token } = await s.register();
    expect(await s.post(API_PATHS.credit.operatorUrl, { returnUrl: 'https://evil.example.com/#/refresh' }, { token })).toMatchObject({
      status: 40403, message: CREDIT_MESSAGES.returnNotAllowed,
    });
    expect((await s.app.inject({ method: 'GET', url: API_PATHS.credit.thirdParty.replace(':ticket', 'nope') })).body).toContain('授权链接已失效');
  });

  it('crawler is done at once; face settles after the delay', async () => {
    const { token } = await s.register();
    expect(await s.post(API_PATHS.credit.crawler, {}, { token })).toMatchObject({ data: { item: 'crawler', status: 2 } });
    expect((await s.post(API_PATHS.credit.face, {}, { token })).status).toBe(1001);
    expect(await s.post(API_PATHS.credit.face, { result: 'bizToken-1' }, { token })).toMatchObject({ data: { item: 'face', status: 1 } });
    s.tick(1000);
    expect(await itemOf(token, 'face')).toMatchObject({ status: 2 });
  });
});

describe('attachment upload', () => {
  it('stores both sides (JPEG or PNG) and then marks idCardPhotos 已认证', async () => {
    const { token } = await s.register();
    const front = await upload(token, 'front', JPEG());
    expect(front.json()).toMatchObject({ status: 1, data: { front: 1, back: 0, status: 0 } satisfies CreditUploadData });
    const back = await upload(token, 'back', PNG);
    expect(back.json()).toMatchObject({ status: 1, data: { front: 1, back: 1, status: 2 } });
    expect((await statusOf(token)).items.find((i) => i.item === 'idCardPhotos')!.status).toBe(2);
  });

  it('refuses what is not a JPEG or PNG, and an image above 9000 KB', async () => {
    const { token } = await s.register();
    expect((await upload(token, 'front', 'data:image/gif;base64,R0lGODlh')).json()).toMatchObject({ status: 40403, message: CREDIT_MESSAGES.imageType });
    // Says JPEG, is not one.
    expect((await upload(token, 'front', `data:image/jpeg;base64,${Buffer.from('hello world').toString('base64')}`)).json()).toMatchObject({ status: 40403, message: CREDIT_MESSAGES.imageType });
    expect((await upload(token, 'front', JPEG(MAX_IMAGE_BYTES - 4))).json()).toMatchObject({ status: 1 });
    const over = await upload(token, 'front', JPEG(MAX_IMAGE_BYTES - 3));
    expect(over.json()).toMatchObject({ status: 40403, message: CREDIT_MESSAGES.imageSize });
    expect(CREDIT_MESSAGES.imageSize).toContain('9000KB');
  });

  it('keeps the default body limit on every other call', async () => {
    const { token } = await s.register();
    const big = await s.app.inject({ method: 'POST', url: API_PATHS.credit.face, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ result: 'x'.repeat(64 * 1024) }) });
    expect(big.statusCode).toBe(413);
  });
});

describe('credit cards', () => {
  it('a bank without a verify step: the test password logs in, the task settles, the card is listed by its last 4 digits', async () => {
    const { token } = await s.register();
    const banks = (await s.post<{ banks: { code: string; needVerify: number }[] }>(API_PATHS.credit.creditCardBanks, {}, { token })).data!.banks;
    expect(banks.find((b) => b.code === 'ICBC')).toMatchObject({ needVerify: 0 });
    expect(await s.post(API_PATHS.credit.creditCardLogin, { bankCode: 'ICBC', cardNo: '6222021234567890', password: 'wrong' }, { token })).toMatchObject({
      status: 40403, message: CREDIT_MESSAGES.cardLogin,
    });
    const task = await s.post<CreditCardTaskData>(API_PATHS.credit.creditCardLogin, { bankCode: 'ICBC', cardNo: '6222021234567890', password: CREDIT_CARD_TEST_PASSWORD }, { token });
    expect(task.data).toMatchObject({ needVerify: 0, status: 1 });
    expect(await s.post<CreditCardStatusData>(API_PATHS.credit.creditCardStatus, {}, { token })).toMatchObject({ data: { status: 1, cards: [] } });
    s.tick(1000);
    const st = await s.post<CreditCardStatusData>(API_PATHS.credit.creditCardStatus, {}, { token });
    expect(st.data).toEqual({ status: 2, reason: '', cards: [{ bankName: '工商银行', cardLast4: '7890' }] });
    expect(JSON.stringify(st)).not.toContain('6222021234567890');
    expect(await itemOf(token, 'creditCard')).toMatchObject({ status: 2 });
  });

  it('a bank with a verify step waits for the code; a wrong code is refused', async () => {
    const { token } = await s.register();
    const task = (await s.post<CreditCardTaskData>(API_PATHS.credit.creditCardLogin, { bankCode: 'CMB', cardNo: '6225881234561111', password: CREDIT_CARD_TEST_PASSWORD }, { token })).data!;
    expect(task.needVerify).toBe(1);
    s.tick(5000);
    expect((await s.post<CreditCardStatusData>(API_PATHS.credit.creditCardStatus, {}, { token })).data!.status).toBe(1);
    expect(await s.post(API_PATHS.credit.creditCardVerify, { taskId: task.taskId, code: '000000' }, { token })).toMatchObject({ status: 40403, message: CREDIT_MESSAGES.cardCode });
    expect(await s.post(API_PATHS.credit.creditCardVerify, { taskId: task.taskId, code: CREDIT_CARD_TEST_CODE }, { token })).toMatchObject({ data: { needVerify: 0, status: 1 } });
    s.tick(1000);
    expect((await s.post<CreditCardStatusData>(API_PATHS.credit.creditCardStatus, {}, { token })).data!.cards).toEqual([{ bankName: '招商银行', cardLast4: '1111' }]);
  });
});

describe('quota application and decision', () => {
  async function readyUser(): Promise<string> {
    const u = await s.verifiedUser();
    expect((await s.post(API_PATHS.customer.saveBasicInfo, { industry: 'B1017', email: 'a@example.com' }, { token: u.token })).status).toBe(1);
    await upload(u.token, 'front', JPEG());
    await upload(u.token, 'back', JPEG());
    await viaThirdParty(u.token, 'operator', 'authorize');
    s.tick(1000);
    return u.token;
  }

  it('is refused until the profile and the required items are done', async () => {
    const { token } = await s.register();
    expect(await s.post(API_PATHS.credit.quotaSubmit, {}, { token })).toMatchObject({ status: 40403, message: CREDIT_MESSAGES.notReady });
    await s.post(API_PATHS.customer.saveBasicInfo, { industry: 'B1017' }, { token });
    await upload(token, 'front', JPEG());
    await upload(token, 'back', JPEG());
    expect((await statusOf(token)).canSubmit).toBe(0);
  });

  it('approve: processing, then the limit is raised; a second submission is refused', async () => {
    const token = await readyUser();
    expect((await statusOf(token)).canSubmit).toBe(1);
    const before = (await s.post<QuotaDecisionData>(API_PATHS.credit.decision, {}, { token })).data!;
    expect(before).toMatchObject({ status: 'none' });
    expect(await s.post(API_PATHS.credit.quotaSubmit, {}, { token })).toMatchObject({ data: { status: 'processing' } });
    expect(await s.post(API_PATHS.credit.decision, {}, { token })).toMatchObject({ data: { status: 'processing' } });
    s.tick(1000);
    expect(await s.post(API_PATHS.credit.decision, {}, { token })).toMatchObject({ data: { status: 'approved', reason: '', limitFen: before.limitFen + QUOTA_RAISE_FEN } });
    expect((await statusOf(token)).canSubmit).toBe(0);
    expect((await s.post(API_PATHS.credit.quotaSubmit, {}, { token })).status).toBe(40403);
  });

  it('reject (test hook): the reason, and the user may apply again; hang stays processing', async () => {
    const token = await readyUser();
    await s.hook(API_PATHS.sandbox.creditDecision, { mode: 'reject' });
    await s.post(API_PATHS.credit.quotaSubmit, {}, { token });
    s.tick(1000);
    expect(await s.post(API_PATHS.credit.decision, {}, { token })).toMatchObject({ data: { status: 'rejected', reason: REJECT_REASON } });
    expect((await statusOf(token)).canSubmit).toBe(1);
    await s.hook(API_PATHS.sandbox.creditDecision, { mode: 'hang' });
    await s.post(API_PATHS.credit.quotaSubmit, {}, { token });
    s.tick(60_000);
    expect(await s.post(API_PATHS.credit.decision, {}, { token })).toMatchObject({ data: { status: 'processing', reason: '' } });
    expect((await s.hook(API_PATHS.sandbox.creditDecision, { mode: 'maybe' })).status).toBe(1004);
  });
});
