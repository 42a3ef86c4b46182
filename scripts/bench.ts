import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { STORAGE_KEYS } from '@credit/shared';
import { benchSandbox } from '../sandbox-api/bench/bench';
import { DEMO_USER } from '../sandbox-api/src/db/seed';
import { buildApps } from './build';
import { apiThroughHost, untilAnswering } from './sandboxProcess';

/**
 * `npm run bench`: figures, never assertions. The guest home's initial JS, requests and serial
 * round trips before first paint and until a remote page shows, Lighthouse mobile (median of 3) for the
 * guest home and the demo user's loan application and 我的, cold visits to remote pages at 300 ms a
 * request (time and round trips), and the sandbox API's throughput and p99.
 */
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BASE = 'http://localhost:8080';
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Serial round trips: the longest chain of requests each of which started after the previous ended. */
function serialDepth(entries: Timing[]): number {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
  const depth = new Map<Timing, number>();
  for (const entry of sorted) {
    let parent = 0;
    for (const other of sorted) if (other.responseEnd <= entry.startTime) parent = Math.max(parent, depth.get(other) ?? 0);
    depth.set(entry, parent + 1);
  }
  return Math.max(0, ...depth.values());
}

/** A page's document and resource timings, its first contentful paint, and the moment they were read. */
const pageTimings = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      now: performance.now(),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      list: [{ name: nav.name, startTime: 0, responseEnd: nav.responseEnd }, ...resources.map((r) => ({ name: r.name, startTime: r.startTime, responseEnd: r.responseEnd }))],
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

async function measurePage(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
    const jsBytes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') jsBytes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${BASE}/#/`, { waitUntil: 'networkidle' });
    const initialJs = (await Promise.all(jsBytes)).reduce((a, b) => a + b, 0);
    // Counted now: left open, the page goes on to fetch the remotes' entries once the browser is idle.
    const initialScripts = jsBytes.length;
    // On loopback the start-up scripts race the first paint, so one load may count 1 request before it
    // and the next 4: the median of five fresh loads.
    const loads = await measureLoads(browser, 5, async (p) => void (await p.goto(`${BASE}/#/`, { waitUntil: 'networkidle' })), (t) => {
      const beforePaint = t.list.filter((e) => e.startTime < t.fcp);
      return { requests: beforePaint.length, depth: serialDepth(beforePaint), fcp: t.fcp };
    });
    // A federated page: how many serial levels until the login form (account remote) shows; median of three loads.
    const remoteLoads = await measureLoads(browser, 3, async (p) => {
      await p.goto(`${BASE}/#/login`);
      await p.getByLabel('手机号').waitFor();
    }, (t) => {
      const untilRemote = t.list.filter((e) => e.responseEnd <= t.now && !e.name.includes('/api/'));
      return { requests: untilRemote.length, depth: serialDepth(untilRemote) };
    });
    return [
      `home initial JS: ${(initialJs / 1024).toFixed(1)} KiB compressed (${initialScripts} scripts)`,
      `home before first paint: ${median(loads.map((l) => l.requests))} request(s), ${median(loads.map((l) => l.depth))} serial round trip(s), FCP ${median(loads.map((l) => l.fcp)).toFixed(0)} ms (loopback, no throttling; median of 5)`,
      `login page (account remote) until shown: ${median(remoteLoads.map((l) => l.requests))} requests, ${median(remoteLoads.map((l) => l.depth))} serial round trips (loopback; median of 3)`,
    ];
  } finally {
    await browser.close();
  }
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

/**
 * A cold visit to a remote page with every request delayed by LATENCY_MS (Chromium's network
 * emulation, no bandwidth limit): time from navigation start until the page's own content shows, and
 * that time in round trips. The moment is read off the page's DOM (recordDomTimes), not from when
 * Playwright's polling noticed it (its polls come up to 500 ms apart). The median of three cold browsers.
 */
async function measureColdVisit(label: string, visitOf: () => Promise<Visit>, shown: (page: Page) => Locator): Promise<string> {
  const times: number[] = [];
  const requests: number[] = [];
  for (let i = 0; i < 3; i++) {
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
      await page.addInitScript(recordDomTimes);
      const visit = await visitOf();
      if (visit.session) await page.addInitScript(seedSession, { origin: BASE, entries: visit.session });
      await page.goto(visit.url, { waitUntil: 'commit' });
      await shown(page).waitFor({ timeout: 30_000 });
      const at = await shown(page).evaluate(shownAt);
      times.push(at);
      // Chromium's own records: the requests started before the content showed (the document and every resource).
      requests.push(await page.evaluate((until) => 1 + performance.getEntriesByType('resource').filter((e) => e.startTime < until).length, at));
    } finally {
      await browser.close();
    }
  }
  const ms = median(times);
  return `cold ${label} at ${LATENCY_MS} ms a request: shown after ${(ms / 1000).toFixed(2)} s = ${(ms / LATENCY_MS).toFixed(1)} round trips, ${median(requests)} requests before it (median of 3)`;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse mobile, median of `runs` cold runs of `url`: performance (and accessibility) with the figures behind them. */
