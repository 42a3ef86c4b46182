import { expect, REMOTE_ORIGINS, test } from '../fixtures';
import { runDerivedRelease } from '../releases';

/** The market remote's discover page chunk (hashed name), on the market's own origin. */
const discoverChunk = (url: URL) => url.origin === REMOTE_ORIGINS.market && /^\/page-discover\.[0-9a-f]+\.js$/.test(url.pathname);

test.describe('a crash outside the pages', () => {
  test('a header that throws shows the recovery screen, not a blank app; 返回首页 starts again at the index', async ({ page }) => {
    // A release of the repay remote whose route table has a malformed title for /payment (an object, not
    // a string): the header, which renders it, throws. A proper release (pinned, ADR 043): a changed
    // file without its pin would not run at all.
    const release = await runDerivedRelease(page, REMOTE_ORIGINS.repay, 'repay', (file, code) => {
      if (!file.startsWith('__federation_expose_routes')) return code;
      expect(code).toContain('title:"支付宝还款"');
      return code.replace('title:"支付宝还款"', 'title:{malformed:!0}');
    });
    await page.goto('/#/payment');
    const crashed = page.getByTestId('app-crashed');
    await expect(crashed).toBeVisible();
    await expect(crashed.getByRole('heading', { name: '页面出错了' })).toBeVisible();
    await expect(crashed).toContainText('系统异常，请稍后再试');

    await crashed.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await expect(page.getByTestId('app-crashed')).toHaveCount(0);
    await release.cleanUp();
  });
});

test.describe('a broken remote stays inside its box', () => {
  test('missing manifest: fallback with retry, while the header, tabs and other remotes keep working', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.market}/mf-manifest.json`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/#/discover');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('header-title')).toHaveText('发现');
    await expect(page.getByTestId('tab-bar')).toBeVisible();

    await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).click();
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await page.getByTestId('tab-bar').getByRole('link', { name: '借钱' }).click();
    await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();

    // The remote is back: retry loads it without reloading the page.
    await page.unroute(`${REMOTE_ORIGINS.market}/mf-manifest.json`);
    await page.getByTestId('tab-bar').getByRole('link', { name: '发现' }).click();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('server down: the same fallback, and the rest of the app works', async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.loan}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/#/newCashIndex');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toContainText('网络不给力，请重新尝试');
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
  });

  test('a hanging remote never holds up start-up', async ({ page }) => {
    // The loan remote's server accepts and never answers.
    await page.route(`${REMOTE_ORIGINS.loan}/**`, () => undefined);
    await page.goto('/');
    await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
    await page.goto('/#/login');
    await expect(page.getByLabel('手机号')).toBeVisible();
  });

  test('a page whose code throws shows the fallback; retry loads it again', async ({ page }) => {
    await page.route(discoverChunk, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("page chunk broke")' }),
    );
    await page.goto('/#/discover');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();

    await page.unroute(discoverChunk);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { name: '热门活动' })).toBeVisible();
  });

  test('no runtime config at all: the host still renders its own pages', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
    await page.goto('/#/login');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
  });
});
