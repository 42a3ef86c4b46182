import { spawnSync } from 'node:child_process';
import fs, { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, HOST_ORIGIN, okData, photoPng, REMOTE_ORIGINS, test } from '../fixtures';
import { deriveRelease, ROOT, tamperedCopy } from '../releases';

// The @nginx subset (issue 15): the built apps behind the production nginx configs (docker/nginx),
// run by playwright.nginx.config.ts. What nginx sends is checked here; the journeys prove the
// composition works through it: login, a remote page, a remote that fails, a money call that fails.

test('@nginx headers: CSP with frame-ancestors, referrer and sniffing policies, caching by name, /api never stored, hooks shut', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  const csp = index.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain(`script-src 'self' ${HOST_ORIGIN}`);
  expect(index.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['cache-control']).toBe('no-cache');

  const html = await index.text();
  // main.js, which index.html names for its first-paint script to start (ADR 064).
  const hashed = /<meta name="host-entry" content="\/?([\w.-]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(hashed, 'a hashed script named in index.html').toBeTruthy();
  expect((await request.get(`/${hashed}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const runtime = await request.get('/remotes.json');
  // Rewritten in place by a release or a rollback: never kept, so a same-second rollback cannot revalidate as unchanged.
  expect(runtime.headers()['cache-control']).toBe('no-store');
  // Each remote runs the release remotes.json pins, in a directory of its own (ADR 017, 043).
  const { remotes } = (await runtime.json()) as { remotes: Record<string, { manifest: string; integrity: string; version: string }> };
  for (const [name, { manifest, integrity, version }] of Object.entries(remotes)) {
    expect(manifest).toBe(`${REMOTE_ORIGINS[name as keyof typeof REMOTE_ORIGINS]}/r1/mf-manifest.json`);
    expect(integrity).toMatch(/^sha384-/);
    expect(version).toBe('r1');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await request.get(new URL(file, manifest).toString());
      expect(answer.status(), `${name} ${file}`).toBe(200);
      expect(answer.headers()['cache-control'], `${name} ${file}`).toBe('no-cache');
    }
  }

  const api = await request.post('/api/sys/config');
  expect(api.status()).toBe(200);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect((await request.get('/api/__sandbox/sms/13800138000')).status()).toBe(404);
});

test('@nginx a real-size ID photo, compressed on the phone, uploads through nginx; other calls keep 32 KiB (issue 24 item 7)', async ({ page, request, demoUser, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs(demoUser, '/uploadCard');
  const photo = photoPng();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/credit/upload');
  await page.getByLabel('身份证人像面').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  const body = (await sent).postData() ?? '';
  expect(body.length).toBeGreaterThan(32 * 1024);
  await expect(page.getByText('身份证人像面已上传')).toBeVisible();
  await page.getByLabel('身份证国徽面').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: photoPng(2000, 3000, 7) });
  await expect(page.getByText('身份证国徽面已上传')).toBeVisible();
  // The larger limit is the uploads' alone.
  const other = await request.post('/api/account/login', { headers: { 'Content-Type': 'application/json' }, data: body });
  expect(other.status()).toBe(413);
  expect(await other.json()).toMatchObject({ status: 1004 });
});

test('@nginx login, then a page of another remote, through nginx', async ({ page, demoUser, loginThroughPage, pageErrors }) => {
  await loginThroughPage(demoUser);
  await page.goto('/#/billList');
  await expect(page.getByTestId('header-title')).toHaveText('月账单');
  await expect(page.getByTestId('month-total')).toBeVisible();
  await page.goto('/#/bankCard');
  await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  expect(pageErrors).toEqual([]);
});

test('@nginx a remote whose manifest fails shows its fallback in the shell; the retry brings the page', async ({ page, demoUser, loginAs }) => {
  await loginAs(demoUser);
  let failing = true;
  await page.route(`${REMOTE_ORIGINS.repay}/*/mf-manifest.json*`, (route) => (failing ? route.fulfill({ status: 404, body: '' }) : route.fallback()));
  // A fresh load of the page (a hash change alone would keep the remote the session already loaded).
  await page.goto('/#/billList');
  await page.reload();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  // The rest of the app works meanwhile.
  await page.goto('/#/bankCard');
  await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  failing = false;
  await page.goto('/#/billList');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('month-total')).toBeVisible();
});

test('@nginx a money call that fails (500) keeps the choice and pays nothing', async ({ page, api, demoUser, loginAs }) => {
  const { token } = okData(await api<{ token: string }>('/api/account/login', { mobile: demoUser.mobile, password: demoUser.password }), 'login');
  const orderNo = okData(await api<{ list: Array<{ orderNo: string; status: string }> }>('/api/loanorder/records', {}, token), 'records').list.find((o) => o.status === 'repaying')!.orderNo;
  const before = okData(await api<{ list: unknown[] }>('/api/repayment/history', {}, token), 'history').list.length;
  await loginAs(demoUser, `/cashier_desk?orderNo=${orderNo}&periods=2`);
  await expect(page.getByTestId('rp-total')).toBeVisible();
  const chosen = await page.getByRole('checkbox', { checked: true }).count();
  await page.route('**/api/applyPay/repay**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByLabel('交易密码').fill(demoUser.dealPassword);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page.getByTestId('toast')).toHaveText('网络不给力，请重新尝试');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(chosen);
  await expect(page).toHaveURL(/#\/cashier_desk/);
  expect(okData(await api<{ list: unknown[] }>('/api/repayment/history', {}, token), 'history').list.length).toBe(before);
});

/** scripts/release.ts as an operator runs it (npm run release / rollback), on the stack's runtime config. */
function releaseScript(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/release.ts', ...args, '--config', path.join(process.env.NGINX_WORK_DIR!, 'runtime', 'remotes.json')], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`release.ts ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/**
 * The runtime config and the repay remote's site as the stack started them, put back after a test that
 * releases, tampers or rolls back (the history file beside the config goes too).
 */
function restoringRepay() {
  const work = process.env.NGINX_WORK_DIR!;
  const runtime = path.join(work, 'runtime', 'remotes.json');
  const first = readFileSync(runtime, 'utf8');
  const site = path.join(work, 'sites', 'repay');
  return {
    runtime,
    site,
    restore: () => {
      writeFileSync(runtime, first);
      rmSync(path.join(work, 'runtime', 'remotes.history.json'), { force: true });
      for (const release of ['r2', 'r3']) rmSync(path.join(site, release), { recursive: true, force: true });
    },
  };
}

/**
 * A release of one remote (issues 15 and 30, docs/releases.md): a new directory of a changed build beside
 * the old one, pinned by the release script (its manifest URL and SHA-384), no host rebuild. New visits
 * take the new release; a tab still running the old one keeps loading its chunks (the old directory
 * stays); the rollback script pins the previous release again.
 */
test('@nginx a release of one remote: pinned by the release script, run without a host rebuild, rolled back, and a tab on the old release keeps working', async ({ page, browser, demoUser, loginAs }, testInfo) => {
  test.setTimeout(90_000);
  const { site, restore } = restoringRepay();
  /** The repay release each page's requests came from. */
  const releasesSeen = (p: Page) => {
    const seen = new Set<string>();
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === REMOTE_ORIGINS.repay) seen.add(url.pathname.split('/')[1]!);
    });
    return seen;
  };
  const freshTab = async (title: string) => {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: HOST_ORIGIN });
    const tab = await context.newPage();
    const seen = releasesSeen(tab);
    await loginAs(demoUser, '/billList', tab);
    await expect(tab.getByTestId('header-title')).toHaveText(title);
    await expect(tab.getByTestId('month-total')).toBeVisible();
    return { tab, seen, close: () => context.close() };
  };

  // Release r2: a build whose bill-list title differs, its own files and hashes.
  deriveRelease(path.join(site, 'r1'), path.join(site, 'r2'), (_file, text) => text.replaceAll('"月账单"', '"月账单（第二版）"'));
  try {
    // A user mid-session on release r1.
    const stale = releasesSeen(page);
    await loginAs(demoUser, '/billList');
    await expect(page.getByTestId('month-total')).toBeVisible();
    expect([...stale]).toEqual(['r1']);

    expect(releaseScript('release', 'repay', path.join(site, 'r2'), `${REMOTE_ORIGINS.repay}/r2/mf-manifest.json`, '--version', 'r2')).toContain('repay r2 pinned');
    const second = await freshTab('月账单（第二版）');
    expect([...second.seen]).toEqual(['r2']);

    // The tab still on r1 opens a page it has not loaded yet: r1's chunk is still there.
    stale.clear();
    await page.evaluate(() => (location.hash = '#/repayment_history'));
    await expect(page.getByTestId('header-title')).toHaveText('还款记录');
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect([...stale]).toEqual(['r1']);

    // Rollback: the script pins r1 again; a reload runs it.
    expect(releaseScript('rollback', 'repay')).toContain('repay rolled back to r1');
    second.seen.clear();
    await second.tab.reload();
    await expect(second.tab.getByTestId('header-title')).toHaveText('月账单');
    await expect(second.tab.getByTestId('month-total')).toBeVisible();
    expect([...second.seen]).toEqual(['r1']);
    await second.close();
  } finally {
    restore();
  }
});

