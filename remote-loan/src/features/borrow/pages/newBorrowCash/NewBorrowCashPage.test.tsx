import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, holdFirstReads } from '@credit/shared';
import { borrowRoutes } from '../../routes';
import { delay, lostAnswer, refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import NewBorrowCashPage from './NewBorrowCashPage';

/** The application against a stubbed server: 下一步 creates one order, a refusal keeps the choice, the quiet save stays quiet. */

const ORDER_NO = 'L0000000000000042';
const params = {
  periods: [3, 6], purposes: [{ code: 'P01', name: '日常消费' }], repayTypes: [{ type: 'equalInstallment', title: '等额本息' }],
  defaultRepayType: 'equalInstallment', loanAmt: 10_000, minAmt: 50_000, maxAmt: 500_000, stepAmt: 10_000, availableAmt: 500_000, creditLimit: 500_000,
  freeFeeUser: 0, freeFeePeriods: { configurePeriods: [], freePeriods: 0, giftDays: 0 }, redList: [],
};
const trial = {
  loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, monthlyRatePpm: 7500, dailyRatePpm: 250,
  interestFen: 7924, feeFen: 4500, discountFen: 0, totalFen: 312_424, plan: [],
};
const card = { cardId: '7', bankCode: 'CCB', bankName: '建设银行', cardNoMask: '****6677', cardLast4: '6677', reservedMobileMask: '139****7236', isDefault: 1 };

const LENDER = '示例中原消费金融有限公司';
let page: PageHarness;
let routed: string[];
/** The funder of the order apply creates. */
let createdBy: string;
let applies: string[];
let saves: string[];
let refuseApply: [number, string] | null;
let failSaves: boolean;
let paramsOverride: Partial<typeof params>;
let tempOverride: Record<string, unknown>;
let trials: string[];
/** Every call the page made (path and body), in order. */
let server: StubServer;
/** Every call as path?body, in order. */
const asked = () => server.calls.map((c) => `${c.path}?${c.text}`);
const navigate = vi.fn();
const toast = vi.fn();

const stub = () =>
  stubServer(
    {
      [API_PATHS.loanorder.loanparams]: () => ({ data: { ...params, ...paramsOverride } }),
      [API_PATHS.loanorder.findTemp]: () => ({ data: { period: 0, loanAmt: 0, cardNo: '', bankName: '', cardId: '', purposeCode: '', saved: false, ...tempOverride } }),
      [API_PATHS.bindCard.selectall]: () => ({ data: { cards: [card] } }),
      [API_PATHS.applyPay.aptStatus]: () => ({ data: { eligible: true, openCard: true, limitActive: true, cardBound: true, noOverdue: true, pendingOrderNo: '' } }),
      [API_PATHS.loanorder.checkOrder]: () => ({ data: { order: null } }),
      [API_PATHS.cash.capitalPlanRange]: () => ({ data: { list: [{ period: 6, capitalChannel: 'zy', lenderName: LENDER, aprBp: 1686, firstPaymentFen: 0, totalFen: 0 }] } }),
      [API_PATHS.cash.loanRouter]: (req) => {
        routed.push(req.text);
        return { data: {
          capitalChannel: 'zy', capitalType: 'partner', busCode: 'CASHZY', slaveBusCode: '', isTwoBill: 0, rule: 'forced',
          lender: { code: 'C03', name: LENDER, licenceType: '', licenceNo: '', creditCode: '', regulator: '', hotline: '', contractParty: LENDER, address: '' },
          steps: [], missingSteps: [],
        } };
      },
      [API_PATHS.applyPay.trialAmt]: (req) => {
        trials.push(req.text);
        return { data: trial };
      },
      [API_PATHS.loanorder.contractList]: () => ({ data: { list: [{ key: 'loan', title: '借款合同' }] } }),
      [API_PATHS.customer.userStatus]: () => ({ data: { isCustomerInfoExists: 1 } }),
      [API_PATHS.loanorder.saveAmt]: (req) => {
        saves.push(req.text);
        if (failSaves) return lostAnswer;
        return { data: { ok: true } };
      },
      [API_PATHS.applyPay.apply]: async (req) => {
        applies.push(req.text);
        await delay(20);
        if (refuseApply) return refusal(...refuseApply);
        return { data: { order: { orderNo: ORDER_NO, capitalChannel: createdBy } } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  routed = [];
  createdBy = '9F';
  applies = [];
  saves = [];
  refuseApply = null;
  failSaves = false;
  paramsOverride = {};
  tempOverride = {};
  trials = [];
  navigate.mockReset();
  toast.mockReset();
  server = stub();
  page = setUpPage(server, { navigate, toast });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt('/newBorrowCash', <NewBorrowCashPage />);
const amount = () => screen.getByLabelText('借款金额（元）') as HTMLInputElement;
const next = () => screen.getByRole('button', { name: '下一步' });

async function fillIn() {
  renderPage();
  fireEvent.change(await screen.findByLabelText('借款金额（元）'), { target: { value: '3000' } });
  fireEvent.click(screen.getByRole('button', { name: /^6个月/ }));
  fireEvent.change(screen.getByLabelText('借款用途'), { target: { value: 'P01' } });
  fireEvent.click(await screen.findByLabelText(/我已阅读并同意/));
}

describe('NewBorrowCashPage: 下一步', () => {
  it('a double tap creates one order and opens its confirm step', async () => {
    await fillIn();
    await act(async () => {
      fireEvent.click(next());
      fireEvent.click(next());
    });
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe(`/cashConfirm?orderNo=${ORDER_NO}`));
    expect(applies).toHaveLength(1);
    // Spec 9 "Loan type constant: 1", sent with the application.
    expect(Object.fromEntries(new URLSearchParams(applies[0]))).toMatchObject({ loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: '7' });
  });

  it('a refusal no field owns is said on the form line; what was chosen stays', async () => {
    refuseApply = [2003, ''];
    await fillIn();
    await act(async () => fireEvent.click(next()));
    expect(await screen.findByText('请核实姓名或身份证号是否正确')).toBeTruthy();
    expect(amount().value).toBe('3000');
    expect(screen.getByRole('button', { name: /^6个月/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('借款用途') as HTMLSelectElement).value).toBe('P01');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refusal the shell says (the server\'s message) is toasted, and the page stays', async () => {
    refuseApply = [40403, '您有一笔借款尚未完成'];
    await fillIn();
    await act(async () => fireEvent.click(next()));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('您有一笔借款尚未完成', expect.anything()));
    expect(amount().value).toBe('3000');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the choice is saved quietly; a lost save says nothing and blocks nothing', async () => {
    failSaves = true;
    await fillIn();
    await act(async () => fireEvent.click(next()));
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe(`/cashConfirm?orderNo=${ORDER_NO}`));
    expect(saves.length).toBeGreaterThan(0);
    expect(Object.fromEntries(new URLSearchParams(saves.at(-1)))).toMatchObject({ loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: '7' });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('NewBorrowCashPage: the funder (ADR 032)', () => {
  it("prices each term by its funder (capitalPlanRange) and names the chosen term's lender under the APR (loanRouter)", async () => {
    await fillIn();
    expect(screen.getByRole('button', { name: /^6个月/ }).textContent).toContain('年化16.86%');
    const lender = await screen.findByTestId('loan-lender');
    expect(lender.textContent).toBe(`出借人：${LENDER}`);
    // First under the APR: the element right after the APR line.
    expect(screen.getByTestId('loan-apr').parentElement!.nextElementSibling).toBe(lender);
    // The choice settled is the one routed; the partner's order goes to the steps its funder needs.
    createdBy = 'zy';
    await act(async () => fireEvent.click(next()));
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe(`/cashFunderSteps?orderNo=${ORDER_NO}`));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(routed.at(-1)))).toEqual({ loanAmt: '300000', period: '6' }));
  });
});

describe('NewBorrowCashPage: the interest-free offer', () => {
  it('a user the offer is open to has a way to its page', async () => {
    paramsOverride = { freeFeeUser: 1, freeFeePeriods: { configurePeriods: [], freePeriods: 3, giftDays: 7 } as typeof params.freeFeePeriods };
    renderPage();
    const link = await screen.findByRole('link', { name: '查看免息详情' });
    expect(link.getAttribute('href')).toBe('/freeFeeCashLoan');
    expect(screen.getByTestId('offer-hint').textContent).toContain('首次借款可享免息优惠');
  });

  it('shows no such link to a user without the offer', async () => {
    renderPage();
    await screen.findByLabelText('借款金额（元）');
    expect(screen.queryByRole('link', { name: '查看免息详情' })).toBeNull();
  });
});

describe('NewBorrowCashPage: its first reads (ADR 041)', () => {
  const saved = { period: 6, loanAmt: 300_000, saved: true };

  it('the saved choice\'s trial comes with it (findTemp withTrial): the APR shows without asking applyPay/trialAmt', async () => {
    tempOverride = { ...saved, trial };
    renderPage();
    expect((await screen.findByTestId('loan-apr')).textContent).toBe('14.06%');
    expect(amount().value).toBe('3000');
    expect(trials).toEqual([]);
    expect(asked().filter((a) => a.startsWith(API_PATHS.loanorder.findTemp))).toEqual([`${API_PATHS.loanorder.findTemp}?withTrial=1`]);
    // A new choice is priced by the trial call as before.
    fireEvent.change(amount(), { target: { value: '4000' } });
    await waitFor(() => expect(trials.map((t) => new URLSearchParams(t).get('loanAmt'))).toEqual(['400000']));
  });

  it('a trial of other terms than the form starts from is not shown: the trial call prices the form\'s', async () => {
    tempOverride = { ...saved, trial: { ...trial, loanAmt: 500_000, aprBp: 9999 } };
    renderPage();
    expect((await screen.findByTestId('loan-apr')).textContent).toBe('14.06%');
    expect(trials.map((t) => new URLSearchParams(t).get('loanAmt'))).toEqual(['300000']);
  });

  it('the route declares exactly the reads the page makes first, under the keys it reads them by', async () => {
    const route = borrowRoutes.find((r) => r.path === '/newBorrowCash')!;
    renderPage();
    await screen.findByLabelText('借款金额（元）');
    const declared = route.firstReads!.map((read) => `${read.path}?${new URLSearchParams(read.body ?? {}).toString()}`);
    // Every declared read is one the page asked, with the same body (the first calls, before any choice).
    expect(asked().slice(0, declared.length).sort()).toEqual([...declared].sort());
    // And the page's own queries are cached under the declared keys.
    for (const read of route.firstReads!) expect(page.client.getQueryCache().find({ queryKey: read.key, exact: true })).toBeTruthy();
  });

  it('reads the host started for this visit are taken, not asked again (the aliases declare the same)', async () => {
    const route = borrowRoutes.find((r) => r.path === '/newBorrowCash')!;
    expect(borrowRoutes.find((r) => r.path === '/borrowCash')!.firstReads).toBe(route.firstReads);
    const { release } = holdFirstReads(page.client, route.firstReads!);
    await waitFor(() => expect(asked()).toHaveLength(route.firstReads!.length));
    const before = [...asked()];
    renderPage();
    await screen.findByLabelText('借款金额（元）');
    expect(asked().slice(0, before.length)).toEqual(before);
    expect(asked().slice(before.length).filter((a) => before.includes(a))).toEqual([]);
    release();
  });
});
