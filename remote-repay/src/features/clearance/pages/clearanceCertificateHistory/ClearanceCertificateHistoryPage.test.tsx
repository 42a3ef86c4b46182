import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { httpFailure, setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import ClearanceCertificateHistoryPage from './ClearanceCertificateHistoryPage';

/** The settled orders and the proofs issued, against a stubbed clearance API. */

const PROVEN = { orderNo: 'L0000000000000042', loanAmt: 300_000, lentDay: '2026-01-05', settledDay: '2026-06-05', certNo: 'C0000000000000001' };
const UNPROVEN = { orderNo: 'L0000000000000043', loanAmt: 150_050, lentDay: '2026-02-01', settledDay: '2026-07-01', certNo: '' };
const CERT = { certNo: PROVEN.certNo, orderNo: PROVEN.orderNo, loanAmt: PROVEN.loanAmt, lentDay: PROVEN.lentDay, settledDay: PROVEN.settledDay, issuedAt: Date.UTC(2026, 5, 5, 20) };

let server: StubServer;
/** What the server was sent (from the stub server's record). */
const asked = () => server.calls.map((req) => req.path);
const navigate = vi.fn();
const lastRoute = () => navigate.mock.calls.at(-1)?.[0] as unknown;

function open({ settled = [PROVEN, UNPROVEN], certs = [CERT], failFirst = false, loggedIn = true } = {}) {
  navigate.mockClear();
  let failures = failFirst ? 1 : 0;
  const stub = () =>
    stubServer(
      {
        [API_PATHS.clearance.entrance]: () => {
          if (failures-- > 0) return httpFailure(500);
          return { data: { list: settled } };
        },
        [API_PATHS.clearance.applyHistory]: () => ({ data: { list: certs } }),
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { navigate }, { loggedIn }).renderAt('/clearance-certificate-history', <ClearanceCertificateHistoryPage />);
}

afterEach(tearDownPage);

describe('ClearanceCertificateHistoryPage', () => {
  it('each settled order with its proof, or the way to apply for one', async () => {
    open();
    const rows = await screen.findAllByTestId('settled-order');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('借款 3,000.00元');
    expect(rows[1]!.textContent).toContain('借款 1,500.50元');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '查看证明' }));
    expect(lastRoute()).toBe(`/clearance-certificate?certNo=${PROVEN.certNo}`);
    expect(within(rows[0]!).queryByRole('button', { name: '申请证明' })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: '申请证明' }));
    expect(lastRoute()).toBe(`/clearance-certificate-apply?orderNo=${UNPROVEN.orderNo}`);
  });

  it('the proofs issued (applyHistory), each opening the proof; the day is China’s', async () => {
    open();
    const [issued] = await screen.findAllByTestId('issued-cert');
    expect(issued!.textContent).toContain(`证明编号 ${CERT.certNo}`);
    expect(issued!.textContent).toContain('2026-06-06 开具');
    fireEvent.click(issued!);
    expect(lastRoute()).toBe(`/clearance-certificate?certNo=${CERT.certNo}`);
  });

  it('no settled order: 暂无已结清的借款', async () => {
    open({ settled: [], certs: [] });
    expect(await screen.findByText('暂无已结清的借款')).toBeTruthy();
    expect(screen.queryByTestId('settled-order')).toBeNull();
  });

  it('a failed load says so and reads again on retry', async () => {
    open({ failFirst: true });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findAllByTestId('settled-order')).toHaveLength(2);
    expect(asked().filter((u) => u === API_PATHS.clearance.entrance)).toHaveLength(2);
  });

  it('a guest is asked() to log in and comes back here, with no call made', () => {
    open({ loggedIn: false });
    expect(screen.getByRole('heading', { name: '登录后查看结清历史' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(lastRoute()).toBe(`/login?redirect=${encodeURIComponent('/clearance-certificate-history')}`);
    expect(asked()).toEqual([]);
  });
});
