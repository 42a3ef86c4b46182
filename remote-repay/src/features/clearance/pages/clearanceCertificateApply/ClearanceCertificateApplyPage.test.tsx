import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import ClearanceCertificateApplyPage from './ClearanceCertificateApplyPage';

/** Applying for a settlement proof against a stubbed clearance API. */

const ORDER_NO = 'L0000000000000042';
const CERT = { certNo: 'C0000000000000001', orderNo: ORDER_NO, loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', issuedAt: 0 };
const ENTRY = `/clearance-certificate-apply?orderNo=${ORDER_NO}`;
const REFUSAL = '该借款尚未结清，暂不能开具结清证明';

let server: StubServer;
/** What the server was sent (from the stub server's record). */
const asked = () => server.calls.map((req) => req.path);
const navigate = vi.fn();
const lastRoute = () => navigate.mock.calls.at(-1)?.[0] as unknown;

function open({ check = { allowed: true, reason: '' }, certNo = '', refuseApply = false, applyStatus = 40403, loggedIn = true, entry = ENTRY } = {}) {
  navigate.mockClear();
  const stub = () =>
    stubServer(
      {
        [API_PATHS.clearance.applyCheck]: () => ({ data: check }),
        [API_PATHS.clearance.entrance]: () => ({ data: { list: check.allowed ? [{ orderNo: ORDER_NO, loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', certNo }] : [] } }),
        [API_PATHS.clearance.apply]: async () => {
          await delay(20);
          return refuseApply ? { status: applyStatus, message: REFUSAL } : { data: { cert: CERT } };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate }, { loggedIn }).renderAt(entry, <ClearanceCertificateApplyPage />);
}

afterEach(tearDownPage);

describe('ClearanceCertificateApplyPage', () => {
  it('a settled order: its facts, then one apply however often it is tapped, then the result of that proof', async () => {
    open();
    const button = await screen.findByRole('button', { name: '申请结清证明' });
    expect(await screen.findByText('3,000.00元')).toBeTruthy();
    expect(screen.getByText('2026-01-05')).toBeTruthy();
    expect(screen.getByText('2026-06-05')).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith(`/clearance-certificate-result?certNo=${CERT.certNo}`, { replace: true });
    expect(asked().filter((u) => u === API_PATHS.clearance.apply)).toHaveLength(1);
  });

  it('an order not settled: the server’s reason, no way to apply and no apply call', async () => {
    open({ check: { allowed: false, reason: REFUSAL } });
    expect((await screen.findByTestId('clearance-refusal')).textContent).toBe(REFUSAL);
    expect(screen.queryByRole('button', { name: '申请结清证明' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看结清历史' }));
    expect(lastRoute()).toBe('/clearance-certificate-history');
    expect(asked()).not.toContain(API_PATHS.clearance.apply);
  });

  it('a proof already issued: straight to it, without applying again', async () => {
    open({ certNo: CERT.certNo });
    fireEvent.click(await screen.findByRole('button', { name: '查看结清证明' }));
    expect(lastRoute()).toBe(`/clearance-certificate?certNo=${CERT.certNo}`);
    expect(asked()).not.toContain(API_PATHS.clearance.apply);
  });

  it('an apply the server refuses: the result page, to say why and apply again', async () => {
    open({ refuseApply: true });
    fireEvent.click(await screen.findByRole('button', { name: '申请结清证明' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/clearance-certificate-result?orderNo=${ORDER_NO}`, { replace: true }));
  });

  it('any other refusal is said here, the button staying for another try', async () => {
    open({ refuseApply: true, applyStatus: 0 });
    fireEvent.click(await screen.findByRole('button', { name: '申请结清证明' }));
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '申请结清证明' })).toBeTruthy();
  });

  it('a guest is asked() to log in and comes back to this order, with no call made', () => {
    open({ loggedIn: false });
    expect(screen.getByRole('heading', { name: '登录后查看结清证明' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(lastRoute()).toBe(`/login?redirect=${encodeURIComponent(ENTRY)}`);
    expect(asked()).toEqual([]);
  });

  it.each(['/clearance-certificate-apply', '/clearance-certificate-apply?orderNo=42'])('%s: says the order is missing, the way to the history, no call', (entry) => {
    open({ entry });
    expect(screen.getByRole('heading', { name: '借款订单不存在' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看结清历史' }));
    expect(lastRoute()).toBe('/clearance-certificate-history');
    expect(asked()).toEqual([]);
  });
});
