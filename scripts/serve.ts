import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ACCOUNT_MESSAGES, IMAGE_UPLOAD_PATHS, UPLOAD_BODY_LIMIT } from '@credit/shared/api';
import type { Gives } from '@credit/shared/rules';
import { APPS, PROVIDES_FILE, REMOTES, SANDBOX_PORT, type AppInfo } from './apps';
import { emptyRuntimeConfig, releaseOf, withRelease, type RemoteRelease, type RuntimeConfigFile } from './release';
import { givesOf } from './releaseCompat';
import { FIRST_PAINT_SCRIPT_SOURCE } from './firstPaint';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Content types by extension, as the static servers send them. */
export const TYPES: Record<string, string> = {
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
const UNHASHED = /^(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json|routes\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** Where browsers reach each app, and what `/remotes.json` names: configuration only, never the request's Host header. */
export interface ServeConfig {
  /** Each app's origin (scheme, host, port) as browsers see it. */
  origins: Record<AppInfo['name'], string>;
  /** Each remote's manifest URL, served in `/remotes.json`. */
  manifests: Record<string, string>;
  /** `RETURN_ORIGINS` (comma-separated origins): where a callback or stored return URL may lead back to, served in `/remotes.json`. */
  returnOrigins: string[];
  /** Field data (ADR 061), served in `/remotes.json`: the beacon's path and `TELEMETRY_SAMPLE_RATE` (default 1: the sandbox collects). */
  telemetry: NonNullable<RuntimeConfigFile['telemetry']>;
  /**
   * Address the static servers listen on: loopback unless `LISTEN_HOST` says otherwise, since the
   * host's `/api` proxy reaches a sandbox whose test hooks `npm start` turns on.
   */
  listenHost: string;
}

/** An origin-only URL (`http://host:port`, no path), else a start-up error naming the setting. */
function originOf(setting: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting}=${value} is not an origin like http://localhost:8080`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`${setting}=${value} is not an origin like http://localhost:8080`);
  }
  return url.origin;
}

/**
 * `PUBLIC_ORIGIN` (default `http://localhost:<PORT_BASE>`) is the host's origin; each remote is on
 * the same scheme and host name at its own port unless `REMOTE_<NAME>_URL` names its manifest.
 */
