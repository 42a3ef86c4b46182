import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HashRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  browser, baseInfoAtom, defineRead, grayTestAtom, http, readQuery, sysInfoAtom, initHost, logout, registerShell, resetHost, sessionStore, setLoggedIn, toBaseInfo, userStatusAtom, type RemoteRoute, type UserStatus,
} from '@credit/shared';
import { GuardedPage } from './GuardedPage';
import { useNavigationEffects } from './useNavigationEffects';
import { matchRoute } from '../router/matchRoute';
import { bindRouter, hostShell } from './shellFacade';
import { closeAll, dialogAtom } from './overlayState';

const BORROW: RemoteRoute = {
  path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true,
  Component: () => <p>borrow page</p>,
};
const USER: RemoteRoute = { path: '/user', name: 'user', title: '我的', Component: () => <Link to="/newBorrowCash">borrow</Link> };
const COUPONS: RemoteRoute = { path: '/myCoupons', name: 'myCoupons', title: '我的优惠券', page: () => Promise.resolve({ default: () => <p>coupons page</p> }) };
const PROFILE: RemoteRoute = { path: '/personalInfo', name: 'personalInfo', title: '个人信息', page: () => Promise.resolve({ default: () => <p>profile page</p> }) };
const SETTINGS: RemoteRoute = { path: '/ucSetting', name: 'ucSetting', title: '账户设置', requiresAuth: true, Component: () => <p>settings page</p> };
const MONTH_BILL = defineRead({ key: ['test', 'monthBill'], path: '/api/marketApi/bill/monthBill', staleTime: 0 });
/** A page whose code comes when the test says so, with a first read the page asks for too. */
let billPageCode: (module: { default: ComponentType }) => void = () => undefined;
const BILLS: RemoteRoute = {
  path: '/billList', name: 'billList', title: '月账单', requiresAuth: true, firstReads: [MONTH_BILL],
  page: () => new Promise((resolve) => (billPageCode = resolve)),
};
const ROUTES = [BORROW, USER, COUPONS, PROFILE, SETTINGS, BILLS];

