import type { Page } from '@playwright/test';
import { expect, okData, test, uniqueMobile, type Api } from '../fixtures';

interface Agreement { key: string; title: string; version: string; html: string }
interface SysConfig { consumerHotline: string; complaintEmail: string }

const agreement = async (api: Api, key: string) => okData(await api<Agreement>('/api/content/agreement', { key }), `agreement ${key}`);
const sysConfig = async (api: Api) => okData(await api<SysConfig>('/api/sys/config'), 'sys/config');

/** Plain texts of the given tags in served HTML (the test reads what the server sent, not a copy). */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim()).filter(Boolean);
}

const telOf = (hotline: string) => `tel:${hotline.replace(/[^\d+]/g, '')}`;

test.describe('agreements (spec 2.5)', () => {
  const ROUTES: [string, string][] = [
    ['/registerAgr', 'registerAgr'],
    ['/registerAgrHuawei', 'registerAgr'],
    ['/otherAgr', 'otherAgr'],
    ['/zxxxplsqs', 'zxxxplsqs'],
    ['/supplementAgreement', 'supplementAgreement'],
    ['/questionPrivateAgr', 'questionPrivateAgr'],
  ];

  for (const [path, key] of ROUTES) {
    test(`${path} renders the served agreement "${key}"`, async ({ page, api, pageErrors }) => {
      const served = await agreement(api, key);
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 2, name: served.title })).toBeVisible();
      await expect(page.getByTestId('header-title')).toHaveText(served.title);
      await expect(page.getByText(`版本 ${served.version}`)).toBeVisible();
      const body = page.getByTestId('agreement-body');
      for (const heading of textsOf(served.html, 'h3')) await expect(body.getByRole('heading', { name: heading })).toBeVisible();
      const items = textsOf(served.html, 'li');
      if (items.length) await expect(body.getByRole('listitem').first()).toHaveText(items[0]!);
      expect(pageErrors).toEqual([]);
    });
  }

  test('an in-page anchor scrolls within the agreement and keeps the route', async ({ page, api }) => {
    const served = await agreement(api, 'registerAgr');
    // The seeded service agreement links to its own privacy note.
    const anchor = /<a href="#([\w-]+)">([^<]+)<\/a>/.exec(served.html);
    if (!anchor) throw new Error('the seeded service agreement lost its in-page anchor');
    const [, target, label] = anchor as unknown as [string, string, string];
    await page.goto('/#/registerAgr');
    await page.getByTestId('agreement-body').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(/#\/registerAgr$/);
    await expect(page.locator(`#${target}`)).toBeInViewport();
  });

  test.describe(() => {
    // Swapping a served agreement would show the hostile body to every other test opening that
    // agreement (the every-route test does): it swaps its own sandbox's.
    test.use({ ownSandbox: true });

    test('a hostile served body is neutralised: no script, no handlers, no javascript: link', async ({ page, request, pageErrors }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const hostile = '<p>条款正文保留</p><script>window.__pwned = "script"</script><img src=x onerror="window.__pwned = \'img\'">'
        + '<a id="evil" href="javascript:window.__pwned=\'link\'">点此查看</a><p onclick="window.__pwned=\'click\'">点击段落</p>'
        + '<iframe src="javascript:alert(1)"></iframe><svg onload="window.__pwned=\'svg\'"></svg>';
      const set = await request.post('/api/__sandbox/agreement', { data: { key: 'otherAgr', html: hostile } });
      expect(((await set.json()) as { status: number }).status).toBe(1);
      await page.goto('/#/otherAgr');
      const body = page.getByTestId('agreement-body');
      await expect(body.getByText('条款正文保留')).toBeVisible();
      await expect(body.locator('script, img, iframe, svg')).toHaveCount(0);
      const handlers = await body.evaluate((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))].flatMap((el) => Array.from(el.attributes).map((a) => a.name)).filter((n) => /^on/i.test(n)),
      );
      expect(handlers).toEqual([]);
      expect(await body.innerHTML()).not.toMatch(/javascript:/i);
      await body.getByText('点此查看').click();
      await body.getByText('点击段落').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await expect(page).toHaveURL(/#\/otherAgr$/);
      expect(pageErrors).toEqual([]);
      // The suite's sandbox (behind the host, which page.request reaches unrouted) still serves the seeded text.
      const shared = (await (await page.request.post('/api/content/agreement', { form: { key: 'otherAgr' } })).json()) as { data: { html: string } };
      expect(shared.data.html).not.toContain('条款正文保留');
    });
  });

  test('a failed load shows a retry that loads the agreement', async ({ page, api }) => {
    const served = await agreement(api, 'zxxxplsqs');
    await page.route('**/api/content/agreement**', (route) => route.abort('connectionrefused'));
    await page.goto('/#/zxxxplsqs');
    await expect(page.getByRole('alert').filter({ hasText: '网络不给力，请重新尝试' })).toBeVisible();
    await page.unroute('**/api/content/agreement**');
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { level: 2, name: served.title })).toBeVisible();
  });
});

