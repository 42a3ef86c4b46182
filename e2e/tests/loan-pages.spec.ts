import type { Page } from '@playwright/test';
import { expect, okData, percentOfBp, test, type Api } from '../fixtures';
// The borrowing pages of issue 12 beyond the core journey (spec 2.4, 2.10, 3, 7.3, 9): agreements of an
// order and the template, the cost detail, the funding institution, feedback, the pre-loan questionnaire,
// quick borrow and the interest-free offer, against the real sandbox at 375×667.

// Spec copy, written out on purpose.
const NETWORK = '网络不给力，请重新尝试';
const STUDENT_NOTICE = '重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。';
const PHONE_TIPS = '请填写正确的手机号';
// The cash pages' leave popup (the product's wording; the spec gives none).
const LEAVE = '借款申请尚未完成，确定要离开吗？';

interface Order { orderNo: string; aprBp: number; loanAmt: number; period: number }

/** An order of 3,000 yuan over 6 months made through the API (applyPay/apply, status created). */
async function orderOf(api: Api, token: string): Promise<Order> {
  const cards = okData(await api<{ cards: Array<{ cardId: string }> }>('/api/user/bindcard/selectall', {}, token), 'selectall');
  const applied = await api<{ order: Order }>('/api/applyPay/apply', { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: cards.cards[0]!.cardId }, token);
  return okData(applied, 'applyPay/apply').order;
}

