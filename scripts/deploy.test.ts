// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, IMAGE_UPLOAD_PATHS, UPLOAD_BODY_LIMIT } from '@credit/shared/api';
import { resolveOptions, trustProxyOf } from '../sandbox-api/src/context';
import { BEACON_BODY_LIMIT, TELEMETRY_PATHS } from '../sandbox-api/src/domains/telemetry';
import { API_BODY_LIMIT, contentSecurityPolicy } from './serve';

/**
 * The production-like composition read as nginx reads it: each nginx service's config as
 * docker-compose.yml mounts it (includes followed through the mounts), and nginx's location choice,
 * so the tests ask "which location answers this URI, with which headers".
 * scripts/check-deploy.sh runs the same configs in a real nginx.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const COMPOSE = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

interface Service {
  name: string;
  image: string;
  /** Container path → repository path, from `./repo/path:/container/path[:ro]` volumes. */
  mounts: Map<string, string>;
}

/** The services of docker-compose.yml with their image and bind mounts (the file keeps to one plain layout). */
function services(): Service[] {
  const body = COMPOSE.split(/^services:\n/m)[1]!.split(/^\S/m)[0]!;
  return body.split(/^ {2}(?=[\w-]+:\n)/m).filter((s) => s.trim()).map((block) => {
    const mounts = new Map<string, string>();
    for (const m of block.matchAll(/^ {6}- \.\/([^:]+):([^:\n]+)(?::ro)?$/gm)) mounts.set(m[2]!, path.join(ROOT, m[1]!));
    return { name: block.split(':')[0]!, image: /image: (\S+)/.exec(block)?.[1] ?? '', mounts };
  });
}

const nginxServices = () => services().filter((s) => s.image.startsWith('nginx'));

/** The repository file a container path comes from, through a file or a folder mount. */
function mounted(service: Service, containerPath: string): string {
  for (const [target, source] of service.mounts) {
    if (containerPath === target) return source;
    if (containerPath.startsWith(`${target}/`)) return path.join(source, containerPath.slice(target.length + 1));
  }
  throw new Error(`${service.name}: ${containerPath} is not mounted`);
}

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokens(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '{' || c === '}' || c === ';') out.push(text[i++]!);
    else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      out.push(text.slice(i + 1, end));
      i = end + 1;
    } else {
      let j = i;
      while (j < text.length && !/[\s{};]/.test(text[j]!)) j++;
      out.push(text.slice(i, j));
      i = j;
    }
  }
  return out;
}

/**
 * Parses the config a service mounts at `containerPath`. Each `include` is replaced by the mounted
 * file's directives, except those of `keep` (so a test can see where a snippet is included).
 */
function parse(service: Service, containerPath: string, keep?: string): Directive[] {
  const list = tokens(fs.readFileSync(mounted(service, containerPath), 'utf8'));
  let pos = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (pos < list.length && list[pos] !== '}') {
      const words: string[] = [];
      while (list[pos] !== ';' && list[pos] !== '{') words.push(list[pos++]!);
      const [name, ...args] = words as [string, ...string[]];
      if (list[pos++] === '{') {
        out.push({ name, args, block: block() });
        pos++; // the closing brace
      } else if (name === 'include' && args[0] !== '/etc/nginx/mime.types' && args[0] !== keep) {
        out.push(...parse(service, args[0]!, keep));
      } else {
        out.push({ name, args });
      }
    }
    return out;
  };
  return block();
}

const DEFAULT_CONF = '/etc/nginx/conf.d/default.conf';
const serviceNamed = (name: string): Service => services().find((s) => s.name === name)!;
const serverOf = (service: Service, keep?: string): Directive[] => parse(service, DEFAULT_CONF, keep).find((d) => d.name === 'server')!.block!;

