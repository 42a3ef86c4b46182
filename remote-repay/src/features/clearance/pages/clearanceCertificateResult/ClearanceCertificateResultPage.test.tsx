import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import ClearanceCertificateResultPage from './ClearanceCertificateResultPage';

/** The application's result against a stubbed clearance API: the proof issued, or why not and applying again. */

const ORDER_NO = 'L0000000000000042';
const CERT = { certNo: 'C0000000000000001', orderNo: ORDER_NO, loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', issuedAt: 0 };
const REFUSAL = '该借款尚未结清，暂不能开具结清证明';

let server: StubServer;
/** What the server was sent (from the stub server's record). */
const asked = () => server.calls.map((req) => req.path);
const navigate = vi.fn();
const lastRoute = () => navigate.mock.calls.at(-1)?.[0] as unknown;

function open(entry: string, { certs = [CERT], check = { allowed: true, reason: '' }, loggedIn = true, applyStatus = 1 } = {}) {
  navigate.mockClear();
  const stub = () =>
    stubServer(
      {
        [API_PATHS.clearance.applyHistory]: () => ({ data: { list: certs } }),
        [API_PATHS.clearance.applyCheck]: () => ({ data: check }),
        [API_PATHS.clearance.apply]: async () => {
          await delay(20);
          return applyStatus === 1 ? { data: { cert: CERT } } : { status: applyStatus };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate }, { loggedIn }).renderAt(entry, <ClearanceCertificateResultPage />);
}

afterEach(tearDownPage);

describe('ClearanceCertificateResultPage', () => {
  it.each([`?certNo=${CERT.certNo}`, `?orderNo=${ORDER_NO}`])('%s: the proof issued, its number and the way to it', async (query) => {
    open(`/clearance-certificate-result${query}`);
    expect((await screen.findByTestId('cert-no')).textContent).toBe(CERT.certNo);
    fireEvent.click(screen.getByRole('button', { name: '查看结清证明' }));
    expect(navigate).toHaveBeenCalledWith(`/clearance-certificate?certNo=${CERT.certNo}`, { replace: true });
    expect(asked()).not.toContain(API_PATHS.clearance.apply);
  });

  it('no proof, the order not settled: applyCheck’s reason, and no applying again', async () => {
    open(`/clearance-certificate-result?orderNo=${ORDER_NO}`, { certs: [], check: { allowed: false, reason: REFUSAL } });
    expect((await screen.findByTestId('clearance-failure')).textContent).toBe(REFUSAL);
    expect(screen.queryByRole('button', { name: '重新申请' })).toBeNull();
    expect(asked()).not.toContain(API_PATHS.clearance.apply);
  });

  it('no proof yet the order can have one: applying again once, however often tapped', async () => {
    open(`/clearance-certificate-result?orderNo=${ORDER_NO}`, { certs: [] });
    const retry = await screen.findByRole('button', { name: '重新申请' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/clearance-certificate-result?certNo=${CERT.certNo}`, { replace: true }));
    expect(asked().filter((u) => u === API_PATHS.clearance.apply)).toHaveLength(1);
  });

  it('applying again refused: said above the button, which stays', async () => {
    open(`/clearance-certificate-result?orderNo=${ORDER_NO}`, { certs: [], applyStatus: 0 });
    fireEvent.click(await screen.findByRole('button', { name: '重新申请' }));
    expect(await screen.findByText('系统异常，请稍后再试')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '重新申请' })).toBeTruthy();
  });

  it('a proof number that is not the user’s: said so, with the way to the history', async () => {
    open('/clearance-certificate-result?certNo=C0000000000000999');
    expect(await screen.findByRole('heading', { name: '未找到该结清证明' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看结清历史' }));
    expect(lastRoute()).toBe('/clearance-certificate-history');
  });

  it('a guest is asked() to log in and comes back to this result, with no call made', () => {
    const entry = `/clearance-certificate-result?certNo=${CERT.certNo}`;
    open(entry, { loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(lastRoute()).toBe(`/login?redirect=${encodeURIComponent(entry)}`);
    expect(asked()).toEqual([]);
  });

  it('neither a proof nor an order named: says so, the way to the history, no call', () => {
    open('/clearance-certificate-result');
    expect(screen.getByRole('heading', { name: '借款订单不存在' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看结清历史' }));
    expect(lastRoute()).toBe('/clearance-certificate-history');
    expect(asked()).toEqual([]);
  });
});
