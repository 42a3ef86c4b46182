// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Before serve.ts (and apps.ts) read it: the set of ports the configured origins are built from.
process.env.PORT_BASE = '9760';
delete process.env.PUBLIC_ORIGIN;
delete process.env.LISTEN_HOST;
for (const name of ['ACCOUNT', 'LOAN', 'REPAY', 'MARKET']) delete process.env[`REMOTE_${name}_URL`];
const { APPS } = await import('./apps');
const serve = await import('./serve');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One raw request (any path, any Host header), so the test can send what a browser would not. */
function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

const host = APPS.find((a) => a.name === 'host')!;
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = serve.serveApp(host, { port: 0 });
  port = await listen(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the static server survives bad input', () => {
  it.each([
    ['a malformed escape', '/%ZZ'],
    ['a malformed escape in a chunk name', '/main.%E0%A4%A.js'],
    ['a NUL byte', '/index.html%00.js'],
  ])('answers 400 to %s and keeps serving', async (_label, path) => {
    expect((await request(port, path)).status).toBe(400);
    expect((await request(port, '/remotes.json')).status).toBe(200);
  });

  it('answers 400 to a Host header that is no host name, and keeps serving', async () => {
    expect((await request(port, '/', { Host: 'a b' })).status).toBe(400);
    expect((await request(port, '/remotes.json', { Host: 'a b' })).status).toBe(400);
    expect((await request(port, '/remotes.json')).status).toBe(200);
  });

  it('keeps path traversal out of the build folder', async () => {
    expect((await request(port, '/..%2f..%2fpackage.json')).status).toBe(404);
  });
});

describe('where the static servers listen', () => {
  it('listens on loopback only unless LISTEN_HOST says otherwise', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(serve.serveConfig({ LISTEN_HOST: '0.0.0.0' }).listenHost).toBe('0.0.0.0');
  });
});

describe('the Host header never reaches the runtime config or the CSP', () => {
  it('names the configured origins (localhost and the PORT_BASE ports by default) whatever Host says', async () => {
    const answer = await request(port, '/remotes.json', { Host: 'evil.example' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      remotes: {
        account: 'http://localhost:9761/mf-manifest.json',
        loan: 'http://localhost:9762/mf-manifest.json',
        repay: 'http://localhost:9763/mf-manifest.json',
        market: 'http://localhost:9764/mf-manifest.json',
      },
    });
    expect(answer.body).not.toContain('evil');
    expect(answer.headers['content-security-policy']).toContain('http://localhost:9761');
    expect(answer.headers['content-security-policy']).not.toContain('evil');
    const notFound = await request(port, '/nothing-here', { Host: 'evil.example:9760' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-security-policy']).not.toContain('evil');
  });

  it('takes the public origin and the remote manifest URLs from the environment', () => {
    const config = serve.serveConfig({ PUBLIC_ORIGIN: 'https://h5.example.com', REMOTE_LOAN_URL: 'https://cdn.example.com/loan/1.2.0/mf-manifest.json' });
    expect(config.origins.host).toBe('https://h5.example.com');
    expect(config.manifests).toMatchObject({
      account: 'https://h5.example.com:9761/mf-manifest.json',
      loan: 'https://cdn.example.com/loan/1.2.0/mf-manifest.json',
    });
    expect(config.origins.loan).toBe('https://cdn.example.com');
  });

  it('refuses a configured origin that is no origin at start, not at the first request', () => {
    expect(() => serve.serveConfig({ PUBLIC_ORIGIN: 'localhost:8080' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => serve.serveConfig({ PUBLIC_ORIGIN: 'http://localhost:8080/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => serve.serveConfig({ REMOTE_MARKET_URL: 'not a url' })).toThrow(/REMOTE_MARKET_URL/);
  });
});
