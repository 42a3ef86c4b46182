import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CashAvailableData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import MakeMoneyPage from './MakeMoneyPage';

/** Issue 25: the friends' red packet (friendRedBag) is reached from the invitation page, by guests too. */

const balance: CashAvailableData = { totalMoney: 1_250, txMoney: 0, isWithDraw: false, minFen: 2_000, bankCardNo: '**** 3445', bankCardName: '工商银行' };

// The balance a logged-in user's page reads is answered as the server answers it: a blank answer made
// the withdraw panel throw while it rendered, after the test's own checks, and failed the whole run.
const server = () => stubServer({ [API_PATHS.withdrawCash.cashAvailable]: () => ({ data: balance }) }, { data: {} });

afterEach(tearDownPage);

describe('MakeMoneyPage', () => {
  it.each([true, false])('leads to the friends’ red packet (logged in: %s)', async (loggedIn) => {
    const page = setUpPage(server(), {}, { loggedIn });
    page.renderAt('/makeMoney', <MakeMoneyPage />);
    const more = await screen.findByRole('navigation', { name: '更多活动' });
    const link = more.querySelector('a');
    expect(link?.textContent).toBe('好友红包');
    expect(link?.getAttribute('href')).toBe('/friendRedBag');
    // Logged in, the reward balance shows beside it (spec 4.8); a guest is asked to log in instead.
    if (loggedIn) expect((await screen.findByTestId('withdraw-balance')).textContent).toBe('12.50');
    else expect(screen.queryByTestId('withdraw-balance')).toBeNull();
  });
});
