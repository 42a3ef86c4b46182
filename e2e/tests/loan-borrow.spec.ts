import type { Page } from '@playwright/test';
import { aprOfSchedule as aprOfPayments, expect, okData, percentOfBp, test, uniqueCardNo, type Api, type OpenedUser, addressOfRecord } from '../fixtures';

// The core borrow journey (issue 12, spec 2.4, 4.5, 4.7) against the real sandbox: apply, confirm
// with signing and the deal password, result; one order whatever the taps and network failures.

// Spec copy, written out on purpose.
const NETWORK = '网络不给力，请重新尝试';

interface Trial { aprBp: number; totalFen: number; discountFen: number; plan: Array<{ period: number; totalFen: number; discountFen: number }> }
interface Records { total: number; list: Array<{ orderNo: string; status: string; loanAmt: number; period: number }> }

/** The trial the API gives for 3,000 yuan over 6 months with the product's default repay type. */
async function expectedTrial(api: Api, token: string): Promise<Trial> {
  const params = okData(await api<{ defaultRepayType: string }>('/api/loanorder/loanparams', {}, token), 'loanparams');
  return okData(await api<Trial>('/api/applyPay/trialAmt', { loanAmt: '300000', period: '6', repayType: params.defaultRepayType }, token), 'trialAmt');
}

/** The APR (IRR method, the shared function) of a trial's schedule. */
const aprOfSchedule = (loanFen: number, trial: Trial): string => aprOfPayments(loanFen, trial.plan.map((p) => p.totalFen));

