import { test as base, expect, type Page } from '@playwright/test';

/** The sandbox's seeded demo user (README "Demo user"): opened card, activated limit. */
export const DEMO_USER = { mobile: '13800138000', password: 'Demo1234' } as const;

export const REMOTE_ORIGINS = {
  account: 'http://localhost:8081',
  loan: 'http://localhost:8082',
  repay: 'http://localhost:8083',
  market: 'http://localhost:8084',
} as const;

/** Logs in through the real login page, as a user does; lands wherever the login redirect says. */
export async function loginThroughUi(page: Page, mobile: string = DEMO_USER.mobile, password: string = DEMO_USER.password): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

interface Fixtures {
  /** A page whose user is logged in as the demo user (through the UI), starting at the index. */
  loggedInPage: Page;
  /** Page errors seen during the test; tests that expect none assert on it. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  loggedInPage: async ({ page }, use) => {
    await page.goto('/#/login');
    await loginThroughUi(page);
    await expect(page).toHaveURL(/#\/$/);
    await use(page);
  },
});

export { expect };
