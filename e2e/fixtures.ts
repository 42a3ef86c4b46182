import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox's seeded demo user (README "Demo user"): opened card, activated limit. */
export const DEMO_USER = { mobile: '13800138000', password: 'Demo1234' } as const;

/** Ports as scripts/apps.ts assigns them from PORT_BASE. */
const PORT_BASE = Number(process.env.PORT_BASE ?? 8080);
export const HOST_ORIGIN = `http://localhost:${PORT_BASE}`;
export const REMOTE_ORIGINS = {
  account: `http://localhost:${PORT_BASE + 1}`,
  loan: `http://localhost:${PORT_BASE + 2}`,
  repay: `http://localhost:${PORT_BASE + 3}`,
  market: `http://localhost:${PORT_BASE + 4}`,
} as const;

/** Logs in through the real login page, as a user does; lands wherever the login redirect says. */
export async function loginThroughUi(page: Page, mobile: string = DEMO_USER.mobile, password: string = DEMO_USER.password): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A mobile number no other test uses (the sandbox's SMS limits are per number). */
export function uniqueMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A mobile as the product shows it: first 3 and last 4 digits (spec 3, 5). */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The GB 11643 check character of an ID number's first 17 digits. */
export const idCheckChar = (first17: string) => '10X98765432'[[...first17].reduce((sum, d, i) => sum + Number(d) * ID_WEIGHTS[i]!, 0) % 11]!;

/** A valid 18-digit ID number of an adult born in `year`, different per call (no one has verified it). */
export function uniqueCertId(year = 1970 + Math.floor(Math.random() * 30)): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const first17 = `110105${year}${pad(1 + Math.floor(Math.random() * 12), 2)}${pad(1 + Math.floor(Math.random() * 28), 2)}${pad(Math.floor(Math.random() * 1000), 3)}`;
  return first17 + idCheckChar(first17);
}

/** The latest code the sandbox "sent" to a number, read from its outbox (docs/sandbox.md). */
export async function readSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/api/__sandbox/sms/${mobile}`);
  const body = (await response.json()) as { status: number; data: { code: string } | null };
  if (body.status !== 1 || !body.data) throw new Error(`no SMS code for ${mobile} (status ${body.status})`);
  return body.data.code;
}

/**
 * Registers a fresh user through the API (for tests whose subject is a later page; the registration
 * page itself has its own journey) and returns the credentials.
 */
export async function registerUserByApi(request: APIRequestContext, password = 'Pass1234'): Promise<{ mobile: string; password: string }> {
  const mobile = uniqueMobile();
  const sent = (await (await request.post('/api/sms/send', { form: { mobile, type: 'regist' } })).json()) as { status: number };
  if (sent.status !== 1) throw new Error(`sms/send answered ${sent.status}`);
  const code = await readSmsCode(request, mobile);
  const regist = (await (await request.post('/api/account/regist', { form: { mobile, password, code } })).json()) as { status: number };
  if (regist.status !== 1) throw new Error(`account/regist answered ${regist.status}`);
  return { mobile, password };
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
