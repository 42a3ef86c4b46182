import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { STORAGE_KEYS } from '@credit/shared';
import { benchSandbox } from '../sandbox-api/bench/bench';
import { DEMO_USER } from '../sandbox-api/src/db/seed';
import { buildApps } from './build';
import { emptyGoalFigures, GOAL_PAGES, goalLines, PAGE_LABELS, type GoalFigures, type GoalPage } from './benchGoals';
import { ensureFloor } from '../bench/floor/build';
import { serveFloor } from '../bench/floor/serve';
import { apiThroughHost, untilAnswering } from './sandboxProcess';
import { PORT_BASE } from './apps';
import { browserRequestRecords, CHAIN_LATENCY_MS, chainSources, deepLinkLevels, formatChainLevels, serialDepth, type ChainLevels } from './requestLevels';

/**
 * `npm run bench`: figures, never assertions. The guest home's initial JS, requests and serial
 * round trips before first paint and until a remote page shows, Lighthouse mobile (median of 3) for the
 * guest home and the remote pages of issue 29, cold visits to remote pages at 300 ms a request (time,
 * round trips, the code fetched; the borrow page's request levels under npm start and under the
 * production nginx configs, scripts/nginxStack.ts), the worst tap of the borrow and repay flows at 4× CPU, the wait of a tap on
 * the home made as it paints (ADR 065), and the sandbox
 * API's throughput and p99. `BENCH_LIGHTHOUSE_DIR` keeps Lighthouse's reports, `BENCH_COLD_TIMELINE`
 * prints each cold visit's requests.
 */
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The stack's host port: PORT_BASE moves it, so a bench can run beside another checkout's stack.
const BASE = `http://localhost:${PORT_BASE}`;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** A page's document and resource timings, its first contentful paint, and the moment they were read. */
const pageTimings = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      now: performance.now(),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      // renderBlockingStatus: Chromium's own record of whether the first paint waited for the resource.
      list: [
        { name: nav.name, startTime: 0, responseEnd: nav.responseEnd, blocking: true },
        ...resources.map((r) => ({ name: r.name, startTime: r.startTime, responseEnd: r.responseEnd, blocking: (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking' })),
      ],
    };
  });

/** Opens a fresh page `runs` times and reads `measure` off each load (the caller takes the median). */
async function measureLoads<T>(browser: Browser, runs: number, open: (page: Page) => Promise<void>, measure: (timings: Awaited<ReturnType<typeof pageTimings>>) => T): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
    await open(page);
    results.push(measure(await pageTimings(page)));
    await page.close();
  }
  return results;
}

/** The guest home's first screen: its initial JS, what its first paint waits for, and how a federated page arrives. */
interface PageFigures {
  /** Bytes on the wire (brotli) of the scripts the home loads until the network is idle, all origins. */
  initialJs: number;
  /** The same, of the host's own origin only: the host's start-up JS (issue 42's goal). */
  hostInitialJs: number;
  initialScripts: number;
  loads: Array<{ requests: number; depth: number; fcp: number; startedBefore: number }>;
  remoteLoads: Array<{ requests: number; depth: number }>;
}

async function measurePage(): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
    const jsBytes: Array<Promise<{ bytes: number; host: boolean }>> = [];
    page.on('requestfinished', (request) => {
      // A script, or a script file fetched ahead (the home prefetches its app chunk: resource type `other`).
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) jsBytes.push(request.sizes().then((s) => ({ bytes: s.responseBodySize, host: new URL(request.url()).origin === BASE })));
    });
    await page.goto(`${BASE}/#/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(jsBytes);
    const initialJs = scripts.reduce((a, b) => a + b.bytes, 0);
    const hostInitialJs = scripts.filter((s) => s.host).reduce((a, b) => a + b.bytes, 0);
    // Counted now: left open, the page goes on to fetch the remotes' entries once the browser is idle.
    const initialScripts = jsBytes.length;
    // What the first paint waits for: the document and the resources Chromium marks render-blocking.
    // Counting every request *started* before the paint (as this line once did) measured a race instead:
    // on loopback the start-up scripts (not needed to paint the pre-rendered home) start before or after
    // the paint by a millisecond, so the same code read 2/2 one run and 4/4 the next. Median of five.
    const loads = await measureLoads(browser, 5, async (p) => void (await p.goto(`${BASE}/#/`, { waitUntil: 'networkidle' })), (t) => {
      const paintNeeds = t.list.filter((e) => e.blocking);
      return { requests: paintNeeds.length, depth: serialDepth(paintNeeds), fcp: t.fcp, startedBefore: t.list.filter((e) => e.startTime < t.fcp).length };
    });
    // A federated page: how many serial levels until the login form (account remote) shows; median of three loads.
    const remoteLoads = await measureLoads(browser, 3, async (p) => {
      await p.goto(`${BASE}/#/login`);
      await p.getByLabel('手机号').waitFor();
    }, (t) => {
      const untilRemote = t.list.filter((e) => e.responseEnd <= t.now && !e.name.includes('/api/'));
      return { requests: untilRemote.length, depth: serialDepth(untilRemote) };
    });
    return { initialJs, hostInitialJs, initialScripts, loads, remoteLoads };
  } finally {
    await browser.close();
  }
}

