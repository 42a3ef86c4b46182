import type { Page } from '@playwright/test';
import { formatMoney as formatFen, parseYuan } from '@credit/shared/money';
import { addressOfRecord, expect, okData, test, type Api, type OpenedUser } from '../fixtures';

// Two-bill loans (issue 26, ADR 035) through the UI: a loan lent jointly by a master and a slave funder (the
// sandbox's partner lh, forced by the funder hook) names both lenders on the confirm page; at the cashier
// every amount due is split between them, master + slave = total to the fen; each repayment, part or
// whole, is one ledger row per creditor. The funder hook is global: each test has a sandbox of its own.

const MASTER = '示例晋商消费金融股份有限公司';
const SLAVE = '示例银行股份有限公司';
const BOTH = `出借人：${MASTER}（主资金方，出借比例70%）、${SLAVE}（从资金方，出借比例30%）`;

interface Quote { totalFen: number; masterRepayAmt: number; slaveRepayAmt: number; isTwoBill: number }
interface Bill { billId: string; period: number; dueFen: number; masterRepayAmt: number; slaveRepayAmt: number }
interface Row { kind: string; amountFen: number; creditor: 'master' | 'slave' | null }

/** What a figure of the page says, in fen ('1,234.56元'). */
const fenOf = (text: string | null): number => parseYuan((text ?? '').replace(/[,元]/g, ''))!;

const repayRows = async (api: Api, token: string) =>
  okData(await api<{ list: Row[] }>('/api/account/transactions', { pageSize: '50' }, token), 'transactions').list.filter((r) => r.kind === 'repay');

/** The cashier's split as the page shows it: the master's and the slave's part of the total. */
async function pageSplit(page: Page): Promise<{ total: number; master: number; slave: number }> {
  await expect(page.getByTestId('creditor-split')).toContainText(`其中 主资金方（${MASTER}）`);
  await expect(page.getByTestId('creditor-split')).toContainText(`从资金方（${SLAVE}）`);
  return {
    total: fenOf(await page.getByTestId('rp-total').textContent()),
    master: fenOf(await page.getByTestId('creditor-master').textContent()),
    slave: fenOf(await page.getByTestId('creditor-slave').textContent()),
  };
}

async function pay(page: Page, user: OpenedUser, heading: string): Promise<void> {
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).click();
  await expect(page).toHaveURL(addressOfRecord('prepaymentResult', 'repayNo'));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('two-bill loans (issue 26)', () => {
  test.use({ ownSandbox: true });

  test('borrowed from two lenders named on the confirm page; period 1 repaid in part, then whole: master + slave = total, one ledger row per creditor', async ({
    page, hook, api, userByApi, loginAs, requestCode, pageErrors,
  }) => {
    test.setTimeout(120_000);
    okData(await hook('/api/__sandbox/funder', { force: 'lh' }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    await page.getByLabel('借款金额（元）').fill('3000');
    await page.getByRole('button', { name: /^6个月/ }).click();
    await page.getByLabel('借款用途').selectOption({ index: 1 });
    await expect(page.getByTestId('loan-lender')).toHaveText(BOTH);
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(addressOfRecord('cashFunderSteps', 'orderNo'));
    const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')!;
    await expect(page.getByTestId('loan-lender')).toHaveText(BOTH);

    // lh's one step: its withholding signing, by a code to the card's reserved mobile.
    const step = page.getByRole('region', { name: '签署资金方代扣协议' });
    await expect(step.getByRole('heading', { name: '签署资金方代扣协议' })).toBeVisible();
    await step.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByRole('button', { name: '确认签约' }).click();

    // The confirm page names both lenders, first under the APR.
    await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
    await expect(page.getByTestId('loan-trial').locator('.loan-apr + p')).toHaveText(BOTH);
    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });

    // Period 1 at the platform's cashier: the server's quote, split between the two, to the fen.
    const quote = okData(await api<Quote>('/api/repayment/planPaySelect', { orderNo, periods: '1' }, user.token), 'planPaySelect');
    expect(quote.isTwoBill).toBe(1);
    await loginAs(user, `/cashier_desk?orderNo=${orderNo}&periods=1`);
    await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(quote.totalFen)}元`);
    const before = await pageSplit(page);
    expect(before).toEqual({ total: quote.totalFen, master: quote.masterRepayAmt, slave: quote.slaveRepayAmt });
    expect(before.master + before.slave).toBe(before.total);
    expect(before.slave).toBeGreaterThan(0);

    // A part of it (100 yuan): one ledger row for each creditor, adding up to the part.
    await page.getByLabel('本次还款金额（元）').fill('100');
    await pay(page, user, '部分还款成功');
    const partRows = await repayRows(api, user.token);
    expect(partRows.map((r) => r.creditor).sort()).toEqual(['master', 'slave']);
    expect(partRows.reduce((n, r) => n + r.amountFen, 0)).toBe(10_000);

    // The bill detail shows what is left, split the same way.
    const [bill] = okData(await api<{ bills: Bill[] }>('/api/marketApi/bill/list', { orderNo }, user.token), 'bill/list').bills.filter((b) => b.period === 1);
    await loginAs(user, `/billDetail?billId=${bill!.billId}`);
    await expect(page.getByTestId('bill-due')).toHaveText(formatFen(bill!.dueFen));
    await expect(page.getByTestId('creditor-master')).toHaveText(`${formatFen(bill!.masterRepayAmt)}元`);
    await expect(page.getByTestId('creditor-slave')).toHaveText(`${formatFen(bill!.slaveRepayAmt)}元`);
    expect(bill!.masterRepayAmt + bill!.slaveRepayAmt).toBe(quote.totalFen - 10_000);

    // The rest of period 1: what the page splits is what each creditor's ledger row holds.
    await page.getByRole('button', { name: '还本期' }).click();
    await expect(page.getByTestId('rp-total')).toHaveText(`${formatFen(quote.totalFen - 10_000)}元`);
    const rest = await pageSplit(page);
    expect(rest.master + rest.slave).toBe(rest.total);
    await pay(page, user, '还款成功');
    const rows = await repayRows(api, user.token);
    expect(rows).toHaveLength(4);
    // Newest first: the last repayment's two rows.
    expect(rows.slice(0, 2).map((r) => [r.creditor, r.amountFen]).sort()).toEqual([['master', rest.master], ['slave', rest.slave]]);
    // All told, each creditor was paid exactly its part of period 1.
    expect(rows.filter((r) => r.creditor === 'master').reduce((n, r) => n + r.amountFen, 0)).toBe(before.master);
    expect(rows.filter((r) => r.creditor === 'slave').reduce((n, r) => n + r.amountFen, 0)).toBe(before.slave);

    // 资金方账单 heads the loan with both lenders; the 资金方 page shows both institutions.
    await page.goto('/#/billListTripartite');
    await expect(page.getByTestId('rp-order').locator('strong')).toHaveText(BOTH.replace('出借人：', ''));
    await page.goto(`/#/cashButtOrgDetail?orderNo=${orderNo}`);
    await expect(page.getByRole('region', { name: '资金方信息（主资金方，出借比例70%）' }).getByRole('heading')).toHaveText(MASTER);
    await expect(page.getByRole('region', { name: '资金方信息（从资金方，出借比例30%）' }).getByRole('heading')).toHaveText(SLAVE);
    expect(pageErrors).toEqual([]);
  });
});
