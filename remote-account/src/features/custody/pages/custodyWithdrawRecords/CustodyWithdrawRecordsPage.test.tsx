import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import CustodyWithdrawRecordsPage from './CustodyWithdrawRecordsPage';

/** The custody records: what was paid in and is still withdrawable, then the withdrawals, each to its detail. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  page = setUpPage(server, { navigate });
});
afterEach(tearDownPage);

describe('CustodyWithdrawRecordsPage', () => {
  it('lists the loans paid in with what is withdrawable and the withdrawals; a withdrawal opens its detail', async () => {
    server.serve(API_PATHS.custody.p2pWithdrawSelect, {
      data: { list: [{ orderNo: 'L0000000000000042', title: '存管借款', paidInFen: 300_000, withdrawableFen: 100_000, paidInAt: 1 }], totalFen: 100_000 },
    });
    server.serve(API_PATHS.capitalDepository.fetchWithdrawOrderList, {
      data: { list: [{ withdrawNo: 'D2026112700000002', amountFen: 200_000, status: 'failed', bankName: '工商银行', cardNoMask: '0001', failReason: '失败', createdAt: 1 }] },
    });
    page.renderAt('/custodyWithdrawRecords', <CustodyWithdrawRecordsPage />);
    expect((await screen.findByTestId('custody-withdrawable')).textContent).toBe('1,000.00元');
    expect(screen.getByText('入账3,000.00元，可提1,000.00元')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /提现失败/ }));
    expect(navigate).toHaveBeenCalledWith('/custodyWithdrawDetail?withdrawNo=D2026112700000002', undefined);
  });

  it('says when there is no withdrawal yet', async () => {
    server.serve(API_PATHS.custody.p2pWithdrawSelect, { data: { list: [], totalFen: 0 } });
    server.serve(API_PATHS.capitalDepository.fetchWithdrawOrderList, { data: { list: [] } });
    page.renderAt('/custodyWithdrawRecords', <CustodyWithdrawRecordsPage />);
    expect(await screen.findByText('暂无提现记录')).toBeTruthy();
    await waitFor(() => expect(server.calls.map((c) => c.path).sort()).toEqual([API_PATHS.capitalDepository.fetchWithdrawOrderList, API_PATHS.custody.p2pWithdrawSelect].sort()));
  });
});
