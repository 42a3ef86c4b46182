import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, okData, REMOTE_ORIGINS, test, type Fixtures } from '../fixtures';
import { buildSkewedRelease, installedVersion, olderInMajor, ROOT } from '../releases';
import { releaseOf, withRelease, type RuntimeConfigFile } from '../../scripts/release';

// Version skew (issue 38, ADR 049), under the production nginx configs (@nginx): releases of the repay
// remote built, for real, against other versions of @credit/shared and the singletons than the host
// was, served beside r1 and composed with today's host. Each is built once per run, from this checkout.

const SHARED = installedVersion('@credit/shared');
const [MAJOR, MINOR, PATCH] = SHARED.split('.').map(Number) as [number, number, number];
const SINGLETON_PACKAGES = ['react', 'react-dom', 'jotai', '@tanstack/react-query'];

/** The fixture releases: what each was built against, and its folder in the repay site. */
const FIXTURES = {
  /** Older minors of shared and of every singleton: the host still meets it. */
  older: Object.fromEntries(['@credit/shared', ...SINGLETON_PACKAGES].map((pkg) => [pkg, olderInMajor(installedVersion(pkg))])),
  /** The previous major of shared: built before a breaking change the host has. */
  major: { '@credit/shared': `${MAJOR - 1}.0.0` },
  /** A newer minor of shared than the host gives: a new remote against the host release before it. */
  newer: { '@credit/shared': `${MAJOR}.${MINOR + 1}.0` },
  /** The next patch of shared (the same surface, ADR 048): a new remote that the host release before it still meets. */
  patch: { '@credit/shared': `${MAJOR}.${MINOR}.${PATCH + 1}` },
};
type Fixture = keyof typeof FIXTURES;

const work = () => process.env.NGINX_WORK_DIR!;
const site = () => path.join(work(), 'sites', 'repay');
const runtimeFile = () => path.join(work(), 'runtime', 'remotes.json');
const manifestUrl = (fixture: Fixture) => `${REMOTE_ORIGINS.repay}/${fixture}/mf-manifest.json`;

/** scripts/release.ts as an operator runs it, on the stack's runtime config: its exit status and what it said. */
function releaseScript(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/release.ts', ...args, '--config', runtimeFile()], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let started: string;

test.beforeAll(async () => {
  // Four real builds of the repay remote (about 10 s each on a quiet two-core machine).
  test.setTimeout(240_000);
  started = fs.readFileSync(runtimeFile(), 'utf8');
  for (const [fixture, builtAgainst] of Object.entries(FIXTURES)) {
    if (!fs.existsSync(path.join(site(), fixture, 'mf-manifest.json'))) await buildSkewedRelease('repay', path.join(site(), fixture), builtAgainst);
  }
});

test.afterEach(() => {
  fs.writeFileSync(runtimeFile(), started);
  fs.rmSync(path.join(work(), 'runtime', 'remotes.history.json'), { force: true });
});

test.afterAll(() => {
  for (const fixture of Object.keys(FIXTURES)) fs.rmSync(path.join(site(), fixture), { recursive: true, force: true });
});

/** The repay releases a page's requests came from. */
function releasesSeen(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === REMOTE_ORIGINS.repay) seen.add(url.pathname.split('/')[1]!);
  });
  return seen;
}

/**
 * A release the host meets: the release script pins it, recording what it needs; it renders the repay
 * pages from its own folder and a double-tapped repayment pays once, on the host's singletons.
 */
async function releasedAndRuns(page: Page, fixture: 'older' | 'patch', { api, demoUser, loginAs, pageErrors }: Pick<Fixtures, 'api' | 'demoUser' | 'loginAs' | 'pageErrors'>) {
  const built = FIXTURES[fixture]['@credit/shared'];
  const released = releaseScript('release', 'repay', path.join(site(), fixture), manifestUrl(fixture), '--version', fixture);
  expect(released.stderr).toBe('');
  expect(released.stdout).toContain(`repay ${fixture} pinned`);
  // The config records what it needs: the versions it was built with, and the range of shared (its minor).
  const config = JSON.parse(fs.readFileSync(runtimeFile(), 'utf8')) as RuntimeConfigFile;
  const [major, minor] = built.split('-')[0]!.split('.');
  expect(config.requires.repay?.['@credit/shared']).toEqual({ range: `^${major}.${minor}.0`, builtWith: built });
  expect(config.provides?.['@credit/shared']).toBe(SHARED);

  const seen = releasesSeen(page);
  await loginAs(demoUser, '/billList');
  await expect(page.getByTestId('header-title')).toHaveText('月账单');
  await expect(page.getByTestId('month-total')).toBeVisible();
  await page.evaluate(() => (location.hash = '#/repayment_history'));
  await expect(page.getByTestId('header-title')).toHaveText('还款记录');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  // A repayment through it: one payment in the ledger.
  const { token } = okData(await api<{ token: string }>('/api/account/login', { mobile: demoUser.mobile, password: demoUser.password }), 'login');
  const orderNo = okData(await api<{ list: Array<{ orderNo: string; status: string }> }>('/api/loanorder/records', {}, token), 'records').list.find((o) => o.status === 'repaying')!.orderNo;
  const history = async () => okData(await api<{ list: unknown[] }>('/api/repayment/history', {}, token), 'history').list.length;
  const before = await history();
  await page.goto(`/#/cashier_desk?orderNo=${orderNo}`);
  await expect(page.getByTestId('rp-total')).toBeVisible();
  await page.getByLabel('交易密码').fill(demoUser.dealPassword);
  await page.getByRole('button', { name: /^确认还款/ }).dblclick();
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  expect(await history()).toBe(before + 1);
  // All of it came from that release, and it ran against the host's singletons without an error.
  expect([...seen]).toEqual([fixture]);
  expect(pageErrors).toEqual([]);
  // Its entry ran (the refused releases below never get this far).
  expect(await page.evaluate(() => 'repay' in window)).toBe(true);
}

