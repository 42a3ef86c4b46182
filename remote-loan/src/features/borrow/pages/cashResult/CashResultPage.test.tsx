import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MESSAGES } from '@credit/shared';
import { delay, lostAnswer, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubCall } from '@credit/shared/testing';
import CashResultPage from './CashResultPage';

/** 取消借款 while the order is being paid out: one call, then its result; a refusal reads the order again. */

const ORDER_NO = 'L0000000000000042';
const order = (status: string): Record<string, unknown> => ({
  orderNo: ORDER_NO, status, loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, purposeName: '日常消费', bankName: '建设银行',
  cardNo: '****6677', signed: 1, outstandingPrincipalFen: 0, createdAt: 0, lentDay: '', settledDay: '', failReason: '',
  capitalChannel: '9F', capitalType: 'self', busCode: 'CASH9F', slaveBusCode: '', lenderName: '示例消费金融股份有限公司', funderState: 'none',
  ...(partner ? { capitalChannel: 'zy', capitalType: 'partner', busCode: 'CASHZY', lenderName: PARTNER_LENDER, funderState: partner.funderState, failReason: partner.failReason } : {}),
});
const PARTNER_LENDER = '示例中原消费金融有限公司';
const REFUSAL = `${PARTNER_LENDER}审批未通过：资料核验未通过，额度已恢复`;
/** A partner's order (ADR 032) where it stands at its funder, and how the funder decides (hang: still reviewing); null: a 9F order. */
let partner: { funderState: string; failReason: string; decision: 'ok' | 'refuse' | 'hang' } | null;
/** The next funder calls of this path answer so: lost (no answer) or refused (40403 with this message). */
let funderFails: { path: string; kind: 'lost' | 'refused'; times: number } | null;
/** The funder calls, in order. */
let funderCalls: string[];

let page: PageHarness;
let status: string;
let reads: number;
let cancels: number;
let refuseCancel: boolean;
const navigate = vi.fn();
const toast = vi.fn();

/** The partner funder's steps (push, submit, status): each moves the funder's state on, unless told to fail. */
const funderStep = (req: StubCall): Reply => {
  funderCalls.push(req.path);
  if (funderFails?.path === req.path && funderFails.times-- > 0) {
    return funderFails.kind === 'lost' ? lostAnswer : { status: 40403, message: '资金方系统维护中，请稍后再试' };
  }
  const p = partner!;
  if (req.path === API_PATHS.cash.pushOrder && p.funderState === 'none') p.funderState = 'pushed';
  if (req.path === API_PATHS.cash.captitalSubmit && p.funderState === 'pushed') p.funderState = 'submitted';
  if (req.path === API_PATHS.loanorder.modifyStatus && p.funderState === 'submitted' && p.decision !== 'hang') {
    p.funderState = p.decision === 'ok' ? 'approved' : 'refused';
    if (p.decision === 'refuse') {
      status = 'failed';
      p.failReason = REFUSAL;
    }
  }
  // This funder pays out as soon as it approves.
  if (p.funderState === 'approved') status = 'repaying';
  return { data: { order: order(status), funderState: p.funderState } };
};