function formatPage({ initialJs, initialScripts, loads, remoteLoads }: PageFigures): string[] {
  return [
    `home initial JS: ${(initialJs / 1024).toFixed(1)} KiB compressed (${initialScripts} scripts)`,
    `home before first paint: ${median(loads.map((l) => l.requests))} request(s) the paint waits for (document and render-blocking), ${median(loads.map((l) => l.depth))} serial round trip(s), FCP ${median(loads.map((l) => l.fcp)).toFixed(0)} ms; ${median(loads.map((l) => l.startedBefore))} request(s) started before it (loopback, no throttling; median of 5)`,
    `login page (account remote) until shown: ${median(remoteLoads.map((l) => l.requests))} requests, ${median(remoteLoads.map((l) => l.depth))} serial round trips (loopback; median of 3)`,
  ];
}

/** Latency added to every request in the cold-visit measurement (issue 15: a phone on a slow network). */
const LATENCY_MS = 300;

/**
 * Installed before the page's own scripts: notes when each node is inserted and when an element's
 * content last changed, on the page's clock (milliseconds since navigation start).
 */
function recordDomTimes(): void {
  const times = { inserted: new WeakMap<Node, number>(), changed: new WeakMap<Node, number>() };
  (window as unknown as { __domTimes: typeof times }).__domTimes = times;
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      record.addedNodes.forEach((node) => times.inserted.set(node, now));
      const element = record.type === 'characterData' ? record.target.parentNode : record.target;
      if (element) times.changed.set(element, now);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * When an element showed as it is now: the latest of its own and its ancestors' insertions (it is in
 * the document from the last of them) and of any change to its content.
 */
function shownAt(element: Element): number {
  const { inserted, changed } = (window as unknown as { __domTimes: { inserted: WeakMap<Node, number>; changed: WeakMap<Node, number> } }).__domTimes;
  let at = 0;
  for (let node: Node | null = element; node; node = node.parentNode) at = Math.max(at, inserted.get(node) ?? 0);
  const walker = document.createTreeWalker(element);
  for (let node: Node | null = element; node; node = walker.nextNode()) at = Math.max(at, changed.get(node) ?? 0);
  return at;
}

/** A new browser (nothing cached) on a phone-sized page whose every request takes `latencyMs` (Chromium's own emulation). */
async function coldBrowser(latencyMs: number) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  return { browser, page, cdp };
}

/**
 * A cold visit to a remote page with every request delayed by LATENCY_MS (Chromium's network
 * emulation, no bandwidth limit): time from navigation start until the page's own content shows, and
 * that time in round trips. The moment is read off the page's DOM (recordDomTimes), not from when
 * Playwright's polling noticed it (its polls come up to 500 ms apart). The median of three cold browsers.
 */
async function measureColdVisit(label: string, visitOf: () => Promise<Visit>, shown: (page: Page) => Locator, chain?: DeepLinkChain): Promise<ColdVisit> {
  const times: number[] = [];
  const requests: number[] = [];
  const codeBytes: Array<{ host: number; remote: number }> = [];
  const chains: string[] = [];
  for (let i = 0; i < 3; i++) {
    const visit = await visitOf();
    const host = new URL(visit.url).origin;
    const { browser, page, cdp } = await coldBrowser(LATENCY_MS);
    try {
      // The code the page needed (scripts and style sheets, bytes on the wire), the host's and the remote's.
      const code = { host: 0, remote: 0 };
      const codeRequests = new Map<string, string>();
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script' || e.type === 'Stylesheet') codeRequests.set(e.requestId, new URL(e.response.url).origin);
      });
      cdp.on('Network.loadingFinished', (e) => {
        const origin = codeRequests.get(e.requestId);
        if (origin) code[origin === host ? 'host' : 'remote'] += e.encodedDataLength;
      });
      await page.addInitScript(recordDomTimes);
      if (visit.session) await page.addInitScript(seedSession, { origin: host, entries: visit.session });
      await page.goto(visit.url, { waitUntil: 'commit' });
      await shown(page).waitFor({ timeout: 30_000 });
      const at = await shown(page).evaluate(shownAt);
      times.push(at);
      codeBytes.push({ ...code });
      // Chromium's own records: the requests started before the content showed (the document and every resource).
      requests.push(await page.evaluate((until) => 1 + performance.getEntriesByType('resource').filter((e) => e.startTime < until).length, at));
      if (chain) chains.push(formatChainLevels(await chainLevels(page, host, chain)));
      // BENCH_COLD_TIMELINE=1: print when each request started and ended, to see the chain.
      if (process.env.BENCH_COLD_TIMELINE) {
        const timeline = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => `${e.startTime.toFixed(0).padStart(6)} ${e.responseEnd.toFixed(0).padStart(6)} ${new URL(e.name).pathname}`));
        console.log(`${label}, shown at ${at.toFixed(0)} ms:\n${timeline.join('\n')}`);
      }
    } finally {
      await browser.close();
    }
  }
  const ms = median(times);
  return {
    label,
    ms,
    roundTrips: ms / LATENCY_MS,
    requests: median(requests),
    hostBytes: median(codeBytes.map((c) => c.host)),
    remoteBytes: median(codeBytes.map((c) => c.remote)),
    ...(chain ? { chains: tally(chains) } : {}),
  };
}

