// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_HEADERS, API_PATHS, IMAGE_UPLOAD_PATHS, UPLOAD_BODY_LIMIT } from '@credit/shared/api';
import { buildServer } from '../sandbox-api/src/server';
import { TELEMETRY_PATHS } from '../sandbox-api/src/domains/telemetry';
import type { RemoteRelease } from './release';

// Before serve.ts (and apps.ts) read it: the set of ports the configured origins are built from.
process.env.PORT_BASE = '9760';
delete process.env.PUBLIC_ORIGIN;
delete process.env.LISTEN_HOST;
for (const name of ['ACCOUNT', 'LOAN', 'REPAY', 'MARKET']) delete process.env[`REMOTE_${name}_URL`];
const { APPS, SANDBOX_PORT } = await import('./apps');
const serve = await import('./serve');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One raw request (any path, any Host header), so the test can send what a browser would not. */
function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // The server may answer (413) and close before it has read a large body: the answer counts.
    req.on('error', (error) => (req.writableFinished ? undefined : reject(error)));
    for (const chunk of Array.isArray(body) ? body : body ? [body] : []) req.write(chunk);
    req.end();
  });
}

/** The answer's body as bytes, as sent (no decoding). */
function rawRequest(port: number, path: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

const host = APPS.find((a) => a.name === 'host')!;
/** The releases /remotes.json pins (ADR 043), at the configured manifest URLs: two remotes, one with hints. */
const { manifests } = serve.serveConfig();
const RELEASES: Record<string, RemoteRelease> = {
  account: {
    pin: { manifest: manifests.account!, integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' },
    routes: ['/login', '/user'],
    preload: ['http://localhost:9761/mf-manifest.json', 'http://localhost:9761/remoteEntry.js'],
    pages: { '/login': ['http://localhost:9761/page-login.0123abcd.js'] },
    meta: [{ path: '/login', name: 'login', title: '登录' }],
    integrity: { 'http://localhost:9761/mf-manifest.json': `sha384-${'a'.repeat(64)}`, 'http://localhost:9761/remoteEntry.js': `sha384-${'b'.repeat(64)}` },
  },
  loan: {
    pin: { manifest: manifests.loan!, integrity: `sha384-${'c'.repeat(64)}`, version: '2.0.0' },
    routes: ['/newBorrowCash'],
    preload: [],
    pages: {},
    meta: [],
    integrity: {},
  },
};
/** What the host gives its remotes (its build's provides.json, ADR 049). */
const PROVIDES = { '@credit/shared': '2.0.0', react: '19.3.1' };
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = serve.serveApp(host, { port: 0, releases: RELEASES, provides: PROVIDES });
  port = await listen(server);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('connections', () => {
  it('keeps an idle connection open longer than clients keep theirs (else a reused socket is reset mid-request)', () => {
    expect(server.keepAliveTimeout).toBe(serve.KEEP_ALIVE_TIMEOUT_MS);
    expect(serve.KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});

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
  it('names the configured origins (localhost and the PORT_BASE ports by default) whichever accepted Host the request names', async () => {
    const answer = await request(port, '/remotes.json', { Host: `127.0.0.1:${port}` });
    expect(answer.status).toBe(200);
    // Rewritten in place by a release or a rollback: never kept, never revalidated to a stale 304.
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({
      remotes: {
        account: { manifest: 'http://localhost:9761/mf-manifest.json', integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' },
        loan: { manifest: 'http://localhost:9762/mf-manifest.json', integrity: `sha384-${'c'.repeat(64)}`, version: '2.0.0' },
      },
      routes: { account: ['/login', '/user'], loan: ['/newBorrowCash'] },
      preload: { account: RELEASES.account!.preload, loan: [] },
      pages: { account: RELEASES.account!.pages, loan: {} },
      meta: { account: RELEASES.account!.meta, loan: [] },
      integrity: { account: RELEASES.account!.integrity, loan: {} },
      requires: {},
      provides: PROVIDES,
      returnOrigins: [],
      // Field data on (ADR 061): npm start's sandbox collects unless TELEMETRY_SAMPLE_RATE says otherwise.
      telemetry: { endpoint: '/api/telemetry/beacon', sampleRate: 1 },
    });
    expect(answer.body).not.toContain('127.0.0.1');
    expect(answer.headers['content-security-policy']).toContain('http://localhost:9761');
    expect(answer.headers['content-security-policy']).not.toContain('127.0.0.1');
  });

  it('takes the public origin and the remote manifest URLs from the environment', () => {
    const config = serve.serveConfig({ PUBLIC_ORIGIN: 'https://h5.example.com', REMOTE_LOAN_URL: 'https://cdn.example.com/loan/1.2.0/mf-manifest.json' });
    expect(config.origins.host).toBe('https://h5.example.com');
    expect(config.manifests).toMatchObject({
      account: 'https://h5.example.com:9761/mf-manifest.json',
      loan: 'https://cdn.example.com/loan/1.2.0/mf-manifest.json',
    });
    expect(config.origins.loan).toBe('https://cdn.example.com');
    expect(config.returnOrigins).toEqual([]);
  });

  it('takes the field data sample rate from TELEMETRY_SAMPLE_RATE (default 1), a share between 0 and 1', () => {
    expect(serve.serveConfig({}).telemetry).toEqual({ endpoint: '/api/telemetry/beacon', sampleRate: 1 });
    expect(serve.serveConfig({ TELEMETRY_SAMPLE_RATE: '0.25' }).telemetry.sampleRate).toBe(0.25);
    expect(serve.serveConfig({ TELEMETRY_SAMPLE_RATE: '0' }).telemetry.sampleRate).toBe(0);
    expect(() => serve.serveConfig({ TELEMETRY_SAMPLE_RATE: '2' })).toThrow(/TELEMETRY_SAMPLE_RATE/);
    expect(() => serve.serveConfig({ TELEMETRY_SAMPLE_RATE: 'all' })).toThrow(/TELEMETRY_SAMPLE_RATE/);
  });

  it('takes the return origins from RETURN_ORIGINS, origins only', () => {
    expect(serve.serveConfig({ RETURN_ORIGINS: 'https://partner.example.com, http://127.0.0.1:9084' }).returnOrigins).toEqual(['https://partner.example.com', 'http://127.0.0.1:9084']);
    expect(() => serve.serveConfig({ RETURN_ORIGINS: 'https://partner.example.com/back' })).toThrow(/RETURN_ORIGINS/);
  });

  it('refuses a configured origin that is no origin at start, not at the first request', () => {
    expect(() => serve.serveConfig({ PUBLIC_ORIGIN: 'localhost:8080' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => serve.serveConfig({ PUBLIC_ORIGIN: 'http://localhost:8080/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => serve.serveConfig({ REMOTE_MARKET_URL: 'not a url' })).toThrow(/REMOTE_MARKET_URL/);
  });
});

describe('the static servers and the /api proxy answer only the configured hosts (DNS rebinding)', () => {
  it.each([
    ['the configured origin', 'localhost:9760'],
    ['localhost at the port the server listens on', () => `localhost:${port}`],
    ['127.0.0.1 at that port', () => `127.0.0.1:${port}`],
    ['[::1] at that port', () => `[::1]:${port}`],
    ['a name in capitals', () => `LOCALHOST:${port}`],
  ])('serves %s', async (_label, hostOf) => {
    const answer = await request(port, '/remotes.json', { Host: typeof hostOf === 'string' ? hostOf : hostOf() });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a foreign name at the same port (a rebound DNS name)', () => `evil.example:${port}`],
    ['a foreign name at the configured port', () => 'evil.example:9760'],
    ['a foreign name without a port', () => 'evil.example'],
    ['a loopback name at another port', () => 'localhost:9761'],
    ['a name that only starts like ours', () => `localhost.evil.example:${port}`],
  ])('answers 421 to %s, with the security headers, on a page and on /api', async (_label, hostOf) => {
    for (const path of ['/', '/remotes.json', '/nothing-here', API_PATHS.sandbox.sms.replace(':mobile', '13800138000'), API_PATHS.account.login]) {
      const answer = await request(port, path, { Host: hostOf() }, path.startsWith('/api/account') ? 'POST' : 'GET');
      expect(answer.status, path).toBe(421);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.body, path).not.toContain('remotes');
    }
  });

  it('answers 400 to a request without a Host header', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /remotes.json HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(Number(/^HTTP\/1\.[01] (\d+)/.exec(text)?.[1])));
      socket.on('error', reject);
    });
    expect(answer).toBe(400);
  });

  it('takes each remote\'s host from its configured origin', () => {
    expect(serve.acceptsHost('https://cdn.example.com', 'cdn.example.com', 9762)).toBe(true);
    expect(serve.acceptsHost('https://cdn.example.com', 'cdn.example.com:443', 9762)).toBe(true);
    expect(serve.acceptsHost('https://cdn.example.com', 'cdn.example.com:8443', 9762)).toBe(false);
    expect(serve.acceptsHost('https://cdn.example.com', '127.0.0.1:9762', 9762)).toBe(true);
    expect(serve.acceptsHost('https://cdn.example.com', 'localhost', 9762)).toBe(false);
  });
});

describe('the /api proxy', () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const login = API_PATHS.account.login;
  const dir = mkdtempSync(join(tmpdir(), 'serve-proxy-'));
  let sandbox: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    // The real sandbox on the port the proxy forwards to (PORT_BASE + 10).
    sandbox = await buildServer({ dbPath: join(dir, 'sandbox.db'), scryptCost: 1024 });
    await sandbox.listen({ port: SANDBOX_PORT, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes an ordinary call through', async () => {
    const answer = await request(port, login, form, 'POST', Buffer.from('mobile=13800138000&password=Demo1234'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 1 });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every answer nosniff: the sandbox\'s own (a 404 too), the proxy\'s 413, and its 502 when the sandbox is down', async () => {
    expect((await request(port, '/api/no-such-call', form, 'POST')).headers['x-content-type-options']).toBe('nosniff');
    const tooLarge = await request(port, login, { ...form, 'Content-Length': String(64 * 1024) }, 'POST', Buffer.alloc(64 * 1024, 'a'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['x-content-type-options']).toBe('nosniff');
    await sandbox.close();
    try {
      const down = await request(port, login, form, 'POST', Buffer.from('mobile=13800138000&password=Demo1234'));
      expect(down.status).toBe(502);
      expect(down.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      sandbox = await buildServer({ dbPath: join(dir, 'sandbox.db'), scryptCost: 1024 });
      await sandbox.listen({ port: SANDBOX_PORT, host: '127.0.0.1' });
    }
  });

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('answers 413 with the sandbox envelope to a 1 MB body %s, and keeps serving', async (_label, chunked) => {
    const body = Buffer.alloc(1024 * 1024, 'a');
    const headers = chunked ? { ...form, 'Transfer-Encoding': 'chunked' } : { ...form, 'Content-Length': String(body.length) };
    const answer = await request(port, login, headers, 'POST', chunked ? [body.subarray(0, 4096), body.subarray(4096)] : body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: 1004, message: ACCOUNT_MESSAGES[1004], data: null });
    expect((await request(port, login, form, 'POST', Buffer.from('mobile=13800138000&password=Demo1234'))).status).toBe(200);
  });

  describe('the image uploads (issue 24 item 7): their own limit, UPLOAD_BODY_LIMIT, on their paths only', () => {
    const json = { 'Content-Type': 'application/json' };
    /** A JSON upload of one ID-card side whose image is a JPEG of `bytes` (its signature, then zeros). */
    const upload = (bytes: number) => {
      const jpeg = Buffer.alloc(bytes);
      jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
      return Buffer.from(JSON.stringify({ side: 'front', image: `data:image/jpeg;base64,${jpeg.toString('base64')}` }));
    };
    const tokenOf = async () => {
      const answer = await request(port, login, form, 'POST', Buffer.from('mobile=13800138000&password=Demo1234'));
      return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
    };

    it('a 1 MB photo reaches the sandbox and is stored', async () => {
      const token = await tokenOf();
      const answer = await request(port, API_PATHS.credit.upload, { ...json, [API_HEADERS.token]: token }, 'POST', upload(1024 * 1024));
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 1, data: { front: 1 } });
    });

    it('every upload path takes UPLOAD_BODY_LIMIT, any query; the limit holds a 9000 KB image; other paths keep 32 KiB', () => {
      for (const path of IMAGE_UPLOAD_PATHS) {
        expect(serve.apiBodyLimit(path)).toBe(UPLOAD_BODY_LIMIT);
        expect(serve.apiBodyLimit(`${path}?t=1`)).toBe(UPLOAD_BODY_LIMIT);
      }
      expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(upload(9000 * 1024).length);
      for (const path of [login, `${API_PATHS.credit.upload}/`, `/api/credit//upload`, `/api/credit/%75pload`, `${API_PATHS.credit.upload}x`, '/api/account/login?/api/credit/upload']) {
        expect(serve.apiBodyLimit(path), path).toBe(serve.API_BODY_LIMIT);
      }
    });

    it.each([
      ['with a Content-Length', false],
      ['chunked', true],
    ])('answers 413 to an upload body over UPLOAD_BODY_LIMIT %s', async (_label, chunked) => {
      const body = Buffer.alloc(UPLOAD_BODY_LIMIT + 1, 'a');
      const headers = chunked ? { ...json, 'Transfer-Encoding': 'chunked' } : { ...json, 'Content-Length': String(body.length) };
      const answer = await request(port, API_PATHS.consumeVoucher.upload, headers, 'POST', chunked ? [body.subarray(0, 4096), body.subarray(4096)] : body);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ status: 1004, message: ACCOUNT_MESSAGES[1004], data: null });
    });
  });

  describe('the field-data collector (issue 41, ADR 059)', () => {
    const beacon = JSON.stringify({ v: 1, session: 'k3j9x0a2b7c4d1e8', app: 'web', device: 'browser', events: [{ kind: 'view', route: '/billList', remote: 'repay', release: 'r1', at: 1 }] });
    const owner = `${TELEMETRY_PATHS.releases}?remote=repay`;

    it('passes a beacon as sendBeacon sends it (text/plain, no header of ours) to the sandbox', async () => {
      const answer = await request(port, TELEMETRY_PATHS.beacon, { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://localhost:9760' }, 'POST', Buffer.from(beacon));
      expect(answer.status).toBe(204);
      // The owner's read, on the sandbox's own port, has it.
      const direct = await request(SANDBOX_PORT, owner);
      expect(direct.status).toBe(200);
      expect(JSON.parse(direct.body)).toMatchObject({ remote: 'repay', releases: [{ release: 'r1' }] });
    });

    it.each([
      owner,
      `/%5F%5Fowner/telemetry/releases?remote=repay`,
      `/api/../__owner/telemetry/releases?remote=repay`,
      `/api/%2e%2e/__owner/telemetry/releases?remote=repay`,
      `/api/..%2f__owner/telemetry/releases?remote=repay`,
      `/api/__owner/telemetry/releases?remote=repay`,
    ])('never forwards the owner\'s read: %s', async (path) => {
      expect((await request(SANDBOX_PORT, owner)).status).toBe(200);
      const answer = await request(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('releases');
    });
  });

  it('passes the sandbox\'s own 413 through when its limit is lower', async () => {
    const strict = await buildServer({ dbPath: join(dir, 'strict.db'), scryptCost: 1024, bodyLimit: 1024 });
    await sandbox.close();
    await strict.listen({ port: SANDBOX_PORT, host: '127.0.0.1' });
    try {
      const answer = await request(port, login, form, 'POST', Buffer.alloc(8 * 1024, 'a'));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 1004 });
    } finally {
      await strict.close();
      sandbox = await buildServer({ dbPath: join(dir, 'sandbox.db'), scryptCost: 1024 });
      await sandbox.listen({ port: SANDBOX_PORT, host: '127.0.0.1' });
    }
  });
});

describe('remote hints in /remotes.json (ADR 015)', () => {
  it('is compressed for a browser that accepts it (its page hints are tens of KB of JSON), and plain for one that does not', async () => {
    const plain = await request(port, '/remotes.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const config = JSON.parse(plain.body) as unknown;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await rawRequest(port, '/remotes.json', { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(JSON.parse(decode(answer.body).toString('utf8'))).toEqual(config);
    }
  });
});
