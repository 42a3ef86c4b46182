import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { NOT_WALKED, SPEC_PAGES, WAYS_IN, tabPath, tapLabel, walkedRoutes, type Start, type Way } from '../waysIn';

// Issue 39: a page nobody can reach does not exist for users. From the four tabs, by taps alone (the
// demo user's or a guest's), every page of spec section 2 is reached; docs/ways-in.md is the same map.

const hashPath = (url: string): string => new URL(url).hash.replace(/^#/, '').split('?')[0] || '/';
const routePattern = (route: string): RegExp => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

test('every page of spec section 2 is walked from a tab or named with the reason it is not', () => {
  const walked = new Set(walkedRoutes());
  const missing = SPEC_PAGES.filter((route) => !walked.has(route) && !(route in NOT_WALKED));
  expect(missing, 'spec pages without a way in').toEqual([]);
  const walkedAndExcused = Object.keys(NOT_WALKED).filter((route) => walked.has(route));
  expect(walkedAndExcused, 'walked pages still excused').toEqual([]);
  const excusedNotSpec = Object.keys(NOT_WALKED).filter((route) => !SPEC_PAGES.includes(route));
  expect(excusedNotSpec, 'excuses for pages the spec does not have').toEqual([]);
});

async function tap(page: Page, way: Way): Promise<void> {
  const scope = way.header ? page.getByTestId('app-header') : page.locator('body');
  let target;
  if (typeof way.tap === 'string') {
    const exact = !way.tap.startsWith('~');
    const name = way.tap.replace(/^~/, '');
    target = scope.getByRole('button', { name, exact }).or(scope.getByRole('link', { name, exact }));
  } else {
    target = scope.getByTestId(way.tap.testId);
  }
  // The tab bar and header are outside what a page offers, unless the way says header.
  await target.filter({ visible: true }).first().click();
}

async function land(page: Page, trail: readonly Way[], way: Way): Promise<void> {
  const steps = [...trail, way].map((w) => tapLabel(w.tap)).join(' → ');
  await expect.poll(() => hashPath(page.url()), { message: `${steps} lands on ${way.to}` }).toMatch(routePattern(way.to));
  // The page is there as a user sees it: its route resolved (the header no longer pending), its code
  // and first data arrived (nothing busy), no fallback.
  await expect(page.getByTestId('app-header-pending')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

/** From the tab, the taps of `trail` again (after a back that leads home, spec 2.11). */
async function reopen(page: Page, start: Start, trail: readonly Way[]): Promise<void> {
  const tabBar = page.getByTestId('tab-bar');
  if (await tabBar.isVisible()) await tabBar.getByRole('link', { name: start.tab }).click();
  else await page.goto(`/#${tabPath(start.tab)}`);
  await expect.poll(() => hashPath(page.url())).toMatch(routePattern(tabPath(start.tab)));
  for (let i = 0; i < trail.length; i++) {
    await tap(page, trail[i]!);
    await land(page, trail.slice(0, i), trail[i]!);
  }
}

/** Walks `ways` below `trail`; false once a page that ends the walk (`end`) is reached. */
async function walk(page: Page, start: Start, trail: readonly Way[], ways: readonly Way[]): Promise<boolean> {
  const parent = trail.at(-1)?.to ?? tabPath(start.tab);
  for (const way of ways) {
    await tap(page, way);
    await land(page, trail, way);
    if (way.end) return false;
    if (way.then && !(await walk(page, start, [...trail, way], way.then))) return false;
    // Back as a user goes back: the header's arrow, or the phone's back where a page shows no header
    // (an empty title, spec 2.11); then the leave popup's button where the page asks.
    const arrow = page.getByTestId('header-back');
    if (await arrow.isVisible()) await arrow.click();
    else await page.goBack();
    if (way.leaveWith) await page.getByTestId('dialog').getByRole('button', { name: way.leaveWith }).click();
    const back = way.backTo ?? parent;
    await expect.poll(() => hashPath(page.url()), { message: `back from ${way.to} leads to ${back}` }).toMatch(routePattern(back));
    if (back !== parent) await reopen(page, start, trail);
  }
  return true;
}

const WHO: Record<Start['who'], string> = { demo: 'the demo user', borrower: 'a new borrower', guest: 'a guest' };

for (const start of WAYS_IN) {
  for (const first of start.then) {
    test(`${WHO[start.who]}: ${start.tab} → ${tapLabel(first.tap)}`, async ({ page, loginAs, demoUser, userByApi }) => {
      if (start.who === 'guest') await page.goto(`/#${tabPath(start.tab)}`);
      else await loginAs(start.who === 'demo' ? demoUser : await userByApi({ stage: 'borrower' }), `/#${tabPath(start.tab)}`);
      await expect(page.getByTestId('tab-bar')).toBeVisible();
      await walk(page, start, [], [first]);
    });
  }
}
