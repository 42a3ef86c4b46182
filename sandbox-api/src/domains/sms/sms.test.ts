import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, providerAccountExistsMessage } from '@credit/shared/api';
import { API_PATHS } from '@credit/shared/api';
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

  it('resets the wrong count after a right code', async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    for (let i = 0; i < 3; i++) await validate(mobile, wrong(code));
    expect((await validate(mobile, code)).status).toBe(1);
    expect((await validate(mobile, wrong(code))).status).toBe(2018);
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