async function measureLighthouse(label: string, visitOf: () => Promise<Visit>, runs = 3): Promise<string> {
  const results: Array<Record<string, number>> = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const visit = await visitOf();
      // A logged-in visit: the session is in sessionStorage before the app's first script, as for a
      // returning user (a URL token is taken only on the borrow routes, spec 4.2).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      if (visit.session) await page.evaluateOnNewDocument(seedSession, { origin: BASE, entries: visit.session });
      const result = await lighthouse(visit.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, page);
      await browser.disconnect();
      const lhr = result?.lhr;
      if (!lhr) throw new Error('lighthouse returned no result');
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
  const m = (key: string) => median(results.map((r) => r[key] ?? NaN));
  return `lighthouse mobile ${label} (median of ${runs}): performance ${m('score').toFixed(2)}, accessibility ${m('a11y').toFixed(2)}, FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}`;
}

/** A page to measure, and the stored session it starts with (none for a guest). */
interface Visit {
  url: string;
  session?: Record<string, string>;
}

const guest = (route: string) => async (): Promise<Visit> => ({ url: `${BASE}/#${route}` });

/** Writes the stored session into sessionStorage at the start of each document of the app's origin. */
function seedSession({ origin, entries }: { origin: string; entries: Record<string, string> }): void {
  if (location.origin !== origin) return;
  for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
}

/**
 * A fresh session of the demo user (a login call per run), stored as the app stores it after a login:
 * the page starts logged in, as a returning user's does. Nothing else is stored.
 */
const demoUser = (route: string | ((token: string) => Promise<string>)) => async (): Promise<Visit> => {
  const login = await post<{ token?: string; isNew?: number; ucrealnamed?: string }>('/api/account/login', { mobile: DEMO_USER.mobile, password: DEMO_USER.password });
  if (!login?.token) throw new Error('bench: the demo user could not log in');
  const commonUser = { isLogin: true, token: login.token, isNew: login.isNew, isLocalRealNamed: '', ucrealnamed: login.ucrealnamed, isLoadHttpRequest: false };
  const path = typeof route === 'string' ? route : await route(login.token);
  return { url: `${BASE}/#${path}`, session: { [STORAGE_KEYS.commonUser]: JSON.stringify(commonUser) } };
};

/** A form POST to the sandbox through the host; its `data`. */
async function post<T>(path: string, form: Record<string, string>, token?: string): Promise<T | undefined> {
  const answer = (await (await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
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

async function main(): Promise<void> {
  await buildApps();
  const stack = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, SANDBOX_DB: path.join(os.tmpdir(), `credit-bench-${process.pid}.db`) },
  });
  try {
    await untilAnswering([`${BASE}/remotes.json`, apiThroughHost(BASE)]);
    const lines = [
      ...(await measurePage()),
      await measureLighthouse('/#/ (guest)', guest('/')),
      await measureLighthouse('/#/newBorrowCash (demo user)', demoUser('/newBorrowCash')),
      await measureLighthouse('/#/user (demo user)', demoUser('/user')),
      await measureLighthouse('/#/billList (demo user)', demoUser('/billList')),
      await measureLighthouse('/#/cashier_desk (demo user)', demoUser(demoCashier)),
      await measureColdVisit('/#/login (guest)', guest('/login'), (page) => page.getByLabel('手机号')),
      await measureColdVisit('/#/user (demo user)', demoUser('/user'), (page) => page.getByText(DEMO_USER.mobile.slice(-4)).first()),
      // Until its content, the price: the APR of the amount and term shown (issue 29).
      await measureColdVisit('/#/newBorrowCash (demo user) until 年化利率', demoUser('/newBorrowCash'), (page) => page.getByTestId('loan-apr')),
      await measureColdVisit('/#/billList (demo user)', demoUser('/billList'), (page) => page.getByTestId('month-total')),
    ];
    for (const line of lines) console.log(line);
  } finally {
    stack.kill('SIGTERM');
  }
  for (const line of await benchSandbox()) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
