/**
 * A page load's request levels, read off the browser's own records (Resource Timing): a request's level
 * is one more than the highest level among the requests that had ended when it started; the document is
 * level 1. "Document → code and runtime config → data" is three levels. One computation for the e2e
 * tests (npm start and @nginx, e2e/deepLinkLevels.ts) and `npm run bench`, so "the same levels" means one
 * thing everywhere.
 *
 * Levels are dependencies only when every request takes longer than the work between an answer and the
 * request it lets the page make: read them under added latency (Chromium's network emulation), else two
 * requests of one wave on loopback race each other by a millisecond.
 */

/**
 * The latency the chain's levels are read at (e2e route-prefetch.spec.ts, the bench's levels line): far
 * longer than the host's start-up work, which on a loaded 2-core machine outlasts a 300 ms round trip
 * and moved the first reads a level later on either stack.
 */
export const CHAIN_LATENCY_MS = 1500;

/** One request as Resource Timing records it (the navigation entry for the document). */
export interface RequestRecord {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Each record with its level, in order of start. */
export function requestLevels<T extends RequestRecord>(records: readonly T[]): Array<T & { level: number }> {
  const sorted = [...records].sort((a, b) => a.startTime - b.startTime);
  const out: Array<T & { level: number }> = [];
  for (const record of sorted) {
    let parent = 0;
    for (const other of out) if (other.responseEnd <= record.startTime) parent = Math.max(parent, other.level);
    out.push({ ...record, level: parent + 1 });
  }
  return out;
}

/** The longest chain of requests each of which started after the previous ended (0 for none). */
export function serialDepth(records: readonly RequestRecord[]): number {
  return Math.max(0, ...requestLevels(records).map((r) => r.level));
}

/** The browser's records of the current page: the document and every resource ended so far. Runs in the page (self-contained). */
export function browserRequestRecords(): RequestRecord[] {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return [{ name: nav.name, startTime: 0, responseEnd: nav.responseEnd }, ...resources.map((r) => ({ name: r.name, startTime: r.startTime, responseEnd: r.responseEnd }))];
}

/**
 * A remote release's own hints (its `routes.json`, written by scripts/build.ts beside its manifest):
 * file names relative to the manifest, as the release script reads them into the runtime config.
 */
export interface ReleaseHints {
  /** The manifest URL the runtime config pins (the release's files are beside it). */
  manifest: string;
  preload?: string[];
  pages?: Record<string, string[]>;
  meta?: Array<{ path: string; firstReads?: Array<{ path: string }> }>;
}

/** A deep link to `route`: where the host is and which start-up files its index.html names. */
export interface DeepLink {
  /** The host's origin (the document, the runtime config, /api). */
  host: string;
  route: string;
  /** The host's own start-up files (index.html's start-up-files meta element), absolute URLs. */
  hostFiles: string[];
}

/** The parts of a deep link's chain, in order. */
export const CHAIN_PARTS = ['document', 'runtime config', 'host files', 'remote start-up', 'page files', 'first reads'] as const;

/**
 * The request levels of a deep link's chain, by part: the document, the runtime config, the host's
 * start-up files, the remote's start-up files and the page's files (as its release's routes.json names
 * them) and the route's first reads (its metadata there). Each part is the sorted list of the levels its
 * requests came at; a named request the page never made counts as `null`, so a part that is not all
 * there never looks like one that is. Levels are computed over the host's and that remote's requests
 * only: the other remotes load on a timer of their own (ADR 015) and are no part of the chain.
 *
 * With the release's hints in the runtime config, a cold deep link to the borrow page is document 1,
 * runtime config 2, host files 2, remote start-up 3, page files 3, first reads 3 (e2e/deepLinkLevels.ts).
 */
export type ChainLevels = Record<(typeof CHAIN_PARTS)[number], Array<number | null>>;

export function deepLinkLevels(records: readonly RequestRecord[], release: ReleaseHints, link: DeepLink): ChainLevels {
  const remoteOrigin = new URL(release.manifest).origin;
  const levels = requestLevels(records.filter((r) => [link.host, remoteOrigin].includes(new URL(r.name).origin)));
  /** The level of the first request that `matches`, or null. */
  const levelOf = (matches: (url: URL) => boolean) => levels.find((r) => matches(new URL(r.name)))?.level ?? null;
  const levelOfFile = (name: string) => {
    const file = new URL(name, release.manifest);
    return levelOf((u) => u.origin === file.origin && u.pathname === file.pathname);
  };
  const part = (found: Array<number | null>) => [...new Set(found)].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const reads = release.meta?.find((m) => m.path === link.route)?.firstReads ?? [];
  return {
    document: part([levelOf((u) => u.origin === link.host && u.pathname === '/')]),
    'runtime config': part([levelOf((u) => u.origin === link.host && u.pathname === '/remotes.json')]),
    'host files': part(link.hostFiles.map(levelOfFile)),
    'remote start-up': part((release.preload ?? [release.manifest]).map(levelOfFile)),
    'page files': part((release.pages?.[link.route] ?? []).map(levelOfFile)),
    'first reads': part(reads.map((read) => levelOf((u) => u.origin === link.host && u.pathname === read.path))),
  };
}

/**
 * What names a deep link's chain, read from what the stack serves, as the browser would: the host's
 * start-up files (its index.html's scripts and start-up-files meta element) and the remote release's
 * own hints (its routes.json, beside the manifest the runtime config pins). `get` answers a URL's text.
 */
export async function chainSources(get: (url: string) => Promise<string>, host: string, remote: string): Promise<{ release: ReleaseHints; hostFiles: string[] }> {
  const config = JSON.parse(await get(`${host}/remotes.json`)) as { remotes?: Record<string, { manifest?: string }> };
  const manifest = config.remotes?.[remote]?.manifest;
  if (!manifest) throw new Error(`${host}/remotes.json pins no ${remote} remote`);
  const hints = JSON.parse(await get(new URL('routes.json', manifest).href)) as Omit<ReleaseHints, 'manifest'>;
  const html = await get(`${host}/`);
  const named = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  named.push(...(/<meta name="start-up-files" content="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean));
  const hostFiles = named.map((file) => new URL(file, `${host}/`)).filter((url) => url.origin === host).map((url) => url.href);
  return { release: { manifest, preload: hints.preload, pages: hints.pages, meta: hints.meta }, hostFiles };
}

/** `document 1, runtime config 2, …`: a chain's levels in one line (a part over several levels as `3/4/5`, one never asked as `none`). */
export function formatChainLevels(chain: ChainLevels): string {
  return CHAIN_PARTS.map((part) => `${part} ${chain[part].map((level) => level ?? 'none').join('/') || '-'}`).join(', ');
}