/** Fills the application for 3,000 yuan over 6 months and goes on to the confirm page. */
async function applyFor3000(page: Page, trial: Trial): Promise<string> {
  await expect(page.getByTestId('student-reminder')).toHaveText('重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。');
  const amount = page.getByLabel('借款金额（元）');
  await amount.fill('100');
  await expect(page.getByRole('alert').filter({ hasText: '最低借款500元' })).toBeVisible();
  await expect(amount).toHaveValue('100');
  await amount.fill('3000');
  await page.getByRole('button', { name: /^6个月/ }).click();
  await expect(page.getByRole('button', { name: /^6个月/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('借款用途').selectOption({ index: 1 });
  // The price before any password: APR first, as the money core computes it.
  await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
  await expect(page.getByTestId('loan-plan-row')).toHaveCount(6);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
  const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')!;
  await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
  return orderNo;
}

test.describe('borrowing (issue 12)', () => {
  test('a new user borrows 3,000 over 6 periods: trial, signing, deal password, paid out; a double tap makes one order', async ({ page, api, userByApi, loginAs, requestCode, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const trial = await expectedTrial(api, user.token);
    await loginAs(user, '/newBorrowCash');
    // The choice is saved as it changes (saveAmt): a reload, or a round trip to bind a card, comes back to it.
    await page.getByLabel('借款金额（元）').fill('3000');
    await page.getByRole('button', { name: /^6个月/ }).click();
    await expect
      .poll(async () => okData(await api<{ saved: boolean; loanAmt: number; period: number }>('/api/loanorder/findTemp', {}, user.token), 'findTemp'))
      .toMatchObject({ saved: true, loanAmt: 300_000, period: 6 });
    await page.reload();
    await expect(page.getByLabel('借款金额（元）')).toHaveValue('3000');
    await expect(page.getByRole('button', { name: /^6个月/ })).toHaveAttribute('aria-pressed', 'true');
    const orderNo = await applyFor3000(page, trial);

    // The card is not signed yet: the code goes to its reserved mobile.
    const code = await requestCode(user.reservedMobile);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).dblclick();

    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('first-due')).toContainText('首期还款日');

    // The loan as sold, and from there its contract and its funder (ADR 029: their way in).
    await page.getByRole('button', { name: '费用明细与借款合同' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashCostDetail\\?orderNo=${orderNo}$`));
    await page.getByText('借款合同', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashAgreement\\?orderNo=${orderNo}$`));
    await page.goBack();
    await page.getByText('资金方信息', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashButtOrgDetail\\?orderNo=${orderNo}$`));

    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({ orderNo, status: 'repaying', loanAmt: 300_000, period: 6 });
    const bills = okData(await api<{ bills: Array<{ orderNo: string; period: number; dueFen: number }> }>('/api/marketApi/bill/list', { status: 'all' }, user.token), 'bill/list');
    expect(bills.bills.filter((b) => b.orderNo === orderNo)).toHaveLength(6);
    expect(bills.bills.find((b) => b.orderNo === orderNo && b.period === 1)?.dueFen).toBe(trial.plan[0]!.totalFen);
    expect(pageErrors).toEqual([]);
  });

  test('binding another card from the application: refusals in the product\'s words, then back with the new card and the amount and period kept', async ({ page, userByApi, loginAs, requestCode, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const someoneElse = await userByApi({ stage: 'opened' });
    await loginAs(user, '/newBorrowCash');
    await page.getByLabel('借款金额（元）').fill('3000');
    await page.getByRole('button', { name: /^6个月/ }).click();
    await page.getByLabel('借款用途').selectOption({ index: 2 });
    const purpose = await page.getByLabel('借款用途').inputValue();
    await page.getByRole('link', { name: '更换或添加银行卡' }).click();
    await expect(page).toHaveURL(/#\/loanBankCard\?returnUrl=%2FnewBorrowCash$/);

    await page.getByRole('button', { name: '＋ 添加银行卡' }).click();
    const form = page.getByRole('form', { name: '添加银行卡' });
    const fill = async (bank: string, cardNo: string) => {
      await form.getByLabel('银行', { exact: true }).selectOption({ label: bank });
      await form.getByLabel('卡号', { exact: true }).fill(cardNo);
      await form.getByLabel('预留手机', { exact: true }).fill(user.reservedMobile);
    };
    // An unsupported bank: choose another (caught before any code is sent).
    await fill('工商银行', `622521${uniqueCardNo('icbc').slice(6)}`);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.locator('#bind-cardNo-error')).toHaveText('暂不支持该银行卡，请更换其他银行卡');
    // Another account's card: refused by the bank with its reason, nothing typed is lost.
    await fill(someoneElse.cardNo.startsWith('621700') ? '建设银行' : '工商银行', someoneElse.cardNo);
    await form.getByLabel('验证码', { exact: true }).fill(await requestCode(user.reservedMobile));
    await form.getByLabel(/本人同意为绑定银行卡/).check();
    await form.getByRole('button', { name: '确认绑定' }).click();
    // Spec 8: a 40403 shows the server's message (the toast).
    await expect(page.getByTestId('toast')).toHaveText('该银行卡已被其他账户绑定，请更换其他银行卡');
    await expect(form.getByLabel('卡号', { exact: true })).toHaveValue(someoneElse.cardNo);

    // Another card: the code already received (sent to the reserved mobile, not yet used) still serves.
    const newCard = uniqueCardNo('ccb');
    await fill('建设银行', newCard);
    await expect(form.getByLabel('验证码', { exact: true })).not.toHaveValue('');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash\?cardId=\d+$/);
    await expect(page.getByLabel('借款金额（元）')).toHaveValue('3000');
    await expect(page.getByRole('button', { name: /^6个月/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('借款用途')).toHaveValue(purpose);
    await expect(page.getByLabel('收款银行卡')).toHaveText(new RegExp(`建设银行（${newCard.slice(-4)}）`));
    await expect(page.getByLabel('收款银行卡').locator('option:checked')).toHaveText(`建设银行（${newCard.slice(-4)}）`);
    expect(pageErrors).toEqual([]);
  });

  test('an overdue bill is told first on the cash index and the application, which offer 去还款 and no loan', async ({ page, demoUser, loginAs }) => {
    // The demo user's seeded loans include an overdue one (docs/sandbox.md).
    await loginAs(demoUser, '/newCashIndex');
    await expect(page.getByTestId('overdue-notice')).toHaveText('您有逾期未还的账单，请先还款，去还款');
    await expect(page.getByRole('button', { name: '去借款' })).toHaveCount(0);
    await page.goto('/#/newBorrowCash');
    await expect(page.getByTestId('overdue-notice')).toBeVisible();
    // Neither the amount range nor the form: borrowing is not offered as if nothing were wrong.
    await expect(page.getByLabel('借款金额（元）')).toHaveCount(0);
    await expect(page.getByText(/可借[\d,]+～/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);
    await page.getByRole('button', { name: '去还款' }).click();
    await expect(page).toHaveURL(/#\/billList$/);
  });

  test('the answer to submit is lost twice: error toast, the page keeps the order; the retry (same key) makes one order', async ({ page, api, userByApi, loginAs, requestCode }) => {
    const user = await userByApi({ stage: 'borrower' });
    const trial = await expectedTrial(api, user.token);
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyFor3000(page, trial);

    const keys: string[] = [];
    let lost = 0;
    // The server gets the submission but its answer never arrives; the client retries a keyed call
    // once by itself, so both attempts of the first tap lose their answer.
    await page.route('**/api/loanorder/submit**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lost++ < 2) {
        await route.fetch();
        await route.abort('failed');
      } else await route.continue();
    });

    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page.getByTestId('toast')).toHaveText(NETWORK);
    await expect(page).toHaveURL(new RegExp(`#/cashConfirm\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
    // The password is never kept on screen after a try.
    await expect(page.getByLabel('交易密码')).toHaveValue('');

    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toBe('');
    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.total).toBe(1);
    expect(records.list[0]!.status).toMatch(/lending|repaying/);
  });

  test('a reload of the confirm page keeps its key: the submission after it makes one order', async ({ page, api, userByApi, loginAs, requestCode }) => {
    const user = await userByApi({ stage: 'borrower' });
    const trial = await expectedTrial(api, user.token);
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyFor3000(page, trial);

    const keys: string[] = [];
    let failures = 0;
    // The first tap's submission never reaches the server (both attempts).
    await page.route('**/api/loanorder/submit**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failures++ < 2) await route.abort('failed');
      else await route.continue();
    });
    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page.getByTestId('toast')).toHaveText(NETWORK);

    await page.reload();
    await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
    // Signed by the first try: only the deal password is asked again.
    await expect(page.getByLabel('验证码')).toHaveCount(0);
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.total).toBe(1);
    // The password never reaches storage or the address.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href);
    expect(stored).not.toContain(user.dealPassword!);
  });

  test("another account's signing code to the borrower's number does not void the borrower's own: signed and submitted with it (issue 40)", async ({ page, api, userByApi, loginAs, requestCode, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const attacker = await userByApi();
    const trial = await expectedTrial(api, user.token);
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyFor3000(page, trial);

    const code = await requestCode(user.reservedMobile);
    // Someone with an account of their own asks a signing code for the same number after the borrower did.
    okData(await api('/api/sms/send', { mobile: user.reservedMobile, type: 'sign' }, attacker.token), 'sms/send sign (another account)');
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.list[0]).toMatchObject({ orderNo, loanAmt: 300_000 });
    expect(pageErrors).toEqual([]);
  });
});

