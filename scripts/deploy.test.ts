// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production-like composition read as nginx reads it: a small parser for the configs in
 * docker/nginx (directives, blocks, includes of the snippets the compose file mounts) and nginx's
 * location choice, so the tests ask "which location answers this URI, with which headers".
 * scripts/check-deploy.sh runs the same configs in a real nginx.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX = path.join(ROOT, 'docker/nginx');

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

/** Parses a config file; `include` of a mounted snippet is replaced by the snippet's directives when `expand`. */
function parse(file: string, expand = true): Directive[] {
  const list = tokens(fs.readFileSync(path.join(NGINX, file), 'utf8'));
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
      } else if (name === 'include' && expand && args[0]!.startsWith('/etc/nginx/snippets/')) {
        out.push(...parse(path.basename(args[0]!)));
      } else {
        out.push({ name, args });
      }
    }
    return out;
  };
  return block();
}

const serverOf = (file: string): Directive[] => parse(file).find((d) => d.name === 'server')!.block!;

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

describe('the production-like composition keeps the test hooks shut', () => {
  it.each(['/api/__sandbox/sms/13800138000', '/api/__sandbox/reset', '/api/__sandbox/clock', '/api/__sandbox/settings'])('nginx answers 404 to %s itself', (uri) => {
    const location = locationFor(serverOf('host.conf'), uri);
    expect(location?.block).toContainEqual({ name: 'return', args: ['404'] });
    expect(location?.block?.some((d) => d.name === 'proxy_pass')).toBe(false);
  });

  it('still proxies the rest of /api to the sandbox', () => {
    expect(locationFor(serverOf('host.conf'), '/api/account/login')?.block?.some((d) => d.name === 'proxy_pass')).toBe(true);
  });

  it('runs the sandbox with its hooks off', () => {
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const sandbox = /\n {2}sandbox-api:\n((?: {4}.*\n|\s*\n)*)/.exec(compose)?.[1] ?? '';
    expect(sandbox).toMatch(/\n\s+SANDBOX_HOOKS: "0"\n/);
    expect(compose.match(/^\s+SANDBOX_HOOKS:.*$/gm)?.map((line) => line.trim())).toEqual(['SANDBOX_HOOKS: "0"']);
  });
});
