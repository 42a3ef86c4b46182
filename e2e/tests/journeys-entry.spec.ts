import type { Page } from '@playwright/test';
import { expect, homeButton, maskMobile, okData, PARTNER_ORIGIN, sessionToken, test } from '../fixtures';

// Every way into login and into borrowing (spec 4.1-4.4, 6): the user lands where they were going,
// and each borrow route shows the same popups whatever the entry.

// Spec copy, written out on purpose: a wrong catalogue entry must fail these tests.
const MSG = {
  notLoggedIn: '您还未登陆，请尝试去登陆？',
  notOpened: '您还未开卡，是否立即前往开卡？',
  notActivated: '您的额度还未激活哦！去激活',
  sessionExpired: '您的账户登录信息失效，请重新登录',
} as const;

/**
 * The heading of the loan remote's borrow page (借款金额) or cash index (可用额度), or, for a user with an overdue
 * bill (the demo user), the borrow page's overdue notice in place of its form: proof the page itself rendered.
 */
const BORROW_PAGE_TEXT = /^(借款金额（元）|可用额度（元）|您有逾期未还的账单，请先还款，去还款)$/;

const dialog = (page: Page) => page.getByTestId('dialog');

test.describe('a returning user (reload) can borrow: checks load the user status first', () => {
  test('after a reload on the index, 立即借钱 opens the borrow page, with no open-card popup', async ({ page, userByApi, loginAs, pageErrors }) => {
    // A borrower with nothing overdue: the home offers 立即借钱 (an overdue bill offers 去还款 instead).
    await loginAs(await userByApi({ stage: 'borrower' }));
    await page.reload();
    await homeButton(page, '立即借钱').click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("after a reload the home shows the user's available quota from the server, not the guest figure", async ({ page, api, demoUser, loginAs }) => {
    await loginAs(demoUser);
    // Available = the limit less the demo user's loans being repaid (card info loanAmt), not the limit itself.
    const info = okData(await api<{ cardInfo: { cardQuota: number; loanAmt: number } }>('/api/customer/info', {}, await sessionToken(page)));
    expect(info.cardInfo.loanAmt).toBeLessThan(info.cardInfo.cardQuota);
    const quota = (info.cardInfo.loanAmt / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await page.reload();
    const hero = page.locator('.home-amount');
    await expect(hero).toHaveText(quota);
    await expect(page.getByText('可用额度(元)')).toBeVisible();
    await expect(page.getByText('最高可借(元)')).toHaveCount(0);
  });

  test('after a reload the home never shows a logged-in user a figure that is not theirs: no guest amount before their own', async ({ page, demoUser, loginAs, pageErrors }) => {
    await loginAs(demoUser);
    await expect(page.getByText('可用额度(元)')).toBeVisible();
    const own = (await page.locator('.home-amount').textContent()) ?? '';
    // Every hero the user could see from the first parse on: its label and amount while shown.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __heroSeen: string[] }).__heroSeen = seen;
      const note = () => {
        const amount = document.querySelector('.home-amount');
        if (!amount || getComputedStyle(amount).visibility === 'hidden') return;
        const shown = `${document.querySelector('.home-hero-label')?.textContent ?? ''} ${amount.textContent ?? ''}`;
        if (seen.at(-1) !== shown) seen.push(shown);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.reload();
    await expect(page.locator('.home-amount')).toHaveText(own);
    const seen = await page.evaluate(() => (window as unknown as { __heroSeen: string[] }).__heroSeen);
    expect(seen.filter((shown) => shown.trim() !== '')).toEqual([`可用额度(元) ${own}`]);
    expect(pageErrors).toEqual([]);
  });

  test('after a reload with a session the server ended, the home sends to login with no message (spec 4.1 on the index); then 立即借钱 borrows', async ({ page, api, userByApi, loginAs, submitLogin }) => {
    // A borrower with nothing overdue: the home offers 立即借钱 (an overdue bill offers 去还款 instead).
    const user = await userByApi({ stage: 'borrower' });
    await loginAs(user);
    // The home's own first read must have answered: ended under it, its 1008 would log out before the reload.
    await expect(page.getByText('可用额度(元)')).toBeVisible();
    expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
    await page.reload();
    // The home asks for the user's base info at once; its 1008 ends the session quietly on the index.
    await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired$/);
    await expect(dialog(page)).toHaveCount(0);
    await submitLogin(user);
    await expect(page).toHaveURL(/#\/$/);
    await homeButton(page, '立即借钱').click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('every way into login returns to the page the user wanted', () => {
  test('the guard: a deep link to a login-only page keeps its query', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/bankCard?from=push');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FbankCard%3Ffrom%3Dpush$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/bankCard\?from=push$/);
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  });

  test('a Mine menu item (银行卡): login, then the bank cards', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/user');
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('button', { name: '银行卡' }).click();
    await expect(dialog(page)).toContainText(MSG.notLoggedIn);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FbankCard$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/bankCard$/);
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
  });

  test('a home tile (兑换现金): login, then the borrow page', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/');
    await homeButton(page, '兑换现金').click();
    await expect(dialog(page)).toContainText(MSG.notLoggedIn);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
  });

  test('立即借钱: login, then the borrow page', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/');
    await homeButton(page, '立即借钱').click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewBorrowCash$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
  });

  test('an expired session (1008): the popup, login, then the same page with its query', async ({ page, api, demoUser, loginAs, submitLogin }) => {
    await loginAs(demoUser);
    await page.goto('/#/bankCard?from=mine');
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
    expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
    await page.reload();
    await expect(dialog(page)).toContainText(MSG.sessionExpired);
    await dialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired&redirect=%2FbankCard%3Ffrom%3Dmine$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/bankCard\?from=mine$/);
  });

  test('a token-lost URL the entry carried (spec 4.1, ADR 031): the expiry popup sends there, not to login', async ({ page, api, demoUser, loginAs }) => {
    await loginAs(demoUser);
    // A partner opens the app naming where a lost session goes: an absolute URL to an allowed origin (our own).
    const lostTo = new URL('/#/discover', page.url()).href;
    await page.goto('about:blank');
    await page.goto(`/#/user?tokenLostUrl=${encodeURIComponent(lostTo)}`);
    await expect(page.getByTestId('header-title')).toHaveText('我的');
    // Later pages' addresses do not carry it: it was recorded at the entry.
    await page.goto('/#/bankCard');
    await expect(page.getByTestId('header-title')).toHaveText('银行卡');
    expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
    await page.reload();
    await expect(dialog(page)).toContainText(MSG.sessionExpired);
    await dialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/#\/discover$/);
    await expect(page.getByTestId('header-title')).toHaveText('发现');
  });

  test('a token-lost URL to a partner listed in the return origins (ADR 034) is followed', async ({ page, api, demoUser, loginAs }) => {
    await loginAs(demoUser);
    await page.goto('about:blank');
    await page.goto(`/#/user?tokenLostUrl=${encodeURIComponent(`${PARTNER_ORIGIN}/login`)}`);
    await expect(page.getByTestId('header-title')).toHaveText('我的');
    expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
    await page.reload();
    await dialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(`${PARTNER_ORIGIN}/login`);
  });

  test('a token-lost URL to a foreign origin is never followed: the expiry goes to login', async ({ page, api, demoUser, loginAs }) => {
    await loginAs(demoUser);
    await page.goto('about:blank');
    await page.goto(`/#/user?tokenLostUrl=${encodeURIComponent('https://evil.example.com/phish')}`);
    await expect(page.getByTestId('header-title')).toHaveText('我的');
    await page.goto('/#/bankCard');
    expect((await api('/api/account/logout', {}, await sessionToken(page))).status).toBe(1);
    await page.reload();
    await dialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired&redirect=%2FbankCard$/);
  });

  test('a dead token in a borrow link: the token leaves the address, login returns without it', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/newBorrowCash?amount=500&token=no-such-session');
    await expect(dialog(page)).toContainText(MSG.sessionExpired);
    await dialog(page).getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/#\/login\?loginType=tokenExpired&redirect=%2FnewBorrowCash%3Famount%3D500$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/newBorrowCash\?amount=500$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
  });
});

