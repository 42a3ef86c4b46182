import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_HIGHEST_BORROW_FEN } from '@credit/shared/api';
import { API_PATHS, type OneCardInfoData } from '@credit/shared/api';
import { SERVER_MESSAGES } from '../../lib/errors';
import { nextCertId, nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

async function userWithCard() {
  const u = await s.verifiedUser();
  const cardNo = `6222020200${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const mobile = nextMobile();
  const code = await s.sendSms(mobile, 'bindCard', u.token);
  expect((await s.post(API_PATHS.open.bindCard, { cardNo, mobile, code }, { token: u.token })).status).toBe(1);
  return { ...u, cardNo };
}

describe('deal password', () => {
  it('setTradePwd: 1000 before verification, 2010 rule, 2014 mismatch, once only', async () => {
    const fresh = await s.register();
    expect((await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: fresh.token })).status).toBe(1000);
    const u = await s.verifiedUser();
    const set = (password: string, confirmPassword = password) => s.post(API_PATHS.oneCard.setTradePwd, { password, confirmPassword }, { token: u.token });
    expect(await set('123456')).toMatchObject({ status: 2010, message: ACCOUNT_MESSAGES[2010] });
    expect((await set('abc123', 'abc124')).status).toBe(2014);
    expect((await set('abc123')).status).toBe(1);
    expect((await set('abc123')).status).toBe(40403);
    expect(await s.post<OneCardInfoData>(API_PATHS.oneCard.info, {}, { token: u.token })).toMatchObject({ data: { tradePwdSet: 1 } });
  });

  it('setTradePwd is set once under concurrency: of 10 concurrent different passwords exactly one is kept, the others answer 40403', async () => {
    const u = await s.verifiedUser();
    const passwords = Array.from({ length: 10 }, (_, i) => `abc12${i}`);
    const answers = await Promise.all(passwords.map((p) => s.post(API_PATHS.oneCard.setTradePwd, { password: p, confirmPassword: p }, { token: u.token })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((n) => n === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 1)).toEqual(Array.from({ length: 9 }, () => ({ status: 40403, message: SERVER_MESSAGES.tradePwdAlreadySet, data: null })));
    // The password that answered 1 is the one kept: the first to set wins, not the last.
    const kept = passwords[statuses.indexOf(1)]!;
    expect((await s.post(API_PATHS.oneCard.verifyPwd, { password: kept }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.oneCard.verifyPwd, { password: passwords.find((p) => p !== kept)! }, { token: u.token })).status).toBe(2006);
  });

  it('verifyPwd: 2007 when none set, 2006 wrong, 2016 after the daily cap', async () => {
    const u = await s.verifiedUser();
    const verify = (password: string) => s.post(API_PATHS.oneCard.verifyPwd, { password }, { token: u.token });
    expect(await verify('abc123')).toMatchObject({ status: 2007, message: ACCOUNT_MESSAGES[2007] });
    await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: u.token });
    expect((await verify('abc123')).status).toBe(1);
    for (let i = 0; i < 4; i++) expect((await verify('zzz999')).status).toBe(2006);
    expect((await verify('zzz999')).status).toBe(2016);
    expect((await verify('abc123')).status).toBe(2016);
  });

  it('modifyPwd: 2015 same, 2006 wrong old, success', async () => {
    const u = await s.verifiedUser();
    const modify = (oldPassword: string, password: string) => s.post(API_PATHS.oneCard.modifyPwd, { oldPassword, password, confirmPassword: password }, { token: u.token });
    expect((await modify('abc123', 'abc456')).status).toBe(2007);
    await s.post(API_PATHS.oneCard.setTradePwd, { password: 'abc123', confirmPassword: 'abc123' }, { token: u.token });
    expect((await modify('abc123', 'abc123')).status).toBe(2015);
    expect((await modify('abc999', 'abc456')).status).toBe(2006);
    expect((await modify('abc123', 'abc456')).status).toBe(1);
    expect((await s.post(API_PATHS.oneCard.verifyPwd, { password: 'abc456' }, { token: u.token })).status).toBe(1);
  });

  it('checkBindCardAndIdentity and restPwd need the own ID number (3000), a bound card and the SMS code', async () => {
    const u = await userWithCard();
    const check = (certId: string, cardNo: string) => s.post(API_PATHS.oneCard.checkBindCardAndIdentity, { certId, cardNo }, { token: u.token });
    expect((await check(nextCertId(), u.cardNo)).status).toBe(3000);
    expect((await check(u.certId, '6222020200999999999')).status).toBe(40403);
    expect((await check(u.certId, u.cardNo)).status).toBe(1);
    const verifyCode = await s.sendSms(u.mobile, 'tradePwd', u.token);
    const body = { verifyCode, certId: u.certId, cardNo: u.cardNo, password: 'new123', confirmPassword: 'new123' };
    expect((await s.post(API_PATHS.oneCard.restPwd, { ...body, certId: nextCertId() }, { token: u.token })).status).toBe(3000);
    expect((await s.post(API_PATHS.oneCard.restPwd, body, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.oneCard.verifyPwd, { password: 'new123' }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.sms.send, { mobile: nextMobile(), type: 'tradePwd' }, { token: u.token })).status).toBe(1004);
  });
});

describe('opening the card', () => {
  it('openCardNoPwd: 1000, then a card first, then opened with the limit not yet active; twice grants once', async () => {
    const fresh = await s.register();
    expect((await s.post(API_PATHS.oneCard.openCardNoPwd, {}, { token: fresh.token })).status).toBe(1000);
    const bare = await s.verifiedUser();
    expect((await s.post(API_PATHS.oneCard.openCardNoPwd, {}, { token: bare.token })).status).toBe(40403);
    const u = await userWithCard();
    const first = await s.post<OneCardInfoData>(API_PATHS.oneCard.openCardNoPwd, {}, { token: u.token });
    expect(first).toMatchObject({ status: 1, data: { openCardStatus: 1, activeStatus: 0, cardQuota: 5_000_000 } });
    const again = await s.post<OneCardInfoData>(API_PATHS.oneCard.openCardNoPwd, {}, { token: u.token });
    expect(again.data!.cardNo).toBe(first.data!.cardNo);
    expect(await s.post(API_PATHS.oneCard.authInfo, {}, { token: u.token })).toMatchObject({ data: { bindCardStatus: 1, faceStatus: 0 } });
  });

  it('never grants more than 200000 yuan', async () => {
    const big = await startTestServer({ creditLimitFen: 99_000_000 });
    try {
      const u = await big.verifiedUser();
      const mobile = nextMobile();
      const code = await big.sendSms(mobile, 'bindCard', u.token);
      const res = await big.post<{ cardQuota: number }>(API_PATHS.open.openCard, { cardNo: '6222020200123456789', mobile, code }, { token: u.token });
      expect(res.data!.cardQuota).toBe(DEFAULT_HIGHEST_BORROW_FEN);
    } finally {
      await big.close();
    }
  });
});
