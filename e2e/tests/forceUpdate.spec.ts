import { expect, test } from '../fixtures';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const cases: Array<{ ua: string; version: string; forced: boolean; label: string }> = [
  { ua: ANDROID_UA, version: '3.4.6', forced: true, label: 'Android 3.4.6' },
  { ua: ANDROID_UA, version: '3.4.7', forced: false, label: 'Android 3.4.7' },
  { ua: IOS_UA, version: '3.3.7', forced: true, label: 'iOS 3.3.7' },
  { ua: IOS_UA, version: '3.3.8', forced: false, label: 'iOS 3.3.8' },
  // APPVERSION <name>_<build>: the name decides, whatever the build (docs/device-profiles.md).
  { ua: ANDROID_UA, version: '3.4.6_500', forced: true, label: 'Android 3.4.6 build 500' },
  { ua: IOS_UA, version: '3.3.8_1', forced: false, label: 'iOS 3.3.8 build 1' },
];

for (const { ua, version, forced, label } of cases) {
  test.describe(label, () => {
    test.use({ userAgent: ua });
    test(forced ? 'the native app must update first' : 'the native app goes on', async ({ page }) => {
      await page.goto(`/?APPSOURCE=1&APPVERSION=${version}#/`);
      if (forced) {
        await expect(page.getByTestId('force-update')).toBeVisible();
        await expect(page.getByTestId('tab-bar')).toHaveCount(0);
        await page.getByRole('link', { name: '立即更新' }).click();
        await expect(page).toHaveURL(/#\/downLoad$/);
        await expect(page.getByText('下载最新版APP')).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
        await expect(page.getByTestId('force-update')).toHaveCount(0);
      }
    });
  });
}

test('a plain browser is never forced to update', async ({ page }) => {
  await page.goto('/?APPVERSION=1.0.0#/');
  await expect(page.getByRole('button', { name: '极速提额' })).toBeVisible();
  await expect(page.getByTestId('force-update')).toHaveCount(0);
});