/** A cold visit's medians of three (measureColdVisit). */
interface ColdVisit {
  label: string;
  /** Until the content showed, from navigation start. */
  ms: number;
  /** `ms` in requests of LATENCY_MS. */
  roundTrips: number;
  requests: number;
  /** Code (scripts, style sheets) fetched from the host's origin and from the remotes', bytes on the wire. */
  hostBytes: number;
  remoteBytes: number;
  /** The chain's request levels, tallied over the runs (when a chain was asked for). */
  chains?: string;
}

function formatColdVisit({ label, ms, roundTrips, requests, hostBytes, remoteBytes, chains }: ColdVisit): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const line = `cold ${label} at ${LATENCY_MS} ms a request: shown after ${(ms / 1000).toFixed(2)} s = ${roundTrips.toFixed(1)} round trips, ${requests} requests before it, code fetched ${kib(hostBytes)} KiB host + ${kib(remoteBytes)} KiB remote (median of 3)`;
  return chains === undefined ? line : [line, `  request levels at ${LATENCY_MS} ms: ${chains}`].join('\n');
}

/**
 * The chain's request levels of three cold visits with every request at CHAIN_LATENCY_MS, as the e2e
 * test reads them (route-prefetch.spec.ts): there a level is a dependency, not the machine's load.
 */
async function measureChainLevels(visitOf: () => Promise<Visit>, shown: (page: Page) => Locator, chain: DeepLinkChain): Promise<string> {
  const chains: string[] = [];
  for (let i = 0; i < 3; i++) {
    const visit = await visitOf();
    const host = new URL(visit.url).origin;
    const { browser, page } = await coldBrowser(CHAIN_LATENCY_MS);
    try {
      if (visit.session) await page.addInitScript(seedSession, { origin: host, entries: visit.session });
      await page.goto(visit.url, { waitUntil: 'commit' });
      await shown(page).waitFor({ timeout: 60_000 });
      chains.push(formatChainLevels(await chainLevels(page, host, chain)));
    } finally {
      await browser.close();
    }
  }
  return `  request levels at ${CHAIN_LATENCY_MS} ms: ${tally(chains)}`;
}

/** A deep link whose chain of request levels a cold visit reports (scripts/requestLevels.ts). */
interface DeepLinkChain {
  remote: string;
  route: string;
}

/**
 * The chain's request levels of the visit on `page`, from the browser's records once every request the
 * chain names has ended (a resource is recorded when it ends): the same computation as the e2e test of
 * route-prefetch.spec.ts, here at the cold rows' latency. A request never made reads `none`.
 */
async function chainLevels(page: Page, host: string, { remote, route }: DeepLinkChain): Promise<ChainLevels> {
  const { release, hostFiles } = await chainSources(async (url) => (await fetch(url)).text(), host, remote);
  const levels = async () => deepLinkLevels(await page.evaluate(browserRequestRecords), release, { host, route, hostFiles });
  for (let waited = 0; waited < 20_000; waited += 250) {
    const chain = await levels();
    if (!Object.values(chain).flat().includes(null)) return chain;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return levels();
}

/** Each distinct line with how many of the runs gave it: `a (3 of 3)` or `a (2 of 3); b (1 of 3)`. */
function tally(lines: string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([line, n]) => `${line} (${n} of ${lines.length} runs)`).join('; ');
}

/** CPU slowdown for the tap measurement (Lighthouse's mobile figure). */
const TAP_CPU_SLOWDOWN = 4;

/** One page of a flow: where it opens, what shows when it is ready, and the taps a user makes there. */
interface TapPage {
  route: string | ((token: string) => Promise<string>);
  ready: (page: Page) => Locator;
  taps: (page: Page) => Promise<void>;
}

