import type { Page } from '@playwright/test';
import { expect, okData, sessionToken, test } from '../fixtures';

// Every way into the bill pages (issue 13; the review's lesson: a journey from every way in): a guest
// sent to log in comes back to the page and its query, a public page asks a guest to log in and comes
// back, a reload stays, an expired session returns to the same page.

const NOT_LOGGED_IN = '您还未登陆，请尝试去登陆？';
const SESSION_EXPIRED = '您的账户登录信息失效，请重新登录';
const dialog = (page: Page) => page.getByTestId('dialog');

test('a guest taps 我的账单 on 我的: login, then the month bill', async ({ page, demoUser, submitLogin }) => {
  await page.goto('/#/user');
  await page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '我的账单' }).click();
  await expect(dialog(page)).toContainText(NOT_LOGGED_IN);
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2FbillList$/);
  await submitLogin(demoUser);
  await expect(page).toHaveURL(/#\/billList$/);
  await expect(page.getByTestId('header-title')).toHaveText('月账单');
  await expect(page.getByTestId('month-total')).toBeVisible();
});

test('a guest deep link to the cashier desk keeps its order through login; a reload stays', async ({ page, api, demoUser, submitLogin }) => {
  const { token } = okData(await api<{ token: string }>('/api/account/login', { mobile: demoUser.mobile, password: demoUser.password }), 'login');
  const orderNo = okData(await api<{ list: Array<{ orderNo: string; status: string }> }>('/api/loanorder/records', {}, token), 'records').list.find((o) => o.status === 'repaying')!.orderNo;
  await page.goto(`/#/cashier_desk?orderNo=${orderNo}`);
  await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=%2Fcashier_desk%3ForderNo%3D${orderNo}$`));
  await submitLogin(demoUser);
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('group', { name: '还款方式' })).toBeVisible();
  await expect(page.getByTestId('rp-total')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/cashier_desk\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('rp-total')).toBeVisible();
});

test('a public repayment page asks a guest to log in, then shows it', async ({ page, demoUser, submitLogin }) => {
  await page.goto('/#/loanDetailApply');
  await expect(page.getByRole('heading', { name: '登录后查看借款详情' })).toBeVisible();
  await page.getByRole('button', { name: '登录后查看' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2FloanDetailApply$/);
  await submitLogin(demoUser);
  await expect(page).toHaveURL(/#\/loanDetailApply$/);
  await expect(page.getByRole('region', { name: '我的借款记录' })).toContainText('还款中');
});

test('an expired session on the month bill: the popup, login, then the month bill again', async ({ page, api, demoUser, loginAs, submitLogin }) => {
  await loginAs(demoUser, '/billList');
  await expect(page.getByTestId('month-total')).toBeVisible();
  expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
  await page.reload();
  await expect(dialog(page)).toContainText(SESSION_EXPIRED);
  await dialog(page).getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired&redirect=%2FbillList$/);
  await submitLogin(demoUser);
  await expect(page).toHaveURL(/#\/billList$/);
  await expect(page.getByTestId('month-total')).toBeVisible();
});
