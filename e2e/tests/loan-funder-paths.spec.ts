import { expect, okData, test } from '../fixtures';
import { applyForPartner, codeStep, confirm, onConfirm, orderOf, partnerLoanByApi, repayFirstPeriodOnPartnerPath } from '../funders';

// The partners' own paths (issue 26, ADR 033, 036) through the UI: jg's signing and huaxia's profile set in
// the borrow flow, and a period repaid on each of the hy, sxf, jg and huaxia paths at the cashier desk, the
// amount planPaySelect4Rule quotes, whole. Each test has a sandbox of its own: the funder hook is global.

const JG_LENDER = '示例晋商消费金融股份有限公司';
const HUAXIA_LENDER = '示例华夏银行股份有限公司';
const HY_LENDER = '示例海尔小额贷款有限公司';
const SXF_LENDER = '示例随行付小额贷款有限公司';

interface History { list: Array<{ kind: string; status: string; paidFen: number; orderNos: string[] }> }

test.describe("the partners' own paths (issue 26)", () => {
  test.use({ ownSandbox: true });

  test("jg: its signing (a reload mid-step resumes), paid out, a period repaid on jg's path; then huaxia: its profile set on the profile form, paid out, a period repaid on huaxia's path", async ({ page, hook, api, userByApi, loginAs, requestCode, pageErrors }) => {
    // Two loans through every step of the UI, each waiting for its pay-out, and two repayments.
    test.setTimeout(90_000);
    okData(await hook('/api/__sandbox/funder', { force: 'jg' }), 'funder');
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user, '/newBorrowCash');
    const jgTerms = { yuan: 6000, months: 12 };
    const jgNo = await applyForPartner(page, api, user, JG_LENDER, jgTerms);
    await expect(page.getByTestId('funder-step')).toHaveText(['签署资金方代扣协议（未完成）']);
    await codeStep(page, user, requestCode, '签署资金方代扣协议', '确认签约');
    await onConfirm(page, api, user, JG_LENDER, jgTerms);
    await confirm(page, user, requestCode, jgNo);
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    expect(await orderOf(api, user.token, jgNo)).toMatchObject({ status: 'repaying', capitalChannel: 'jg', funderState: 'approved', lenderName: JG_LENDER });
    const jgPaid = await repayFirstPeriodOnPartnerPath(page, api, user, jgNo, JG_LENDER);

    // huaxia, a day later (the card's reserved mobile had its 3 codes in 10 minutes: opening, jg, the card's
    // signing): the profile set first, on the supplementary profile's form, opened with what the user saved.
    okData(await hook('/api/__sandbox/clock', { days: 1 }), 'clock');
    okData(await hook('/api/__sandbox/funder', { force: 'huaxia' }), 'funder');
    await page.goto('/#/newBorrowCash');
    const hxNo = await applyForPartner(page, api, user, HUAXIA_LENDER);
    const profile = page.getByRole('region', { name: '补充个人资料' });
    await expect(profile.getByRole('heading', { name: '补充个人资料' })).toBeVisible();
    await expect(profile.getByLabel('职务', { exact: true })).toHaveValue('职员');
    await expect(profile.getByLabel('单位名称')).toHaveValue('测试科技有限公司');
    // A reload in the middle of the step comes back to it, opened again with what the user saved.
    await page.reload();
    await expect(profile.getByRole('heading', { name: '补充个人资料' })).toBeVisible();
    await expect(profile.getByLabel('职务', { exact: true })).toHaveValue('职员');
    // The contacts were never saved: the profile's own messages, and nothing typed is lost.
    await profile.getByLabel('职务', { exact: true }).fill('高级职员');
    await profile.getByRole('button', { name: '提交' }).click();
    await expect(profile.getByText('请输入联系人姓名')).toHaveCount(2);
    await expect(profile.getByText('请选择与本人关系')).toBeVisible();
    await expect(profile.getByLabel('职务', { exact: true })).toHaveValue('高级职员');
    await profile.getByLabel('亲属姓名').fill('李大明');
    await profile.getByLabel('与本人关系').selectOption({ label: '父母' });
    await profile.getByLabel('亲属手机号').fill('13712345678');
    await profile.getByLabel('朋友姓名').fill('王小二');
    await profile.getByLabel('朋友手机号').fill('13698765432');
    await profile.getByRole('button', { name: '提交' }).click();
    await expect(page.getByTestId('funder-step')).toHaveText(['补充个人资料（已完成）', '签署资金方代扣协议（未完成）']);
    // What was given went to the funder only: the saved profile is as it was.
    const saved = okData(await api<{ basicInfo: { duty?: string }; contacts: Record<string, string> }>('/api/customer/extendInfo', {}, user.token), 'extendInfo');
    expect([saved.basicInfo.duty, saved.contacts]).toEqual(['职员', {}]);
    await codeStep(page, user, requestCode, '签署资金方代扣协议', '确认签约');
    await onConfirm(page, api, user, HUAXIA_LENDER);
    // The card was signed for the jg loan: no second signing.
    await confirm(page, user, requestCode, hxNo, { signCard: false });
    await expect(page.getByRole('heading', { name: '放款成功' })).toBeVisible({ timeout: 15_000 });
    const hxPaid = await repayFirstPeriodOnPartnerPath(page, api, user, hxNo, HUAXIA_LENDER);

    const history = okData(await api<History>('/api/repayment/history', {}, user.token), 'history').list;
    expect(history.map((r) => [r.kind, r.status, r.paidFen, r.orderNos])).toEqual([['active', 'success', hxPaid, [hxNo]], ['active', 'success', jgPaid, [jgNo]]]);
    expect(pageErrors).toEqual([]);
  });

  test("a returning borrower repays a period on hy's and on sxf's path; 资金方账单 lists those two loans with their lenders, not the platform's", async ({ page, request, hook, api, smsCode, userByApi, borrowByApi, loginAs, pageErrors }) => {
    // Three loans by API and two repayments through the UI: like the test above, more than 30 s on a busy machine.
    test.setTimeout(60_000);
    const user = await userByApi({ stage: 'borrower' });
    // hy and sxf lend to returning borrowers only (the router's label rule): a platform loan first.
    const ownNo = await borrowByApi(user);
    okData(await hook('/api/__sandbox/funder', { force: 'hy' }), 'funder');
    const hyNo = await partnerLoanByApi(api, request.post.bind(request), smsCode, user, { loanAmt: '200000', period: '3' });
    // A day later: the reserved mobile's 3 codes in 10 minutes (opening, the card's signing, hy's) are whole again.
    okData(await hook('/api/__sandbox/clock', { days: 1 }), 'clock');
    okData(await hook('/api/__sandbox/funder', { force: 'sxf' }), 'funder');
    const sxfNo = await partnerLoanByApi(api, request.post.bind(request), smsCode, user, { loanAmt: '100000', period: '3' });
    expect([(await orderOf(api, user.token, hyNo)).capitalChannel, (await orderOf(api, user.token, sxfNo)).capitalChannel]).toEqual(['hy', 'sxf']);

    await loginAs(user, '/billListTripartite');
    const rows = page.getByTestId('rp-order');
    await expect(rows.locator('strong')).toHaveText([SXF_LENDER, HY_LENDER]);
    await expect(page.getByText(ownNo)).toHaveCount(0);

    const hyPaid = await repayFirstPeriodOnPartnerPath(page, api, user, hyNo, HY_LENDER);
    const sxfPaid = await repayFirstPeriodOnPartnerPath(page, api, user, sxfNo, SXF_LENDER);
    const history = okData(await api<History>('/api/repayment/history', {}, user.token), 'history').list;
    expect(history.map((r) => [r.kind, r.status, r.paidFen, r.orderNos])).toEqual([['active', 'success', sxfPaid, [sxfNo]], ['active', 'success', hyPaid, [hyNo]]]);
    expect(pageErrors).toEqual([]);
  });
});