/** Installed before the page's scripts: every event-timing entry (16 ms and up), for the worst tap. */
function recordEventTimings(): void {
  const seen: Array<{ name: string; duration: number }> = [];
  (window as unknown as { __eventTimings: typeof seen }).__eventTimings = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * The worst event-timing duration (input delay + handling + until the next paint, Chromium's own
 * record) over a scripted set of taps on every page of a flow, the CPU slowed 4×, the demo user logged
 * in. Each page is opened cold and tapped once it shows its content; the worst over all pages is the flow's.
 */
async function measureTaps(label: string, pages: TapPage[]): Promise<string> {
  const worst: Array<{ route: string; ms: number; event: string }> = [];
  for (const tapPage of pages) {
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 }, hasTouch: true });
      const visit = await demoUser(tapPage.route)();
      if (visit.session) await page.addInitScript(seedSession, { origin: BASE, entries: visit.session });
      await page.addInitScript(recordEventTimings);
      await page.goto(visit.url);
      await tapPage.ready(page).waitFor({ timeout: 30_000 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
      await tapPage.taps(page);
      // Entries are reported after the paint that follows each event: let two frames pass.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      const entries = await page.evaluate(() => (window as unknown as { __eventTimings: Array<{ name: string; duration: number }> }).__eventTimings);
      const top = entries.reduce((a, b) => (b.duration > a.duration ? b : a), { name: 'none', duration: 0 });
      worst.push({ route: visit.url.replace(`${BASE}/#`, '').split('?')[0]!, ms: top.duration, event: top.name });
    } finally {
      await browser.close();
    }
  }
  const top = worst.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `worst tap, ${label} flow at ${TAP_CPU_SLOWDOWN}× CPU (event timing): ${top.ms.toFixed(0)} ms (${top.event} on ${top.route}); per page ${worst.map((w) => `${w.route} ${w.ms.toFixed(0)}`).join(', ')}`;
}

/** Installed before the page's own scripts: when the first tap landed and when the app first navigated (page clock). */
function recordTapAnswer(): void {
  const times = { tap: -1, navigated: -1 };
  (window as unknown as { __tapAnswer: typeof times }).__tapAnswer = times;
  // The window's capture listener hears the tap before the first-paint script's (on the document) takes it.
  window.addEventListener('click', () => void (times.tap < 0 && (times.tap = performance.now())), { capture: true });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      if (times.tap >= 0 && times.navigated < 0 && String(args[2] ?? '').includes('login')) times.navigated = performance.now();
      original(...args);
    };
  }
}

/**
 * A guest's tap on 立即借钱 the moment the pre-rendered home paints (ADR 065: kept until the app runs),
 * at 4× CPU: how long until the app answers it (the login route), cold and from the cache; median of 7.
 */