const server = () =>
  stubServer(
    {
      [API_PATHS.applyPay.applyStatus]: () => {
        reads++;
        return { data: { order: order(status) } };
      },
      [API_PATHS.loanorder.detail]: () => ({ data: { order: order(status), trial: { plan: [] }, bills: [] } }),
      [API_PATHS.cash.pushOrder]: funderStep,
      [API_PATHS.cash.captitalSubmit]: funderStep,
      [API_PATHS.loanorder.modifyStatus]: funderStep,
      [API_PATHS.loanorder.cancelLoanOrder]: async () => {
        cancels++;
        await delay(20);
        if (refuseCancel) {
          status = 'repaying';
          return { status: 40403, message: '订单已放款，无法取消' };
        }
        return { data: { order: order('cancelled') } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  partner = null;
  funderFails = null;
  funderCalls = [];
  status = 'lending';
  reads = 0;
  cancels = 0;
  refuseCancel = false;
  navigate.mockReset();
  toast.mockReset();
  page = setUpPage(server(), { navigate, toast, confirm: async () => true });
});

afterEach(tearDownPage);

const renderPage = () => page.renderAt(`/cashResult?orderNo=${ORDER_NO}`, <CashResultPage />);

describe('CashResultPage: 取消借款 while lending', () => {
  it('a double tap cancels once and shows the cancellation', async () => {
    renderPage();
    await screen.findByRole('heading', { name: '放款中' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消借款' }));
      fireEvent.click(screen.getByRole('button', { name: '取消借款' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cancelLoanResult?orderNo=${ORDER_NO}`, undefined));
    expect(cancels).toBe(1);
  });

  it('a refusal is told (the server\'s message) and the order is read again: here it was paid out', async () => {
    refuseCancel = true;
    renderPage();
    await screen.findByRole('heading', { name: '放款中' });
    const before = reads;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消借款' })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('订单已放款，无法取消', expect.anything()));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(await screen.findByRole('heading', { name: '放款成功' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalledWith(`/cancelLoanResult?orderNo=${ORDER_NO}`, undefined);
  });
});

describe('CashResultPage: paid out', () => {
  it('leads to the loan as sold (费用明细, whence its contract and its funder)', async () => {
    status = 'repaying';
    renderPage();
    await screen.findByRole('heading', { name: '放款成功' });
    fireEvent.click(screen.getByRole('button', { name: '费用明细与借款合同' }));
    expect(navigate).toHaveBeenCalledWith(`/cashCostDetail?orderNo=${ORDER_NO}`, undefined);
  });
});

describe("CashResultPage: a partner's order (ADR 032)", () => {
  it('is taken through its funder, pushOrder → captital submit → modifyStatus; a refusal shows its reason', async () => {
    partner = { funderState: 'none', failReason: '', decision: 'refuse' };
    renderPage();
    expect(await screen.findByRole('heading', { name: '放款失败' })).toBeTruthy();
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(funderCalls).toEqual([API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]);
    expect(screen.getByRole('button', { name: '重新申请' })).toBeTruthy();
  });

  it('a reload resumes where the order stands: one already submitted is only asked for the decision, then paid out', async () => {
    partner = { funderState: 'submitted', failReason: '', decision: 'ok' };
    renderPage();
    expect(await screen.findByRole('heading', { name: '放款成功' })).toBeTruthy();
    expect(funderCalls).toEqual([API_PATHS.loanorder.modifyStatus]);
  });

  it('names the lender while it is paid out; a 9F order asks no funder', async () => {
    renderPage();
    await screen.findByRole('heading', { name: '放款中' });
    expect(screen.getByTestId('loan-lender').textContent).toBe('出借人：示例消费金融股份有限公司');
    expect(funderCalls).toEqual([]);
  });

  // Each funder call is a write started by the state the server reports, not by the poll: pushOrder and the
  // submit once; a funder still reviewing is asked for its decision again at the poll's pace, never two at once.
  it('pushes and submits once; a funder still reviewing is asked again at the poll\'s pace, one call at a time, until it decides', async () => {
    partner = { funderState: 'none', failReason: '', decision: 'hang' };
    renderPage();
    await screen.findByRole('heading', { name: '放款中' });
    await waitFor(() => expect(funderCalls.filter((c) => c === API_PATHS.loanorder.modifyStatus)).toHaveLength(2), { timeout: 8_000 });
    expect(funderCalls.slice(0, 3)).toEqual([API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]);
    expect(funderCalls.filter((c) => c !== API_PATHS.loanorder.modifyStatus)).toHaveLength(2);
    partner.decision = 'ok';
    expect(await screen.findByRole('heading', { name: '放款成功' }, { timeout: 8_000 })).toBeTruthy();
    const asked = funderCalls.length;
    await new Promise((r) => setTimeout(r, 2_500));
    expect(funderCalls).toHaveLength(asked);
  }, 20_000);

  it('a refused call is told (the server\'s words) and not sent again at the next reads', async () => {
    partner = { funderState: 'none', failReason: '', decision: 'ok' };
    funderFails = { path: API_PATHS.cash.pushOrder, kind: 'refused', times: 1 };
    renderPage();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('资金方系统维护中，请稍后再试', expect.anything()));
    const readsThen = reads;
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(readsThen + 2), { timeout: 8_000 });
    expect(funderCalls).toEqual([API_PATHS.cash.pushOrder]);
  }, 15_000);

  it('a lost answer is told (the network toast) and asked again after the next read, then the order goes on', async () => {
    partner = { funderState: 'none', failReason: '', decision: 'ok' };
    funderFails = { path: API_PATHS.cash.pushOrder, kind: 'lost', times: 1 };
    renderPage();
    expect(await screen.findByRole('heading', { name: '放款成功' }, { timeout: 8_000 })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(MESSAGES.network, expect.anything());
    expect(funderCalls).toEqual([API_PATHS.cash.pushOrder, API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]);
  }, 15_000);
});
