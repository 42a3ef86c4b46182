import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@credit/shared/api';
import { API_PATHS } from '@credit/shared/api';
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

  it('activates but stays on the page when the return host is not allowed', async () => {
    const token = await openedUser();
    const post = await submit({ token, returnUrl: 'https://evil.example.com/' });
    expect(post.statusCode).toBe(200);
    expect(post.body).not.toContain('evil.example.com');
    expect(await s.post(API_PATHS.oneCard.info, {}, { token })).toMatchObject({ data: { activeStatus: 1 } });
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
