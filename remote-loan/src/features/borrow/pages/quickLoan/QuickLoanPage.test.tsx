import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import QuickLoanPage, { quickAmounts } from './QuickLoanPage';

/** Quick borrow against a stubbed server: the amounts offered, and a period saves the choice before the application opens. */

let page: PageHarness;
let saved: string[];
let saveFails: boolean;
const navigate = vi.fn();

const params = { minAmt: 50_000, maxAmt: 420_000, loanAmt: 10_000, stepAmt: 10_000 };
const server = () =>
  stubServer(
    {
      [API_PATHS.customer.cardInfo]: () => ({ data: { loanAmt: 420_000 } }),
      [API_PATHS.loanorder.loanparams]: () => ({ data: params }),
      [API_PATHS.loanorder.planRange]: (req) => {
        const loanAmt = Number(new URLSearchParams(req.text).get('loanAmt'));
        return { data: { list: [3, 6].map((period) => ({ period, aprBp: period === 3 ? 1500 + loanAmt / 100_000 : 1406, firstPaymentFen: 1, totalFen: 1 })) } };
      },
      [API_PATHS.loanorder.saveAmt]: async (req) => {
        saved.push(req.text);
        await delay(20);
        if (saveFails) return { status: 1004, message: '' };
        return { data: { ok: true } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  saved = [];
  saveFails = false;
  navigate.mockReset();
  page = setUpPage(server(), { navigate });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt('/quickLoan', <QuickLoanPage />);

describe('quickAmounts', () => {
  it('offers the presets inside the range, then the max once', () => {
    expect(quickAmounts({ minAmt: 50_000, maxAmt: 420_000 })).toEqual([
      { fen: 100_000, isMax: false }, { fen: 300_000, isMax: false }, { fen: 420_000, isMax: true },
    ]);
    expect(quickAmounts({ minAmt: 50_000, maxAmt: 500_000 }).map((a) => a.fen)).toEqual([100_000, 300_000, 500_000]);
    expect(quickAmounts({ minAmt: 50_000, maxAmt: 60_000 })).toEqual([{ fen: 60_000, isMax: true }]);
    expect(quickAmounts({ minAmt: 50_000, maxAmt: 0 })).toEqual([]);
  });
});

describe('QuickLoanPage', () => {
  it('shows the credit and the APR of each period of the chosen amount; a period saves the choice, then opens the application', async () => {
    renderPage();
    expect(await screen.findByText('4,200.00')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '3,000.00' }));
    // The APR shown is the one planRange answered for 3,000 yuan.
    const three = await screen.findByRole('button', { name: '3期，年化利率15.03%' });
    expect(screen.getByRole('button', { name: '最高4,200.00' })).toBeTruthy();
    fireEvent.click(three);
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/newBorrowCash'));
    expect(saved.map((b) => Object.fromEntries(new URLSearchParams(b)))).toEqual([{ loanAmt: '300000', period: '3' }]);
  });

  it('stays when the choice could not be saved', async () => {
    saveFails = true;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '6期，年化利率14.06%' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The refusal is said under the periods; the user may tap again.
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '参数值不在处理的范围内');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '6期，年化利率14.06%' })).toHaveProperty('disabled', false);
  });

  it('a double tap on a period saves once', async () => {
    renderPage();
    const six = await screen.findByRole('button', { name: '6期，年化利率14.06%' });
    fireEvent.click(six);
    fireEvent.click(six);
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/newBorrowCash'));
    expect(saved).toHaveLength(1);
  });
});
