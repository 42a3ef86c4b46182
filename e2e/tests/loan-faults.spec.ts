import type { Page, Route } from '@playwright/test';
import { expect, okData, test, type Api, addressOfRecord, runOutTheClock } from '../fixtures';

// Faults on the borrow money pages (issue 15): the trial and the submit meet a 500, an empty body,
// malformed JSON, no network and a timeout. Each time: the spec's toast, nothing the user chose is
// lost, and the retry makes one order (the submit keeps its Idempotency-Key).

const NETWORK = '网络不给力，请重新尝试';

interface Records { total: number; list: Array<{ orderNo: string; status: string }> }

type Fault = { status: number; body: string } | 'offline' | 'timeout';
const FAULTS: Record<string, Fault> = {
  'a 500': { status: 500, body: '' },
  'an empty body': { status: 200, body: '' },
  'malformed JSON': { status: 200, body: '{"status":1,"data":' },
  offline: 'offline',
};

/** Answers a route with the fault; a timeout holds the request (the client gives up on the page's clock, moved on by runOutTheClock) and ends it later. */
function failWith(fault: Fault, held: Route[]) {
  return async (route: Route) => {
    if (fault === 'timeout') {
      held.push(route);
      return;
    }
    if (fault === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({ status: fault.status, body: fault.body, contentType: 'application/json' });
  };
}

async function fillApplication(page: Page) {
  await page.getByLabel('借款金额（元）').fill('3000');
  await page.getByRole('button', { name: /^6个月/ }).click();
  await page.getByLabel('借款用途').selectOption({ index: 1 });
}

async function expectChoicesKept(page: Page) {
  await expect(page.getByLabel('借款金额（元）')).toHaveValue('3000');
  await expect(page.getByRole('button', { name: /^6个月/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('借款用途')).not.toHaveValue('');
}

const records = async (api: Api, token: string) => okData(await api<Records>('/api/loanorder/records', {}, token), 'records');

for (const [name, fault] of [...Object.entries(FAULTS), ['a timeout', 'timeout'] as const]) {
  test(`the trial meets ${name}: the network toast, the choices kept, the retry prices them`, async ({ page, userByApi, loginAs }) => {
    test.setTimeout(45_000);
    const user = await userByApi({ stage: 'borrower' });
    if (fault === 'timeout') await page.clock.install();
    await loginAs(user, '/newBorrowCash');
    await expect(page.getByLabel('借款金额（元）')).toBeVisible();
    const held: Route[] = [];
    let failing = true;
    await page.route('**/api/applyPay/trialAmt**', (route) => (failing ? failWith(fault, held)(route) : route.fallback()));
    await fillApplication(page);
    if (fault === 'timeout') await runOutTheClock(page, held);
    await expect(page.getByTestId('toast')).toHaveText(NETWORK);
    await expectChoicesKept(page);
    failing = false;
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByTestId('loan-apr')).toBeVisible();
    await expectChoicesKept(page);
    for (const route of held) await route.abort().catch(() => undefined);
  });

  test(`the submit meets ${name}: the network toast, the order kept, the retry makes one order`, async ({ page, api, userByApi, loginAs, requestCode }) => {
    test.setTimeout(60_000);
    const user = await userByApi({ stage: 'borrower' });
    if (fault === 'timeout') await page.clock.install();
    await loginAs(user, '/newBorrowCash');
    await fillApplication(page);
    await expect(page.getByTestId('loan-apr')).toBeVisible();
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
    const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')!;

    const keys: string[] = [];
    const held: Route[] = [];
    let failing = true;
    await page.route('**/api/loanorder/submit**', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return failing ? failWith(fault, held)(route) : route.fallback();
    });
    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    // A keyed call with no answer is retried once by the client: a timeout takes two waits.
    if (fault === 'timeout') await runOutTheClock(page, held, 2);
    await expect(page.getByTestId('toast')).toHaveText(NETWORK);
    await expect(page).toHaveURL(new RegExp(`#/cashConfirm\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('loan-apr')).toBeVisible();
    // Nothing was submitted: the order is still only created.
    expect((await records(api, user.token)).list.find((o) => o.orderNo === orderNo)?.status).toBe('created');
    for (const route of held) await route.abort().catch(() => undefined);

    failing = false;
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    expect(new Set(keys).size).toBe(1);
    const after = await records(api, user.token);
    expect(after.total).toBe(1);
    expect(after.list[0]!.status).toMatch(/lending|repaying/);
  });
}
