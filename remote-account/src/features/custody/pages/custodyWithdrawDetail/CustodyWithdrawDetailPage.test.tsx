import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import CustodyWithdrawDetailPage from './CustodyWithdrawDetailPage';

/** One custody withdrawal: asked by its number, its state and reason, and what it took from each loan. */

let page: PageHarness;
let server: StubServer;

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  page = setUpPage(server, { navigate });
});
afterEach(tearDownPage);

describe('CustodyWithdrawDetailPage', () => {
  it('asks for the withdrawal of the address and shows its state and the loans it took from', async () => {
    server.serve(API_PATHS.capitalDepository.fetchWithdrawInfoList, {
      data: {
        record: { withdrawNo: 'D2026112700000001', amountFen: 150_000, status: 'success', bankName: '工商银行', cardNoMask: '0001', failReason: '', createdAt: 1 },
        items: [{ orderNo: 'L0000000000000042', amountFen: 100_000 }, { orderNo: 'L0000000000000043', amountFen: 50_000 }],
      },
    });
    page.renderAt('/custodyWithdrawDetail?withdrawNo=D2026112700000001', <CustodyWithdrawDetailPage />);
    expect((await screen.findByTestId('custody-withdraw-status')).textContent).toBe('提现成功');
    expect(server.sent(API_PATHS.capitalDepository.fetchWithdrawInfoList)).toEqual([{ withdrawNo: 'D2026112700000001' }]);
    expect(screen.getByText('借款单号 L0000000000000043')).toBeTruthy();
    expect(screen.getByText('工商银行（尾号0001）')).toBeTruthy();
  });

  it('shows why a failed withdrawal failed', async () => {
    server.serve(API_PATHS.capitalDepository.fetchWithdrawInfoList, {
      data: { record: { withdrawNo: 'D2026112700000002', amountFen: 150_000, status: 'failed', bankName: '工商银行', cardNoMask: '0001', failReason: '提现失败：存管银行处理失败，金额已退回存管账户', createdAt: 1 }, items: [] },
    });
    page.renderAt('/custodyWithdrawDetail?withdrawNo=D2026112700000002', <CustodyWithdrawDetailPage />);
    expect(await screen.findByText('提现失败：存管银行处理失败，金额已退回存管账户')).toBeTruthy();
    expect(screen.queryByLabelText('提现明细')).toBeNull();
  });

  it('without a withdrawal in the address, goes to the records and asks nothing', async () => {
    page.renderAt('/custodyWithdrawDetail', <CustodyWithdrawDetailPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/custodyWithdrawRecords', { replace: true }));
    expect(server.calls).toEqual([]);
  });
});
