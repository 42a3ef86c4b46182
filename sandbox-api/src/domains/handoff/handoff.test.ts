import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type HandoffCodeData, type HandoffRedeemData, type PartnerHandoffData } from '@credit/shared/api';
import { resolveOptions } from '../../context';
import { startTestServer, type TestServer } from '../../test/helpers';
import { HANDOFF_MESSAGES } from '.';

const PARTNER = 'https://partner.example.com';
const OTHER_PARTNER = 'http://127.0.0.1:9084';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ handoffOrigins: [PARTNER, `${OTHER_PARTNER}/`] });
});
afterEach(() => s.close());

/** What `handoff/code` answers the session of `token` for `target`. */
const codeFor = async (token: string, target: string) => (await s.post<PartnerHandoffData>(API_PATHS.handoff.code, { target }, { token })).data?.code;
/** The partner's server redeeming `code` for the page it was opened at (optionally inside a session). */
const redeem = (code: string, target: string, token?: string) => s.post<HandoffRedeemData>(API_PATHS.handoff.redeem, { code, target }, { token });
const refused = { status: 40403, message: HANDOFF_MESSAGES.codeInvalid, data: null };

describe('hand-offs to a configured partner (ADR 050)', () => {
  it('a configured partner page gets a one-time code for the session, never the token; the partner redeems it once', async () => {
    const u = await s.register();
    const code = (await codeFor(u.token, `${PARTNER}/mall?from=tile`))!;
    expect(code).toMatch(/^[\w-]{40,}$/);
    expect(code).not.toBe(u.token);
    // The partner names the page it was opened at; the query (fromModule, callBackUrl, version, code) is not part of the target.
    const first = await redeem(code, `${PARTNER}/mall?code=${code}&fromModule=cashLoan`);
    expect(first).toMatchObject({ status: 1, data: { mobile: `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}` } });
    expect(first.data!.partnerUserId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(first)).not.toContain(u.token);
    // Single use: a replay (a log line, a Referer) opens nothing.
    expect(await redeem(code, `${PARTNER}/mall`)).toMatchObject(refused);
  });

  it('any other target gets no code: another host, port or scheme, a look-alike host, credentials in the URL, not a URL', async () => {
    const u = await s.register();
    for (const target of [
      'https://evil.example.net/mall',
      'https://partner.example.com.evil.net/mall',
      'https://partner.example.com:8443/mall',
      'http://partner.example.com/mall',
      'https://user:pw@partner.example.com/mall',
      'javascript:alert(1)',
      '/mall',
    ]) {
      expect(await s.post<PartnerHandoffData>(API_PATHS.handoff.code, { target }, { token: u.token }), target).toMatchObject({ status: 1, data: { code: null } });
    }
    expect(await codeFor(u.token, `${OTHER_PARTNER}/x`)).toEqual(expect.any(String));
  });

  it('a guest gets no code (1008)', async () => {
    expect(await s.post(API_PATHS.handoff.code, { target: `${PARTNER}/mall` })).toMatchObject({ status: 1008 });
    expect(await s.post(API_PATHS.handoff.code, { target: `${PARTNER}/mall` }, { token: 'token' })).toMatchObject({ status: 1008 });
  });

  it('a code opens only the page it was issued for: another path, another partner or an unconfigured origin is refused and the code is spent', async () => {
    const u = await s.register();
    const code = (await codeFor(u.token, `${PARTNER}/mall`))!;
    expect(await redeem(code, `${PARTNER}/account`)).toMatchObject(refused);
    // One try only: the right page no longer takes it either.
    expect(await redeem(code, `${PARTNER}/mall`)).toMatchObject(refused);
    const second = (await codeFor(u.token, `${PARTNER}/mall`))!;
    expect(await redeem(second, `${OTHER_PARTNER}/mall`)).toMatchObject(refused);
    const third = (await codeFor(u.token, `${PARTNER}/mall`))!;
    expect(await redeem(third, 'https://evil.example.net/mall')).toMatchObject(refused);
    expect(await redeem(third, `${PARTNER}/mall`)).toMatchObject(refused);
  });

  it('a code dies after 60 s, and with its session', async () => {
    const u = await s.register();
    const late = (await codeFor(u.token, `${PARTNER}/mall`))!;
    s.tick(60_000);
    expect(await redeem(late, `${PARTNER}/mall`)).toMatchObject(refused);
    const orphan = (await codeFor(u.token, `${PARTNER}/mall`))!;
    expect(await s.post(API_PATHS.account.logout, {}, { token: u.token })).toMatchObject({ status: 1 });
    expect(await redeem(orphan, `${PARTNER}/mall`)).toMatchObject(refused);
  });

  it('an attacker with an account: their code never opens in another user\'s session, answers only their own identity, and other codes are not partner codes', async () => {
    const attacker = await s.register();
    const victim = await s.register();
    // Presented inside the victim's session (a link planting the attacker's code), it is refused.
    const planted = (await codeFor(attacker.token, `${PARTNER}/mall`))!;
    expect(await redeem(planted, `${PARTNER}/mall`, victim.token)).toMatchObject(refused);
    // A code is issued to the caller's own session only: redeemed, the attacker's code names the attacker.
    const own = (await codeFor(attacker.token, `${PARTNER}/mall`))!;
    const mine = (await redeem(own, `${PARTNER}/mall`, attacker.token)).data!;
    const theirs = (await redeem((await codeFor(victim.token, `${PARTNER}/mall`))!, `${PARTNER}/mall`)).data!;
    expect(mine.mobile).toBe(`${attacker.mobile.slice(0, 3)}****${attacker.mobile.slice(-4)}`);
    expect(mine.partnerUserId).not.toBe(theirs.partnerUserId);
    // The same user is another id at another partner: two partners cannot match their users by it.
    const elsewhere = (await redeem((await codeFor(attacker.token, `${OTHER_PARTNER}/mall`))!, `${OTHER_PARTNER}/mall`)).data!;
    expect(elsewhere.partnerUserId).not.toBe(mine.partnerUserId);
    // The activation page's code is not a partner code, nor the other way round.
    const quota = (await s.post<HandoffCodeData>(API_PATHS.quota.activateCode, {}, { token: attacker.token })).data!.code;
    expect(await redeem(quota, `${PARTNER}/mall`)).toMatchObject(refused);
    const partnerCode = (await codeFor(attacker.token, `${PARTNER}/mall`))!;
    const page = await s.app.inject({ method: 'GET', url: `${API_PATHS.quota.activate}?code=${partnerCode}` });
    expect(page.body).not.toContain('立即激活');
  });

  it('hand-off origins are whole origins, refused at start otherwise; none by default', () => {
    expect(resolveOptions({ dbPath: '' }).handoffOrigins).toEqual([]);
    expect(resolveOptions({ dbPath: '', handoffOrigins: ['https://partner.example.com/'] }).handoffOrigins).toEqual(['https://partner.example.com']);
    for (const entry of ['https://partner.example.com/mall', 'partner.example.com', 'ftp://partner.example.com']) {
      expect(() => resolveOptions({ dbPath: '', handoffOrigins: [entry] })).toThrow(/hand-off origin .* is not an origin/);
    }
  });

  it('without configured origins no target gets a code', async () => {
    await s.close();
    s = await startTestServer();
    const u = await s.register();
    expect(await codeFor(u.token, `${PARTNER}/mall`)).toBeNull();
  });
});
