import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { displayWkHeaderAtom, initHost, pageTitleAtom, resetHost, type RemoteRoute } from '@credit/shared';
import { Header } from './Header';

type Store = ReturnType<typeof createStore>;

function renderHeader(route: RemoteRoute | null, options: { store?: Store; fallbackTitle?: string; resolving?: boolean; pendingTitle?: string } = {}) {
  // A fresh store per test: no atom value leaks from one test to the next.
  const store = options.store ?? createStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route?.path ?? '/']}>
        <Header route={route} fallbackTitle={options.fallbackTitle} resolving={options.resolving} pendingTitle={options.pendingTitle} />
      </MemoryRouter>
    </Provider>,
  );
}

const billList: RemoteRoute = { path: '/billList', name: 'billList', title: '我的账单' };

afterEach(() => {
  cleanup();
  resetHost();
  sessionStorage.clear();
});

describe('Header (spec 2.11)', () => {
  it('shows the route title with a back button on a non-tab route', () => {
    renderHeader(billList);
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('我的账单');
    expect(screen.getByTestId('header-back')).toBeTruthy();
  });

  it('is hidden in an old app build (up to 8) that draws its own title bar, shown from build 9', () => {
    initHost('https://h5.example.com/?APPSOURCE=1&APPVERSION=3.5.0_8#/billList', 'Mozilla/5.0 (Linux; Android 13)');
    renderHeader(billList);
    expect(screen.queryByTestId('app-header')).toBeNull();
    cleanup();
    resetHost();
    initHost('https://h5.example.com/?APPSOURCE=1&APPVERSION=3.5.0_9#/billList', 'Mozilla/5.0 (Linux; Android 13)');
    renderHeader(billList);
    expect(screen.getByTestId('header-title').textContent).toBe('我的账单');
  });

  it('is hidden when the title is empty', () => {
    renderHeader({ ...billList, title: '' });
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it('keeps an empty bar while the route is still being resolved (no shift when the title arrives), not after', () => {
    renderHeader(null, { resolving: true });
    expect(screen.getByTestId('app-header-pending').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('header-back')).toBeNull();
    cleanup();
    renderHeader(null, { resolving: false });
    expect(screen.queryByTestId('app-header-pending')).toBeNull();
    cleanup();
    const store = createStore();
    store.set(displayWkHeaderAtom, false);
    renderHeader(null, { resolving: true, store });
    expect(screen.queryByTestId('app-header-pending')).toBeNull();
  });

  it("shows the title routes.json names while the route's code loads (ADR 041), without a back arrow until the route's own policy is there", () => {
    renderHeader(null, { resolving: true, pendingTitle: '借款申请' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('借款申请');
    expect(screen.getByTestId('header-title-pending').textContent).toBe('借款申请');
    // Not yet the route's own header: no back arrow, and not the mark of a route that is in.
    expect(screen.queryByTestId('header-back')).toBeNull();
    expect(screen.queryByTestId('header-title')).toBeNull();
    cleanup();
    // Once resolved the route's own header takes over.
    renderHeader(billList, { resolving: false, pendingTitle: '借款申请' });
    expect(screen.getByTestId('header-title').textContent).toBe('我的账单');
  });

  it('keeps the title routes.json names, with a back arrow, once the remote has failed: the fallback page is not a dead end', () => {
    renderHeader(null, { resolving: false, pendingTitle: '月账单' });
    expect(screen.getByTestId('header-title').textContent).toBe('月账单');
    expect(screen.getByTestId('header-back')).toBeTruthy();
    cleanup();
    // Without a title from anywhere there is no header at all.
    renderHeader(null, { resolving: false });
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it('is hidden when the session flag displayWkHeader is false', () => {
    const store = createStore();
    store.set(displayWkHeaderAtom, false);
    renderHeader(billList, { store });
    expect(screen.queryByTestId('app-header')).toBeNull();
  });

  it("shows the page's own title over the route title", () => {
    const store = createStore();
    store.set(pageTitleAtom, '账单详情');
    renderHeader(billList, { store });
    expect(screen.getByTestId('header-title').textContent).toBe('账单详情');
  });

  it('has no back button on a tab route', () => {
    renderHeader({ path: '/user', name: 'user', title: '我的', tab: 'my' });
    expect(screen.getByTestId('header-title').textContent).toBe('我的');
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('uses the tab fallback title when no route is loaded, without a back button', () => {
    renderHeader(null, { fallbackTitle: '发现' });
    expect(screen.getByTestId('header-title').textContent).toBe('发现');
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('shows the customer-service link on the index', () => {
    renderHeader({ path: '/', name: 'index', title: '借钱', tab: 'index' });
    const link = screen.getByRole('link', { name: '客服' });
    expect(link.getAttribute('href')).toBe('/myCustomerService');
  });

  it('does not show the customer-service link elsewhere', () => {
    renderHeader(billList);
    expect(screen.queryByRole('link', { name: '客服' })).toBeNull();
  });

  it("shows the route's right-hand action label and target", () => {
    renderHeader({ ...billList, headerRight: 'transactionRecords' });
    const link = screen.getByRole('link', { name: '交易记录' });
    expect(link.getAttribute('href')).toBe('/transactionRecord');
  });

  it('the feedback icon leads to /cashFeedback on the cash pages and where a route says (headerRightTo, /opinionFeedback) elsewhere', () => {
    renderHeader({ ...billList, headerRight: 'feedback' });
    expect(screen.getByRole('link', { name: '反馈' }).getAttribute('href')).toBe('/cashFeedback');
    cleanup();
    renderHeader({ ...billList, headerRight: 'feedback', headerRightTo: '/opinionFeedback' });
    expect(screen.getByRole('link', { name: '反馈' }).getAttribute('href')).toBe('/opinionFeedback');
  });

  it('shows the share action as a button', () => {
    renderHeader({ ...billList, headerRight: 'share' });
    expect(screen.getByRole('button', { name: '分享' })).toBeTruthy();
  });
});
