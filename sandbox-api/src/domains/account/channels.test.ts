import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type AuthFansInfoData, type LoginData } from '@credit/shared/api';
import { DEMO_USER } from '../../seed';
import { DAY_MS, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const login = async () => (await s.post<LoginData>(API_PATHS.account.login, { mobile: DEMO_USER.mobile, password: DEMO_USER.password })).data!;
const union = (unionToken: string) => s.post<LoginData>(API_PATHS.account.unionLoginByToken, { unionToken });
const info = (token: string) => s.post(API_PATHS.customer.info, {}, { token });

describe('unionLoginByToken: the new token belongs to the original session', () => {
  it('ends when the original session logs out, also through a chain of exchanges', async () => {
    const original = await login();
    const derived = (await union(original.token)).data!;
    const again = (await union(derived.token)).data!;
    expect((await info(again.token)).status).toBe(1);
    expect((await s.post(API_PATHS.account.logout, {}, { token: original.token })).status).toBe(1);
    expect((await info(derived.token)).status).toBe(1008);
    expect((await info(again.token)).status).toBe(1008);
  });

  it('never outlives the original: a token 6 days old gives one that ends with it', async () => {
    const original = await login();
    s.tick(6 * DAY_MS);
    const derived = (await union(original.token)).data!;
    expect(derived.expiresAt).toBe(original.expiresAt);
    s.tick(DAY_MS);
    expect((await info(derived.token)).status).toBe(1008);
  });

  it("logging out of the derived session leaves the original (the other channel's) alone", async () => {
    const original = await login();
    const derived = (await union(original.token)).data!;
    expect((await s.post(API_PATHS.account.logout, {}, { token: derived.token })).status).toBe(1);
    expect((await info(original.token)).status).toBe(1);
  });
});

describe('authFansInfo: the messaging-app code is single-use and short-lived', () => {
  const fans = (body: Record<string, string>) => s.post<AuthFansInfoData>(API_PATHS.account.authFansInfo, body);
  const expired = { status: 40403, message: '微信授权已失效，请重新进入', data: null };
  const newCode = async (authCode: string) =>
    (await s.hook<{ authCode: string }>(API_PATHS.sandbox.wxAuthCode, { authCode })).data!.authCode;

  async function bind(authCode: string) {
    expect(await fans({ authCode })).toMatchObject({ status: 1, data: { bound: false } });
    const code = await s.sendSms(DEMO_USER.mobile, 'login');
    return fans({ authCode, mobile: DEMO_USER.mobile, code });
  }

  it('refuses codes shorter than 16 characters (1004)', async () => {
    expect((await fans({ authCode: 'x' })).status).toBe(1004);
    expect((await fans({ authCode: 'wx-user-1' })).status).toBe(1004);
  });

  it('a code that logged someone in is spent: the same code again is refused', async () => {
    const authCode = 'wx-code-aaaaaaaaaaaa-0001';
    expect(await bind(authCode)).toMatchObject({ status: 1, data: { bound: true } });
    expect(await fans({ authCode })).toEqual(expired);
    // The messaging app gives the same fan a new code on the next visit: logged in at once, once.
    const next = await newCode(authCode);
    expect(next).not.toBe(authCode);
    expect(await fans({ authCode: next })).toMatchObject({ status: 1, data: { bound: true, customerId: 'C000000000001' } });
    expect(await fans({ authCode: next })).toEqual(expired);
  });

  it('a code lives 5 minutes from its first use', async () => {
    const authCode = 'wx-code-bbbbbbbbbbbb-0002';
    expect(await bind(authCode)).toMatchObject({ status: 1 });
    const next = await newCode(authCode);
    s.tick(5 * 60 * 1000);
    expect(await fans({ authCode: next })).toEqual(expired);
    const unbound = 'wx-code-cccccccccccc-0003';
    expect(await fans({ authCode: unbound })).toMatchObject({ status: 1, data: { bound: false } });
    s.tick(5 * 60 * 1000);
    expect(await fans({ authCode: unbound })).toEqual(expired);
  });

  it('a spent code forgotten after a day is a new, unbound fan, never the bound one', async () => {
    const authCode = 'wx-code-dddddddddddd-0004';
    expect(await bind(authCode)).toMatchObject({ status: 1 });
    s.tick(2 * DAY_MS);
    await fans({ authCode: 'wx-code-eeeeeeeeeeee-0005' }); // any new code sweeps the old ones
    expect(await fans({ authCode })).toMatchObject({ status: 1, data: { bound: false } });
  });
});