/** The location nginx picks for a URI: exact, then the longest prefix if ^~, then the first regex, then the longest prefix. */
function locationFor(server: Directive[], uri: string): Directive | undefined {
  const locations = server.filter((d) => d.name === 'location');
  const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations
    .map((l) => ({ l, prefix: l.args.length === 1 ? l.args[0]! : l.args[0] === '^~' ? l.args[1]! : undefined }))
    .filter((p): p is { l: Directive; prefix: string } => p.prefix !== undefined && uri.startsWith(p.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  if (prefixes[0]?.l.args[0] === '^~') return prefixes[0].l;
  const regex = locations.find((l) => (l.args[0] === '~' || l.args[0] === '~*') && new RegExp(l.args[1]!, l.args[0] === '~*' ? 'i' : '').test(uri));
  return regex ?? prefixes[0]?.l;
}

/** The headers nginx adds to an answer for `uri`: a location's add_header replaces all of the server's. */
function headersFor(server: Directive[], uri: string): Map<string, string> {
  const own = (ds: Directive[] | undefined) => (ds ?? []).filter((d) => d.name === 'add_header');
  const location = own(locationFor(server, uri)?.block);
  const chosen = location.length ? location : own(server);
  return new Map(chosen.map((d) => [d.args[0]!.toLowerCase(), d.args[1]!]));
}

/** The value of `map ... $name { default "..."; }` in a config. */
function mapDefault(config: Directive[], name: string): string | undefined {
  return config.find((d) => d.name === 'map' && d.args[1] === name)?.block?.find((d) => d.name === 'default')?.args[0];
}

describe('the production-like composition keeps the test hooks shut', () => {
  it.each(['/api/__sandbox/sms/13800138000', '/api/__sandbox/reset', '/api/__sandbox/clock', '/api/__sandbox/settings'])('nginx answers 404 to %s itself', (uri) => {
    const location = locationFor(serverOf(serviceNamed('host')), uri);
    expect(location?.block).toContainEqual({ name: 'return', args: ['404'] });
    expect(location?.block?.some((d) => d.name === 'proxy_pass')).toBe(false);
  });

  it('still proxies the rest of /api to the sandbox', () => {
    expect(locationFor(serverOf(serviceNamed('host')), '/api/account/login')?.block?.some((d) => d.name === 'proxy_pass')).toBe(true);
  });

  it('runs the sandbox with its hooks off', () => {
    const sandbox = /\n {2}sandbox-api:\n((?: {4}.*\n|\s*\n)*)/.exec(COMPOSE)?.[1] ?? '';
    expect(sandbox).toMatch(/\n\s+SANDBOX_HOOKS: "0"\n/);
    expect(COMPOSE.match(/^\s+SANDBOX_HOOKS:.*$/gm)?.map((line) => line.trim())).toEqual(['SANDBOX_HOOKS: "0"']);
  });
});

describe('only the host\'s nginx reaches the sandbox, and the sandbox trusts it alone (issue 24 item 12)', () => {
  /** A service's lines (its block of docker-compose.yml). */
  const blockOf = (name: string): string => new RegExp(`\\n {2}${name}:\\n((?: {4}.*\\n|\\s*\\n)*)`).exec(COMPOSE)?.[1] ?? '';
  /** The networks a service joins, each with its fixed address (undefined without one). */
  const networksOf = (name: string): Map<string, string | undefined> => {
    const list = /^ {4}networks:\n((?: {6}.*\n)*)/m.exec(blockOf(name))?.[1] ?? '';
    return new Map([...list.matchAll(/^ {6}([\w-]+):(?: \{\})?\n((?: {8}.*\n)*)/gm)].map((m) => [m[1]!, /ipv4_address: (\S+)/.exec(m[2]!)?.[1]]));
  };
  const envOf = (name: string, key: string): string | undefined => new RegExp(`^ {6}${key}: "?([^"\\n]*)"?$`, 'm').exec(blockOf(name))?.[1];
  const topLevelNetwork = (name: string): string => new RegExp(`^networks:\\n(?:.*\\n)*? {2}${name}:\\n((?: {4}.*\\n)*)`, 'm').exec(COMPOSE)?.[1] ?? '';

  it('does not publish the sandbox\'s port, nor share the host\'s network', () => {
    expect(blockOf('sandbox-api')).not.toMatch(/^ {4}(ports|expose|network_mode):/m);
  });

  it('puts the sandbox on an internal network that only the host\'s nginx (the /api proxy) joins', () => {
    expect([...networksOf('sandbox-api').keys()]).toEqual(['api']);
    expect(topLevelNetwork('api')).toMatch(/^ {4}internal: true$/m);
    const members = services().filter((service) => networksOf(service.name).has('api')).map((service) => service.name);
    expect(members.sort()).toEqual(['host', 'sandbox-api']);
    expect(locationFor(serverOf(serviceNamed('host')), '/api/account/login')?.block?.some((d) => d.name === 'proxy_pass')).toBe(true);
  });

  it('listens on its api-network address, not on every interface', () => {
    const own = networksOf('sandbox-api').get('api');
    expect(own).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(envOf('sandbox-api', 'HOST')).toBe(own);
  });

  it('takes X-Forwarded-For from the host\'s nginx address only, a value the sandbox accepts at start', () => {
    const nginx = networksOf('host').get('api');
    expect(nginx).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const trusted = envOf('sandbox-api', 'SANDBOX_TRUST_PROXY');
    expect(trusted).toBe(nginx);
    expect(trustProxyOf(trusted)).toBe(nginx);
    // The address nginx forwards is the peer it saw, not a header the client wrote.
    expect(locationFor(serverOf(serviceNamed('host')), '/api/account/login')?.block).toContainEqual({ name: 'proxy_set_header', args: ['X-Forwarded-For', '$remote_addr'] });
  });
});

describe('every nginx answer carries the common security headers', () => {
  const HEADERS_SNIPPET = '/etc/nginx/snippets/headers.conf';
  const common = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];
  const uris = ['/', '/index.html', '/remotes.json', '/mf-manifest.json', '/remoteEntry.js', '/main.0123abcd.js', '/main.0123abcd.css', '/logo.svg', '/nothing-here', '/api/account/login', '/api/__sandbox/reset'];

  it.each(nginxServices().map((s) => [s.name, s] as const))('%s: on every URI, whichever location answers', (_name, service) => {
    const server = serverOf(service);
    for (const uri of uris) {
      const headers = headersFor(server, uri);
      for (const name of common) expect(headers.has(name), `${name} on ${uri}`).toBe(true);
      expect(headers.get('x-content-type-options'), uri).toBe('nosniff');
    }
    // Only the host serves the runtime config (rewritten in place: no-store); elsewhere the name is just unhashed.
    expect(headersFor(server, '/remotes.json').get('cache-control')).toBe(service.name === 'host' ? 'no-store' : 'no-cache');
    expect(headersFor(server, '/main.0123abcd.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A release in a directory of its own (docs/releases.md): the same rules by file name.
    expect(headersFor(server, '/r-20261124.1/mf-manifest.json').get('cache-control')).toBe('no-cache');
    expect(headersFor(server, '/r-20261124.1/remoteEntry.js').get('cache-control')).toBe('no-cache');
    expect(headersFor(server, '/r-20261124.1/page-billList.0123abcd.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(nginxServices().map((s) => [s.name, s] as const))('%s: a location that sets a header includes the common snippet', (_name, service) => {
    const server = serverOf(service, HEADERS_SNIPPET);
    const includesSnippet = (ds: Directive[]) => ds.some((d) => d.name === 'include' && d.args[0] === HEADERS_SNIPPET);
    expect(includesSnippet(server)).toBe(true);
    for (const location of server.filter((d) => d.name === 'location' && d.block!.some((x) => x.name === 'add_header'))) {
      expect(includesSnippet(location.block!), `location ${location.args.join(' ')}`).toBe(true);
    }
  });

  it.each(nginxServices().map((s) => [s.name, s] as const))('%s: does not tell its version', (_name, service) => {
    expect(serverOf(service)).toContainEqual({ name: 'server_tokens', args: ['off'] });
  });

  it('takes no header value from the request (the CSP names the origins of docker/remotes.json)', () => {
    for (const service of nginxServices()) {
      const config = parse(service, DEFAULT_CONF);
      const csp = mapDefault(config, '$csp')!;
      expect(csp, service.name).not.toMatch(/\$/);
      for (const header of headersFor(serverOf(service), '/').values()) expect(header).not.toMatch(/\$(host|http_|request|uri|args)/);
    }
    // The host's policy is npm start's for the origins of docker/remotes.json and the published port.
    const remotes = JSON.parse(fs.readFileSync(path.join(ROOT, 'docker/remotes.json'), 'utf8')) as { remotes: Record<string, { manifest: string }> };
    const hostPort = /"(\d+):\d+"/.exec(COMPOSE.split(/^ {2}host:$/m)[1]!)![1];
    const origins = { host: `http://localhost:${hostPort}`, ...Object.fromEntries(Object.entries(remotes.remotes).map(([name, pin]) => [name, new URL(pin.manifest).origin])) };
    expect(mapDefault(parse(serviceNamed('host'), DEFAULT_CONF), '$csp')).toBe(contentSecurityPolicy('host', { origins: origins as Parameters<typeof contentSecurityPolicy>[1]['origins'] }));
  });

  it('only the remotes answer cross-origin reads', () => {
    for (const service of nginxServices()) {
      const allowOrigin = headersFor(serverOf(service), '/remoteEntry.js').get('access-control-allow-origin');
      const resolved = allowOrigin?.startsWith('$') ? mapDefault(parse(service, DEFAULT_CONF), allowOrigin) : allowOrigin;
      expect(resolved || undefined, service.name).toBe(service.name === 'host' ? undefined : '*');
    }
  });
});

describe('one body limit for the API, whoever enforces it', () => {
  it('nginx, the npm start proxy and the sandbox refuse the same size with the same answer', () => {
    expect(resolveOptions({ dbPath: '' }).bodyLimit).toBe(API_BODY_LIMIT);
    const server = serverOf(serviceNamed('host'));
    const api = locationFor(server, '/api/account/login')!.block!;
    expect(api).toContainEqual({ name: 'client_max_body_size', args: [`${API_BODY_LIMIT / 1024}k`] });
    const handler = api.find((d) => d.name === 'error_page' && d.args[0] === '413')!.args.at(-1)!;
    const tooLarge = server.find((d) => d.name === 'location' && d.args[0] === handler)!.block!;
    const answer = tooLarge.find((d) => d.name === 'return')!;
    expect(answer.args[0]).toBe('413');
    expect(JSON.parse(answer.args[1]!)).toEqual({ status: 1004, message: ACCOUNT_MESSAGES[1004], data: null });
  });

  it('the image uploads, and only they, take UPLOAD_BODY_LIMIT, proxied as the rest of /api (issue 24 item 7)', () => {
    const server = serverOf(serviceNamed('host'));
    const api = locationFor(server, '/api/account/login')!;
    const limitOf = (uri: string) => locationFor(server, uri)?.block?.find((d) => d.name === 'client_max_body_size')?.args[0];
    const others = (block: Directive[]) => block.filter((d) => d.name !== 'client_max_body_size');
    for (const uri of IMAGE_UPLOAD_PATHS) {
      const upload = locationFor(server, uri)!;
      expect(upload, uri).not.toBe(api);
      expect(limitOf(uri), uri).toBe(`${UPLOAD_BODY_LIMIT / 1024 / 1024}m`);
      // The same proxying, client address and 413 answer as every other call.
      expect(others(upload.block!)).toEqual(others(api.block!));
    }
    for (const uri of ['/api/account/login', '/api/credit/upload/', '/api/credit/uploadx', '/api/x/credit/upload', '/api/consumeVoucher/list']) {
      expect(limitOf(uri), uri).toBe(`${API_BODY_LIMIT / 1024}k`);
    }
    expect(locationFor(server, '/api/__sandbox/credit/upload')?.block).toContainEqual({ name: 'return', args: ['404'] });
  });
});

describe('the field-data collector (issue 41, ADR 059): the beacon goes through, the owner\'s read never does', () => {
  const server = () => serverOf(serviceNamed('host'));

  it('proxies the beacon as any /api call, whatever its content type, with room for its body', () => {
    const host = server();
    const beacon = locationFor(host, TELEMETRY_PATHS.beacon)!;
    expect(beacon).toBe(locationFor(host, '/api/account/login'));
    expect(beacon.block!.some((d) => d.name === 'proxy_pass')).toBe(true);
    // No rule on the request's type or method: sendBeacon's text/plain passes as JSON does.
    expect(JSON.stringify(beacon.block)).not.toMatch(/content_type|limit_except|"if"/);
    const limit = beacon.block!.find((d) => d.name === 'client_max_body_size')!.args[0]!;
    expect(Number(limit.replace(/k$/, '')) * 1024).toBeGreaterThanOrEqual(BEACON_BODY_LIMIT);
    expect(API_BODY_LIMIT).toBeGreaterThanOrEqual(BEACON_BODY_LIMIT);
  });

  it('forwards nothing but /api/ to the sandbox, so /__owner/ is never proxied', () => {
    expect(TELEMETRY_PATHS.releases.startsWith('/__owner/')).toBe(true);
    // No location takes it: the server's static root answers (404 for a file that is not there).
    for (const uri of [TELEMETRY_PATHS.releases, '/__owner/', '/__owner/telemetry/releases/']) {
      expect(locationFor(server(), uri)?.block?.some((d) => d.name === 'proxy_pass') ?? false, uri).toBe(false);
    }
    // Every proxying location is under /api/ (nginx matches the normalised path: %5F, ./ and ../ resolved first).
    const host = server();
    const proxying = host.filter((d) => d.name === 'location' && d.block!.some((x) => x.name === 'proxy_pass'));
    expect(proxying.length).toBeGreaterThan(0);
    for (const location of proxying) expect(location.args.at(-1), location.args.join(' ')).toMatch(/^\^?\/api\//);
  });

  it("allows the beacon by the page's CSP (connect-src 'self', the same origin), in nginx and npm start", () => {
    const connectSrc = (csp: string) => csp.split(';').map((p) => p.trim()).find((p) => p.startsWith('connect-src '))!.split(' ');
    expect(connectSrc(mapDefault(parse(serviceNamed('host'), DEFAULT_CONF), '$csp')!)).toContain("'self'");
    expect(connectSrc(contentSecurityPolicy('host', { origins: { host: 'http://localhost:8080' } as Parameters<typeof contentSecurityPolicy>[1]['origins'] }))).toContain("'self'");
  });
});

describe('no token or query string in the logs or the Referer (issue 24 item 8)', () => {
  it.each(nginxServices().map((s) => [s.name, s] as const))('%s: logs every answer with a format that has no query string', (_name, service) => {
    const config = parse(service, DEFAULT_CONF);
    const format = config.find((d) => d.name === 'log_format' && d.args[0] === 'noquery')!;
    expect(format, 'log_format noquery').toBeDefined();
    expect(format.args.slice(1).join(' ')).toContain('$uri');
    expect(format.args.slice(1).join(' ')).not.toMatch(/\$(request\b|request_uri|args|query_string|arg_|is_args|http_referer)/);
    const logs = serverOf(service).filter((d) => d.name === 'access_log');
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) expect(log.args.at(-1), log.args.join(' ')).toBe('noquery');
  });

  it.each(nginxServices().map((s) => [s.name, s] as const))("%s: one Referrer-Policy: the upstream's when it sends one, else ours", (_name, service) => {
    const config = parse(service, DEFAULT_CONF);
    const server = serverOf(service);
    for (const uri of ['/', '/api/quota/activate', '/api/mkmoln/points/duiba/mall', '/remoteEntry.js']) {
      expect(headersFor(server, uri).get('referrer-policy'), uri).toBe('$referrer_policy');
    }
    const map = config.find((d) => d.name === 'map' && d.args[1] === '$referrer_policy')!;
    expect(map.args[0]).toBe('$upstream_http_referrer_policy');
    const value = (key: string) => map.block!.find((d) => d.name === key)?.args[0];
    // nginx sends no header for an empty value: an upstream's own policy (no-referrer) is the only one.
    expect(value('default')).toBe('');
    expect(value('')).toBe('strict-origin-when-cross-origin');
  });
});

describe("nginx's runtime config pins every remote (ADR 043)", () => {
  it('names each remote with its manifest URL, the manifest SHA-384 and a version: a release of docker/remotes.json, never a bare URL', () => {
    const { remotes } = JSON.parse(fs.readFileSync(path.join(ROOT, 'docker/remotes.json'), 'utf8')) as { remotes: Record<string, unknown> };
    expect(Object.keys(remotes).sort()).toEqual(['account', 'loan', 'market', 'repay']);
    for (const [name, pin] of Object.entries(remotes)) {
      expect(pin, name).toEqual({ manifest: expect.stringMatching(/^http:\/\/localhost:808[1-4]\/mf-manifest\.json$/), integrity: expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/), version: expect.any(String) });
    }
  });
});