async function measureHomeTap(): Promise<string> {
  const runs = 7;
  const figures: Record<'cold' | 'cached', Array<{ fcp: number; wait: number }>> = { cold: [], cached: [] };
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true });
      await context.addInitScript(recordTapAnswer);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
      for (const visit of ['cold', 'cached'] as const) {
        await page.goto('about:blank');
        await page.goto(`${BASE}/#/`, { waitUntil: 'commit' });
        await page.locator('.home button', { hasText: '立即借钱' }).click();
        await page.waitForURL(/#\/login/);
        const t = await page.evaluate(() => ({
          ...(window as unknown as { __tapAnswer: { tap: number; navigated: number } }).__tapAnswer,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        }));
        figures[visit].push({ fcp: t.fcp, wait: t.navigated - t.tap });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const line = (visit: 'cold' | 'cached') =>
    `${visit} FCP ${median(figures[visit].map((f) => f.fcp)).toFixed(0)} ms, the tap answered ${median(figures[visit].map((f) => f.wait)).toFixed(0)} ms after it`;
  return `home, a guest's tap on 立即借钱 as soon as it paints, at ${TAP_CPU_SLOWDOWN}× CPU (loopback; median of ${runs}): ${line('cold')}; ${line('cached')}`;
}

/** The borrow flow's pages and their taps: the cash index, the application (terms, all, an incomplete 下一步). */
const BORROW_TAPS: TapPage[] = [
  {
    route: '/newCashIndex',
    ready: (p) => p.getByTestId('available-credit'),
    taps: async (p) => {
      await p.getByRole('button', { name: '去借款' }).tap();
      await p.getByLabel('借款金额（元）').waitFor();
    },
  },
  {
    route: '/newBorrowCash',
    ready: (p) => p.getByTestId('loan-apr'),
    taps: async (p) => {
      await p.getByRole('button', { name: /^6个月/ }).tap();
      await p.getByRole('button', { name: '全部借出' }).tap();
      await p.getByRole('button', { name: /^3个月/ }).tap();
      await p.getByLabel('借款金额（元）').tap();
      await p.keyboard.type('3000');
      await p.getByRole('button', { name: '下一步' }).tap();
      await p.getByText('请选择借款用途').first().waitFor();
    },
  },
];

/** The repay flow's pages and their taps: the month bill (to all bills and back), the cashier (its periods). */
const REPAY_TAPS: TapPage[] = [
  {
    route: '/billList',
    ready: (p) => p.getByTestId('month-total'),
    taps: async (p) => {
      await p.getByRole('button', { name: '全部账单' }).tap();
      await p.getByTestId('header-back').tap();
      await p.getByTestId('month-total').waitFor();
    },
  },
  {
    route: demoCashier,
    ready: (p) => p.getByRole('checkbox').first(),
    taps: async (p) => {
      const boxes = p.getByRole('checkbox');
      for (let i = 0; i < Math.min(3, await boxes.count()); i++) await boxes.nth(i).tap();
    },
  },
];

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse mobile, median of `runs` cold runs of `url`: performance (and accessibility) with the figures behind them. */
async function measureLighthouse(label: string, visitOf: () => Promise<Visit>, runs = 3): Promise<string> {
  return formatLighthouse(label, await lighthouseRuns(label, visitOf, runs));
}

type LighthouseRun = Record<'score' | 'a11y' | 'fcp' | 'lcp' | 'tbt' | 'cls', number>;

/** The medians; with `spread`, the range of LCP and TBT over the runs too (to tell a difference from noise). */
function formatLighthouse(label: string, results: LighthouseRun[], spread = false): string {
  const m = (key: keyof LighthouseRun) => median(results.map((r) => r[key]));
  const range = (key: keyof LighthouseRun, scale: number, digits: number) => {
    const values = results.map((r) => r[key] / scale);
    return ` [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;
  };
  return `lighthouse mobile ${label} (median of ${results.length}${spread ? ', [range]' : ''}): performance ${m('score').toFixed(2)}, accessibility ${m('a11y').toFixed(2)}, FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s${spread ? range('lcp', 1000, 2) : ''}, TBT ${m('tbt').toFixed(0)} ms${spread ? range('tbt', 1, 0) : ''}, CLS ${m('cls').toFixed(3)}`;
}

async function lighthouseRuns(label: string, visitOf: () => Promise<Visit>, runs: number): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const visit = await visitOf();
      // A logged-in visit: the session is in sessionStorage before the app's first script, as for a
      // returning user (a URL token is taken only on the borrow routes, spec 4.2).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      if (visit.session) await page.evaluateOnNewDocument(seedSession, { origin: new URL(visit.url).origin, entries: visit.session });
      const result = await lighthouse(visit.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, page);
      await browser.disconnect();
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
      // BENCH_LIGHTHOUSE_DIR=<folder>: keep each run's full report, to see where the time goes.
      const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
      if (reportDir) writeFileSync(path.join(reportDir, `${label.replace(/[^a-z0-9]+/gi, '_')}-${i}.json`), JSON.stringify(lhr));
      // A session the app did not take would measure the login page instead, silently.
      if (lhr.finalDisplayedUrl !== visit.url) throw new Error(`bench: ${label} ended at ${lhr.finalDisplayedUrl}`);
      results.push({
        score: lhr.categories.performance?.score ?? NaN,
        a11y: lhr.categories.accessibility?.score ?? NaN,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/** A page to measure, and the stored session it starts with (none for a guest). */
interface Visit {
  url: string;
  session?: Record<string, string>;
}

const guest = (route: string, base = BASE) => async (): Promise<Visit> => ({ url: `${base}/#${route}` });

/** Writes the stored session into sessionStorage at the start of each document of the app's origin. */
function seedSession({ origin, entries }: { origin: string; entries: Record<string, string> }): void {
  if (location.origin !== origin) return;
  for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
}

/**
 * A fresh session of the demo user (a login call per run), stored as the app stores it after a login:
 * the page starts logged in, as a returning user's does. Nothing else is stored.
 */
const demoUser = (route: string | ((token: string) => Promise<string>), base = BASE) => async (): Promise<Visit> => {
  const login = await post<{ token?: string; isNew?: number; ucrealnamed?: string }>('/api/account/login', { mobile: DEMO_USER.mobile, password: DEMO_USER.password }, undefined, base);
  if (!login?.token) throw new Error('bench: the demo user could not log in');
  const commonUser = { isLogin: true, token: login.token, isNew: login.isNew, isLocalRealNamed: '', ucrealnamed: login.ucrealnamed, isLoadHttpRequest: false };
  const path = typeof route === 'string' ? route : await route(login.token);
  return { url: `${base}/#${path}`, session: { [STORAGE_KEYS.commonUser]: JSON.stringify(commonUser) } };
};

/** A form POST to the sandbox through the host; its `data`. */
async function post<T>(path: string, form: Record<string, string>, token?: string, base = BASE, headers: Record<string, string> = {}): Promise<T | undefined> {
  const answer = (await (await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}), ...headers },
    body: new URLSearchParams(form),
  })).json()) as { data?: T };
  return answer.data;
}

