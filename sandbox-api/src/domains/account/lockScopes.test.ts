import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, type ApiEnvelope, type LoginData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { smsSenderLimitMessage } from '../../lib/errors';
import { nextMobile, startTestServer, type TestServer } from '../../test/helpers';
import { SMS_SENDER_LIMIT } from '../sms/service';

/**
 * Issue 24, items 2, 3 and 13 (docs/adr/025-lock-scopes.md): what a stranger can do with a phone number
 * alone, and what the owner keeps. The stranger and the owner call from different client addresses.
 */

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.23';
const TEN_MINUTES = 10 * 60_000;
const victim: string = DEMO_USER.mobile;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function postFrom<T = unknown>(address: string, path: string, body: Record<string, string>, token?: string): Promise<ApiEnvelope<T>> {
  const res = await s.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: new URLSearchParams(body).toString(),
  });
  return res.json() as ApiEnvelope<T>;
}

const send = (address: string, type: string, mobile = victim, token?: string) => postFrom(address, API_PATHS.sms.send, { mobile, type }, token);
const passwordLogin = (address: string, password: string) => postFrom<LoginData>(address, API_PATHS.account.login, { mobile: victim, password });
const codeLogin = (address: string, code: string) => postFrom<LoginData>(address, API_PATHS.account.login, { mobile: victim, code });

/** Wrong passwords until the lock, and on through it: everything password login lets a stranger do. */
async function strangerLocksPassword(): Promise<void> {
  for (let i = 0; i < 4; i++) expect((await passwordLogin(STRANGER, `Wrong${i}x`)).status).toBe(2020);
  for (let i = 4; i < 8; i++) expect((await passwordLogin(STRANGER, `Wrong${i}x`)).status).toBe(40403);
}

/**
 * The guest SMS flows: every send the number allows (login and reset codes), then wrong codes until
 * the spec's lock, through login, reset and the stand-alone check.
 */
async function strangerSpendsSms(): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await send(STRANGER, i === 0 ? 'forgetPwd' : 'login')).status).toBe(1);
  expect((await send(STRANGER, 'login')).status).toBe(2001);
  expect((await send(STRANGER, 'forgetPwd')).status).toBe(2001);
  const guess = wrong(await s.smsCode(victim));
  expect((await codeLogin(STRANGER, guess)).status).toBe(2018);
  expect((await postFrom(STRANGER, API_PATHS.sms.validate, { mobile: victim, type: 'login', code: guess })).status).toBe(2018);
  expect((await codeLogin(STRANGER, guess)).status).toBe(2018);
  expect(await codeLogin(STRANGER, guess)).toMatchObject({ status: 2005, message: ACCOUNT_MESSAGES[2005] });
  const reset = { mobile: victim, code: guess, password: 'Stolen99', confirmPassword: 'Stolen99' };
  expect((await postFrom(STRANGER, API_PATHS.account.forgetPwd, reset)).status).toBe(2005);
}

/** What the stranger's address is left with afterwards: nothing on this number's guest SMS flows for a day. */
async function strangerIsShutOut(): Promise<void> {
  s.tick(TEN_MINUTES + 1);
  expect((await send(STRANGER, 'login')).status).toBe(2005);
  expect((await send(STRANGER, 'forgetPwd')).status).toBe(2005);
}

