import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, providerAccountExistsMessage } from '@credit/shared/api';
import { API_PATHS, type AuthFansInfoData, type LoginData, type LoginRedirectData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { DAY_MS, insertOutstandingLoan, nextMobile, startTestServer, userIdOf, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const login = (mobile: string, password: string) => s.post<LoginData>(API_PATHS.account.login, { mobile, password });
const info = (token?: string) => s.post(API_PATHS.customer.info, {}, { token });

describe('login', () => {
  it('logs the demo user in with a random token of at least 32 bytes', async () => {
    const res = await login(DEMO_USER.mobile, DEMO_USER.password);
    expect(res).toMatchObject({ status: 1, data: { isLogin: true, ucrealnamed: 'Y', openCardStatus: 1, activeStatus: 1, mobileMask: '138****8000' } });
    expect(Buffer.from(res.data!.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect((await info(res.data!.token)).status).toBe(1);
  });

  it('answers 2020 for a wrong password and 2011 for an unknown user', async () => {
    expect(await login(DEMO_USER.mobile, 'Wrong999')).toEqual({ status: 2020, message: ACCOUNT_MESSAGES[2020], data: null });
    expect(await login(DEMO_USER.mobile, 'x!')).toMatchObject({ status: 2020 });
    expect(await login(nextMobile(), 'Passw0rd')).toEqual({ status: 2011, message: ACCOUNT_MESSAGES[2011], data: null });
  });

  it('logs in with an SMS code of type login, once', async () => {
    const code = await s.sendSms(DEMO_USER.mobile, 'login');
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_USER.mobile, code })).status).toBe(1);
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_USER.mobile, code })).status).toBe(2017);
    expect((await s.post(API_PATHS.account.login, { mobile: DEMO_USER.mobile })).status).toBe(1001);
  });

  it('accepts the mobile with a leading 0', async () => {
    expect((await login(`0${DEMO_USER.mobile}`, DEMO_USER.password)).status).toBe(1);
  });
});

describe('tokens', () => {
  it('answers 1008 for a missing, guest, unknown or expired token', async () => {
    expect(await info()).toEqual({ status: 1008, message: ACCOUNT_MESSAGES[1008], data: null });
    expect((await info('token')).status).toBe(1008);
    expect((await info('x'.repeat(43))).status).toBe(1008);
    const { data } = await login(DEMO_USER.mobile, DEMO_USER.password);
    s.tick(7 * DAY_MS);
    expect((await info(data!.token)).status).toBe(1008);
  });

  it('ends the session on logout and on abandonCrrent', async () => {
    for (const path of [API_PATHS.account.logout, API_PATHS.account.abandonCurrent]) {
      const { data } = await login(DEMO_USER.mobile, DEMO_USER.password);
      expect((await s.post(path, {}, { token: data!.token })).status).toBe(1);
      expect((await info(data!.token)).status).toBe(1008);
    }
  });

  it('stores only token hashes', async () => {
    const { data } = await login(DEMO_USER.mobile, DEMO_USER.password);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(s.dbPath, { readonly: true });
    const rows = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === data!.token)).toBe(false);
  });
});

describe('regist', () => {
  it('registers with an SMS code and logs the user in', async () => {
    const { token } = await s.register();
    expect(await info(token)).toMatchObject({ status: 1, data: { ucrealnamed: 'N', userStatus: { openCardStatus: 0, activeStatus: 0 } } });
  });

  it('refuses a registered mobile with 2000', async () => {
    const code = await s.sendSms(nextMobile(), 'regist');
    expect(code).toMatch(/^\d{6}$/);
    const res = await s.post(API_PATHS.account.regist, { mobile: DEMO_USER.mobile, password: 'Passw0rd', code });
    expect(res).toMatchObject({ status: 2000, message: providerAccountExistsMessage('本平台') });
  });

  it('checks the password rule (2010) and the code (2017, 2018)', async () => {
    const mobile = nextMobile();
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abcdefg', code: '123456' })).status).toBe(2010);
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code: '123456' })).status).toBe(2017);
    const code = await s.sendSms(mobile, 'regist');
    const bad = code === '000000' ? '000001' : '000000';
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code: bad })).status).toBe(2018);
  });

  it('takes an optional invite code, which must exist', async () => {
    const mobile = nextMobile();
    const code = await s.sendSms(mobile, 'regist');
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code, inviteCode: '12345' })).status).toBe(1004);
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code, inviteCode: '999999' })).status).toBe(1004);
    expect((await s.post(API_PATHS.account.regist, { mobile, password: 'abc123', code, inviteCode: '100000' })).status).toBe(1);
  });
});