/** The parts of the Shell this needs: the facade bound to the router, the navigation effects, the guarded pages. */
function MiniShell() {
  const location = useLocation();
  bindRouter(useNavigate(), ROUTES);
  useNavigationEffects(matchRoute(location.pathname, ROUTES));
  return (
    <>
      <Routes>
        {ROUTES.map((route) => <Route key={route.path} path={route.path} element={<GuardedPage route={route} owner="test" />} />)}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <output data-testid="at">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderAt(hash: string, client = new QueryClient()) {
  window.history.replaceState(null, '', `/${hash}`);
  return render(
    <Provider store={sessionStore}>
      <QueryClientProvider client={client}>
        <HashRouter>
          <MiniShell />
        </HashRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

/** A logged-in user whose status is loaded, as after login. */
function session(status: UserStatus) {
  setLoggedIn('t1');
  sessionStore.set(baseInfoAtom, toBaseInfo({}, 't1'));
  sessionStore.set(userStatusAtom, status);
}

const dialog = () => sessionStore.get(dialogAtom);
const at = () => screen.getByTestId('at').textContent;

beforeEach(() => {
  registerShell(hostShell);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => closeAll());
  cleanup();
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('GuardedPage: login', () => {
  it('a page left at logout, come straight back to before the router showed the home, sends to login (not a blank page)', async () => {
    session({ openCardStatus: 1, activeStatus: 1 } as UserStatus);
    renderAt('#/ucSetting');
    expect(await screen.findByText('settings page')).toBeTruthy();
    // Logout leaves for home first; the address has moved but the router has not shown it yet.
    window.history.replaceState(null, '', '/#/');
    act(() => logout());
    await act(async () => {});
    expect(at()).toBe('/ucSetting');
    // The user types the page again: a new arrival at the same path.
    act(() => {
      window.history.pushState(null, '', '/#/ucSetting');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(at()).toBe('/login?redirect=%2FucSetting'));
  });
});

describe('GuardedPage: the borrow gate', () => {
  it('asks to open the card on arrival, showing no borrow page; declined, a typed address leads home', async () => {
    session({ openCardStatus: 0, activeStatus: 0 });
    renderAt('#/newBorrowCash');
    // The arrival's own "close every overlay" must not close the popup the arrival asked for.
    await waitFor(() => expect(dialog()?.content).toBe('您还未开卡，是否立即前往开卡？'));
    expect(screen.queryByText('borrow page')).toBeNull();
    act(() => dialog()!.resolve(false));
    await waitFor(() => expect(at()).toBe('/'));
    expect(screen.queryByText('borrow page')).toBeNull();
  });

  it("declined after coming from another page of the app: back to that page, by the app's own step (ADR 028)", async () => {
    // A step the system-back mechanism would otherwise take for the user's back on the gated page.
    const ownStep = vi.spyOn(browser, 'back');
    session({ openCardStatus: 1, activeStatus: 0 });
    renderAt('#/user');
    fireEvent.click(screen.getByRole('link', { name: 'borrow' }));
    await waitFor(() => expect(dialog()?.content).toBe('您的额度还未激活哦！去激活'));
    act(() => dialog()!.resolve(false));
    await waitFor(() => expect(at()).toBe('/user'));
    expect(ownStep).toHaveBeenCalledTimes(1);
  });

  it('confirmed: on to real name with the return URL, in place of the gated page', async () => {
    session({ openCardStatus: 0 });
    renderAt('#/user');
    fireEvent.click(screen.getByRole('link', { name: 'borrow' }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    act(() => dialog()!.resolve(true));
    await waitFor(() => expect(at()).toBe('/realName?returnUrl=%2FnewBorrowCash'));
    act(() => window.history.back());
    await waitFor(() => expect(at()).toBe('/user'));
  });

  it('asks once, however often the session updates with the same answer', async () => {
    session({ openCardStatus: 0 });
    renderAt('#/newBorrowCash');
    await waitFor(() => expect(dialog()).not.toBeNull());
    const first = dialog();
    act(() => {
      sessionStore.set(userStatusAtom, { openCardStatus: 0 });
      sessionStore.set(baseInfoAtom, toBaseInfo({}, 't1'));
    });
    expect(dialog()).toBe(first);
  });

  it('renders the page for an opened card with an activated limit', async () => {
    session({ openCardStatus: 1, activeStatus: 1 });
    renderAt('#/newBorrowCash');
    expect(await screen.findByText('borrow page')).toBeTruthy();
    expect(dialog()).toBeNull();
  });
});

describe('GuardedPage: the gray-test list (spec 6)', () => {
  afterEach(() => sessionStore.set(grayTestAtom, { status: 'loading', routes: [] }));

  it('a page the spec names as a gray-test candidate waits for the list, then shows the maintenance message when listed', async () => {
    sessionStore.set(grayTestAtom, { status: 'loading', routes: [] });
    renderAt('#/personalInfo');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('profile page')).toBeNull();
    act(() => sessionStore.set(grayTestAtom, { status: 'ready', routes: ['personalInfo'] }));
    expect((await screen.findByTestId('maintenance')).textContent).toContain('很抱歉，系统正在升级中，服务暂停使用，请稍后再来！');
    expect(screen.queryByText('profile page')).toBeNull();
  });

  it('any other page renders at once, and gives way if the list names it when it arrives', async () => {
    sessionStore.set(grayTestAtom, { status: 'loading', routes: [] });
    renderAt('#/myCoupons');
    expect(await screen.findByText('coupons page')).toBeTruthy();
    act(() => sessionStore.set(grayTestAtom, { status: 'ready', routes: ['myCoupons'] }));
    expect(await screen.findByTestId('maintenance')).toBeTruthy();
    expect(screen.queryByText('coupons page')).toBeNull();
  });

  it('renders the page when the list does not name it, or when the list failed', async () => {
    sessionStore.set(grayTestAtom, { status: 'failed', routes: [] });
    renderAt('#/myCoupons');
    expect(await screen.findByText('coupons page')).toBeTruthy();
  });
});

describe('GuardedPage: sys/info maintenance (ADR 040)', () => {
  afterEach(() => sessionStore.set(sysInfoAtom, null));

  it('every page gives way to the maintenance message while sys/info says so, and shows again without it', async () => {
    sessionStore.set(grayTestAtom, { status: 'ready', routes: [] });
    sessionStore.set(sysInfoAtom, { serverTime: 0, maintenance: true, quotaUnifiedProductIds: [], memberLevel: '' });
    renderAt('#/myCoupons');
    expect(await screen.findByTestId('maintenance')).toBeTruthy();
    expect(screen.queryByText('coupons page')).toBeNull();
    act(() => sessionStore.set(sysInfoAtom, { serverTime: 0, maintenance: false, quotaUnifiedProductIds: [], memberLevel: '' }));
    expect(await screen.findByText('coupons page')).toBeTruthy();
  });
});

describe('GuardedPage: a native page that fails to open (spec 8)', () => {
  afterEach(() => resetHost());

  it('alerts, then shows the H5 page', async () => {
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=60&NATIVEPAGES=user#/', 'Mozilla/5.0 (Linux; Android 12)');
    renderAt('#/user');
    await waitFor(() => expect(dialog()).toMatchObject({ content: '页面打开失败，已为您打开网页版' }));
    expect(await screen.findByText('borrow')).toBeTruthy();
  });
});

describe('GuardedPage: first reads with the code on an in-app visit (ADR 041)', () => {
  it('a page whose code has not come: its first reads are asked at once, and the page mounting takes the answer (one call)', async () => {
    session({ openCardStatus: 1, activeStatus: 1 } as UserStatus);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ total: 1 });
    const client = new QueryClient();
    renderAt('#/billList', client);
    await waitFor(() => expect(post).toHaveBeenCalledWith(MONTH_BILL.path, undefined, { suppressErrorToast: true, leaveSessionAlone: true }));
    await waitFor(() => expect(client.getQueryData(MONTH_BILL.key)).toEqual({ total: 1 }));
    function BillsPage() {
      const bill = useQuery(readQuery<{ total: number }>(MONTH_BILL));
      return <p>bills {bill.data?.total}</p>;
    }
    await act(async () => billPageCode({ default: BillsPage }));
    expect(await screen.findByText('bills 1')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a guest is sent to login: nothing of the page is asked', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    renderAt('#/billList');
    await waitFor(() => expect(at()).toMatch(/^\/login/));
    expect(post.mock.calls.map((c) => c[0])).not.toContain(MONTH_BILL.path);
  });
});
