import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared/api';
import { API_PATHS, type CustomerInfoData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { certIdFrom, nextCertId, startTestServer, type TestServer } from '../../test/helpers';
import { ageOn, birthDateOf, sexOf } from './rules';

describe('identity rules', () => {
  it('reads birth date, sex and age', () => {
    expect(birthDateOf('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateOf(certIdFrom('11010519990231001'))).toBeUndefined();
    expect(birthDateOf('110105491231002')).toBe('1949-12-31');
    expect(sexOf('11010519491231002X')).toBe('F');
    expect(ageOn('2008-01-16', '2026-01-15')).toBe(17);
    expect(ageOn('2008-01-15', '2026-01-15')).toBe(18);
  });
});

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ realNameDailyLimit: 3 });
});
afterEach(() => s.close());

const realName = (token: string, name: string, certId: string) => s.post(API_PATHS.identity.realName, { name, certId }, { token });

describe('realName', () => {
  it('verifies and binds the identity; customer info shows it masked', async () => {
    const { token } = await s.register();
    const certId = nextCertId();
    expect(await realName(token, '王小明', certId)).toMatchObject({ status: 1, data: { ucrealnamed: 'Y', nameMask: '**明' } });
    const info = await s.post<CustomerInfoData>(API_PATHS.customer.info, {}, { token });
    expect(info.data).toMatchObject({ ucrealnamed: 'Y', birthDay: '1990-01-01', certId: `110${'*'.repeat(11)}${certId.slice(-4)}` });
    expect(JSON.stringify(info)).not.toContain(certId);
  });

  it('answers 2003 for a bad ID number or name', async () => {
    const { token } = await s.register();
    expect(await realName(token, '王小明', '110105199001010011')).toMatchObject({ status: 2003, message: ACCOUNT_MESSAGES[2003] });
    expect((await realName(token, '王小明', '1101051990010100')).status).toBe(2003);
    expect((await realName(token, 'Bob', nextCertId())).status).toBe(2003);
  });

  it('checks the GB 11643 check digit with the shared rule: 15-digit numbers and a lower-case x pass', async () => {
    const { token } = await s.register();
    // The published example 11010519491231002X (the demo user's) with a wrong check digit: 2003.
    expect((await realName(token, '王小明', '110105194912310021')).status).toBe(2003);
    // With a lower-case x it passes the check and the birth date; the authority knows it by another name.
    expect((await realName(token, '王小明', DEMO_USER.certId.toLowerCase())).status).toBe(2004);
    expect(await realName(token, '王小明', '110105491231002')).toMatchObject({ status: 1, data: { ucrealnamed: 'Y' } });
  });

  it('answers 2009 for an impossible birth date or a minor', async () => {
    const { token } = await s.register();
    expect(await realName(token, '王小明', certIdFrom('11010519900230001'))).toMatchObject({ status: 2009, message: ACCOUNT_MESSAGES[2009] });
    expect((await realName(token, '王小明', certIdFrom('11010520100101001'))).status).toBe(2009);
  });

  it('answers 2004 when the authority knows the ID number by another name', async () => {
    const a = await s.register();
    const certId = nextCertId();
    expect((await realName(a.token, '王小明', certId)).status).toBe(1);
    const b = await s.register();
    expect(await realName(b.token, '王大明', certId)).toMatchObject({ status: 2004, message: ACCOUNT_MESSAGES[2004] });
  });

  it('refuses an identity bound to another account (3001)', async () => {
    const b = await s.register();
    expect(await realName(b.token, DEMO_USER.name, DEMO_USER.certId)).toMatchObject({ status: 3001, message: ACCOUNT_MESSAGES[3001] });
  });

  it('answers 3000 when a verified user gives another identity, and succeeds again for the same', async () => {
    const u = await s.verifiedUser();
    expect((await realName(u.token, u.name, u.certId)).status).toBe(1);
    expect(await realName(u.token, '王小明', nextCertId())).toMatchObject({ status: 3000, message: ACCOUNT_MESSAGES[3000] });
  });

  it('limits attempts per day (2013) until the next day', async () => {
    const { token } = await s.register();
    for (let i = 0; i < 3; i++) expect((await realName(token, '王小明', certIdFrom('11010519900230001'))).status).toBe(2009);
    expect(await realName(token, '王小明', nextCertId())).toMatchObject({ status: 2013, message: ACCOUNT_MESSAGES[2013] });
    await s.app.inject({ method: 'POST', url: API_PATHS.sandbox.clock, payload: { days: 1 } });
    expect((await realName(token, '王小明', nextCertId())).status).toBe(1);
  });
});

describe('realNameValidate and validateOcr', () => {
  it('realNameValidate: 1000 before verification, 3000 on mismatch, success on match', async () => {
    const fresh = await s.register();
    expect(await s.post(API_PATHS.identity.realNameValidate, { name: '王小明', certId: nextCertId() }, { token: fresh.token })).toMatchObject({
      status: 1000,
      message: ACCOUNT_MESSAGES[1000],
    });
    const u = await s.verifiedUser();
    expect((await s.post(API_PATHS.identity.realNameValidate, { name: '王小明', certId: u.certId }, { token: u.token })).status).toBe(3000);
    expect((await s.post(API_PATHS.identity.realNameValidate, { name: u.name, certId: u.certId.toLowerCase() }, { token: u.token })).status).toBe(1);
  });

  it('validateOcr: checks identity, validity format and expiry; sets idCardPhotos', async () => {
    const u = await s.verifiedUser();
    const ocr = (validity: string, name = u.name) =>
      s.post(API_PATHS.identity.validateOcr, { name, certId: u.certId, authority: '北京市公安局', validity }, { token: u.token });
    expect((await ocr('2020.01.01-2040.01.01', '王小明')).status).toBe(3000);
    expect((await ocr('someday')).status).toBe(1004);
    expect((await ocr('2000.01.01-2020.01.01')).status).toBe(2009);
    expect(await ocr('2020.01.01-长期')).toMatchObject({ status: 1, data: { idCardPhotos: 1 } });
    expect(await s.post(API_PATHS.oneCard.authInfo, {}, { token: u.token })).toMatchObject({ data: { idCardPhotos: 1 } });
  });
});
