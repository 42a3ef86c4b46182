import type { Page, Request } from '@playwright/test';
import { expect, REMOTE_ORIGINS, test } from '../fixtures';
import { flipOneByte, runDerivedRelease } from '../releases';
import type { RuntimeConfigFile } from '../../scripts/release';

// Issue 30, ADR 043: a remote's code runs only if it is the code its release pinned. Each failure is
// injected on purpose (page.route) into what the npm start stack serves; the @nginx subset proves the
// same against files on disk behind nginx (nginx.spec.ts).

/** The console's refusal lines and the tracked events the page's calls carried. */
function watch(page: Page) {
  const refusals: string[] = [];
  const tracked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('refused')) refusals.push(message.text());
  });
  page.on('request', (request: Request) => {
    const header = request.headers().track;
    if (!header || !new URL(request.url()).pathname.startsWith('/api/')) return;
    const context = JSON.parse(decodeURIComponent(header)) as { event?: string; detail?: string };
    if (context.event) tracked.push(`${context.event} ${context.detail ?? ''}`.trim());
  });
  return { refusals, tracked };
}

/** The repay remote's pinned version in the stack's runtime config (the build's version under npm start). */
async function pinnedVersion(page: Page, remote: keyof typeof REMOTE_ORIGINS): Promise<string> {
  const config = (await (await page.request.get('/remotes.json')).json()) as RuntimeConfigFile;
  return config.remotes[remote]!.version;
}

/** The shell and the other remotes keep working while one is refused. */
async function othersStillWork(page: Page): Promise<void> {
  await page.goto('/#/bankCard');
  await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  await page.goto('/#/');
  await expect(page.getByText('可用额度(元)')).toBeVisible();
}

test('a remote chunk with one byte changed is refused: its fallback shows, the refusal is reported, the shell and other remotes work', async ({ page, demoUser, loginAs, pageErrors }) => {
  const seen = watch(page);
  const version = await pinnedVersion(page, 'repay');
  // The repay remote's route module, one byte different and still a valid script.
  await page.route(
    (url) => url.origin === REMOTE_ORIGINS.repay && url.pathname.startsWith('/__federation_expose_routes'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: flipOneByte(await response.body()) });
    },
  );
  await loginAs(demoUser, '/billList');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(page.getByTestId('month-total')).toHaveCount(0);
  // Reported once, with the remote and its version: in the console and on a later call's tracking context.
  await expect.poll(() => seen.refusals).toEqual([expect.stringContaining(`remote repay@${version} refused`)]);
  await othersStillWork(page);
  await expect.poll(() => seen.tracked).toContain(`remoteIntegrity repay@${version}`);
  // Not a dead end: the refused page has its title (routes.json) and a back arrow, which leaves it.
  await page.goto('/#/billList');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('月账单');
  await page.getByTestId('header-back').click();
  await expect(page).not.toHaveURL(/#\/billList/);
  expect(pageErrors).toEqual([]);
});

test("nothing of a changed chunk runs: a statement put into a remote's page chunk is never executed", async ({ page }) => {
  await page.route(
    (url) => url.origin === REMOTE_ORIGINS.market && /^\/page-discover\./.test(url.pathname) && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `window.__tampered = true;${await response.text()}` });
    },
  );
  await page.goto('/#/discover');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
  // The header (the shell) and the market's other code still stand; only the page was refused.
  await expect(page.getByTestId('header-title')).toHaveText('发现');
  await page.goto('/#/login');
  await expect(page.getByLabel('手机号')).toBeVisible();
});

test('a manifest that does not match its pinned integrity is refused, and reported', async ({ page, demoUser, loginAs }) => {
  const seen = watch(page);
  const version = await pinnedVersion(page, 'repay');
  await page.route(`${REMOTE_ORIGINS.repay}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    // Same JSON, one byte more: a manifest can name other files only by changing its bytes.
    await route.fulfill({ response, body: `${await response.text()}\n` });
  });
  await loginAs(demoUser, '/billList');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect.poll(() => seen.refusals).toEqual([expect.stringContaining(`remote repay@${version} refused`)]);
  await othersStillWork(page);
  await expect.poll(() => seen.tracked).toContain(`remoteIntegrity repay@${version}`);
});

test.describe('a runtime config that pins no integrity fails closed', () => {
  for (const [name, unpin] of [
    ['the integrity field removed', (config: RuntimeConfigFile) => ({ ...config, remotes: { ...config.remotes, repay: { ...config.remotes.repay!, integrity: undefined } } })],
    ['an older config naming the manifest alone', (config: RuntimeConfigFile) => ({ ...config, remotes: { ...config.remotes, repay: config.remotes.repay!.manifest } })],
  ] as const) {
    test(name, async ({ page, demoUser, loginAs }) => {
      const seen = watch(page);
      const served = await page.request.get('/remotes.json');
      const config = unpin((await served.json()) as RuntimeConfigFile);
      await page.route('**/remotes.json', (route) => route.fulfill({ response: served, json: config }));
      const repayAsked: string[] = [];
      page.on('request', (request) => request.url().startsWith(REMOTE_ORIGINS.repay) && repayAsked.push(request.url()));
      await loginAs(demoUser, '/billList');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      // Not even asked for: without a pin nothing of it is fetched to run.
      expect(repayAsked.filter((url) => url.endsWith('.js'))).toEqual([]);
      await expect.poll(() => seen.refusals).toEqual([expect.stringContaining('remote repay@unpinned refused: no pinned integrity')]);
      await othersStillWork(page);
    });
  }
});

test('a changed build released with its pinned integrity runs, with no host rebuild; rolled back, the first one runs again', async ({ page }) => {
  // A second release of the market remote under /v2/ on its origin: a build whose titles differ, its
  // manifest and entry recording the new hashes, pinned as a release pins it (scripts/release.ts).
  const release = await runDerivedRelease(page, REMOTE_ORIGINS.market, 'market', (_file, text) =>
    text.replaceAll('"发现"', '"发现（第二版）"').replaceAll('"热门活动"', '"热门活动（第二版）"'),
  );
  try {
    // Another build: another manifest, another pin.
    expect(release.config.remotes.market!.integrity).not.toBe(release.running.remotes.market!.integrity);
    await page.goto('/#/discover');
    // Both parts come from the second build: the route table (its title is the header's) and the page.
    await expect(page.getByTestId('header-title')).toHaveText('发现（第二版）');
    await expect(page.getByRole('main').getByRole('heading', { name: '热门活动（第二版）' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // Rollback: the runtime config pins the first release again; a reload runs it.
    await page.unroute('**/remotes.json');
    await page.reload();
    await expect(page.getByTestId('header-title')).toHaveText('发现');
    await expect(page.getByRole('main').getByRole('heading', { name: '热门活动' })).toBeVisible();
  } finally {
    await release.cleanUp();
  }
});
