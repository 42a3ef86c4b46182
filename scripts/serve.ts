import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, REMOTES, SANDBOX_PORT, type AppInfo } from './apps';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Files whose name never changes between releases: always revalidated, so a new release shows at once. */
const UNHASHED = /^(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** Each remote's manifest URL, from REMOTE_<NAME>_URL or the remote's own port on the host the browser used. */
export function runtimeConfig(requestHost: string): { remotes: Record<string, string> } {
  const hostname = requestHost.replace(/:\d+$/, '') || 'localhost';
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, process.env[`REMOTE_${r.name.toUpperCase()}_URL`] ?? `http://${hostname}:${r.port}/mf-manifest.json`]),
    ),
  };
}

function securityHeaders(app: AppInfo, requestHost: string): Record<string, string> {
  const hostname = requestHost.replace(/:\d+$/, '') || 'localhost';
  const remoteOrigins = Object.values(runtimeConfig(requestHost).remotes).map((u) => new URL(u).origin);
  const ownOrigin = `http://${hostname}:${app.port}`;
  const sources = ["'self'", ownOrigin, ...remoteOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src ${sources}`,
      `connect-src ${sources}`,
      // The pre-rendered shell inlines its critical CSS; pages set a few style attributes.
      `style-src ${sources} 'unsafe-inline'`,
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      // Only our own pages may frame the app (clickjacking on money forms).
      "frame-ancestors 'self'",
    ].join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (UNHASHED.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Picks the precompressed copy the browser accepts (brotli before gzip). */
function encodedVariant(file: string, acceptEncoding: string): { path: string; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && fs.existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && fs.existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file };
}

function proxyToSandbox(req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(
    { host: '127.0.0.1', port: SANDBOX_PORT, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${SANDBOX_PORT}` } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('sandbox API unreachable');
  });
  req.pipe(upstream);
}

function serveFile(file: string, req: http.IncomingMessage, res: http.ServerResponse, extraHeaders: Record<string, string>): void {
  const variant = encodedVariant(file, String(req.headers['accept-encoding'] ?? ''));
  const body = fs.readFileSync(variant.path);
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
    ...extraHeaders,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** One static server per app (each its own origin), as nginx serves them in docker-compose.yml. */
export function serveApp(app: AppInfo): http.Server {
  const dist = path.join(ROOT, app.dir, 'dist');
  const isHost = app.name === 'host';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const requestHost = String(req.headers.host ?? 'localhost');
    const headers = { ...securityHeaders(app, requestHost), ...(isHost ? {} : { 'Access-Control-Allow-Origin': '*' }) };
    if (isHost && url.pathname.startsWith('/api/')) return proxyToSandbox(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    if (isHost && url.pathname === '/remotes.json') {
      const body = JSON.stringify(runtimeConfig(requestHost));
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache', ...headers }).end(body);
      return;
    }
    const relative = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const file = path.resolve(dist, relative);
    if (!file.startsWith(dist + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('not found');
      return;
    }
    serveFile(file, req, res, headers);
  });
  server.listen(app.port, '0.0.0.0');
  return server;
}

export function serveAll(): http.Server[] {
  for (const app of APPS) {
    if (!fs.existsSync(path.join(ROOT, app.dir, 'dist', 'index.html'))) throw new Error(`${app.dir} is not built: run npm run build`);
  }
  return APPS.map(serveApp);
}
