import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared/api';
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
const submit = (form: Record<string, string>) =>
  s.app.inject({ method: 'POST', url: API_PATHS.quota.activate, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('quota activation page', () => {
  it('shows the limit and a button; activating returns to an allowed return URL', async () => {
    const token = await openedUser();
    const returnUrl = 'http://localhost:8080/#/newBorrowCash';
    const get = await page(new URLSearchParams({ token, returnUrl }).toString());
    expect(get.headers['content-type']).toContain('text/html');
    expect(get.headers['cache-control']).toBe('no-store');
    expect(get.body).toContain('¥50,000.00');
    expect(get.body).toContain('<form method="post"');
    const post = await submit({ token, returnUrl });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(returnUrl);
    expect(await s.post(API_PATHS.customer.userStatus, {}, { token })).toMatchObject({ data: { activeStatus: 1 } });
    expect((await page(new URLSearchParams({ token, returnUrl }).toString())).body).toContain('额度已激活');
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
      page: await page(new URLSearchParams({ token, returnUrl }).toString()),
      refusal: await page('token=nope'),
      redirect: await submit({ token, returnUrl }),
      activated: await page(new URLSearchParams({ token, returnUrl }).toString()),
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
    expect((await page('token=nope')).body).toContain(ACCOUNT_MESSAGES[1008]);
    expect((await submit({ token: 'nope' })).body).toContain(ACCOUNT_MESSAGES[1008]);
    const { token } = await s.register();
    expect((await submit({ token })).body).toContain(SERVER_MESSAGES.notOpened);
    const opened = await openedUser();
    const evil = await page(new URLSearchParams({ token: opened, returnUrl: '"><script>alert(1)</script>' }).toString());
    expect(evil.body).not.toContain('<script>');
  });
});