describe('passwords', () => {
  it('forgetPwd: 2011, 2014, then a reset that ends old sessions', async () => {
    const u = await s.register();
    expect((await s.post(API_PATHS.account.forgetPwd, { mobile: nextMobile(), code: '123456', password: 'abc123', confirmPassword: 'abc123' })).status).toBe(2011);
    const code = await s.sendSms(u.mobile, 'forgetPwd');
    expect(await s.post(API_PATHS.account.forgetPwd, { mobile: u.mobile, code, password: 'abc123', confirmPassword: 'abc124' })).toMatchObject({
      status: 2014,
      message: ACCOUNT_MESSAGES[2014],
    });
    expect((await s.post(API_PATHS.account.forgetPwd, { mobile: u.mobile, code, password: 'New12345', confirmPassword: 'New12345' })).status).toBe(1);
    expect((await info(u.token)).status).toBe(1008);
    expect((await login(u.mobile, u.password)).status).toBe(2020);
    expect((await login(u.mobile, 'New12345')).status).toBe(1);
  });

  it('modifyPwd: 2014, 2015, 2006, 2016 after 5 wrong a day, then success keeps this session only', async () => {
    const u = await s.register();
    const other = await login(u.mobile, u.password);
    const modify = (oldPassword: string, password: string, confirmPassword = password) =>
      s.post(API_PATHS.account.modifyPwd, { oldPassword, password, confirmPassword }, { token: u.token });
    expect((await modify(u.password, 'New12345', 'New12346')).status).toBe(2014);
    expect(await modify(u.password, u.password)).toMatchObject({ status: 2015, message: ACCOUNT_MESSAGES[2015] });
    expect(await modify('Wrong111', 'New12345')).toMatchObject({ status: 2006, message: ACCOUNT_MESSAGES[2006] });
    expect((await modify(u.password, 'New12345')).status).toBe(1);
    expect((await info(u.token)).status).toBe(1);
    expect((await info(other.data!.token)).status).toBe(1008);
    for (let i = 0; i < 4; i++) expect((await modify('Wrong111', 'Other123')).status).toBe(2006);
    expect(await modify('Wrong111', 'Other123')).toMatchObject({ status: 2016, message: ACCOUNT_MESSAGES[2016] });
    expect((await modify('New12345', 'Other123')).status).toBe(2016);
  });
});

