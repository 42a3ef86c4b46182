import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, SERVER_MESSAGE_STATUS } from '@credit/shared/api';
import { trustProxyOf } from '../context';
import { startTestServer, type TestServer } from '../test/helpers';
import { CLIENT_LIMITS } from './clientLimits';

let s: TestServer;
afterEach(() => s?.close());

/** The host's nginx on the compose api network (docker-compose.yml), and another peer there. */
const NGINX = '10.224.24.2';
const OTHER_PEER = '10.224.24.4';

/** A login call (refused for its empty body, counted all the same) from `peer`, naming `forwardedFor` as the client. */
async function loginFrom(peer: string, forwardedFor: string): Promise<number> {
  const res = await s.app.inject({ method: 'POST', url: API_PATHS.account.login, remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor }, payload: {} });
  return (res.json() as { status: number }).status;
}

describe('the client address of the per-client limits behind a proxy (SANDBOX_TRUST_PROXY)', () => {
  it('a forged X-Forwarded-For from a peer that is not the proxy changes nothing: the peer\'s own budget runs out', async () => {
    s = await startTestServer({ hooks: false, trustProxy: trustProxyOf(NGINX) });
    for (let i = 0; i < CLIENT_LIMITS.login.max; i++) expect(await loginFrom(OTHER_PEER, `198.51.100.${i}`)).not.toBe(SERVER_MESSAGE_STATUS);
    expect(await loginFrom(OTHER_PEER, '198.51.100.200')).toBe(SERVER_MESSAGE_STATUS);
    // Through the proxy, each client is counted on its own: the clients above are untouched.
    expect(await loginFrom(NGINX, '198.51.100.0')).not.toBe(SERVER_MESSAGE_STATUS);
  });

  it('from the proxy, the client it names is counted, not the proxy', async () => {
    s = await startTestServer({ hooks: false, trustProxy: trustProxyOf(NGINX) });
    for (let i = 0; i < CLIENT_LIMITS.login.max; i++) expect(await loginFrom(NGINX, '203.0.113.7')).not.toBe(SERVER_MESSAGE_STATUS);
    expect(await loginFrom(NGINX, '203.0.113.7')).toBe(SERVER_MESSAGE_STATUS);
    expect(await loginFrom(NGINX, '203.0.113.8')).not.toBe(SERVER_MESSAGE_STATUS);
  });

  it('refuses SANDBOX_TRUST_PROXY=true (any hop trusted) at start; unset or false trusts none', () => {
    expect(() => trustProxyOf('true')).toThrow(/SANDBOX_TRUST_PROXY/);
    expect(trustProxyOf(undefined)).toBeUndefined();
    expect(trustProxyOf('false')).toBeUndefined();
    expect(trustProxyOf('10.224.24.2,10.0.0.0/8')).toBe('10.224.24.2,10.0.0.0/8');
  });
});
