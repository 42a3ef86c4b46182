import type { Page } from '@playwright/test';
import { addressOfRecord, expect, okData, percentOfBp, type Api, type OpenedUser } from './fixtures';

// The borrow flow of a loan routed to a funder (issue 26), as the funder e2e files walk it through the UI.

export interface Trial { aprBp: number }
export interface Order { orderNo: string; status: string; capitalChannel: string; funderState: string; lenderName: string; failReason: string }

/** The apply page for `yuan` over `months`: the lender under the APR; a partner's order goes to its steps. Answers the order's number. */
export async function applyForPartner(page: Page, api: Api, user: OpenedUser, lender: string, { yuan = 3000, months = 6 } = {}): Promise<string> {
  const trial = okData(await api<Trial>('/api/applyPay/trialAmt', { loanAmt: String(yuan * 100), period: String(months) }, user.token), 'trialAmt');
  await page.getByLabel('借款金额（元）').fill(String(yuan));
  await page.getByRole('button', { name: new RegExp(`^${months}个月`) }).click();
  await page.getByLabel('借款用途').selectOption({ index: 1 });
  await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
  await expect(page.getByRole('button', { name: new RegExp(`^${months}个月`) })).toContainText(`年化${percentOfBp(trial.aprBp)}`);
  await expect(page.getByTestId('loan-lender')).toHaveText(`出借人：${lender}`);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(addressOfRecord('cashFunderSteps', 'orderNo'));
  await expect(page.getByTestId('loan-lender')).toHaveText(`出借人：${lender}`);
  return new URL(page.url().replace('#/', '')).searchParams.get('orderNo')!;
}

/** A step confirmed by a code to the card's reserved mobile; a reload after the code was sent comes back to the same step. */
export async function codeStep(page: Page, user: OpenedUser, requestCode: (mobile: string) => Promise<string>, title: string, button: string): Promise<void> {
  const step = page.getByRole('region', { name: title });
  await expect(step.getByRole('heading', { name: title })).toBeVisible();
  // requestCode taps 获取验证码 and reads the code sent.
  const code = await requestCode(user.reservedMobile);
  await page.reload();
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  // The code was just sent: the resend wait goes on after the reload (from when it was sent: kit.test.tsx), not a fresh 获取验证码.
  await expect(page.getByRole('region', { name: title }).getByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled();
  await page.getByRole('region', { name: title }).getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: button }).click();
}

/** The confirm page after the steps: the APR, and the lender first under it. */
export async function onConfirm(page: Page, api: Api, user: OpenedUser, lender: string, { yuan = 3000, months = 6 } = {}): Promise<void> {
  const trial = okData(await api<Trial>('/api/applyPay/trialAmt', { loanAmt: String(yuan * 100), period: String(months) }, user.token), 'trialAmt');
  await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
  await expect(page.getByTestId('loan-apr')).toHaveText(percentOfBp(trial.aprBp));
  await expect(page.getByTestId('loan-trial').locator('.loan-apr + p')).toHaveText(`出借人：${lender}`);
}

/** Confirms the loan: the card's signing code when the card is not yet signed (`signCard`), the deal password, a double tap. */
export async function confirm(page: Page, user: OpenedUser, requestCode: (mobile: string) => Promise<string>, orderNo: string, { signCard = true } = {}): Promise<void> {
  if (signCard) await page.getByLabel('验证码').fill(await requestCode(user.reservedMobile));
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: '确认借款' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`#/cashResult\\?orderNo=${orderNo}$`));
}

export const orderOf = async (api: Api, token: string, orderNo: string): Promise<Order> =>
  okData(await api<{ order: Order }>('/api/applyPay/applyStatus', { orderNo }, token), 'applyStatus').order;

/** A request context's form post with headers (the money calls' Idempotency-Key), as the sandbox answers it. */
type Post = (path: string, options: { form: Record<string, string>; headers: Record<string, string> }) => Promise<{ json(): Promise<unknown> }>;

/**
 * A partner's loan through the API, as the UI tests make one (setup for the repayment tests): the order
 * routed to the funder the test forced, the card's signing if not yet signed, the funder's main signing,
 * the deal password's ticket, ratePaySubmit, then the funder's way (pushOrder → captital submit →
 * modifyStatus) until it is paid out. Answers the order's number.
 */
export async function partnerLoanByApi(
  api: Api, post: Post, smsCode: (mobile: string) => Promise<string>, user: OpenedUser, { loanAmt, period }: { loanAmt: string; period: string },
): Promise<string> {
  const { token } = user;
  const cardId = okData(await api<{ cards: Array<{ cardId: string }> }>('/api/user/bindcard/selectall', {}, token), 'selectall').cards[0]!.cardId;
  const orderNo = okData(await api<{ order: Order }>('/api/applyPay/apply', { loanType: '1', loanAmt, period, purposeCode: 'P01', cardId }, token), 'apply').order.orderNo;
  const signed = okData(await api<{ signed: number }>('/api/cash/signing/query', { orderNo }, token), 'signing/query').signed === 1;
  const signings = [...(signed ? [] : [['/api/cash/signing/apply', '/api/cash/signing/confirm']]), ['/api/cash/main/signing/apply', '/api/cash/main/signing/confirm']];
  for (const [apply, confirmPath] of signings) {
    okData(await api(apply!, { orderNo }, token), apply);
    okData(await api(confirmPath!, { orderNo, code: await smsCode(user.reservedMobile) }, token), confirmPath);
  }
  const ticket = okData(await api<{ payTicket: string }>('/api/repayment/checkPwdPayment', { password: user.dealPassword!, payFor: 'loanSubmit', subject: orderNo }, token), 'ticket').payTicket;
  const submitted = (await (await post('/api/cash/rateorder/ratePaySubmit', { form: { orderNo, payTicket: ticket }, headers: { token, 'Idempotency-Key': `e2e-partner-${orderNo}` } })).json()) as { status: number };
  expect(submitted.status, 'ratePaySubmit').toBe(1);
  for (const path of ['/api/cash/pushOrder', '/api/cash/captital/submit', '/api/loanorder/modifyStatus']) okData(await api(path, { orderNo }, token), path);
  await expect.poll(async () => (await orderOf(api, token, orderNo)).status, { timeout: 15_000 }).toBe('repaying');
  return orderNo;
}

/**
 * Repays period 1 of a partner's loan at the cashier desk: its route named (whole periods, no part), the
 * amount planPaySelect4Rule quotes, the deal password, the result. Answers the amount paid in fen.
 */
export async function repayFirstPeriodOnPartnerPath(page: Page, api: Api, user: OpenedUser, orderNo: string, lender: string): Promise<number> {
  const quote = okData(await api<{ totalFen: number }>('/api/repayment/planPaySelect4Rule', { orderNo, periods: '1' }, user.token), 'planPaySelect4Rule');
  await page.goto(`/#/cashier_desk?orderNo=${orderNo}&periods=1`);
  await expect(page.getByTestId('repay-route')).toHaveText(`本笔借款由${lender}出借，按资金方规则还款：每期须全额还清，不支持部分还款`);
  await expect(page.getByTestId('rp-total')).toHaveText(`${(quote.totalFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}元`);
  await expect(page.getByLabel('本次还款金额（元）')).toHaveCount(0);
  await page.getByLabel('交易密码').fill(user.dealPassword!);
  await page.getByRole('button', { name: /^确认还款/ }).dblclick();
  await expect(page).toHaveURL(addressOfRecord('prepaymentResult', 'repayNo'));
  await expect(page.getByRole('heading', { name: '还款成功' })).toBeVisible();
  return quote.totalFen;
}