export function serveConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const hostApp = APPS.find((a) => a.name === 'host')!;
  const publicOrigin = originOf('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://localhost:${hostApp.port}`);
  const { protocol, hostname } = new URL(publicOrigin);
  const manifests: Record<string, string> = {};
  const origins = { host: publicOrigin } as Record<AppInfo['name'], string>;
  for (const r of REMOTES) {
    const setting = `REMOTE_${r.name.toUpperCase()}_URL`;
    const configured = env[setting];
    if (configured) {
      let url: URL;
      try {
        url = new URL(configured);
      } catch {
        throw new Error(`${setting}=${configured} is not an absolute manifest URL`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${setting}=${configured} is not an http(s) URL`);
      manifests[r.name] = url.toString();
      origins[r.name] = url.origin;
    } else {
      origins[r.name] = `${protocol}//${hostname}:${r.port}`;
      manifests[r.name] = `${origins[r.name]}/mf-manifest.json`;
    }
  }
  const returnOrigins = (env.RETURN_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => originOf('RETURN_ORIGINS', o));
  return { origins, manifests, returnOrigins, telemetry: telemetryOf(env), listenHost: env.LISTEN_HOST || '127.0.0.1' };
}

/** The beacon's path on the host's origin (the sandbox's collector behind `/api`). */
export const TELEMETRY_ENDPOINT = '/api/telemetry/beacon';

/** The runtime config's field data setting: `TELEMETRY_SAMPLE_RATE` in [0, 1], 1 unless set (npm start's and the e2e stacks' sandbox collects). */
export function telemetryOf(env: NodeJS.ProcessEnv = process.env): NonNullable<RuntimeConfigFile['telemetry']> {
  const raw = env.TELEMETRY_SAMPLE_RATE?.trim();
  const sampleRate = raw ? Number(raw) : 1;
  if (!Number.isFinite(sampleRate) || sampleRate < 0 || sampleRate > 1) throw new Error(`TELEMETRY_SAMPLE_RATE=${raw} is not a share between 0 and 1`);
  return { endpoint: TELEMETRY_ENDPOINT, sampleRate };
}

/** One app's CSP: its own origin and the remotes' (docker/nginx/host.conf carries the same for the compose origins). */
export function contentSecurityPolicy(app: AppInfo['name'], config: Pick<ServeConfig, 'origins'>): string {
  const remoteOrigins = REMOTES.map((r) => config.origins[r.name]);
  const sources = [...new Set(["'self'", config.origins[app], ...remoteOrigins])].join(' ');
  // The host's index.html runs one inline script before the first paint, allowed by its hash alone.
  const scripts = app === 'host' ? `${sources} ${FIRST_PAINT_SCRIPT_SOURCE}` : sources;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
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
  ].join('; ');
}

function securityHeaders(app: AppInfo, config: ServeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app.name, config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: anything else in Host is a bad request. */
const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `host[:port]` as a URL of `protocol` names it (lower case, the scheme's default port dropped), or undefined. */
function hostKey(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a Host header names this server: its configured origin's host and port (PUBLIC_ORIGIN,
 * REMOTE_<NAME>_URL), or a loopback name at the port the request came in on. Any other name is a
 * page that is not ours (DNS rebinding: a foreign name resolved to this machine), answered 421.
 */
export function acceptsHost(origin: string, host: string, localPort: number): boolean {
  const { protocol, host: own } = new URL(origin);
  if (hostKey(protocol, host) === own) return true;
  const key = hostKey('http:', host);
  return key !== undefined && LOOPBACK_NAMES.some((name) => hostKey('http:', `${name}:${localPort}`) === key);
}

/** The decoded path of an origin-form request target, or undefined when it cannot name a file. */
function requestPath(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const rawPath = target.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  return decoded.includes('\0') ? undefined : decoded;
}

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (UNHASHED.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The encoding to answer with: brotli before gzip, when the browser accepts it and a copy exists. */
function pickEncoding(acceptEncoding: string, has: (encoding: 'br' | 'gzip') => boolean): 'br' | 'gzip' | undefined {
  if (/\bbr\b/.test(acceptEncoding) && has('br')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding) && has('gzip')) return 'gzip';
  return undefined;
}

const COMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Picks the precompressed copy the browser accepts. */
function encodedVariant(file: string, acceptEncoding: string): { path: string; encoding?: string } {
  const encoding = pickEncoding(acceptEncoding, (e) => fs.existsSync(`${file}${COMPRESSED_SUFFIX[e]}`));
  return encoding ? { path: `${file}${COMPRESSED_SUFFIX[encoding]}`, encoding } : { path: file };
}

/**
 * A body made at start-up (the runtime config) in every encoding, compressed once: nginx gzips it on
 * the fly (docker/nginx: gzip_types), and its page hints are some 30 KB of repetitive JSON on a cold
 * deep link's path.
 */
function compressedBodies(text: string): (acceptEncoding: string) => { body: Buffer; encoding?: string } {
  const identity = Buffer.from(text);
  const encoded = { br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) };
  return (acceptEncoding) => {
    const encoding = pickEncoding(acceptEncoding, () => true);
    return encoding ? { body: encoded[encoding], encoding } : { body: identity };
  };
}

/**
 * Largest request body the `/api` proxy forwards: the sandbox's own default limit (its bodyLimit),
 * as nginx's client_max_body_size in docker/nginx/host.conf.
 */
export const API_BODY_LIMIT = 32 * 1024;

/** How long an idle keep-alive connection stays open (see serveApp). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The body limit of one call: UPLOAD_BODY_LIMIT for the image uploads (IMAGE_UPLOAD_PATHS, the
 * request path exactly, any query), API_BODY_LIMIT for every other path: the sandbox's own per-route
 * limits, as nginx's per-location client_max_body_size.
 */
export function apiBodyLimit(target: string): number {
  const pathname = target.split('?', 1)[0]!;
  return (IMAGE_UPLOAD_PATHS as readonly string[]).includes(pathname) ? UPLOAD_BODY_LIMIT : API_BODY_LIMIT;
}

/** The sandbox's answer to an oversized body (HTTP 413, status 1004), so the client sees one answer whoever refuses. */
const TOO_LARGE = JSON.stringify({ status: 1004, message: ACCOUNT_MESSAGES[1004], data: null });

/** Every answer carries it (docs/security.md), the /api proxy's too: the sandbox's, its 413 and the 502. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** Hop-by-hop headers end at the proxy (RFC 9110 7.6.1); the body is forwarded with its own length. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'content-length']);
const endToEnd = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Forwards a call to the sandbox. The body is read first (up to its apiBodyLimit, else 413 at once),
 * then sent whole: the sandbox answers a complete request, so its own answers (a 413 too) reach the
 * client instead of a reset connection.
 */
function proxyToSandbox(req: http.IncomingMessage, res: http.ServerResponse): void {
  const tooLarge = () => {
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close', ...NOSNIFF }).end(TOO_LARGE);
    // Stop reading what is left of the body; the connection closes after the answer.
    req.unpipe();
    req.resume();
  };
  const limit = apiBodyLimit(req.url ?? '/');
  if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > limit) {
      refused = true;
      tooLarge();
    } else chunks.push(chunk);
  });
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (refused) return;
    const body = Buffer.concat(chunks);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: SANDBOX_PORT,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), host: `127.0.0.1:${SANDBOX_PORT}`, 'content-length': body.length },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), ...NOSNIFF });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', ...NOSNIFF }).end('sandbox API unreachable');
    });
    res.on('close', () => upstream.destroy());
    upstream.end(body);
  });
}