describe('a stranger with the number alone cannot lock the owner out (item 2)', () => {
  it('password first, then the SMS flows: the owner logs in by SMS from their own phone once the send window passes', async () => {
    await strangerLocksPassword();
    await strangerSpendsSms();
    // The owner right now: password login is locked; the newest code was burnt by the wrong entries.
    expect((await passwordLogin(OWNER, DEMO_USER.password)).status).toBe(40403);
    expect((await codeLogin(OWNER, await s.smsCode(victim))).status).toBe(2019);
    await strangerIsShutOut();
    // The stranger can renew the password lock, not the SMS allowance.
    expect((await passwordLogin(STRANGER, 'Wrong9x')).status).toBe(40403);
    expect((await send(OWNER, 'login')).status).toBe(1);
    const login = await codeLogin(OWNER, await s.smsCode(victim));
    expect(login.status).toBe(1);
    expect(login.data!.token).toBeTruthy();
    // The SMS login cleared the run of wrong passwords.
    expect((await passwordLogin(OWNER, DEMO_USER.password)).status).toBe(1);
  });

  it('the SMS flows first, then the password: the owner resets the password by SMS and logs in with it', async () => {
    await strangerSpendsSms();
    await strangerLocksPassword();
    expect((await passwordLogin(OWNER, DEMO_USER.password)).status).toBe(40403);
    await strangerIsShutOut();
    expect((await send(OWNER, 'forgetPwd')).status).toBe(1);
    const reset = { mobile: victim, code: await s.smsCode(victim), password: 'Mine2026', confirmPassword: 'Mine2026' };
    expect((await postFrom(OWNER, API_PATHS.account.forgetPwd, reset)).status).toBe(1);
    expect((await passwordLogin(OWNER, 'Mine2026')).status).toBe(1);
  });

  it('a stranger who only asks for codes (holding the send allowance) sends them to the owner, who logs in with the newest', async () => {
    await strangerLocksPassword();
    for (let i = 0; i < 3; i++) expect((await send(STRANGER, 'login')).status).toBe(1);
    expect((await send(OWNER, 'login')).status).toBe(2001);
    expect((await codeLogin(OWNER, await s.smsCode(victim))).status).toBe(1);
  });

  it('the day lock holds the address that typed the wrong codes, with the spec answer; the owner typing on their phone is not held', async () => {
    const code = await s.sendSms(victim, 'login');
    for (let i = 0; i < 3; i++) await codeLogin(STRANGER, wrong(code));
    expect(await codeLogin(STRANGER, wrong(code))).toMatchObject({ status: 2005, message: ACCOUNT_MESSAGES[2005] });
    // The right code of a fresh code is still refused to that address, for a day.
    const fresh = await s.sendSms(victim, 'login');
    expect((await codeLogin(STRANGER, fresh)).status).toBe(2005);
    expect((await codeLogin(OWNER, fresh)).status).toBe(1);
  });

  it('addresses together get 4 wrong entries per code: the 4th burns it (2019), even the right code is refused then', async () => {
    const code = await s.sendSms(victim, 'login');
    for (let i = 1; i <= 3; i++) expect((await codeLogin(`203.0.113.${i}`, wrong(code))).status).toBe(2018);
    expect(await codeLogin('203.0.113.4', wrong(code))).toMatchObject({ status: 2019, message: ACCOUNT_MESSAGES[2019] });
    expect((await codeLogin('203.0.113.5', code)).status).toBe(2019);
    expect((await codeLogin(OWNER, code)).status).toBe(2019);
    // No address is locked by one wrong entry: a fresh code works for the owner.
    expect((await codeLogin(OWNER, await s.sendSms(victim, 'login'))).status).toBe(1);
  });
});

describe('send allowances per class and sender (items 3 and 13)', () => {
  it("anonymous reset-code requests do not spend the logged-in owner's codes: deal password, card binding, signing", async () => {
    const token = (await s.post<LoginData>(API_PATHS.account.login, { mobile: victim, password: DEMO_USER.password })).data!.token;
    for (let i = 0; i < 3; i++) expect((await send(STRANGER, 'forgetPwd')).status).toBe(1);
    expect((await send(STRANGER, 'forgetPwd')).status).toBe(2001);
    expect((await send(OWNER, 'tradePwd', victim, token)).status).toBe(1);
    expect((await send(OWNER, 'bindCard', victim, token)).status).toBe(1);
    expect((await send(OWNER, 'temp', victim, token)).status).toBe(1);
    // The owner's own session allowance is 3 in 10 minutes too.
    expect((await send(OWNER, 'bindCard', victim, token)).status).toBe(2001);
  });

  it("another user's session codes to the number spend that user's allowance, not the owner's", async () => {
    const owner = await s.register();
    const stranger = await s.register();
    for (let i = 0; i < 3; i++) expect((await send(STRANGER, 'bindCard', owner.mobile, stranger.token)).status).toBe(1);
    expect((await send(STRANGER, 'temp', owner.mobile, stranger.token)).status).toBe(2001);
    expect((await send(OWNER, 'tradePwd', owner.mobile, owner.token)).status).toBe(1);
    expect((await send(OWNER, 'login', owner.mobile)).status).toBe(1);
  });

  it(`a session user sends ${SMS_SENDER_LIMIT.max} codes a day to numbers not their own, then 40403; their own number and other users go on`, async () => {
    const u = await s.register();
    const other = await s.register();
    // A new address for every call: the limit is the sender's, whatever the address (and the per-address budget stays out of the way).
    let n = 0;
    const sendAs = (token: string, type: string, mobile = nextMobile()) => send(`192.0.2.${++n}`, type, mobile, token);
    const types = ['temp', 'bindCard', 'changeMobile'];
    for (let i = 0; i < SMS_SENDER_LIMIT.max; i++) expect((await sendAs(u.token, types[i % 3]!)).status).toBe(1);
    expect(await sendAs(u.token, 'temp')).toEqual({ status: 40403, message: smsSenderLimitMessage(24), data: null });
    expect((await sendAs(u.token, 'changeMobile')).status).toBe(40403);
    expect((await sendAs(u.token, 'tradePwd', u.mobile)).status).toBe(1);
    expect((await sendAs(other.token, 'temp')).status).toBe(1);
    s.tick(23 * 3600_000);
    expect((await sendAs(u.token, 'temp')).message).toBe(smsSenderLimitMessage(1));
    s.tick(3600_000);
    expect((await sendAs(u.token, 'temp')).status).toBe(1);
  });
});