test.describe('help and company pages (spec 2.7)', () => {
  test('FAQ: answers are collapsed and expand on tap', async ({ page, api }) => {
    const { items } = okData(await api<{ items: { question: string; answer: string }[] }>('/api/content/faq'));
    await page.goto('/#/questions');
    const first = page.getByRole('button', { name: items[0]!.question });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(items[0]!.answer)).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: items[0]!.question })).toHaveText(items[0]!.answer);
    await expect(page.getByText(items[1]!.answer)).toBeHidden();
    await first.click();
    await expect(page.getByText(items[0]!.answer)).toBeHidden();
  });

  test('about us links to the company and licence pages, which show the served details', async ({ page, api }) => {
    const company = okData(await api<{ name: string; intro: string[]; licences: { title: string; rows: { label: string; value: string }[] }[] }>('/api/content/company'));
    const config = await sysConfig(api);
    await page.goto('/#/aboutUs');
    await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
    await expect(page.getByTestId('hotline')).toHaveText(config.consumerHotline);
    await page.getByRole('link', { name: '公司介绍' }).click();
    await expect(page.getByText(company.intro[0]!)).toBeVisible();
    await page.goto('/#/businessLicense');
    const row = company.licences[0]!.rows[0]!;
    await expect(page.getByRole('region', { name: company.licences[0]!.title }).getByRole('row', { name: `${row.label} ${row.value}` })).toBeVisible();
  });
});

test.describe('customer service (spec 7.7, 9)', () => {
  test('the chat widget loads from the config call and takes a message', async ({ page, pageErrors }) => {
    await page.goto('/#/myCustomerService');
    const chat = page.getByRole('region', { name: '在线客服' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('data-channel', 'H5');
    await chat.getByRole('textbox').fill('怎么还款');
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(chat.getByRole('log')).toContainText('怎么还款');
    await expect(chat.getByRole('log')).toContainText('已收到您的问题');
    expect(pageErrors).toEqual([]);
  });

  test('a logged-in user reaches the chat as a known customer', async ({ loggedInPage: page }) => {
    const config = page.waitForResponse('**/api/sys/customerServiceConfig**');
    await page.goto('/#/myCustomerService');
    const answer = (await (await config).json()) as { status: number; data: { uid: string; level: string } };
    expect(answer.status).toBe(1);
    expect(answer.data.uid).not.toBe('');
    await expect(page.getByRole('region', { name: '在线客服' })).toHaveAttribute('data-level', answer.data.level);
  });

  /**
   * Opens the chat page, then stops the page's clock before the chat script is asked for, so the
   * 1500 ms wait (spec 9) runs only when the test says. The config answer is held until then: the page
   * itself needs time to run to show up (React reveals a loaded page on a timer).
   */
  async function openChatWithClockPaused(page: Page) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sys/customerServiceConfig**', async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/#/myCustomerService');
    await expect(page.getByRole('status').filter({ hasText: '正在连接在线客服' })).toBeVisible();
    // A second on from the page's time (which runs on meanwhile); the config call's timeout is 10 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    release();
  }

  test('a blocked chat script shows the hotline from sys config at once', async ({ page, api }) => {
    const config = await sysConfig(api);
    await page.route('**/api/cs/widget.js', (route) => route.abort('blockedbyclient'));
    await openChatWithClockPaused(page);
    // No 1500 ms wait for a script that cannot load: the fallback shows while no time passes at all.
    const fallback = page.getByRole('alert', { name: '在线客服不可用' });
    await expect(fallback).toBeVisible();
    const call = fallback.getByRole('link', { name: new RegExp(config.consumerHotline) });
    await expect(call).toHaveAttribute('href', telOf(config.consumerHotline));
    await expect(page.getByRole('region', { name: '在线客服' })).toHaveCount(0);

    // The chat service is back: reconnecting opens the chat.
    await page.clock.resume();
    await page.unroute('**/api/cs/widget.js');
    await fallback.getByRole('button', { name: '重新连接在线客服' }).click();
    await expect(page.getByRole('region', { name: '在线客服' })).toBeVisible();
  });

  test('a chat script that never gets ready falls back after the 1500 ms wait, not before', async ({ page, api }) => {
    const config = await sysConfig(api);
    let served: () => void = () => undefined;
    const scriptServed = new Promise<void>((resolve) => {
      served = resolve;
    });
    await page.route('**/api/cs/widget.js', async (route) => {
      await route.fulfill({ contentType: 'text/javascript', body: '/* loads but never sets its ready flag */' });
      served();
    });
    await openChatWithClockPaused(page);
    // The wait starts when the page adds the script, before the browser asks for it.
    await scriptServed;
    const connecting = page.getByRole('status').filter({ hasText: '正在连接在线客服' });
    const fallback = page.getByRole('alert', { name: '在线客服不可用' });
    await expect(connecting).toBeVisible();
    await page.clock.runFor(1_490);
    await expect(connecting).toBeVisible();
    await expect(fallback).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByTestId('hotline')).toHaveAttribute('href', telOf(config.consumerHotline));
  });
});