test.describe("a token in a link never replaces a logged-in user's session (spec 4.2, ADR 023)", () => {
  test('opened with another user\'s token, on a non-borrow and on a borrow route: the user stays themselves, the token leaves the address', async ({ page, demoUser, loginAs, userByApi }) => {
    // The other user is registered only: in their session the borrow route would ask to open the card.
    const other = await userByApi();
    await loginAs(demoUser);
    const mine = await sessionToken(page);
    const openAtStartUp = async (route: string) => {
      await page.goto('about:blank');
      await page.goto(`/#${route}?from=link&token=${other.token}`);
      await expect(page).toHaveURL(new RegExp(`#${route}\\?from=link$`));
    };

    await openAtStartUp('/ucSetting');
    await expect(page.getByText(maskMobile(demoUser.mobile))).toBeVisible();
    expect(await sessionToken(page)).toBe(mine);

    await openAtStartUp('/newBorrowCash');
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await sessionToken(page)).toBe(mine);

    // The same link followed inside the running app (no reload): the guard drops the token, the session stays.
    await page.evaluate((hash) => (window.location.hash = hash), `#/ucSetting?token=${other.token}`);
    await expect(page).toHaveURL(/#\/ucSetting$/);
    await expect(page.getByText(maskMobile(demoUser.mobile))).toBeVisible();
    expect(await sessionToken(page)).toBe(mine);
  });

  test('a guest is not logged in by a token on a route other than the three borrow routes', async ({ page, userByApi }) => {
    const other = await userByApi();
    await page.goto(`/#/ucSetting?token=${other.token}`);
    await expect(page).toHaveURL(/#\/login\?redirect=%2FucSetting$/);
    expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain(other.token);
  });
});

test.describe('borrow routes are gated by the guard, whatever the entry (spec 4.3, 4.4, 6)', () => {
  // Every page of the borrow flow (the routes with requiresBorrowReady): what the demo user sees...
  const BORROW_ROUTES = ['/newCashIndex', '/newBorrowCash', '/borrowCash', '/cashInstallment', '/quickLoan'];
  // ...and every way in that the gate must stop, the confirm step of an order included.
  const GATED_ROUTES = [...BORROW_ROUTES, '/cashConfirm?orderNo=L2026010100000001'];

  test('a guest typing a borrow route logs in first, then comes back', async ({ page, demoUser, submitLogin }) => {
    await page.goto('/#/newCashIndex');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FnewCashIndex$/);
    await submitLogin(demoUser);
    await expect(page).toHaveURL(/#\/newCashIndex$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
  });

  test('not opened: every borrow route asks to open the card and never shows the page; cancel leads home', async ({ page, userByApi, loginAs }) => {
    await loginAs(await userByApi());
    for (const route of GATED_ROUTES) {
      await page.goto(`/#${route}`);
      await expect(dialog(page)).toContainText(MSG.notOpened);
      await expect(page.getByText(BORROW_PAGE_TEXT)).toHaveCount(0);
      await dialog(page).getByRole('button', { name: '取消' }).click();
      // A typed address has no page of ours to go back to.
      await expect(page).toHaveURL(/#\/$/);
      await expect(page.getByText(BORROW_PAGE_TEXT)).toHaveCount(0);
    }
  });

  test('not opened: 兑换现金 asks to open the card; cancel returns home, confirm goes to real name with the return URL', async ({ page, userByApi, loginAs }) => {
    await loginAs(await userByApi());
    await homeButton(page, '兑换现金').click();
    await expect(dialog(page)).toContainText(MSG.notOpened);
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await homeButton(page, '立即借钱').click();
    await expect(dialog(page)).toContainText(MSG.notOpened);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/realName\?returnUrl=%2FnewBorrowCash$/);
  });

  test('not opened: an entry into a borrow route (the home tile 信用查询) stays where the user was on cancel', async ({ page, userByApi, loginAs }) => {
    await loginAs(await userByApi());
    await homeButton(page, '信用查询').click();
    await expect(dialog(page)).toContainText(MSG.notOpened);
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('limit not activated: every borrow route asks to activate; the popup leads to activation, which returns to the borrow page', async ({ page, userByApi, loginAs }) => {
    await loginAs(await userByApi({ stage: 'opened', dealPassword: null }));
    for (const route of GATED_ROUTES) {
      await page.goto(`/#${route}`);
      await expect(dialog(page)).toContainText(MSG.notActivated);
      await expect(page.getByText(BORROW_PAGE_TEXT)).toHaveCount(0);
      await dialog(page).getByRole('button', { name: '取消' }).click();
      await expect(page).toHaveURL(/#\/$/);
    }

    await homeButton(page, '立即借钱').click();
    await expect(dialog(page)).toContainText(MSG.notActivated);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/api\/quota\/activate\?/);
    // The page's address reaches server logs: a one-time code stands for the session, never its token (ADR 024).
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
    expect(page.url()).not.toContain(await sessionToken(page));
    await page.getByRole('button', { name: '立即激活' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the demo user (opened, activated) goes straight in on every borrow route', async ({ page, demoUser, loginAs }) => {
    await loginAs(demoUser);
    for (const route of BORROW_ROUTES) {
      await page.goto(`/#${route}`);
      // The cash index shows the limit and, the demo user having an overdue bill, the notice under it.
      await expect(page.getByText(BORROW_PAGE_TEXT).first()).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
    }
  });
});
