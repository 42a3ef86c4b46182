import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { SANDBOX_PORT } from '../../scripts/apps';
import type { RuntimeConfigFile } from '../../scripts/release';
import { expect, HOST_ORIGIN, REMOTE_ORIGINS, test } from '../fixtures';
import { buildOf, deriveRelease, fulfilFromFolder, ROOT } from '../releases';

/**
 * Release health (issue 41, docs/release-health.md): a release of the market remote whose 积分说明 page
 * throws is reported by the phones that run it (the collector holds the error under that release's
 * pin), the health report compares it with the release before, and the runtime config's rule rolls it
 * back; a healthy release after it is left alone. Real pages, the real collector (the sandbox), the
 * real release script; each "phone" is a page session of its own (its own sampling and session id).
 */

const REMOTE = 'market';
const ROUTE = '/pointsRule';
/** A rule small enough for a test's handful of sessions; the same rule, read from the same config, as in production. */
const RULE = { errorRateRatio: 2, minSessions: 5 };
const SESSIONS = 6;
const COLLECTOR = `http://localhost:${SANDBOX_PORT}`;

/** The page's first heading, rendered by its own chunk: the edit makes rendering it throw. */
const throwsOnRender = (file: string, text: string) => (file.startsWith('page-pointsRule.') ? text.replace('"赚积分"', '(()=>{throw new Error("release fault")})()') : text);
/** Another build of the same code: one page chunk's bytes differ (a comment), so it is a release of its own. */
const rebuilt = (tag: string) => (file: string, text: string) => (file.startsWith('page-pointsRule.') ? `${text}\n/* ${tag} */` : text);

interface ReleaseRow {
  release: string;
  sessions: number;
  sessionsWithError: number;
  errors: number;
  routes: Record<string, { sessions: number; errors: number }>;
}

/** The collector's owner read (never through the public origin): this remote's releases as the phones reported them. */
async function collected(release: string): Promise<ReleaseRow | undefined> {
  const answer = await fetch(`${COLLECTOR}/__owner/telemetry/releases?remote=${REMOTE}`);
  expect(answer.status).toBe(200);
  const { releases } = (await answer.json()) as { releases: ReleaseRow[] };
  return releases.find((row) => row.release === release);
}

/** scripts/release.ts as an owner runs it (npm run release -- …), on `config`. */
function releaseScript(config: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/release.ts', ...args, '--config', config], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`release.ts ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Where a stack serves a new release of the market remote, and the runtime config its visits read. */
interface Stack {
  config: string;
  /** Derives a release from the build by `edit` and puts it where the remote's origin serves `<version>/`. */
  publish: (version: string, edit: (file: string, text: string) => string) => { folder: string; manifest: string };
  cleanUp: () => void;
}

/**
 * `SESSIONS` phones open the page on the release that runs, each in a page session of its own, and
 * leave it (the page hides: its beacon goes); each sees `expected`. Returns when the collector counts them.
 */
async function visits(context: BrowserContext, release: string, expected: 'page' | 'fallback'): Promise<void> {
  const before = (await collected(release))?.sessions ?? 0;
  // The phones at once, as a release's users come: each page a session of its own (its own sessionStorage).
  await Promise.all(Array.from({ length: SESSIONS }, () => visit(context, release, expected)));
  await expect.poll(async () => (await collected(release))?.sessions ?? 0, { timeout: 15_000 }).toBe(before + SESSIONS);
}

/** One phone's visit: the page (or its fallback) from the release pinned, then left. */
async function visit(context: BrowserContext, release: string, expected: 'page' | 'fallback'): Promise<void> {
  const phone: Page = await context.newPage();
  const seen = new Set<string>();
  phone.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === REMOTE_ORIGINS.market) seen.add(url.pathname.split('/')[1]!);
  });
  await phone.goto(`${HOST_ORIGIN}/#${ROUTE}`);
  if (expected === 'page') await expect(phone.getByRole('heading', { name: '赚积分' })).toBeVisible();
  else await expect(phone.getByTestId('remote-fallback')).toBeVisible();
  expect([...seen], 'the remote ran from the release pinned').toContain(release);
  // Leaving the page hides it: the recorder sends what it holds.
  await phone.goto('about:blank');
  await phone.close();
}

