import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import PrepaymentResultPage from './PrepaymentResultPage';

/** The result page's states against a stubbed repayment/status, and what a guest sees. */

const REPAY_NO = 'P0000000000000009';
const base: RepaymentData = {
  repayNo: REPAY_NO, kind: 'active', channel: 'bankCard', status: 'success', amountFen: 205_300, paidFen: 205_300, refundedFen: 0, principalFen: 200_000,
  interestFen: 4000, feeFen: 1000, penaltyFen: 300, orderNos: ['L0000000000000042'], failReason: '', createdAt: 0, finishedAt: 1,
};

let server: StubServer;
/** The paths asked, in order. */
const asked = () => server.calls.map((c) => c.path);
const open = (r: RepaymentData, loggedIn = true) => {
  server = stubServer({ [API_PATHS.repayment.status]: { data: r } }, { data: {} });
  const page = setUpPage(server, {}, { loggedIn });
  return page.renderAt(`/prepaymentResult?repayNo=${REPAY_NO}`, <PrepaymentResultPage />);
};

afterEach(tearDownPage);

describe('PrepaymentResultPage', () => {
  it('success: what was paid, split, and the way back to the bills', async () => {
    open(base);
    expect(await screen.findByRole('heading', { name: '还款成功' })).toBeTruthy();
    expect(screen.getByTestId('repay-paid').textContent).toBe('2,053.00元');
    expect(screen.getByTestId('rp-penalty').textContent).toBe('3.00元');
    expect(screen.queryByRole('button', { name: '重新还款' })).toBeNull();
  });

  it('partly paid: says so and offers to go on', async () => {
    open({ ...base, status: 'partial', paidFen: 100_000 });
    expect(await screen.findByRole('heading', { name: '部分还款成功' })).toBeTruthy();
    expect(screen.getByTestId('repay-paid').textContent).toBe('1,000.00元');
    expect(screen.getByRole('button', { name: '继续还款' })).toBeTruthy();
  });

  it('failed: the reason and a retry, nothing taken', async () => {
    open({ ...base, status: 'failed', paidFen: 0, failReason: '扣款失败：银行卡余额不足或银行处理失败' });
    expect(await screen.findByRole('heading', { name: '还款失败' })).toBeTruthy();
    expect(screen.getByTestId('repay-fail-reason').textContent).toBe('扣款失败：银行卡余额不足或银行处理失败');
    expect(screen.getByRole('button', { name: '重新还款' })).toBeTruthy();
    expect(screen.queryByTestId('rp-total')).toBeNull();
  });

  it('refunded (issue 24): never 还款成功; the reason, the amount given back, and a retry', async () => {
    open({ ...base, status: 'refunded', paidFen: 0, refundedFen: 205_300, failReason: '账单已由其他还款结清，本次扣款已原路退回' });
    expect(await screen.findByRole('heading', { name: '已退款' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '还款成功' })).toBeNull();
    expect(screen.getByTestId('repay-fail-reason').textContent).toBe('账单已由其他还款结清，本次扣款已原路退回');
    expect(screen.getByTestId('repay-refunded').textContent).toBe('2,053.00元');
    expect(screen.getByRole('button', { name: '重新还款' })).toBeTruthy();
    expect(screen.queryByTestId('rp-total')).toBeNull();
  });

  it('processing: waits and keeps asking', async () => {
    open({ ...base, status: 'processing', paidFen: 0, finishedAt: null });
    expect(await screen.findByRole('heading', { name: '还款处理中' })).toBeTruthy();
    expect(screen.getByTestId('repay-waiting')).toBeTruthy();
  });

  it('a never-confirmed repayment is not called a failure', async () => {
    open({ ...base, status: 'pending', paidFen: 0 });
    expect(await screen.findByRole('heading', { name: '该笔还款尚未确认' })).toBeTruthy();
  });

  it('a guest is asked to log in, and nothing is asked of the server', () => {
    open(base, false);
    expect(screen.getByRole('heading', { name: '登录后查看还款结果' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录后查看' })).toBeTruthy();
    expect(asked()).toEqual([]);
  });
});
