import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
  const t0 = Date.now();
  const log: string[] = [];
  page.on('request', (r) => log.push(`${Date.now() - t0} > ${r.url().replace(/http:\/\/localhost:81(\d\d)/, ':$1')}`));
  await page.goto(`http://localhost:8180/#${process.env.ROUTE ?? '/login'}`);
  await page.getByLabel('手机号').waitFor();
  console.log('shown', Date.now() - t0);
  if (i === 0 && process.env.LOG) console.log(log.join('\n'));
  await ctx.close();
}
await browser.close();