test.describe('offers on the confirm page (issue 12, spec 3 "Loan red packet", spec 9)', () => {
  const terms = { loanAmt: '300000', period: '6' };

  test('a first loan takes 3 months interest-free: the price shown is the server\'s, APR by IRR of the new schedule, and the order keeps it', async ({ page, api, userByApi, loginAs, requestCode, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const plain = await expectedTrial(api, user.token);
    const params = okData(await api<{ defaultRepayType: string }>('/api/loanorder/loanparams', {}, user.token), 'loanparams');
    const free = okData(await api<Trial>('/api/applyPay/trialAmt', { ...terms, repayType: params.defaultRepayType, interestFree: 'months' }, user.token), 'trialAmt');
    await loginAs(user, '/newBorrowCash');
    await expect(page.getByTestId('offer-hint')).toHaveText('首次借款可享免息优惠，可在确认借款页选择使用 查看免息详情');
    // The offer's own page is a tap away (ADR 029).
    await expect(page.getByTestId('offer-hint').getByRole('link', { name: '查看免息详情' })).toHaveAttribute('href', '#/freeFeeCashLoan');
    const orderNo = await applyFor3000(page, plain);
    await expect(page.getByTestId('loan-apr')).toHaveText(aprOfSchedule(300_000, plain));

    await page.getByLabel('优惠').selectOption({ label: '首借免息3个月' });
    await expect(page.getByTestId('loan-apr')).toHaveText(aprOfSchedule(300_000, free));
    await expect(page.getByTestId('loan-apr')).not.toHaveText(percentOfBp(plain.aprBp));
    await expect(page.getByText(`-${(free.discountFen / 100).toFixed(2)}元`)).toBeVisible();
    // A reload shows the order's own choice and price.
    await page.reload();
    await expect(page.getByLabel('优惠')).toHaveValue('months');
    await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(free.aprBp));

    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    const detail = okData(await api<{ order: { aprBp: number }; trial: Trial }>('/api/loanorder/detail', { orderNo }, user.token), 'detail');
    expect(detail.order.aprBp).toBe(free.aprBp);
    expect(detail.trial.plan.map((p) => p.totalFen)).toEqual(free.plan.map((p) => p.totalFen));
    // The next loan is not a first loan.
    expect(okData(await api<{ freeFeeUser: number }>('/api/loanorder/loanparams', {}, user.token), 'loanparams').freeFeeUser).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('a red packet lowers the price; 取消借款 on the confirm page cancels the order and frees the packet', async ({ page, hook, api, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'borrower' });
    okData(await hook('/api/__sandbox/redPacket', { mobile: user.mobile, amountFen: '2000', limitFen: '100000' }), 'redPacket');
    const plain = await expectedTrial(api, user.token);
    const params = okData(await api<{ defaultRepayType: string; redList: Array<{ rmId: string }> }>('/api/loanorder/loanparams', {}, user.token), 'loanparams');
    const rmId = params.redList[0]!.rmId;
    const withPacket = okData(await api<Trial>('/api/applyPay/trialAmt', { ...terms, repayType: params.defaultRepayType, rmId }, user.token), 'trialAmt');
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyFor3000(page, plain);

    await page.getByLabel('优惠').selectOption({ label: '借款立减红包（减20.00元）' });
    await expect(page.getByTestId('loan-total')).toHaveText(`${(withPacket.totalFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`);
    await expect(page.getByTestId('loan-apr')).toHaveText(aprOfSchedule(300_000, withPacket));
    expect(okData(await api<{ redList: unknown[] }>('/api/loanorder/loanparams', {}, user.token), 'loanparams').redList).toEqual([]);

    await page.getByRole('button', { name: '取消借款' }).click();
    await page.getByTestId('dialog').getByRole('button', { name: '取消借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cancelLoanResult\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { name: '借款已取消' })).toBeVisible();
    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.list[0]).toMatchObject({ orderNo, status: 'cancelled' });
    expect(okData(await api<{ redList: Array<{ rmId: string }> }>('/api/loanorder/loanparams', {}, user.token), 'loanparams').redList.map((r) => r.rmId)).toEqual([rmId]);
    await page.getByRole('button', { name: '重新借款' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByTestId('offer-hint')).toContainText('首次借款可享免息优惠');
  });
});

test.describe('the result page follows the pay-out (issue 12; a sandbox of its own: the channel hook is global)', () => {
  test.use({ ownSandbox: true });

  /** Applies for 3,000 over 6 months, signs and submits; answers the order number on the result page. */
  async function submitLoan(page: Page, api: Api, user: OpenedUser, requestCode: (mobile: string) => Promise<string>): Promise<string> {
    const orderNo = await applyFor3000(page, await expectedTrial(api, user.token));
    await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: '确认借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
    return orderNo;
  }

  test('a failed pay-out shows 放款失败 with the reason and leads to a new application; the credit is back', async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/channel', { channel: 'disburse', mode: 'fail' }), 'channel');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    await submitLoan(page, api, user, requestCode);
    await expect(page.getByRole('heading', { name: '放款失败' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('放款失败：银行处理失败，额度已恢复')).toBeVisible();
    const card = okData(await api<{ cardInfo: { cardQuota: number; loanAmt: number } }>('/api/customer/info', {}, user.token), 'info').cardInfo;
    expect(card.loanAmt).toBe(card.cardQuota);
    await page.getByRole('button', { name: '重新申请' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    expect(pageErrors).toEqual([]);
  });

  test('a pay-out that takes over a minute says 超时 and where to look, keeps checking, and shows 放款成功 when it lands', async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/channel', { channel: 'disburse', mode: 'hang' }), 'channel');
    const user = await userByApi({ stage: 'borrower' });
    await page.clock.install();
    await loginAs(user, '/newBorrowCash');
    await submitLoan(page, api, user, requestCode);
    await expect(page.getByRole('heading', { name: '放款中' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '放款时间较长' })).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expect(page.getByText('放款时间较长，请稍后在借款记录中查看结果')).toBeVisible();
    await expect(page.getByRole('heading', { name: '放款中' })).toBeVisible();
    okData(await hook('/api/__sandbox/channel', { channel: 'disburse', mode: 'ok' }), 'channel');
    await page.clock.fastForward('00:03');
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('while the pay-out hangs: 放款中, then 取消借款 cancels the order and gives the credit back', async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/channel', { channel: 'disburse', mode: 'hang' }), 'channel');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const orderNo = await submitLoan(page, api, user, requestCode);
    await expect(page.getByRole('heading', { name: '放款中' })).toBeVisible();
    await page.getByRole('button', { name: '取消借款' }).click();
    await page.getByTestId('dialog').getByRole('button', { name: '取消借款' }).click();
    await expect(page).toHaveURL(new RegExp(`#/cancelLoanResult\\?orderNo=${orderNo}$`));
    const records = okData(await api<Records>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.list[0]).toMatchObject({ orderNo, status: 'cancelled' });
    const card = okData(await api<{ cardInfo: { cardQuota: number; loanAmt: number } }>('/api/customer/info', {}, user.token), 'info').cardInfo;
    expect(card.loanAmt).toBe(card.cardQuota);
    expect(pageErrors).toEqual([]);
  });
});
