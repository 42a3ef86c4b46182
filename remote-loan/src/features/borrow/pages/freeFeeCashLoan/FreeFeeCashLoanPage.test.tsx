import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, setLoggedIn } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import FreeFeeCashLoanPage, { NOT_ELIGIBLE, offerText } from './FreeFeeCashLoanPage';

/** The interest-free offer against a stubbed loanparams: a guest reads spec 9's claim, a user learns whether it is theirs. */

let page: PageHarness;
let freeFeeUser: 0 | 1;
let server: StubServer;
/** The paths asked, in order. */
const asked = () => server.calls.map((c) => c.path);
const navigate = vi.fn();

const stub = () =>
  stubServer(
    {
      [API_PATHS.loanorder.loanparams]: () => ({ data: { freeFeeUser, freeFeePeriods: { configurePeriods: [3, 6], freePeriods: 3, giftDays: 7 } } }),
    },
    { data: {} },
  );

beforeEach(() => {
  freeFeeUser = 1;
  navigate.mockReset();
  server = stub();
  page = setUpPage(server, { navigate }, { loggedIn: false });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt('/freeFeeCashLoan', <FreeFeeCashLoanPage />);

describe('FreeFeeCashLoanPage', () => {
  it("a guest reads spec 9's claim (6 months or a 7-day gift bag) and no user call is made", () => {
    renderPage();
    expect(screen.getByTestId('free-offer').textContent).toBe(offerText(6, 7));
    expect(screen.getByRole('button', { name: '登录查看我的免息资格' })).toBeTruthy();
    expect(asked()).toEqual([]);
  });

  it('a first borrower reads the terms offered now and goes to the application', async () => {
    setLoggedIn('tok-1');
    renderPage();
    expect((await screen.findByTestId('free-offer')).textContent).toBe(offerText(3, 7));
    expect(screen.getByText('前3期利息全免')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即借款' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/newBorrowCash');
  });

  it('a user who has borrowed is told why, without 立即借款', async () => {
    freeFeeUser = 0;
    setLoggedIn('tok-1');
    renderPage();
    expect((await screen.findByTestId('free-fee-ineligible')).textContent).toContain(NOT_ELIGIBLE);
    expect(screen.queryByRole('button', { name: '立即借款' })).toBeNull();
  });
});
