import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, createQueryClient, MESSAGES } from '@credit/shared';
import { setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CashConfirmPageBPage from './CashConfirmPageBPage';

/** The confirm step against a stubbed server: one submission per screen, whatever the taps and failures. */

const ORDER_NO = 'L0000000000000042';
const PASSWORD = 'Deal1234';
const trial = {
  loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, monthlyRatePpm: 7500, dailyRatePpm: 250,
  interestFen: 7924, feeFen: 4500, discountFen: 0, totalFen: 312_424,
  plan: [{ period: 1, dueDay: '2026-12-24', principalFen: 49_071, interestFen: 2250, feeFen: 750, discountFen: 0, totalFen: 52_071 }],
};
const order = (status: string) => ({
  orderNo: ORDER_NO, status, loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, purposeName: '日常消费', bankName: '建设银行',
  cardNo: '****6677', signed: 1, outstandingPrincipalFen: 0, createdAt: 0, lentDay: '', settledDay: '', failReason: '',
});

const offers = (chosen: { interestFree: string; rmId: string }) => ({
  freeFeeUser: 1, freeFeePeriods: { configurePeriods: [3, 6], freePeriods: 3, giftDays: 7 },
  redList: [{ rmId: 'R7', loanRedTitle: '借款立减红包', rmdAmt: 2000, limitAmt: 100_000, rmType: 'interest', expiresDay: '2027-01-01' }], ...chosen,
});
/** The server's price of the months claim: a lower APR. */
const freeMonthsTrial = { ...trial, aprBp: 988, discountFen: 6750, totalFen: 305_674 };

let page: PageHarness;
let offerChoices: string[];
let tradePwdSet: 0 | 1;
let releaseOffer: () => void;
let submits: Array<{ key: string; body: string }>;
let tickets: number;
let failSubmits: number;
const navigate = vi.fn();
const toast = vi.fn();

const stubServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const ok = (data: unknown) => ({ data: { status: 1, message: 'ok', data }, status: 200, statusText: '', headers: {}, config });
  switch (config.url) {
    case API_PATHS.loanorder.detail:
      return ok({ order: order('created'), trial, bills: [] });
    case API_PATHS.oneCard.info:
      return ok({ tradePwdSet });
    case API_PATHS.rateorder.planRate:
      return ok(offers({ interestFree: 'none', rmId: '' }));
    case API_PATHS.rateorder.rateQuotaSubmit: {
      const body = new URLSearchParams(String(config.data));
      offerChoices.push(body.toString());
      await new Promise<void>((r) => { releaseOffer = r; });
      return ok({ order: { ...order('created'), aprBp: 988 }, trial: freeMonthsTrial, offers: offers({ interestFree: body.get('interestFree')!, rmId: body.get('rmId') ?? '' }) });
    }
    case API_PATHS.signing.query:
      return ok({ signed: 1, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' });
    case API_PATHS.repayment.checkPwdPayment:
      tickets++;
      return ok({ payTicket: `ticket-000000000000${tickets}`, expiresAt: Date.now() + 300_000 });
    case API_PATHS.loanorder.submit:
      submits.push({ key: String(config.headers['Idempotency-Key']), body: String(config.data) });
      if (failSubmits-- > 0) throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
      await new Promise((r) => setTimeout(r, 20));
      return ok({ order: order('lending') });
    default:
      return ok({});
  }
};

const renderPage = () => page.renderAt(`/cashConfirm?orderNo=${ORDER_NO}`, <CashConfirmPageBPage />);

beforeEach(() => {
  submits = [];
  offerChoices = [];
  tradePwdSet = 1;
  tickets = 0;
  failSubmits = 0;
  navigate.mockReset();
  toast.mockReset();
  sessionStorage.clear();
  page = setUpPage(vi.fn(stubServer), { toast, navigate });
});

afterEach(tearDownPage);

const password = () => screen.getByLabelText('交易密码') as HTMLInputElement;
const confirmButton = () => screen.getByRole('button', { name: /确认借款/ });

describe('the confirm step (cashConfirmPageB)', () => {
  it('shows the APR first, and a double tap submits once with the screen\'s key', async () => {
    renderPage();
    expect(await screen.findByTestId('loan-apr')).toHaveProperty('textContent', '14.06%');
    fireEvent.change(password(), { target: { value: PASSWORD } });
    await act(async () => {
      fireEvent.click(confirmButton());
      fireEvent.click(confirmButton());
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(1);
    expect(tickets).toBe(1);
    expect(submits[0]!.key).toMatch(/^[\w-]{16,}$/);
    expect(submits[0]!.body).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD);
  });

  it('a network failure toasts, clears only the password, and the retry sends the same key and ticket', async () => {
    failSubmits = 2; // the client's own retry of a keyed call fails too
    renderPage();
    await screen.findByTestId('loan-apr');
    fireEvent.change(password(), { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(MESSAGES.network, expect.anything()));
    expect(password().value).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(3);
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
    expect(new Set(submits.map((s) => s.body)).size).toBe(1);
    expect(tickets).toBe(1);
  });

  it('a reload keeps the key (sessionStorage per order)', async () => {
    failSubmits = 2;
    const first = renderPage();
    await screen.findByTestId('loan-apr');
    fireEvent.change(password(), { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(submits).toHaveLength(2));
    first.unmount();
    page.client = createQueryClient();
    renderPage();
    await screen.findByTestId('loan-apr');
    fireEvent.change(password(), { target: { value: PASSWORD } });
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
  });

  it('an offer is priced by the server: the submit waits for the new figures, which replace the APR and schedule shown', async () => {
    renderPage();
    expect(await screen.findByTestId('loan-apr')).toHaveProperty('textContent', '14.06%');
    const offer = (await screen.findByLabelText('优惠')) as HTMLSelectElement;
    expect([...offer.options].map((o) => o.textContent)).toEqual(['不使用优惠', '首借免息3个月', '7天免息礼包', '借款立减红包（减20.00元）']);
    fireEvent.change(offer, { target: { value: 'months' } });
    await waitFor(() => expect(offerChoices).toEqual([`orderNo=${ORDER_NO}&interestFree=months`]));
    expect(offer.value).toBe('months');
    expect(confirmButton()).toHaveProperty('disabled', true);
    await act(async () => releaseOffer());
    await waitFor(() => expect(screen.getByTestId('loan-apr').textContent).toBe('9.88%'));
    expect(screen.getByTestId('loan-total').textContent).toBe('3,056.74元');
    expect(confirmButton()).toHaveProperty('disabled', false);
    // A red packet goes as the packet, never stacked on a claim.
    fireEvent.change(offer, { target: { value: 'R7' } });
    await waitFor(() => expect(offerChoices[1]).toBe(`orderNo=${ORDER_NO}&interestFree=none&rmId=R7`));
    await act(async () => releaseOffer());
  });

  it('without a deal password, the page sends the user to set one and come back to this order', async () => {
    tradePwdSet = 0;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '先设置交易密码' }));
    expect(navigate.mock.calls[0]![0]).toBe(`/modifyDealPw?returnUrl=${encodeURIComponent(`/cashConfirm?orderNo=${ORDER_NO}`)}`);
    expect(screen.queryByLabelText('交易密码')).toBeNull();
    expect(confirmButton()).toHaveProperty('disabled', true);
  });
});
