import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFirstRead, sharedReads, boundCardsRead, fingerprintStatusRead, oneCardInfoRead, type FirstRead } from '@credit/shared';

/**
 * ADR 046: every read of the apps is a `defineRead` definition in a reads file (`reads.ts`,
 * `*Reads.ts`), read with `useRead` (or `useReadEach`, `useReadPages`), and one call (path and body)
 * has one key. This test keeps it: no query declared inline in an app's code, no definition outside a
 * reads file, and no two definitions disagreeing about a call's key.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const APP_DIRS = ['host/src', 'remote-account/src', 'remote-loan/src', 'remote-repay/src', 'remote-market/src'];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/**
 * Not yet definitions: the session's start-up reads (sys/config, sys/switchInfo), fetched by the host's
 * start-up under shared's session keys with shared's session fetchers (useSysConfig, useSwitchOpen).
 */
const NOT_YET = new Set(['host/src/startup.ts']);

const isReadsFile = (file: string) => /(^|[/\\])(reads|\w+Reads)\.ts$/.test(file);

/** What declares a read other than through a definition: TanStack's query hooks and options makers, an inline fetcher. */
const INLINE_READ = /\b(useQuery|useQueries|useSuspenseQuery|useSuspenseQueries|useInfiniteQuery|queryOptions|infiniteQueryOptions)\s*[(<]|\bqueryFn\s*:/;
/** A key written out where a cache entry is named (an invalidation, a cache write): it must be a definition's. */
const BARE_KEY = /\bqueryKey\s*:\s*\[|QueryData(<[^>]*>)?\(\s*\[/;

/** The reasons a source file breaks the rule (empty when it keeps it). */
export function readViolations(file: string, text: string): string[] {
  const found: string[] = [];
  if (NOT_YET.has(file.split(path.sep).join('/'))) return found;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    if (INLINE_READ.test(line)) found.push(`${file}:${i + 1}: a read declared inline (use a defineRead definition and useRead): ${line.trim()}`);
    if (BARE_KEY.test(line)) found.push(`${file}:${i + 1}: a bare query key (name a definition's: read.key or readKey(read, values)): ${line.trim()}`);
    if (/\bdefineRead\s*[(<]/.test(line) && !isReadsFile(file)) found.push(`${file}:${i + 1}: a definition outside a reads file (reads.ts or *Reads.ts)`);
  });
  return found;
}

/** Every definition in a module's exports (nested groups included), once each. */
function definitionsIn(value: unknown, into: Map<FirstRead, string>, name: string): void {
  if (isFirstRead(value)) {
    if (!into.has(value)) into.set(value, name);
    return;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) definitionsIn(v, into, `${name}.${k}`);
  }
}

const ANY = Symbol('a parameter');
/** A definition's key with each parameter a wildcard: the keys it can produce. */
const keyPattern = (read: FirstRead) => [...read.key, ...(read.params ?? []).map(() => ANY)];
const overlaps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === ANY || b[i] === ANY || x === b[i]);
/** A call as a definition makes it: its path, fixed body and parameters. */
const callOf = (read: FirstRead) => JSON.stringify([read.path, Object.entries(read.body ?? {}).sort(), [...(read.params ?? [])].sort()]);

/** The reasons a set of definitions breaks "one key per call" (empty when it keeps it). */
export function keyConflicts(definitions: ReadonlyMap<FirstRead, string>): string[] {
  const found: string[] = [];
  const all = [...definitions];
  const byCall = new Map<string, string[]>();
  for (const [read, name] of all) byCall.set(callOf(read), [...(byCall.get(callOf(read)) ?? []), name]);
  for (const [call, names] of byCall) if (names.length > 1) found.push(`one call defined more than once (${names.join(', ')}): ${call}`);
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, an] = all[i]!;
      const [b, bn] = all[j]!;
      if (a.path !== b.path && overlaps(keyPattern(a), keyPattern(b))) found.push(`${an} (${a.path}) and ${bn} (${b.path}) can cache under one key`);
    }
  }
  return found;
}

const READS_FILES = APP_DIRS.flatMap(sources).filter(isReadsFile);

/** The definitions of @credit/shared and of every app's reads files (plain data: importing them runs no app code). */
async function allDefinitions(): Promise<Map<FirstRead, string>> {
  const definitions = new Map<FirstRead, string>();
  definitionsIn({ sharedReads, boundCardsRead, fingerprintStatusRead, oneCardInfoRead }, definitions, '@credit/shared');
  for (const file of READS_FILES) definitionsIn(await import(path.join(ROOT, file)), definitions, file);
  return definitions;
}

describe('one way to read (ADR 046)', () => {
  it("no app declares a read outside a definition, or names a cache entry by a bare key", () => {
    const found = APP_DIRS.flatMap((dir) => sources(dir).flatMap((file) => readViolations(file, readFileSync(path.join(ROOT, file), 'utf8'))));
    expect(found).toEqual([]);
  });

  it('the check sees an inline read, a bare key and a stray definition', () => {
    expect(readViolations('remote-x/src/a/api.ts', "export const useX = () => useQuery({ queryKey: ['x'], queryFn: () => http.post('/api/x') });")).toHaveLength(2);
    expect(readViolations('remote-x/src/a/api.ts', "client.invalidateQueries({ queryKey: ['x', 'y'] });")).toHaveLength(1);
    expect(readViolations('remote-x/src/a/api.ts', "const x = defineRead({ key: ['x'], path: '/api/x' });")).toHaveLength(1);
    expect(readViolations('remote-x/src/a/reads.ts', "export const xReads = { x: defineRead({ key: ['x'], path: '/api/x' }) };")).toEqual([]);
    expect(readViolations('remote-x/src/a/api.ts', 'export const useX = () => useRead(xReads.x, { orderNo }, { enabled });')).toEqual([]);
  });

  it('every reads file holds definitions, and one call has one key', async () => {
    const definitions = await allDefinitions();
    expect(READS_FILES.length).toBeGreaterThan(20);
    expect(definitions.size).toBeGreaterThan(100);
    expect(keyConflicts(definitions)).toEqual([]);
  });

  it('the check sees one call under two keys, and two calls under one key', () => {
    const detail = { key: ['loan', 'detail'], path: '/api/loanorder/detail', params: ['orderNo'] };
    const twice = new Map<FirstRead, string>([[detail, 'loan'], [{ ...detail, key: ['bill', 'order'] }, 'repay']]);
    expect(keyConflicts(twice)).toHaveLength(1);
    const status = { key: ['bill', 'repayment'], path: '/api/repayment/status', params: ['repayNo'] };
    const shared = new Map<FirstRead, string>([[status, 'status'], [{ ...status, path: '/api/thirdRepay/aliPayResearch' }, 'alipay']]);
    expect(keyConflicts(shared)).toHaveLength(1);
    const unpaid = { key: ['bill', 'list', 'unpaid'], path: '/api/bill/list', body: { status: 'unpaid' }, params: ['orderNo'] };
    const list = { key: ['bill', 'list'], path: '/api/bill/list', params: ['status', 'orderNo'] };
    expect(keyConflicts(new Map<FirstRead, string>([[unpaid, 'unpaid'], [list, 'list']]))).toEqual([]);
  });
});