/** The cashier of the demo user's first unsettled order (its orders are seeded, their numbers are not fixed). */
async function demoCashier(token: string): Promise<string> {
  const borrowing = await post<{ orders: Array<{ orderNo: string; status: string }> }>('/api/marketApi/bill/myBorrowingPage', {}, token);
  const order = borrowing?.orders.find((o) => o.status !== 'settled') ?? borrowing?.orders[0];
  if (!order) throw new Error('bench: the demo user has no order to pay');
  return `/cashier_desk?orderNo=${order.orderNo}`;
}

/**
 * The demo user's seeded loan is overdue, and an overdue borrower is offered 去还款, not a loan (spec
 * 2.1): the borrow rows first repay its overdue periods in the bench's own sandbox at `base` (a real
 * repayment through the API, as the cashier makes one), so the page they measure shows its price.
 */
async function settleDemoOverdue(base: string): Promise<void> {
  const login = await post<{ token?: string }>('/api/account/login', { mobile: DEMO_USER.mobile, password: DEMO_USER.password }, undefined, base);
  if (!login?.token) throw new Error('bench: the demo user could not log in');
  const token = login.token;
  const overdue = await post<{ bills: Array<{ orderNo: string }> }>('/api/marketApi/bill/list', { status: 'overdue' }, token, base);
  const periodsOf = new Map<string, number>();
  for (const bill of overdue?.bills ?? []) periodsOf.set(bill.orderNo, (periodsOf.get(bill.orderNo) ?? 0) + 1);
  for (const [orderNo, periods] of periodsOf) {
    const ticket = await post<{ payTicket: string }>('/api/repayment/checkPwdPayment', { password: DEMO_USER.tradePassword, payFor: 'activeRepay', subject: orderNo }, token, base);
    if (!ticket?.payTicket) throw new Error('bench: no pay ticket for the demo user\'s overdue bills');
    const paid = await post<{ repayNo: string }>('/api/applyPay/repay', { orderNo, periods: String(periods), payTicket: ticket.payTicket }, token, base, { 'Idempotency-Key': `bench-${orderNo}-${periods}` });
    if (!paid?.repayNo) throw new Error('bench: the demo user\'s overdue bills were not repaid');
  }
}

/** The borrow page's chain of request levels (the cold rows under npm start and nginx). */
const BORROW_CHAIN: DeepLinkChain = { remote: 'loan', route: '/newBorrowCash' };

/** The cold borrow page on the stack at `base`: time and round trips, its request levels at 300 ms and at CHAIN_LATENCY_MS. */
async function coldBorrow(stack: string, base: string): Promise<{ visit: ColdVisit; lines: string[] }> {
  const apr = (page: Page) => page.getByTestId('loan-apr');
  await settleDemoOverdue(base); // the nginx stack has a sandbox of its own
  const visit = await measureColdVisit(`/#/newBorrowCash (demo user) until 年化利率, ${stack}`, demoUser('/newBorrowCash', base), apr, BORROW_CHAIN);
  return { visit, lines: [formatColdVisit(visit), await measureChainLevels(demoUser('/newBorrowCash', base), apr, BORROW_CHAIN)] };
}

/**
 * What the field data costs the page (issue 41: beacons never block a page): the same pages on this
 * stack, whose every session sends (npm start's TELEMETRY_SAMPLE_RATE 1), and on a second `npm start`
 * of the same builds with telemetry off (rate 0, PORT_BASE + 500), measured in turns. The difference in
 * TBT and LCP is to be read against the spread of the rows themselves.
 */
async function measureTelemetryCost(): Promise<string[]> {
  const offPortBase = PORT_BASE + 500;
  const offBase = `http://localhost:${offPortBase}`;
  const off = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, PORT_BASE: String(offPortBase), TELEMETRY_SAMPLE_RATE: '0', SANDBOX_DB: path.join(os.tmpdir(), `credit-bench-off-${process.pid}.db`) },
  });
  try {
    await untilAnswering([`${offBase}/remotes.json`, apiThroughHost(offBase)]);
    await settleDemoOverdue(offBase); // as on this stack: the same bill list on both
    const lines: string[] = [];
    for (const [label, visitAt] of [
      ['/#/ (guest)', (base: string) => guest('/', base)],
      ['/#/billList (demo user)', (base: string) => demoUser('/billList', base)],
    ] as const) {
      // In turns, so a slower minute of the machine falls on both.
      const on: LighthouseRun[] = [];
      const offRuns: LighthouseRun[] = [];
      for (let i = 0; i < 5; i++) {
        on.push(...(await lighthouseRuns(`${label}, telemetry on`, visitAt(BASE), 1)));
        offRuns.push(...(await lighthouseRuns(`${label}, telemetry off`, visitAt(offBase), 1)));
      }
      lines.push(formatLighthouse(`${label}, telemetry on`, on, true), formatLighthouse(`${label}, telemetry off`, offRuns, true));
    }
    return lines;
  } finally {
    off.kill('SIGTERM');
  }
}

