import { createHash } from 'node:crypto';
import { expect, maskMobile, REMOTE_ORIGINS, test } from '../fixtures';
import type { Page } from '@playwright/test';

test.describe('federation', () => {
  test('remotes load from their own origins and share one React: no remote ships React to the page', async ({ page, pageErrors }) => {
    // Bodies are read as the responses come; the list is complete only once every read has finished.
    const reads: Array<Promise<{ url: string; body: string }>> = [];
    page.on('response', (response) => {
      const url = response.url();
      if (Object.values(REMOTE_ORIGINS).some((o) => url.startsWith(o)) && url.endsWith('.js')) {
        reads.push(response.text().then((body) => ({ url, body })));
      }
    });
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    await page.goto('/#/discover');
    await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
    const remoteScripts = await Promise.all(reads);

    expect(remoteScripts.some((s) => s.url.startsWith(REMOTE_ORIGINS.account))).toBe(true);
    expect(remoteScripts.some((s) => s.url.startsWith(REMOTE_ORIGINS.market))).toBe(true);
    // React DOM's production build carries its error-decoder URL; a remote chunk with it would be a second React.
    const withReactDom = remoteScripts.filter((s) => s.body.includes('react.dev/errors') && s.body.includes('createRoot'));
    expect(withReactDom.map((s) => s.url)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('every shared singleton is provided once, by the host', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
    const shared = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
      const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
      const loaded: Record<string, string[]> = {};
      for (const instance of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (loaded[pkg] ??= []).push(`${version}@${info.from}`);
          }
        }
      }
      return loaded;
    });
    for (const pkg of ['react', 'react-dom', '@credit/shared/router', 'jotai', '@credit/shared']) {
      expect(new Set(shared[pkg] ?? []), pkg).toEqual(new Set([expect.stringMatching(/@host$/)]));
    }
  });

  test('one jotai store: a title a remote page writes shows in the host header', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByTestId('header-title')).toHaveText('密码登录');
    await page.getByRole('button', { name: '验证码登录' }).click();
    await expect(page.getByTestId('header-title')).toHaveText('验证码登录');
  });

  test('one session: logging in inside a remote changes what the host and other remotes show', async ({ page, demoUser, loginThroughPage }) => {
    await loginThroughPage(demoUser);
    await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).click();
    await expect(page.getByText(maskMobile(demoUser.mobile))).toBeVisible();
    await expect(page.getByText('已实名')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('button')).toHaveCount(8);
    // The host's home reads the same session: the demo user's available credit (a 50,000 limit less the
    // 18,000 of seeded loans being repaid) replaces the guest figure.
    await page.getByTestId('tab-bar').getByRole('link', { name: '借钱' }).click();
    await expect(page.getByText('可用额度(元)')).toBeVisible();
    await expect(page.locator('.home-amount')).toHaveText('32,000.00');
  });

  test('the runtime config is fetched fresh and pins each remote: its manifest and the manifest\'s SHA-384 (ADR 043)', async ({ request }) => {
    const response = await request.get('/remotes.json');
    // Never cached: it is rewritten in place, and a rollback can keep its size and second (docs/releases.md).
    expect(response.headers()['cache-control']).toBe('no-store');
    const config = (await response.json()) as { remotes: Record<string, { manifest: string; integrity: string; version: string }> };
    expect(Object.keys(config.remotes).sort()).toEqual(['account', 'loan', 'market', 'repay']);
    for (const pin of Object.values(config.remotes)) {
      expect(pin.manifest).toMatch(/\/mf-manifest\.json$/);
      expect(pin.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      // The pin is of the bytes served: what the browser checks the manifest against.
      const served = Buffer.from(await (await request.get(pin.manifest)).body());
      expect(pin.integrity).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
    }
  });

  // A release of another build with no host rebuild: remote-integrity.spec.ts (pinned) and nginx.spec.ts.

  test.describe('a deep link loads its own remote first (ADR 015)', () => {
    /** The origins whose remote entry the page asked for, in order. */
    const entriesAsked = (page: Page) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/remoteEntry.js')) asked.push(new URL(request.url()).origin);
      });
      return asked;
    };

    test('the page shows with only its remote loaded; the others load once the user touches the page', async ({ page }) => {
      const asked = entriesAsked(page);
      await page.goto('/#/login');
      await expect(page.getByLabel('手机号')).toBeVisible();
      expect(asked).toEqual([REMOTE_ORIGINS.account]);
      await page.getByLabel('手机号').click();
      await expect.poll(() => [...asked].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
      // Ready before the user gets there: another remote's page opens from the link.
      await page.goto('/#/discover');
      await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
    });

    test("another remote's page reached before the others loaded is loaded then, not left on a skeleton", async ({ page }) => {
      const asked = entriesAsked(page);
      await page.goto('/#/login');
      await expect(page.getByLabel('手机号')).toBeVisible();
      // No tap: an address change (a native menu, a script) moves to the market remote's page.
      await page.evaluate(() => (window.location.hash = '#/discover'));
      await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
      expect(asked.slice(0, 2)).toEqual([REMOTE_ORIGINS.account, REMOTE_ORIGINS.market]);
    });

    test('a runtime config without route hints (an older deployment) loads every remote at once', async ({ page, request }) => {
      const served = await request.get('/remotes.json');
      const config = (await served.json()) as { routes?: unknown };
      expect(config.routes).toMatchObject({ account: expect.arrayContaining(['/login']), loan: expect.arrayContaining(['/newBorrowCash']) });
      delete config.routes;
      await page.route('**/remotes.json', (route) => route.fulfill({ response: served, json: config }));
      const asked = entriesAsked(page);
      await page.goto('/#/login');
      await expect(page.getByLabel('手机号')).toBeVisible();
      await expect.poll(() => [...asked].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
    });
  });
});
