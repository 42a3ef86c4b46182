import { addressOfRecord, expect, okData, percentOfBp, test } from '../fixtures';
import { applyForPartner, codeStep, confirm, onConfirm, orderOf, type Order } from '../funders';

// Funding partners (issue 26, ADR 032) through the UI: a loan routed to a partner names its lender under
// the APR, is priced by it, goes through its funder after the deal password and is paid out; a refusal
// shows the funder's reason and the credit comes back; a reload while the funder decides resumes.
// Each test has a sandbox of its own: the funder hook is global.

const ZY_LENDER = '示例中原消费金融有限公司';
const SUNING_LENDER = '示例苏宁消费金融有限公司';
const MICROPAY_LENDER = '示例微众小额贷款有限公司';

test.describe('funding partners (issue 26)', () => {
  // A whole loan through the UI (signing, a reload, the deal password, the funder's decision, the pay-out):
  // about 25-30 s on a quiet 2-core machine, so 30 s was no margin when two workers share it.
  test.describe.configure({ timeout: 60_000 });
  test.use({ ownSandbox: true });

  test('a user routed to zy signs its withholding (a reload mid-step resumes it), confirms once and is paid out through it; the contract names the lender', async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'zy' }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyForPartner(page, api, user, ZY_LENDER);
    await codeStep(page, user, requestCode, '签署资金方代扣协议', '确认签约');
    await onConfirm(page, api, user, ZY_LENDER);
    await confirm(page, user, requestCode, orderNo);
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    // The lender is named once paid out too, not only while 放款中.
    await expect(page.getByTestId('loan-lender')).toHaveText(`出借人：${ZY_LENDER}`);
    const records = okData(await api<{ total: number; list: Order[] }>('/api/loanorder/records', {}, user.token), 'records');
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({ orderNo, status: 'repaying', capitalChannel: 'zy', funderState: 'approved', lenderName: ZY_LENDER });

    await page.getByRole('button', { name: '费用明细与借款合同' }).click();
    await page.getByText('借款合同', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashAgreement\\?orderNo=${orderNo}$`));
    await page.getByRole('list', { name: '借款合同' }).getByText('《借款合同》').click();
    await expect(page.getByTestId('contract-text')).toContainText(`出借人：${ZY_LENDER}`);
    expect(pageErrors).toEqual([]);
  });

  test('with a partner forced, each term chip names the lender of that term beside its APR', async ({ page, hook, api, userByApi, loginAs }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'zy' }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    const range = okData(await api<{ list: Array<{ period: number; lenderName: string; aprBp: number }> }>('/api/cash/capitalPlanRange', { loanAmt: '300000' }, user.token), 'capitalPlanRange');
    // The platform keeps some terms: the lender changes with the term.
    expect(new Set(range.list.map((x) => x.lenderName)).size).toBeGreaterThan(1);
    await loginAs(user, '/newBorrowCash');
    await page.getByLabel('借款金额（元）').fill('3000');
    for (const { period, lenderName, aprBp } of range.list) {
      const chip = page.getByRole('button', { name: new RegExp(`^${period}个月`) });
      await expect(chip).toContainText(`年化${percentOfBp(aprBp)}`);
      await expect(chip).toContainText(lenderName);
    }
  });

  test("a partner's refusal shows its reason, and the credit comes back", async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'suning', decision: { capitalChannel: 'suning', mode: 'refuse', reason: '资料核验未通过' } }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyForPartner(page, api, user, SUNING_LENDER);
    await codeStep(page, user, requestCode, '支付验证', '确认验证');
    await onConfirm(page, api, user, SUNING_LENDER);
    await confirm(page, user, requestCode, orderNo);
    await expect(page.getByRole('heading', { name: '放款失败' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`${SUNING_LENDER}审批未通过：资料核验未通过，额度已恢复`)).toBeVisible();
    const card = okData(await api<{ cardInfo: { cardQuota: number; loanAmt: number } }>('/api/customer/info', {}, user.token), 'info').cardInfo;
    expect(card.loanAmt).toBe(card.cardQuota);
    expect(await orderOf(api, user.token, orderNo)).toMatchObject({ status: 'failed', funderState: 'refused' });
    await page.getByRole('button', { name: '重新申请' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    expect(pageErrors).toEqual([]);
  });

  test('a reload while the funder decides resumes where the order stands, and shows 放款成功 once it approves', async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'zy', decision: { capitalChannel: 'zy', mode: 'hang' } }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyForPartner(page, api, user, ZY_LENDER);
    await codeStep(page, user, requestCode, '签署资金方代扣协议', '确认签约');
    await onConfirm(page, api, user, ZY_LENDER);
    await confirm(page, user, requestCode, orderNo);
    await expect(page.getByRole('heading', { name: '放款中' })).toBeVisible();
    await expect(page.getByTestId('loan-lender')).toHaveText(`出借人：${ZY_LENDER}`);
    await expect.poll(async () => (await orderOf(api, user.token, orderNo)).funderState).toBe('submitted');
    await page.reload();
    await expect(page.getByRole('heading', { name: '放款中' })).toBeVisible();
    okData(await hook('/api/__sandbox/funder', { decision: { capitalChannel: 'zy', mode: 'ok' } }), 'funder');
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    expect(await orderOf(api, user.token, orderNo)).toMatchObject({ status: 'repaying', funderState: 'approved' });
    expect(pageErrors).toEqual([]);
  });

  test("a user routed to micropay opens its account, binds the card (a reload between steps resumes), gives its label, applies by micropay's applyPay and is paid out", async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'micropay' }), 'funder');
    // Which call submits the order: micropay's own application, not the platform's submits.
    const submits: string[] = [];
    const SUBMIT_PATHS = ['/api/loanorder/submit', '/api/cash/rateorder/ratePaySubmit', '/api/cash/micropay/applyPay'];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (SUBMIT_PATHS.includes(path)) submits.push(path);
    });
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const orderNo = await applyForPartner(page, api, user, MICROPAY_LENDER);
    await expect(page.getByTestId('funder-step')).toHaveText(['开通资金方账户（未完成）', '绑定收款银行卡（未完成）', '完善收入信息（未完成）']);
    await page.getByRole('button', { name: '开通账户' }).click();
    await expect(page.getByRole('heading', { name: '绑定收款银行卡' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '绑定收款银行卡' })).toBeVisible();
    await expect(page.getByTestId('funder-step').first()).toHaveText('开通资金方账户（已完成）');
    await page.getByRole('button', { name: '绑定银行卡' }).click();
    await expect(page.getByRole('heading', { name: '完善收入信息' })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('alert')).toHaveText('请选择月收入');
    await page.getByLabel('月收入').selectOption({ label: '5000-10000元' });
    await page.getByRole('button', { name: '提交' }).click();
    await onConfirm(page, api, user, MICROPAY_LENDER);
    await confirm(page, user, requestCode, orderNo);
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    expect(submits).toEqual(['/api/cash/micropay/applyPay']);
    expect(await orderOf(api, user.token, orderNo)).toMatchObject({ status: 'repaying', capitalChannel: 'micropay' });
    expect(pageErrors).toEqual([]);
  });

  test("the same user repays a period of a zy loan through zy's path: quoted by its rule, paid whole, the ledger one row", async ({ page, request, hook, api, smsCode, userByApi, loginAs, pageErrors }) => {
    okData(await hook('/api/__sandbox/funder', { force: 'zy' }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    // The loan by the API, as the UI tests above make it: apply, sign, zy's signing, submit, through the funder.
    const cardId = okData(await api<{ cards: Array<{ cardId: string }> }>('/api/user/bindcard/selectall', {}, user.token), 'selectall').cards[0]!.cardId;
    const created = okData(await api<{ order: Order }>('/api/applyPay/apply', { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId }, user.token), 'apply');
    const orderNo = created.order.orderNo;
    for (const [apply, confirm] of [['/api/cash/signing/apply', '/api/cash/signing/confirm'], ['/api/cash/main/signing/apply', '/api/cash/main/signing/confirm']] as const) {
      okData(await api(apply, { orderNo }, user.token), apply);
      okData(await api(confirm, { orderNo, code: await smsCode(user.reservedMobile) }, user.token), confirm);
    }
    const ticket = okData(await api<{ payTicket: string }>('/api/repayment/checkPwdPayment', { password: user.dealPassword!, payFor: 'loanSubmit', subject: orderNo }, user.token), 'ticket').payTicket;
    const submitted = await (await request.post('/api/cash/rateorder/ratePaySubmit', { form: { orderNo, payTicket: ticket }, headers: { token: user.token, 'Idempotency-Key': `e2e-zy-${orderNo}` } })).json() as { status: number };
    expect(submitted.status).toBe(1);
    for (const path of ['/api/cash/pushOrder', '/api/cash/captital/submit', '/api/loanorder/modifyStatus']) okData(await api(path, { orderNo }, user.token), path);
    await expect.poll(async () => (await orderOf(api, user.token, orderNo)).status, { timeout: 15_000 }).toBe('repaying');
    const quote = okData(await api<{ totalFen: number }>('/api/repayment/planPaySelect4Rule', { orderNo, periods: '1' }, user.token), 'planPaySelect4Rule');

    await loginAs(user, `/cashier_desk?orderNo=${orderNo}&periods=1`);
    await expect(page.getByTestId('repay-route')).toHaveText(`本笔借款由${ZY_LENDER}出借，按资金方规则还款：每期须全额还清，不支持部分还款`);
    await expect(page.getByTestId('rp-total')).toHaveText(`${(quote.totalFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`);
    await expect(page.getByLabel('本次还款金额（元）')).toHaveCount(0);
    await page.getByLabel('交易密码').fill(user.dealPassword!);
    await page.getByRole('button', { name: /^确认还款/ }).dblclick();
    await expect(page).toHaveURL(addressOfRecord('prepaymentResult', 'repayNo'));
    await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
    const history = okData(await api<{ list: Array<{ kind: string; status: string; paidFen: number; orderNos: string[] }> }>('/api/repayment/history', {}, user.token), 'history').list;
    expect(history.map((r) => [r.kind, r.status, r.paidFen, r.orderNos])).toEqual([['active', 'success', quote.totalFen, [orderNo]]]);
    expect(pageErrors).toEqual([]);
  });
});