/** The floor's host port (its remote on the next): clear of the telemetry row's stack (+500) and nginx's (+300). */
const FLOOR_PORT = PORT_BASE + 600;

/** How each goal page is visited (the same visits as the Lighthouse rows). */
const GOAL_VISITS: Record<GoalPage, () => Promise<Visit>> = {
  home: guest('/'),
  login: guest('/login'),
  user: demoUser('/user'),
  newBorrowCash: demoUser('/newBorrowCash'),
  billList: demoUser('/billList'),
  cashier_desk: demoUser(demoCashier),
};

/** Runs of Lighthouse per side of the floor comparison (issue 42: medians of 3–5). */
const FLOOR_RUNS = 5;

/**
 * Issue 42's yardstick (ADR 062): the bare stack of bench/floor/ (built here, or taken when built from
 * the same sources), served as npm start serves ours, and our goal pages, Lighthouse mobile in turns
 * (the floor, then each page, FLOOR_RUNS rounds), so a slower minute of the machine falls on both.
 * The medians go into `figures` for the goals block.
 */
async function measureAgainstFloor(figures: GoalFigures): Promise<string[]> {
  const build = await ensureFloor();
  const server = serveFloor(build, FLOOR_PORT);
  try {
    const floorVisit = async (): Promise<Visit> => ({ url: server.url });
    const floorRuns: LighthouseRun[] = [];
    const pageRuns = Object.fromEntries(GOAL_PAGES.map((page) => [page, [] as LighthouseRun[]])) as Record<GoalPage, LighthouseRun[]>;
    for (let i = 0; i < FLOOR_RUNS; i++) {
      floorRuns.push(...(await lighthouseRuns('floor (bare stack)', floorVisit, 1)));
      for (const page of GOAL_PAGES) pageRuns[page].push(...(await lighthouseRuns(PAGE_LABELS[page], GOAL_VISITS[page], 1)));
    }
    const medians = (runs: LighthouseRun[]) => ({ tbt: median(runs.map((r) => r.tbt)), lcp: median(runs.map((r) => r.lcp)) });
    figures.floor = medians(floorRuns);
    for (const page of GOAL_PAGES) figures.lighthouse[page] = medians(pageRuns[page]);
    return [
      `${formatLighthouse('floor (bare stack, bench/floor/)', floorRuns, true)}${build.built ? '' : ' (build taken: same sources)'}`,
      ...GOAL_PAGES.map((page) => formatLighthouse(`${PAGE_LABELS[page]}, in turns with the floor`, pageRuns[page], true)),
    ];
  } finally {
    await server.close();
  }
}

/**
 * The same builds served by the production nginx configs (scripts/nginxStack.ts, as the @nginx e2e run
 * serves them), started by the first row that needs it, at NGINX_PORT_BASE (default PORT_BASE + 300).
 * `start` answers the host's origin, or undefined when nginx is not installed.
 */
function nginxStack() {
  let child: ChildProcess | undefined;
  let started: Promise<string | undefined> | undefined;
  const portBase = Number(process.env.NGINX_PORT_BASE ?? PORT_BASE + 300);
  const base = `http://localhost:${portBase}`;
  return {
    start(): Promise<string | undefined> {
      started ??= (async () => {
        if (spawnSync('nginx', ['-v']).error) return undefined;
        // Its own work folder (the stack makes one and removes it), its own sandbox file.
        const { NGINX_WORK_DIR: _own, ...env } = process.env;
        child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/nginxStack.ts'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: { ...env, PORT_BASE: String(portBase), SANDBOX_DB: path.join(os.tmpdir(), `credit-bench-nginx-${process.pid}.db`) },
        });
        await untilAnswering([`${base}/remotes.json`, apiThroughHost(base)]);
        return base;
      })();
      return started;
    },
    stop(): void {
      child?.kill('SIGTERM');
    },
  };
}