async function healthJourney(context: BrowserContext, stack: Stack): Promise<void> {
  const tag = Date.now().toString(36);
  const [good, bad, next] = [`good-${tag}`, `bad-${tag}`, `next-${tag}`];
  const release = (version: string, edit: (file: string, text: string) => string) => {
    const { folder, manifest } = stack.publish(version, edit);
    expect(releaseScript(stack.config, 'release', REMOTE, folder, manifest, '--version', version)).toContain(`${REMOTE} ${version} pinned`);
  };

  // The release before: healthy, every phone sees the page.
  release(good, rebuilt(good));
  await visits(context, good, 'page');
  expect(await collected(good)).toMatchObject({ sessions: SESSIONS, sessionsWithError: 0 });

  // The bad release: every phone that opens 积分说明 gets the retry, and reports the error with this release's pin.
  release(bad, throwsOnRender);
  await visits(context, bad, 'fallback');
  const reported = (await collected(bad))!;
  expect(reported).toMatchObject({ sessions: SESSIONS, sessionsWithError: SESSIONS });
  expect(reported.routes[ROUTE]!.errors).toBeGreaterThanOrEqual(SESSIONS);

  // The health report shows it; the dry run says what the rule would do, and changes nothing.
  const dry = releaseScript(stack.config, 'release', 'health', REMOTE);
  expect(dry).toContain(`${bad} (current)`);
  expect(dry).toContain(`${good} (previous)`);
  expect(dry).toMatch(/error rate\s+0\.0% .* 0\/6\s+100\.0% .* 6\/6\s+worse/);
  expect(dry).toContain(`verdict: roll back ${bad} to ${good}`);
  expect(pinned(stack.config)).toBe(bad);
  // Applied: the rule rolls the remote back to its previous pin and says why; no host rebuild.
  expect(releaseScript(stack.config, 'release', 'health', REMOTE, '--apply')).toContain(`${REMOTE} rolled back from ${bad} to ${good}:`);
  expect(pinned(stack.config)).toBe(good);
  await visits(context, good, 'page');

  // A healthy release is left alone.
  release(next, rebuilt(next));
  await visits(context, next, 'page');
  const kept = releaseScript(stack.config, 'release', 'health', REMOTE, '--apply');
  expect(kept).not.toContain('rolled back');
  expect(kept).toContain(`verdict: keep ${next}:`);
  expect(pinned(stack.config)).toBe(next);
}

const pinned = (config: string) => (JSON.parse(fs.readFileSync(config, 'utf8')) as RuntimeConfigFile).remotes[REMOTE]!.version;

/** The config with the test's rule: a deployment writes its own into remotes.json (docker/remotes.json). */
function withRule(config: RuntimeConfigFile): RuntimeConfigFile {
  return { ...config, health: { rollback: RULE } };
}

test('release health: a release that throws on one page is reported with its pin, shown by the health report and rolled back by the rule; a healthy one is kept', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  // npm start serves one build per remote and computes its runtime config: the CDN's release folders and
  // the config file a release rewrites are stood in for by the test (as e2e/releases.ts runDerivedRelease does).
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'credit-health-'));
  const config = path.join(work, 'remotes.json');
  const running = (await (await fetch(`${HOST_ORIGIN}/remotes.json`)).json()) as RuntimeConfigFile;
  fs.writeFileSync(config, JSON.stringify(withRule(running)));
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: HOST_ORIGIN });
  await context.route(`${HOST_ORIGIN}/remotes.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: fs.readFileSync(config, 'utf8'), headers: { 'Cache-Control': 'no-store' } }));
  await context.route(`${REMOTE_ORIGINS.market}/*/**`, async (route) => {
    const [, version] = new URL(route.request().url()).pathname.split('/');
    const folder = path.join(work, 'published', version!);
    if (!fs.existsSync(folder)) return route.fallback();
    return fulfilFromFolder(route, folder, `/${version}/`);
  });
  const stack: Stack = {
    config,
    publish: (version, edit) => ({
      folder: deriveRelease(buildOf(REMOTE), path.join(work, 'published', version), edit),
      manifest: `${REMOTE_ORIGINS.market}/${version}/mf-manifest.json`,
    }),
    cleanUp: () => fs.rmSync(work, { recursive: true, force: true }),
  };
  try {
    await healthJourney(context, stack);
  } finally {
    await context.close();
    stack.cleanUp();
  }
});

test('@nginx release health: a release that throws on one page is reported, shown and rolled back by the release script; a healthy one is kept', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const work = process.env.NGINX_WORK_DIR!;
  const config = path.join(work, 'runtime', 'remotes.json');
  const history = path.join(work, 'runtime', 'remotes.history.json');
  const site = path.join(work, 'sites', REMOTE);
  const first = fs.readFileSync(config, 'utf8');
  fs.writeFileSync(config, JSON.stringify(withRule(JSON.parse(first) as RuntimeConfigFile)));
  const published: string[] = [];
  const stack: Stack = {
    config,
    publish: (version, edit) => {
      // The CDN's folder of this release beside r1 (docs/releases.md), served by the remote's nginx.
      published.push(version);
      return { folder: deriveRelease(path.join(site, 'r1'), path.join(site, version), edit), manifest: `${REMOTE_ORIGINS.market}/${version}/mf-manifest.json` };
    },
    cleanUp: () => {
      fs.writeFileSync(config, first);
      fs.rmSync(history, { force: true });
      for (const version of published) fs.rmSync(path.join(site, version), { recursive: true, force: true });
    },
  };
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: HOST_ORIGIN });
  try {
    await healthJourney(context, stack);
  } finally {
    await context.close();
    stack.cleanUp();
  }
});
