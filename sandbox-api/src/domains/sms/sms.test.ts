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

describe('session codes belong to the user who asked (issue 40)', () => {
  /** The newest code `by` (a user's mobile, or `guest`) asked for to `mobile`: the outbox hook's filter. */
  const codeBy = async (mobile: string, by: string) =>
    (await s.app.inject({ method: 'GET', url: `${API_PATHS.sandbox.sms.replace(':mobile', mobile)}?by=${by}` })).json() as { status: number; data?: { code: string; type: string } };

  /** A borrower whose new loan waits for the card's withholding agreement, its `sign` code sent by the borrower. */
  async function victimSigning() {
    const victim = await s.borrower();
    const applied = await s.post<{ order: { orderNo: string } }>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: victim.cardId }, { token: victim.token });
    const { orderNo } = applied.data!.order;
    expect((await s.post(API_PATHS.signing.apply, { orderNo }, { token: victim.token })).status).toBe(1);
    const own = await codeBy(victim.mobile, victim.mobile);
    expect(own.data?.type).toBe('sign');
    const validateOwn = (code: string) => s.post(API_PATHS.sms.validate, { mobile: victim.mobile, code, type: 'sign' }, { token: victim.token });
    const confirm = (code: string) => s.post(API_PATHS.signing.confirm, { orderNo, code }, { token: victim.token });
    return { victim, code: own.data!.code, validateOwn, confirm };
  }

  it("another account's `sign` code for the victim's number neither replaces the victim's code nor counts it wrong", async () => {
    const { victim, code, validateOwn, confirm } = await victimSigning();
    const attacker = await s.register();
    expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'sign' }, { token: attacker.token })).status).toBe(1);
    expect((await codeBy(victim.mobile, attacker.mobile)).data?.code).toMatch(/^\d{6}$/);
    // Before: the attacker's code was the only valid one, the victim's counted wrong and the 4th try locked them (2005).
    for (let i = 0; i < 4; i++) expect((await validateOwn(code)).status).toBe(1);
    expect((await confirm(code)).status).toBe(1);
  });

  it("another account's wrong entries count against that account only: the victim's code is not burnt, the victim not locked", async () => {
    const { victim, code, validateOwn, confirm } = await victimSigning();
    const attacker = await s.register();
    const guess = (c: string) => s.post(API_PATHS.sms.validate, { mobile: victim.mobile, code: c, type: 'sign' }, { token: attacker.token });
    // No code of their own: nothing is checked, nothing counted (before: checked against the victim's, burning it).
    for (let i = 0; i < 4; i++) expect((await guess(wrong(code))).status).toBe(2017);
    expect((await guess(code)).status).toBe(2017);
    // With a code of their own, their wrong entries lock them, not the victim.
    expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'sign' }, { token: attacker.token })).status).toBe(1);
    const theirs = (await codeBy(victim.mobile, attacker.mobile)).data!.code;
    const neither = ['000000', '000001', '000002'].find((c) => c !== code && c !== theirs)!;
    for (let i = 0; i < 3; i++) expect((await guess(neither)).status).toBe(2018);
    expect((await guess(neither)).status).toBe(2005);
    expect((await validateOwn(code)).status).toBe(1);
    expect((await confirm(code)).status).toBe(1);
  });

  it('without a session, sms/validate answers 1008 for a session code and checks nothing: four wrong entries burn nothing', async () => {
    const { victim, code, confirm } = await victimSigning();
    const anonymous = (c: string) => s.post(API_PATHS.sms.validate, { mobile: victim.mobile, code: c, type: 'sign' });
    for (let i = 0; i < 4; i++) expect(await anonymous(wrong(code))).toMatchObject({ status: 1008 });
    expect((await anonymous(code)).status).toBe(1008);
    expect((await confirm(code)).status).toBe(1);
  });

  it("one account's sends do not spend the victim's allowance; card binding keeps the victim's own code", async () => {
    const victim = await s.verifiedUser();
    const attacker = await s.register();
    for (let i = 0; i < 3; i++) expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'bindCard' }, { token: attacker.token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'bindCard' }, { token: attacker.token })).status).toBe(2001);
    expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'bindCard' }, { token: victim.token })).status).toBe(1);
    const own = (await codeBy(victim.mobile, victim.mobile)).data!.code;
    expect((await s.post(API_PATHS.sms.send, { mobile: victim.mobile, type: 'bindCard' }, { token: (await s.register()).token })).status).toBe(1);
    const cardNo = `6222020200${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    expect((await s.post(API_PATHS.open.bindCard, { cardNo, mobile: victim.mobile, code: own }, { token: victim.token })).status).toBe(1);
  });

  it("a number proof is the prover's own: another account spending a `temp` code to my number proves nothing for me", async () => {
    const owner = await s.register();
    const other = await s.register();
    expect((await s.post(API_PATHS.sms.send, { mobile: owner.mobile, type: 'temp' }, { token: other.token })).status).toBe(1);
    const code = (await codeBy(owner.mobile, other.mobile)).data!.code;
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: owner.mobile, code }, { token: other.token })).status).toBe(1);
    const newMobile = nextMobile();
    const change = await s.sendSms(newMobile, 'changeMobile', owner.token);
    expect(await s.post(API_PATHS.account.changeMobile, { newMobile, code: change }, { token: owner.token })).toMatchObject({ status: 40403, message: '请先验证当前手机号' });
  });

  it('the outbox hook gives each asker their own code (`by`), the newest of any asker without it', async () => {
    const owner = await s.register();
    const other = await s.register();
    await s.post(API_PATHS.sms.send, { mobile: owner.mobile, type: 'temp' }, { token: owner.token });
    const mine = (await codeBy(owner.mobile, owner.mobile)).data!;
    await s.post(API_PATHS.sms.send, { mobile: owner.mobile, type: 'temp' }, { token: other.token });
    const theirs = (await codeBy(owner.mobile, other.mobile)).data!;
    expect(await s.smsCode(owner.mobile)).toBe(theirs.code);
    expect((await codeBy(owner.mobile, owner.mobile)).data).toEqual(mine);
    expect((await codeBy(owner.mobile, 'guest')).data?.type).toBe('regist');
    expect((await codeBy(nextMobile(), 'guest')).status).toBe(2017);
  });
});