/** Every URL the page asks for: none may carry the session token. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test.describe('the pages around a loan (issue 12)', () => {
  test("an order's cost, contracts (text and PDF) and funding institution; a reload keeps each", async ({ page, api, userByApi, loginAs, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    const order = await orderOf(api, user.token);
    const urls = watchUrls(page);
    await loginAs(user, `/cashCostDetail?orderNo=${order.orderNo}`);

    // Cost detail: the APR first, equal to the order's aprBp as the product formats it, then the schedule.
    await expect(page.getByTestId('header-title')).toHaveText('费用明细');
    await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(order.aprBp));
    await expect(page.getByTestId('loan-plan-row')).toHaveCount(6);
    await expect(page.getByRole('region', { name: '借款信息' })).toContainText('3,000.00元');
    await page.reload();
    await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(order.aprBp));

    // Its contracts: the list, one read through the sanitiser with the order's number, its PDF.
    await page.getByText('借款合同', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/cashAgreement\\?orderNo=${order.orderNo}$`));
    const contracts = page.getByRole('list', { name: '借款合同' });
    await expect(contracts.getByRole('listitem')).toHaveCount(3);
    await page.reload();
    await expect(contracts.getByRole('listitem')).toHaveCount(3);
    await contracts.getByText('《借款合同》').click();
    await expect(page).toHaveURL(new RegExp(`#/agreementItem\\?key=loanContract&orderNo=${order.orderNo}$`));
    await expect(page.getByTestId('contract-text')).toContainText(`合同编号：${order.orderNo}`);
    await expect(page.getByTestId('contract-text')).toContainText(`年化利率（IRR）：${percentOfBp(order.aprBp)}`);
    await expect(page.getByTestId('contract-text')).toContainText('出借人：示例消费金融股份有限公司');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载《借款合同》PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`借款合同-${order.orderNo}.pdf`);
    await page.reload();
    await expect(page.getByTestId('contract-text')).toContainText(`合同编号：${order.orderNo}`);

    // The funding institution.
    await page.goto(`/#/cashButtOrgDetail?orderNo=${order.orderNo}`);
    await expect(page.getByTestId('header-title')).toHaveText('资金方信息');
    const org = page.getByTestId('capital-org');
    await expect(org).toContainText('示例消费金融股份有限公司');
    await expect(org).toContainText('金融许可证');
    await expect(org.getByRole('link', { name: '400-000-0001' })).toHaveAttribute('href', 'tel:4000000001');
    await page.reload();
    await expect(org).toContainText('借款合同出借人');

    // cashInstallmentResult is the result page under another name: the order is not submitted yet.
    await page.goto(`/#/cashInstallmentResult?orderNo=${order.orderNo}`);
    await expect(page.getByTestId('header-title')).toHaveText('借款结果');
    await expect(page.getByRole('heading', { name: '借款待确认' })).toBeVisible();

    expect(urls.filter((u) => u.includes(user.token))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the contract template is open to a guest, without an order and without a PDF', async ({ page, pageErrors }) => {
    await page.goto('/#/loanAgreementItem?key=loanContract');
    await expect(page.getByTestId('header-title')).toHaveText('合同模板');
    await expect(page.getByTestId('contract-text')).toContainText('借款人：＿＿＿＿');
    await expect(page.getByTestId('contract-text')).not.toContainText('合同编号');
    await expect(page.getByRole('button', { name: /PDF/ })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a guest opening /loanInvestigate logs in and comes back; a student is stopped with the spec notice; answers are saved and shown again', async ({ page, api, userByApi, submitLogin }) => {
    const user = await userByApi();
    await page.goto('/#/loanInvestigate');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FloanInvestigate/);
    await submitLogin(user);
    await expect(page).toHaveURL(/#\/loanInvestigate$/);
    await expect(page.getByTestId('header-title')).toHaveText('贷前调查');

    await page.getByLabel('全日制在校学生').check();
    await expect(page.getByTestId('student-notice')).toHaveText(STUDENT_NOTICE);
    await expect(page.getByRole('button', { name: '提交' })).toBeDisabled();

    await page.getByLabel('在职上班族').check();
    await expect(page.getByTestId('student-notice')).toHaveCount(0);
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请完成全部问题' })).toBeVisible();
    await page.getByLabel('工资收入').check();
    await page.getByLabel(/不用于购房/).check();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByTestId('toast')).toHaveText('已保存');
    expect(okData(await api('/api/loanorder/queryInvestigate', {}, user.token), 'queryInvestigate')).toMatchObject({
      saved: true, occupation: 'employed', repaySource: 'salary', purposeDeclared: true,
    });

    await page.reload();
    await expect(page.getByTestId('investigate-saved')).toBeVisible();
    await expect(page.getByLabel('在职上班族')).toBeChecked();
    await expect(page.getByLabel('工资收入')).toBeChecked();
    await expect(page.getByLabel(/不用于购房/)).toBeChecked();
  });

  test('/cashFeedback: the form checks, a failing server keeps the text, the retry is stored', async ({ page, userByApi, loginAs }) => {
    const user = await userByApi();
    await loginAs(user, '/cashFeedback');
    await expect(page.getByTestId('header-title')).toHaveText('意见反馈');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择反馈类型' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '请填写反馈内容' })).toBeVisible();

    await page.getByLabel('利率费用').check();
    const text = '年化利率在哪里能看到每期的明细？';
    await page.getByLabel('反馈内容').fill(text);
    await expect(page.getByText(`${text.length}/200`)).toBeVisible();
    await page.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText(PHONE_TIPS)).toBeVisible();
    await page.getByLabel('联系电话').fill('13912345678');

    // A deliberate fault: the server answers 500 once.
    await page.route('**/api/cash/micropay/feedBack**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByTestId('toast')).toHaveText(NETWORK);
    await expect(page.getByLabel('反馈内容')).toHaveValue(text);
    await expect(page.getByLabel('利率费用')).toBeChecked();
    await expect(page.getByLabel('联系电话')).toHaveValue('13912345678');

    await page.unroute('**/api/cash/micropay/feedBack**');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
    await expect(page.getByTestId('feedback-no')).toHaveText(/^FK\d{8}[0-9A-F]{8}$/);
  });

  test('/quickLoan: the choice of amount and period arrives on /newBorrowCash', async ({ page, api, userByApi, loginAs, pageErrors }) => {
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/quickLoan');
    await expect(page.getByTestId('header-title')).toHaveText('快速借款');
    await expect(page.getByTestId('available-credit')).toHaveText('50,000.00');
    await expect(page.getByRole('button', { name: '最高50,000.00' })).toBeVisible();
    await page.getByRole('button', { name: '3,000.00', exact: true }).click();
    await expect(page.getByRole('button', { name: '3,000.00', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const range = okData(await api<{ list: Array<{ period: number; aprBp: number }> }>('/api/loanorder/planRange', { loanAmt: '300000' }, user.token), 'planRange');
    const six = range.list.find((x) => x.period === 6)!;
    await page.getByRole('button', { name: `6期，年化利率${percentOfBp(six.aprBp)}` }).click();

    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByLabel('借款金额（元）')).toHaveValue('3000');
    await expect(page.getByRole('button', { name: /^6个月/ })).toHaveAttribute('aria-pressed', 'true');
    expect(okData(await api('/api/loanorder/findTemp', {}, user.token), 'findTemp')).toMatchObject({ saved: true, loanAmt: 300_000, period: 6 });

    // The header: 反馈 leads to the borrowing feedback; back asks with the cash pages' leave popup, then the cash index.
    await page.goto('/#/quickLoan');
    await page.getByTestId('app-header').getByRole('link', { name: '反馈' }).click();
    await expect(page).toHaveURL(/#\/cashFeedback$/);
    await page.goto('/#/quickLoan');
    await page.getByTestId('header-back').click();
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(LEAVE);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/newCashIndex$/);
    expect(pageErrors).toEqual([]);
  });

  test('/freeFeeCashLoan: a guest reads the offer; a first borrower gets 立即借款', async ({ page, userByApi, loginAs }) => {
    await page.goto('/#/freeFeeCashLoan');
    await expect(page.getByTestId('header-title')).toHaveText('免息借款');
    await expect(page.getByTestId('free-offer')).toHaveText('首次借款最高享6个月免息，或领取7天免息礼包');
    await expect(page.getByRole('button', { name: '登录查看我的免息资格' })).toBeVisible();

    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/freeFeeCashLoan');
    await expect(page.getByTestId('free-offer')).toHaveText('首次借款最高享3个月免息，或领取7天免息礼包');
    await expect(page.getByTestId('free-fee-eligible')).toContainText('前3期利息全免');
    await page.getByRole('button', { name: '立即借款' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
  });

  test("the home's interest-free advertisement offers the months the product's loan parameters offer (one source with the confirm page)", async ({ page, api, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'borrower' });
    const params = okData(await api<{ freeFeePeriods: { freePeriods: number; giftDays: number } }>('/api/loanorder/loanparams', {}, user.token), 'loanparams');
    await loginAs(user, '/');
    await expect(page.getByTestId('home-ad-AD01')).toContainText(`首次借款最长可享${params.freeFeePeriods.freePeriods}个月免息`);
    await page.getByTestId('home-ad-AD01').click();
    await expect(page.getByTestId('ad-info')).toContainText(`最长可享${params.freeFeePeriods.freePeriods}个月免息或${params.freeFeePeriods.giftDays}天免息礼包`);
  });

  test('/freeFeeCashLoan: a user who has borrowed is told why the offer is not theirs', async ({ page, loginAs, demoUser }) => {
    await loginAs(demoUser, '/freeFeeCashLoan');
    await expect(page.getByTestId('free-fee-ineligible')).toContainText('免息优惠仅限首次借款的用户');
    await expect(page.getByRole('button', { name: '立即借款' })).toHaveCount(0);
  });
});
