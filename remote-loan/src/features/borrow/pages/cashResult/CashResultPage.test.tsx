import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CashResultPage from './CashResultPage';

/** 取消借款 while the order is being paid out: one call, then its result; a refusal reads the order again. */

const ORDER_NO = 'L0000000000000042';
const order = (status: string) => ({
  orderNo: ORDER_NO, status, loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, purposeName: '日常消费', bankName: '建设银行',
  cardNo: '****6677', signed: 1, outstandingPrincipalFen: 0, createdAt: 0, lentDay: '', settledDay: '', failReason: '',
});

let page: PageHarness;
let status: string;
let reads: number;
let cancels: number;
let refuseCancel: boolean;
const navigate = vi.fn();
const toast = vi.fn();

const stubServer: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  switch (config.url) {
    case API_PATHS.applyPay.applyStatus:
      reads++;
      return answer(config, { order: order(status) });
    case API_PATHS.loanorder.detail:
      return answer(config, { order: order(status), trial: { plan: [] }, bills: [] });
    case API_PATHS.loanorder.cancelLoanOrder:
      cancels++;
      await new Promise((r) => setTimeout(r, 20));
      if (refuseCancel) {
        status = 'repaying';
        return answer(config, null, 40403, '订单已放款，无法取消');
      }
      return answer(config, { order: order('cancelled') });
    default:
      return answer(config, {});
  }
};

beforeEach(() => {
  status = 'lending';
  reads = 0;
  cancels = 0;
  refuseCancel = false;
  navigate.mockReset();
  toast.mockReset();
  page = setUpPage(vi.fn(stubServer), { navigate, toast, confirm: async () => true });
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
