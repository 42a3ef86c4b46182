import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, type CustomerInfoData, type LoginData, type MultiAccountInfoData } from '@credit/shared/api';
import { nextCertId, nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

/** A verified user with one further bound mobile (through the sandbox hook). */
async function multiUser() {
  const u = await s.verifiedUser();
  const extra = nextMobile();
  expect((await s.hook(API_PATHS.sandbox.multiMobile, { mobile: u.mobile, extraMobile: extra })).status).toBe(1);
  const login = await s.post<LoginData>(API_PATHS.account.login, { mobile: u.mobile, password: u.password });
  return { ...u, extra, token: login.data!.token, login: login.data! };
}

const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

describe('multi-account mobile flow', () => {
  it('login and customer info report the further mobiles; a single-mobile user is not multi', async () => {
    const single = await s.verifiedUser();
    const plain = await s.post<LoginData>(API_PATHS.account.login, { mobile: single.mobile, password: single.password });
    expect(plain.data!.isMulti).toBe(0);
    const u = await multiUser();
    expect(u.login.isMulti).toBe(1);
    const info = await s.post<CustomerInfoData>(API_PATHS.customer.info, {}, { token: u.token });
    expect(info.data!.multiAccount).toEqual({ isMulti: 1, loginMobile: mask(u.mobile), multiMobile: [mask(u.extra)] });
    const ma = await s.post<MultiAccountInfoData>(API_PATHS.multiAccount.info, {}, { token: u.token });
    expect(ma.data!.mobiles.map((m) => [m.mobileMask, m.current])).toEqual([[mask(u.mobile), true], [mask(u.extra), false]]);
  });

  it('choosing the further mobile: SMS to that mobile, identity check, then it is the login mobile', async () => {
    const u = await multiUser();
    const ma = await s.post<MultiAccountInfoData>(API_PATHS.multiAccount.info, {}, { token: u.token });
    const mobileId = ma.data!.mobiles[1]!.id;
    // Confirming before the mobile is proved is refused with a server message.
    expect((await s.post(API_PATHS.multiAccount.confirm, { name: u.name, certId: u.certId }, { token: u.token })).status).toBe(40403);
    expect((await s.post(API_PATHS.multiAccount.sendSms, { mobileId }, { token: u.token })).status).toBe(1);
    const code = await s.smsCode(u.extra);
    expect((await s.post(API_PATHS.multiAccount.verifyMobile, { mobileId, code: code === '000000' ? '111111' : '000000' }, { token: u.token })).status).toBe(2018);
    expect(await s.post(API_PATHS.multiAccount.verifyMobile, { mobileId, code }, { token: u.token })).toMatchObject({ status: 1, data: { mobileMask: mask(u.extra) } });
    expect(await s.post(API_PATHS.multiAccount.confirm, { name: u.name, certId: nextCertId() }, { token: u.token })).toMatchObject({ status: 3000, message: ACCOUNT_MESSAGES[3000] });
    expect(await s.post(API_PATHS.multiAccount.confirm, { name: u.name, certId: u.certId }, { token: u.token })).toMatchObject({ status: 1, data: { loginMobile: mask(u.extra) } });
    // The chosen mobile logs in now; the old one is released; the account is single again.
    expect((await s.post<LoginData>(API_PATHS.account.login, { mobile: u.extra, password: u.password })).data).toMatchObject({ isMulti: 0 });
    expect((await s.post(API_PATHS.account.login, { mobile: u.mobile, password: u.password })).status).toBe(2011);
  });

  it('a further mobile cannot be registered again until its account is cancelled', async () => {
    const u = await multiUser();
    expect((await s.post(API_PATHS.sms.send, { mobile: u.extra, type: 'regist' })).status).toBe(1);
    const early = await s.smsCode(u.extra);
    expect((await s.post(API_PATHS.account.regist, { mobile: u.extra, password: 'Fresh1234', code: early })).status).toBe(2000);
    const reasons = await s.post<{ reasons: { code: string }[] }>(API_PATHS.account.cancelReason, {}, { token: u.token });
    expect((await s.post(API_PATHS.sms.send, { mobile: u.mobile, type: 'cancel' }, { token: u.token })).status).toBe(1);
    const cancelCode = await s.smsCode(u.mobile);
    expect((await s.post(API_PATHS.account.cancelAccount, { reasonCode: reasons.data!.reasons[0]!.code, code: cancelCode }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.send, { mobile: u.extra, type: 'regist' })).status).toBe(1);
    const code = await s.smsCode(u.extra);
    expect((await s.post(API_PATHS.account.regist, { mobile: u.extra, password: 'Fresh1234', code })).status).toBe(1);
  });

  it("someone else's mobile id and malformed ids answer 1004; guests 1008", async () => {
    const a = await multiUser();
    const b = await multiUser();
    const bInfo = await s.post<MultiAccountInfoData>(API_PATHS.multiAccount.info, {}, { token: b.token });
    expect((await s.post(API_PATHS.multiAccount.sendSms, { mobileId: bInfo.data!.mobiles[1]!.id }, { token: a.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.multiAccount.sendSms, { mobileId: 'x1' }, { token: a.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.multiAccount.info, {})).status).toBe(1008);
  });

  it('the hook refuses an unknown account (2011) and a mobile already in use (1004)', async () => {
    const u = await s.verifiedUser();
    const other = await s.register();
    expect((await s.hook(API_PATHS.sandbox.multiMobile, { mobile: nextMobile(), extraMobile: nextMobile() })).status).toBe(2011);
    expect((await s.hook(API_PATHS.sandbox.multiMobile, { mobile: u.mobile, extraMobile: other.mobile })).status).toBe(1004);
    const extra = nextMobile();
    expect((await s.hook(API_PATHS.sandbox.multiMobile, { mobile: u.mobile, extraMobile: extra })).status).toBe(1);
    expect((await s.hook(API_PATHS.sandbox.multiMobile, { mobile: other.mobile, extraMobile: extra })).status).toBe(1004);
  });
});