async function main(): Promise<void> {
  await buildApps();
  let goals: string[] = [];
  const stack = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, SANDBOX_DB: path.join(os.tmpdir(), `credit-bench-${process.pid}.db`) },
  });
  const nginx = nginxStack();
  try {
    await untilAnswering([`${BASE}/remotes.json`, apiThroughHost(BASE)]);
    // The borrow rows (lighthouse, cold, taps) measure a borrower who is offered a loan.
    await settleDemoOverdue(BASE);
    // `npm run bench -- <word>…`: only the rows whose name has one of the words (e.g. `taps`, `cold`, `lighthouse`, `floor`);
    // `goals` runs the rows the goals block of issue 42 needs.
    const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
    // Each row's name, whether issue 42's goals block needs it (`npm run bench -- goals` runs those), its measurement.
    const figures = emptyGoalFigures();
    const rows: Array<[string, boolean, () => Promise<string | string[]>]> = [
      ['page first-paint', true, async () => {
        const page = await measurePage();
        figures.hostStartUpBytes = page.hostInitialJs;
        return formatPage(page);
      }],
      ['home tap', false, measureHomeTap],
      ['lighthouse home', false, () => measureLighthouse('/#/ (guest)', guest('/'))],
      ['lighthouse login', false, () => measureLighthouse('/#/login (guest)', guest('/login'))],
      ['lighthouse newBorrowCash', false, () => measureLighthouse('/#/newBorrowCash (demo user)', demoUser('/newBorrowCash'))],
      ['lighthouse user', false, () => measureLighthouse('/#/user (demo user)', demoUser('/user'))],
      ['lighthouse billList', false, () => measureLighthouse('/#/billList (demo user)', demoUser('/billList'))],
      ['lighthouse cashier_desk', false, () => measureLighthouse('/#/cashier_desk (demo user)', demoUser(demoCashier))],
      // Issue 42's yardstick: the bare stack and the goal pages, Lighthouse in turns.
      ['floor', true, () => measureAgainstFloor(figures)],
      ['cold login', true, async () => {
        const visit = await measureColdVisit('/#/login (guest)', guest('/login'), (page) => page.getByLabel('手机号'));
        figures.remoteFirstLoadBytes.login = visit.remoteBytes;
        return formatColdVisit(visit);
      }],
      ['cold user', true, async () => {
        const visit = await measureColdVisit('/#/user (demo user)', demoUser('/user'), (page) => page.getByText(DEMO_USER.mobile.slice(-4)).first());
        figures.remoteFirstLoadBytes.user = visit.remoteBytes;
        return formatColdVisit(visit);
      }],
      // Until its content, the price: the APR of the amount and term shown (issue 29).
      ['cold newBorrowCash', true, async () => {
        const { visit, lines } = await coldBorrow('npm start', BASE);
        figures.remoteFirstLoadBytes.newBorrowCash = visit.remoteBytes;
        figures.coldRoundTrips.newBorrowCash = visit.roundTrips;
        return lines;
      }],
      // The same deep link served by the production nginx configs (issue 38): the same request levels.
      ['cold newBorrowCash nginx', false, async () => {
        const base = await nginx.start();
        if (!base) return 'cold /#/newBorrowCash under nginx: not measured, nginx is not installed (Debian: apt-get install nginx)';
        return (await coldBorrow('nginx', base)).lines;
      }],
      ['cold billList', true, async () => {
        const visit = await measureColdVisit('/#/billList (demo user)', demoUser('/billList'), (page) => page.getByTestId('month-total'));
        figures.remoteFirstLoadBytes.billList = visit.remoteBytes;
        figures.coldRoundTrips.billList = visit.roundTrips;
        return formatColdVisit(visit);
      }],
      ['cold cashier_desk', true, async () => {
        const visit = await measureColdVisit('/#/cashier_desk (demo user)', demoUser(demoCashier), (page) => page.getByTestId('rp-total'));
        figures.remoteFirstLoadBytes.cashier_desk = visit.remoteBytes;
        return formatColdVisit(visit);
      }],
      ['taps borrow', false, () => measureTaps('borrow', BORROW_TAPS)],
      ['taps repay', false, () => measureTaps('repay', REPAY_TAPS)],
      ['lighthouse telemetry', false, measureTelemetryCost],
    ];
    const lines: string[] = [];
    let goalRows = 0;
    for (const [name, forGoals, measure] of rows) {
      if (only.length > 0 && !only.some((word) => name.includes(word) || (word === 'goals' && forGoals))) continue;
      const result = await measure();
      lines.push(...(Array.isArray(result) ? result : [result]));
      if (forGoals) goalRows++;
    }
    for (const line of lines) console.log(line);
    // Issue 42's goals, last: every goal with the figures this run measured ("not measured" for the rest).
    if (goalRows > 0) goals = goalLines(figures);
  } finally {
    stack.kill('SIGTERM');
    nginx.stop();
  }
  if (process.argv.slice(2).every((arg) => arg.startsWith('-'))) for (const line of await benchSandbox()) console.log(line);
  for (const line of goals) console.log(line);
}

main().catch((error: unknown) => {
  // A failed fetch says only "fetch failed": its cause names the address and the error (ECONNREFUSED…).
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