test.describe('@nginx a remote whose files are not what its release pinned fails closed (ADR 043)', () => {
  /** Opens the bill list (the repay remote) and expects its fallback, while a page of another remote works. */
  async function refused(page: Page, openBillList: () => Promise<void>) {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openBillList();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('month-total')).toHaveCount(0);
    await page.goto('/#/bankCard');
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
    return errors;
  }

  test('@nginx a chunk with one byte changed on the origin, the rest of the release as pinned', async ({ page, demoUser, loginAs }) => {
    const { site, restore } = restoringRepay();
    // r3 is r1 with its route module one byte different (a bad upload), released as r1's build was.
    tamperedCopy(path.join(site, 'r1'), path.join(site, 'r3'), /^__federation_expose_routes\..*\.js$/);
    try {
      releaseScript('release', 'repay', path.join(site, 'r1'), `${REMOTE_ORIGINS.repay}/r3/mf-manifest.json`, '--version', 'r3');
      const errors = await refused(page, () => loginAs(demoUser, '/billList'));
      await expect.poll(() => errors).toContainEqual(expect.stringContaining('remote repay@r3 refused'));
    } finally {
      restore();
    }
  });

  test("@nginx a page chunk refused, then put right on the origin: the retry runs it, though the browser keeps chunks a year", async ({ page, demoUser, loginAs }) => {
    const { site, restore } = restoringRepay();
    tamperedCopy(path.join(site, 'r1'), path.join(site, 'r3'), /^page-billList\..*\.js$/);
    try {
      releaseScript('release', 'repay', path.join(site, 'r1'), `${REMOTE_ORIGINS.repay}/r3/mf-manifest.json`, '--version', 'r3');
      await loginAs(demoUser, '/billList');
      // The route module ran (the title is the route's); the page's chunk was refused.
      await expect(page.getByTestId('header-title')).toHaveText('月账单');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      // The origin is put right under the same name, which nginx lets browsers cache for a year.
      const chunk = fs.readdirSync(path.join(site, 'r1')).find((name) => /^page-billList\..*\.js$/.test(name))!;
      fs.copyFileSync(path.join(site, 'r1', chunk), path.join(site, 'r3', chunk));
      await page.getByRole('button', { name: '重新加载' }).click();
      await expect(page.getByTestId('month-total')).toBeVisible();
    } finally {
      restore();
    }
  });

  test('@nginx a manifest changed after its release was pinned', async ({ page, demoUser, loginAs }) => {
    const { site, restore } = restoringRepay();
    fs.cpSync(path.join(site, 'r1'), path.join(site, 'r3'), { recursive: true, dereference: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    try {
      releaseScript('release', 'repay', path.join(site, 'r3'), `${REMOTE_ORIGINS.repay}/r3/mf-manifest.json`, '--version', 'r3');
      writeFileSync(path.join(site, 'r3', 'mf-manifest.json'), `${readFileSync(path.join(site, 'r3', 'mf-manifest.json'), 'utf8')} `);
      const errors = await refused(page, () => loginAs(demoUser, '/billList'));
      await expect.poll(() => errors).toContainEqual(expect.stringContaining('remote repay@r3 refused'));
    } finally {
      restore();
    }
  });

  test('@nginx a runtime config whose pin lost its integrity field', async ({ page, demoUser, loginAs }) => {
    const { runtime, restore } = restoringRepay();
    const config = JSON.parse(readFileSync(runtime, 'utf8')) as { remotes: Record<string, { integrity?: string }> };
    delete config.remotes.repay!.integrity;
    writeFileSync(runtime, JSON.stringify(config));
    try {
      const errors = await refused(page, () => loginAs(demoUser, '/billList'));
      await expect.poll(() => errors).toContainEqual(expect.stringContaining('remote repay@unpinned refused: no pinned integrity'));
    } finally {
      restore();
    }
  });
});