test('@nginx version skew: a remote built against older minors of shared and the singletons is released beside r1, renders its pages and pays once', async ({ page, api, demoUser, loginAs, pageErrors }) => {
  test.setTimeout(90_000);
  await releasedAndRuns(page, 'older', { api, demoUser, loginAs, pageErrors });
  expect(JSON.parse(fs.readFileSync(runtimeFile(), 'utf8')).requires.repay.react.builtWith).toBe(FIXTURES.older.react);
});

test('@nginx version skew, the reverse: a new remote built on the next patch of shared runs on the host release before it, and pays once', async ({ page, api, demoUser, loginAs, pageErrors }) => {
  test.setTimeout(90_000);
  await releasedAndRuns(page, 'patch', { api, demoUser, loginAs, pageErrors });
});

/**
 * A release the host does not meet: the release script refuses it, naming the remote, what it needs
 * and what the host gives, and leaves the config as it was; forced into the config by hand, the host
 * does not run it (its entry never runs: no `repay` container), shows its fallback and reports it,
 * while the shell and the other remotes keep working.
 */
async function refusedBoth(page: Page, fixture: 'major' | 'newer', openBillList: () => Promise<void>) {
  const built = FIXTURES[fixture]['@credit/shared'];
  const before = fs.readFileSync(runtimeFile(), 'utf8');
  const refused = releaseScript('release', 'repay', path.join(site(), fixture), manifestUrl(fixture), '--version', fixture);
  expect(refused.status).not.toBe(0);
  // Each shared entry the remote needs is named (the package and its subpaths the remote imports, in any order).
  expect(refused.stderr).toContain(`repay ${fixture} not released: it needs @credit/shared`);
  expect(refused.stderr).toContain(`@credit/shared ^${built} (built with ${built}); the host gives ${SHARED}`);
  expect(fs.readFileSync(runtimeFile(), 'utf8')).toBe(before);

  // Forced: the config edited by hand, past the script.
  const forced = withRelease(JSON.parse(before) as RuntimeConfigFile, 'repay', releaseOf(path.join(site(), fixture), manifestUrl(fixture), fixture));
  fs.writeFileSync(runtimeFile(), JSON.stringify(forced));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openBillList();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByTestId('month-total')).toHaveCount(0);
  await expect.poll(() => errors).toContainEqual(expect.stringMatching(new RegExp(`^remote repay@${fixture} refused: incompatible with this host: needs .*@credit/shared \\^${built.replaceAll('.', '\\.')} \\(built with ${built.replaceAll('.', '\\.')}\\); the host gives ${SHARED.replaceAll('.', '\\.')}`)));
  expect(await page.evaluate(() => 'repay' in window)).toBe(false);
  // Another remote (account, which shares dompurify too) runs on the same host meanwhile.
  await page.goto('/#/bankCard');
  await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => 'account' in window)).toBe(true);
}

test('@nginx version skew: a remote built against the previous major of shared is refused by the release script, and forced into the config shows its fallback', async ({ page, demoUser, loginAs }) => {
  test.setTimeout(60_000);
  await refusedBoth(page, 'major', () => loginAs(demoUser, '/billList'));
});

test('@nginx version skew, the reverse: a new remote needing a newer minor of shared than the host release gives is refused, and forced shows its fallback', async ({ page, demoUser, loginAs }) => {
  test.setTimeout(60_000);
  await refusedBoth(page, 'newer', () => loginAs(demoUser, '/billList'));
});