test.describe('complaints (spec 2.7, 7.7)', () => {
  const contentBox = (page: Page) => page.getByLabel('投诉内容');

  test('required messages, the phone rule, and what was typed stays after failed submits', async ({ page }) => {
    await page.goto('/#/complaints');
    await page.getByRole('button', { name: '提交投诉' }).click();
    await expect(page.getByText('请选择投诉类型')).toBeVisible();
    await expect(page.getByText('请填写投诉内容')).toBeVisible();

    await page.getByRole('radio', { name: '费用问题' }).check({ force: true });
    await contentBox(page).fill('还款后仍显示逾期');
    await page.getByLabel('联系电话').fill('12345678901');
    await page.getByRole('button', { name: '提交投诉' }).click();
    await expect(page.getByText('请填写正确的手机号')).toBeVisible();
    await expect(page.getByText('请填写投诉内容')).toHaveCount(0);
    await expect(contentBox(page)).toHaveValue('还款后仍显示逾期');
    await expect(page.getByLabel('联系电话')).toHaveValue('12345678901');
    await expect(page.getByRole('radio', { name: '费用问题' })).toBeChecked();

    // Whitespace only is empty.
    await contentBox(page).fill('   ');
    await page.getByLabel('联系电话').fill('');
    await page.getByRole('button', { name: '提交投诉' }).click();
    await expect(page.getByText('请填写投诉内容')).toBeVisible();
  });

  test('a complaint is filed; a network failure first keeps the form as typed', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/#/complaints');
    await page.getByRole('radio', { name: '服务态度' }).check({ force: true });
    await contentBox(page).fill('客服电话长时间无人接听');
    await page.getByLabel('联系电话').fill(mobile);

    // A keyed call is retried once by the http client with the same key: both attempts fail here.
    await page.route('**/api/feedback/saveComplaint**', (route) => route.abort('connectionrefused'), { times: 2 });
    await page.getByRole('button', { name: '提交投诉' }).click();
    await expect(page.getByText('网络不给力，请重新尝试')).toBeVisible();
    await expect(contentBox(page)).toHaveValue('客服电话长时间无人接听');
    await expect(page.getByLabel('联系电话')).toHaveValue(mobile);

    const saved = page.waitForResponse('**/api/feedback/saveComplaint**');
    await page.getByRole('button', { name: '提交投诉' }).click();
    const answer = (await (await saved).json()) as { status: number; data: { complaintNo: string } };
    expect(answer.status).toBe(1);
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect(page.getByTestId('complaint-no')).toHaveText(answer.data.complaintNo);
  });

  test('the mailbox and hotline shown are the sandbox sys config values', async ({ page, api }) => {
    const config = await sysConfig(api);
    await page.goto('/#/complaints');
    await expect(page.getByTestId('complaint-email')).toHaveText(config.complaintEmail);
    await expect(page.getByTestId('complaint-email')).toHaveAttribute('href', `mailto:${config.complaintEmail}`);
    await expect(page.getByTestId('hotline')).toHaveText(config.consumerHotline);
    await expect(page.getByTestId('hotline')).toHaveAttribute('href', telOf(config.consumerHotline));
  });
});
