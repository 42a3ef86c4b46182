import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type HandoffCodeData } from '@credit/shared/api';
import { API_PATHS } from '@credit/shared/api';
import { resolveOptions } from '../../context';
import { SERVER_MESSAGES } from '../../lib/errors';
import { nextMobile, startTestServer, type TestServer } from '../../test/helpers';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

async function openedUser(): Promise<string> {
  const u = await s.verifiedUser();
  const mobile = nextMobile();
  const code = await s.sendSms(mobile, 'bindCard', u.token);
  await s.post(API_PATHS.open.openCard, { cardNo: '6217001234567890123', mobile, code }, { token: u.token });
  return u.token;
}

const page = (query: string) => s.app.inject({ method: 'GET', url: `${API_PATHS.quota.activate}?${query}` });
/** The one-time code that opens the page for the session of `token` (ADR 024). */
const codeFor = async (token: string) => (await s.post<HandoffCodeData>(API_PATHS.quota.activateCode, {}, { token })).data!.code;
/** The page opened with a fresh code, as the app opens it. */
const open = async (token: string, returnUrl?: string) => page(new URLSearchParams({ code: await codeFor(token), ...(returnUrl ? { returnUrl } : {}) }).toString());
/** The one-time code of the page's form. */
const formCode = (html: string) => /name="code" value="([^"]+)"/.exec(html)?.[1];
const submit = (form: Record<string, string>) =>
  s.app.inject({ method: 'POST', url: API_PATHS.quota.activate, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('quota activation page', () => {
  it('shows the limit and a button; activating returns to an allowed return URL', async () => {
    const token = await openedUser();
    const returnUrl = 'http://localhost:8080/#/newBorrowCash';
    const get = await open(token, returnUrl);
    expect(get.headers['content-type']).toContain('text/html');
    expect(get.headers['cache-control']).toBe('no-store');
    expect(get.body).toContain('¥50,000.00');
    expect(get.body).toContain('<form method="post"');
    expect(get.body).not.toContain(token);
    const post = await submit({ code: formCode(get.body)!, returnUrl });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(returnUrl);
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ data: { activeStatus: 1 } });
    expect((await open(token, returnUrl)).body).toContain('额度已激活');
  });

  it('opens with a one-time, short-lived code only: never a session token in its URL (ADR 024)', async () => {
    const token = await openedUser();
    // The session token in the query opens nothing: a URL reaches access logs and Referers.
    expect((await page(new URLSearchParams({ token }).toString())).body).toContain(ACCOUNT_MESSAGES[1008]);
    const code = await codeFor(token);
    expect(code).not.toBe(token);
    const first = await page(`code=${code}`);
    expect(first.body).toContain('立即激活');
    // Spent by its first use, and so is the form's code.
    expect((await page(`code=${code}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
    const form = formCode(first.body)!;
    expect((await submit({ code: form })).statusCode).toBe(200);
    expect((await submit({ code: form })).body).toContain(ACCOUNT_MESSAGES[1008]);
    // A code not used within a minute is dead; a code of the mall opens nothing here; a code dies with its session.
    const late = await codeFor(token);
    s.tick(61_000);
    expect((await page(`code=${late}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
    const mall = (await s.post<{ code: string }>(API_PATHS.points.consumerCommon, {}, { token })).data!.code;
    expect((await page(`code=${mall}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
    const orphan = await codeFor(token);
    await s.post(API_PATHS.account.logout, {}, { token });
    expect((await page(`code=${orphan}`)).body).toContain(ACCOUNT_MESSAGES[1008]);
  });

  it('activates but stays on the page when the return origin is not allowed', async () => {
    const token = await openedUser();
    const post = await submit({ token, returnUrl: 'https://evil.example.com/' });
    expect(post.statusCode).toBe(200);
    expect(post.body).not.toContain('evil.example.com');
    expect(await s.post(API_PATHS.oneCard.info, {}, { token })).toMatchObject({ data: { activeStatus: 1 } });
    // An allowed host on another port or scheme is another origin.
    for (const returnUrl of ['http://localhost:1/', 'https://localhost:8080/#/newBorrowCash']) {
      const other = await submit({ token, returnUrl });
      expect(other.statusCode).toBe(200);
      expect(other.headers.location).toBeUndefined();
    }
  });

  it('takes whole origins as allowed returns, refusing a bare host name at start', () => {
    expect(resolveOptions({ dbPath: '', returnOrigins: ['https://h5.example.com/', 'http://localhost:9700'] }).returnOrigins).toEqual(['https://h5.example.com', 'http://localhost:9700']);
    for (const entry of ['localhost', 'localhost:8080', 'http://localhost:8080/path', 'javascript:alert(1)']) {
      expect(() => resolveOptions({ dbPath: '', returnOrigins: [entry] })).toThrow(/not an origin/);
    }
  });

  it('keeps its token to itself: no referrer, no framing, no sniffing, on the page and the redirect', async () => {
    const token = await openedUser();
    const returnUrl = 'http://localhost:8080/#/newBorrowCash';
    const answers = {
      page: await open(token, returnUrl),
      refusal: await page('code=nope'),
      redirect: await submit({ token, returnUrl }),
      activated: await open(token, returnUrl),
    };
    expect(answers.redirect.statusCode).toBe(303);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['referrer-policy'], name).toBe('no-referrer');
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      expect(answer.headers['cache-control'], name).toBe('no-store');
      if (name !== 'redirect') expect(answer.headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
    }
  });

  it('refuses without a valid token or an opened card, and escapes what it echoes', async () => {
    expect((await page('code=nope')).body).toContain(ACCOUNT_MESSAGES[1008]);
    expect((await submit({ token: 'nope' })).body).toContain(ACCOUNT_MESSAGES[1008]);
    const { token } = await s.register();
    expect((await submit({ token })).body).toContain(SERVER_MESSAGES.notOpened);
    const opened = await openedUser();
    const evil = await open(opened, '"><script>alert(1)</script>');
    expect(evil.body).not.toContain('<script>');
  });
});
