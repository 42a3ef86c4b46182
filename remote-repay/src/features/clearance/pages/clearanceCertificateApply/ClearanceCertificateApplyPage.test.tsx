import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage } from '@credit/shared/testing';
import ClearanceCertificateApplyPage from './ClearanceCertificateApplyPage';

/** Applying for a settlement proof against a stubbed clearance API. */

const ORDER_NO = 'L0000000000000042';
const cert = { certNo: 'C0000000000000001', orderNo: ORDER_NO, loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', issuedAt: 0 };
let asked: string[];
const navigate = vi.fn();

function open(check: { allowed: boolean; reason: string }, loggedIn = true, entry = `/clearance-certificate-apply?orderNo=${ORDER_NO}`) {
  asked = [];
  navigate.mockClear();
  const server: AxiosAdapter = async (config) => {
    asked.push(String(config.url));
    if (config.url === API_PATHS.clearance.applyCheck) return answer(config, check);
    if (config.url === API_PATHS.clearance.entrance) return answer(config, { list: [{ orderNo: ORDER_NO, loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', certNo: '' }] });
    if (config.url === API_PATHS.clearance.apply) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer(config, { cert });
    }
    return answer(config, {});
  };
  setUpPage(vi.fn(server), { navigate }, { loggedIn }).renderAt(entry, <ClearanceCertificateApplyPage />);
}

afterEach(tearDownPage);

describe('ClearanceCertificateApplyPage', () => {
  it('a settled order: the order’s facts, then one apply however often it is tapped, then the result', async () => {
    open({ allowed: true, reason: '' });
    const button = await screen.findByRole('button', { name: '申请结清证明' });
    expect(await screen.findByText('3,000.00元')).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/clearance-certificate-result?orderNo=${ORDER_NO}`, { replace: true }));
    expect(asked.filter((u) => u === API_PATHS.clearance.apply)).toHaveLength(1);
  });

  it('an order not settled: the server’s reason, and no way to apply', async () => {
    open({ allowed: false, reason: '该借款尚未结清，暂不能开具结清证明' });
    expect((await screen.findByTestId('clearance-refusal')).textContent).toBe('该借款尚未结清，暂不能开具结清证明');
    expect(screen.queryByRole('button', { name: '申请结清证明' })).toBeNull();
    expect(asked).not.toContain(API_PATHS.clearance.apply);
  });

  it('a guest is asked to log in, with no call made', () => {
    open({ allowed: true, reason: '' }, false);
    expect(screen.getByRole('heading', { name: '登录后查看结清证明' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('without an order number: the way to the settled orders, with no call made', () => {
    open({ allowed: true, reason: '' }, true, '/clearance-certificate-apply');
    expect(screen.getByRole('heading', { name: '借款订单不存在' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