describe('mobile and channels', () => {
  it('changeMobile moves the account to a new number', async () => {
    const u = await s.register();
    const newMobile = nextMobile();
    expect((await s.post(API_PATHS.account.changeMobile, { newMobile: DEMO_USER.mobile, code: '123456' }, { token: u.token })).status).toBe(40403);
    const code = await s.sendSms(newMobile, 'changeMobile', u.token);
    // The session alone is not enough: the current number must be proved first.
    expect(await s.post(API_PATHS.account.changeMobile, { newMobile, code }, { token: u.token })).toMatchObject({ status: 40403, message: '请先验证当前手机号' });
    const temp = await s.sendSms(u.mobile, 'temp', u.token);
    expect((await s.post(API_PATHS.sms.validateTemp, { mobile: u.mobile, code: temp }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.account.changeMobile, { newMobile, code }, { token: u.token })).status).toBe(1);
    expect((await login(newMobile, u.password)).status).toBe(1);
    expect((await login(u.mobile, u.password)).status).toBe(2011);
  });

  it('unionLoginByToken exchanges a valid token only', async () => {
    const { data } = await login(DEMO_USER.mobile, DEMO_USER.password);
    const res = await s.post<LoginData>(API_PATHS.account.unionLoginByToken, { unionToken: data!.token });
    expect(res.status).toBe(1);
    expect(res.data!.token).not.toBe(data!.token);
    expect((await s.post(API_PATHS.account.unionLoginByToken, { unionToken: 'forged' })).status).toBe(1008);
  });

  it('LoginRedirect adds the token for allowed origins only: scheme, host and port exactly', async () => {
    const { data } = await login(DEMO_USER.mobile, DEMO_USER.password);
    const token = data!.token;
    const ok = await s.post<LoginRedirectData>(API_PATHS.account.loginRedirect, { redirectUrl: 'http://localhost:8080/page?a=1', fromModule: 'h5', callBackUrl: '/#/user' }, { token });
    const url = new URL(ok.data!.url);
    expect(url.searchParams.get('token')).toBe(token);
    expect(url.searchParams.get('fromModule')).toBe('h5');
    expect(url.searchParams.get('callBackUrl')).toBe('/#/user');
    for (const redirectUrl of [
      'https://evil.example.com/', 'javascript:alert(1)', 'not a url',
      // An allowed host name is not enough: another port or scheme is another origin.
      'http://127.0.0.1:1/', 'http://localhost:3000/page', 'https://localhost:8080/', 'ftp://localhost:8080/',
      'http://localhost.evil.example:8080/', 'http://user:pass@localhost:8080/',
    ]) {
      expect((await s.post(API_PATHS.account.loginRedirect, { redirectUrl }, { token })).status).toBe(40403);
    }
  });

  it("authFansInfo: unbound first, binds with mobile and code, then the fan's next code logs in alone", async () => {
    const authCode = 'wx-user-1-aaaaaaaaaaaa';
    const first = await s.post<AuthFansInfoData>(API_PATHS.account.authFansInfo, { authCode });
    expect(first).toMatchObject({ status: 1, data: { bound: false } });
    const code = await s.sendSms(DEMO_USER.mobile, 'login');
    const bind = await s.post<AuthFansInfoData>(API_PATHS.account.authFansInfo, { authCode, mobile: DEMO_USER.mobile, code });
    expect(bind).toMatchObject({ status: 1, data: { bound: true, customerId: 'C000000000001' } });
    const next = await s.hook<{ authCode: string }>(API_PATHS.sandbox.wxAuthCode, { authCode });
    const again = await s.post<AuthFansInfoData>(API_PATHS.account.authFansInfo, { authCode: next.data!.authCode });
    expect(again).toMatchObject({ status: 1, data: { bound: true } });
  });
});

describe('account cancellation', () => {
  it('offers reasons, refuses while a loan is outstanding, then cancels; the account cannot log in', async () => {
    const u = await s.register();
    const reasons = await s.post<{ reasons: { code: string }[] }>(API_PATHS.account.cancelReason, {}, { token: u.token });
    expect(reasons.data!.reasons.length).toBeGreaterThan(3);
    const loan = insertOutstandingLoan(s.dbPath, userIdOf(s.dbPath, u.mobile));
    const code = await s.sendSms(u.mobile, 'cancel', u.token);
    const refused = await s.post(API_PATHS.account.cancelAccount, { reasonCode: 'R01', code }, { token: u.token });
    expect(refused.status).toBe(40403);
    loan.settle();
    expect((await s.post(API_PATHS.account.cancelAccount, { reasonCode: 'R77', code }, { token: u.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.account.cancelAccount, { reasonCode: 'R01', code }, { token: u.token })).status).toBe(1);
    expect((await info(u.token)).status).toBe(1008);
    expect((await login(u.mobile, u.password)).status).toBe(2011);
    // the number is free for a new registration
    expect((await s.register(u.mobile)).token).toBeTruthy();
  });
});