/** Answers one file of a build: its precompressed copy the browser accepts, its type and cache headers (npm start's serving, the floor's too). */
export function serveFile(file: string, req: http.IncomingMessage, res: http.ServerResponse, extraHeaders: Record<string, string>): void {
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

export interface ServeOptions {
  /** Listen port (default the app's port; 0 picks a free one). */
  port?: number;
  /** Build folder to serve (default `<app>/dist`). */
  dist?: string;
  config?: ServeConfig;
  /** The remotes `/remotes.json` pins (default: their builds, localReleases). */
  releases?: Record<string, RemoteRelease>;
  /** What the host gives its remotes, recorded in `/remotes.json` (default: the host build's provides.json, if any; ADR 049). */
  provides?: Gives;
}

function plain(res: http.ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * The remotes `/remotes.json` pins (ADR 043): each configured remote's build, released at its manifest
 * URL. `REMOTE_<NAME>_INTEGRITY` pins a manifest served from elsewhere (`REMOTE_<NAME>_URL`); without
 * it the local build's is pinned, so a different manifest there fails closed, as it should.
 */
export function localReleases(
  config: Pick<ServeConfig, 'manifests'>,
  env: NodeJS.ProcessEnv = process.env,
  buildOf: (remote: AppInfo) => string = (remote) => path.join(ROOT, remote.dir, 'dist'),
): Record<string, RemoteRelease> {
  const releases: Record<string, RemoteRelease> = {};
  for (const remote of REMOTES) {
    const manifest = config.manifests[remote.name];
    if (!manifest) continue;
    const release = releaseOf(buildOf(remote), manifest);
    const integrity = env[`REMOTE_${remote.name.toUpperCase()}_INTEGRITY`];
    releases[remote.name] = integrity ? { ...release, pin: { ...release.pin, integrity }, integrity: { ...release.integrity, [manifest]: integrity } } : release;
  }
  return releases;
}

/** The body of `/remotes.json`: the pinned releases, the deployment's return origins, what the host gives (ADR 049) and the field data setting (ADR 061). */
export function runtimeConfigOf(releases: Record<string, RemoteRelease>, returnOrigins: string[], provides?: Gives, telemetry?: RuntimeConfigFile['telemetry']): RuntimeConfigFile {
  const config = Object.entries(releases).reduce((config, [name, release]) => withRelease(config, name, release), emptyRuntimeConfig(returnOrigins, provides));
  return telemetry ? { ...config, telemetry } : config;
}

/** One static server per app (each its own origin), as nginx serves them in docker-compose.yml. */
export function serveApp(app: AppInfo, options: ServeOptions = {}): http.Server {
  const dist = options.dist ?? path.join(ROOT, app.dir, 'dist');
  const isHost = app.name === 'host';
  const config = options.config ?? serveConfig();
  const headers = { ...securityHeaders(app, config), ...(isHost ? {} : { 'Access-Control-Allow-Origin': '*' }) };
  // What the host build gives its remotes is recorded beside the pins, as a release of it would (ADR 049).
  const provides = options.provides ?? (isHost && fs.existsSync(path.join(dist, PROVIDES_FILE)) ? givesOf(dist) : undefined);
  const remotesJson = compressedBodies(JSON.stringify(runtimeConfigOf(options.releases ?? (isHost ? localReleases(config) : {}), config.returnOrigins, provides, config.telemetry)));
  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const target = req.url ?? '/';
    const pathname = requestPath(target);
    const host = req.headers.host;
    if (pathname === undefined || host === undefined || !VALID_HOST.test(host)) return plain(res, 400, 'bad request', headers);
    // Only this app's configured host (and loopback at this port) is served, the /api proxy included.
    if (!acceptsHost(config.origins[app.name], host, req.socket.localPort ?? 0)) return plain(res, 421, 'misdirected request', headers);
    if (isHost && target.startsWith('/api/')) return proxyToSandbox(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    if (isHost && pathname === '/remotes.json') {
      const { body, encoding } = remotesJson(String(req.headers['accept-encoding'] ?? ''));
      res
        .writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store', 'Content-Length': body.length, Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}), ...headers })
        .end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
    const file = path.resolve(dist, relative);
    if (!file.startsWith(dist + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return plain(res, 404, 'not found', headers);
    serveFile(file, req, res, headers);
  };
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A request never takes the server down: log it, answer 500 if nothing was sent yet.
      console.error(`${app.name}: ${req.method} ${(req.url ?? '').split('?')[0]} failed:`, error instanceof Error ? error.message : error);
      if (!res.headersSent) plain(res, 500, 'internal error', headers);
      else res.destroy();
    }
  });
  // Idle keep-alive sockets outlive a client's pause: Node's 5 s default closes them while a client
  // (a test's request context, a phone between taps) may already be sending on one, which it then sees
  // as ECONNRESET. 65 s is longer than common clients' own idle timeouts (nginx, browsers: 60 s or less).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  server.listen(options.port ?? app.port, config.listenHost);
  return server;
}

export function serveAll(config: ServeConfig = serveConfig()): http.Server[] {
  for (const app of APPS) {
    if (!fs.existsSync(path.join(ROOT, app.dir, 'dist', 'index.html'))) throw new Error(`${app.dir} is not built: run npm run build`);
  }
  return APPS.map((app) => serveApp(app, { config }));
}
