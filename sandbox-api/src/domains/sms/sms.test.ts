import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, providerAccountExistsMessage } from '@credit/shared/api';
import { API_PATHS, type LoginData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const validate = (mobile: string, code: string, type = 'regist') => s.post(API_PATHS.sms.validate, { mobile, code, type });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS send', () => {
  it('sends a 6-digit code and tells the expiry', async () => {
    const mobile = nextMobile();
    const res = await s.post(API_PATHS.sms.send, { mobile, type: 'regist' });
    expect(res).toMatchObject({ status: 1, data: { expireSeconds: 300, resendSeconds: 60 } });
    expect(await s.smsCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('allows 3 sends in 10 minutes, the 4th answers 2001, and again after the window', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 3; i++) expect((await s.post(API_PATHS.sms.webSend, { mobile, type: 'regist' })).status).toBe(1);
    const fourth = await s.post(API_PATHS.sms.send, { mobile, type: 'regist' });
    expect(fourth).toEqual({ status: 2001, message: ACCOUNT_MESSAGES[2001], data: null });
    s.tick(10 * 60 * 1000 + 1);
    expect((await s.post(API_PATHS.sms.send, { mobile, type: 'regist' })).status).toBe(1);
  });

  it('checks the purpose: registered mobile for regist 2000, unknown one for login 2011, login needed for bindCard', async () => {
    const { mobile } = await s.register();
    const again = await s.post(API_PATHS.sms.send, { mobile, type: 'regist' });
    expect(again).toMatchObject({ status: 2000, message: providerAccountExistsMessage('本平台') });
    expect((await s.post(API_PATHS.sms.send, { mobile: nextMobile(), type: 'login' })).status).toBe(2011);
    expect((await s.post(API_PATHS.sms.send, { mobile: nextMobile(), type: 'bindCard' })).status).toBe(1008);
  });

  it('rejects malformed mobiles and types', async () => {
    expect((await s.post(API_PATHS.sms.send, { mobile: '12345678901', type: 'regist' })).status).toBe(1004);
    expect((await s.post(API_PATHS.sms.send, { mobile: nextMobile(), type: 'nope' })).status).toBe(1004);
    expect((await s.post(API_PATHS.sms.send, { type: 'regist' })).status).toBe(1001);
  });
});

describe('SMS validate', () => {
  it('answers 2017 when no code was asked for', async () => {
    expect(await validate(nextMobile(), '123456')).toMatchObject({ status: 2017, message: ACCOUNT_MESSAGES[2017] });
  });

  it('accepts the right code without spending it', async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    expect((await validate(mobile, code)).status).toBe(1);
    expect((await validate(mobile, code)).status).toBe(1);
    expect((await validate(mobile, code, 'login')).status).toBe(2017);
  });

  it('answers 2019 once the code expired', async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    s.tick(5 * 60 * 1000);
    expect(await validate(mobile, code)).toMatchObject({ status: 2019, message: ACCOUNT_MESSAGES[2019] });
  });

  it('answers 2022 for a code that is not 6 digits', async () => {
    expect((await validate(nextMobile(), '12ab')).status).toBe(2022);
  });

  it('answers 2018 for wrong codes, then 2005 on the 4th and stays locked for a day', async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    for (let i = 0; i < 3; i++) expect(await validate(mobile, wrong(code))).toMatchObject({ status: 2018, message: ACCOUNT_MESSAGES[2018] });
    expect(await validate(mobile, wrong(code))).toMatchObject({ status: 2005, message: ACCOUNT_MESSAGES[2005] });
    expect((await validate(mobile, code)).status).toBe(2005);
    expect((await s.post(API_PATHS.sms.send, { mobile, type: 'regist' })).status).toBe(2005);
    // a day later (business clock hook) the mobile is free again
    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, payload: { days: 1 } });
    const fresh = await s.sendSms(mobile, 'regist');
    expect((await validate(mobile, fresh)).status).toBe(1);
  });

  it("resets the caller's wrong count after a right code (the code's own count stays: a 4th wrong entry burns it)", async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    for (let i = 0; i < 3; i++) await validate(mobile, wrong(code));
    expect((await validate(mobile, code)).status).toBe(1);
    // The caller's 1st wrong entry since the right one (not its 4th: no 2005), the code's 4th: burnt.
    expect(await validate(mobile, wrong(code))).toMatchObject({ status: 2019, message: ACCOUNT_MESSAGES[2019] });
    expect((await validate(mobile, code)).status).toBe(2019);
    const fresh = await s.sendSms(mobile, 'regist');
    for (let i = 0; i < 2; i++) expect((await validate(mobile, wrong(fresh))).status).toBe(2018);
    expect((await validate(mobile, wrong(fresh))).status).toBe(2005);
  });

  it('validates temp codes for a logged-in user only, spending them', async () => {
    const { token } = await s.register();
    const other = nextMobile();
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: other, code: '123456' })).status).toBe(1008);
    const code = await s.sendSms(other, 'temp', token);
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: other, code }, { token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: other, code }, { token })).status).toBe(2017);
  });
});

describe('lock scope: a stranger cannot lock the owner out', () => {
  const victim = DEMO_USER.mobile;
  const loginByCode = (code: string) => s.post<LoginData>(API_PATHS.account.login, { mobile: victim, code });

  it('4 wrong codes typed by a guest lock the guest SMS flows (2005), not password login, deal-password reset, card binding or the number proof', async () => {
    const code = await s.sendSms(victim, 'login');
    for (let i = 0; i < 3; i++) expect((await loginByCode(wrong(code))).status).toBe(2018);
    expect((await loginByCode(wrong(code))).status).toBe(2005);
    // The spec's lock holds where it was triggered: SMS login, registration and reset by SMS.
    expect((await loginByCode(code)).status).toBe(2005);
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'forgetPwd' })).status).toBe(2005);
    // The owner's other ways in and the flows of their own session stay open.
    const login = await s.post<LoginData>(API_PATHS.account.login, { mobile: victim, password: DEMO_USER.password });
    expect(login.status).toBe(1);
    const token = login.data!.token;
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'tradePwd' }, { token })).status).toBe(1);
    const reset = { certId: DEMO_USER.certId, cardNo: DEMO_USER.cardNo, verifyCode: await s.smsCode(victim), password: 'Trade456', confirmPassword: 'Trade456' };
    expect((await s.post(API_PATHS.oneCard.restPwd, reset, { token })).status).toBe(1);
    const cardNo = `6222020200${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    s.tick(10 * 60 * 1000 + 1); // past the 3-sends window of the number
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'bindCard' }, { token })).status).toBe(1);
    expect((await s.post(API_PATHS.open.bindCard, { cardNo, mobile: victim, code: await s.smsCode(victim) }, { token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'temp' }, { token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: victim, code: await s.smsCode(victim) }, { token })).status).toBe(1);
  });

  it("wrong codes typed in a session lock that session's user only", async () => {
    const stranger = await s.register();
    await s.sendSms(victim, 'bindCard', stranger.token);
    const code = await s.smsCode(victim);
    const guess = () => s.post(API_PATHS.sms.validate, { mobile: victim, code: wrong(code), type: 'bindCard' }, { token: stranger.token });
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(2018);
    expect((await guess()).status).toBe(2005);
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'bindCard' }, { token: stranger.token })).status).toBe(2005);
    // The owner is not locked, neither for SMS login nor for the flows of their own session.
    const token = (await loginByCode(await s.sendSms(victim, 'login'))).data!.token;
    expect((await s.post(API_PATHS.sms.send, { mobile: victim, type: 'temp' }, { token })).status).toBe(1);
  });
});
