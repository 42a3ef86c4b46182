import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import CashCostDetailPage from './CashCostDetailPage';

/** The cost of an order against a stubbed loanorder/detail: the APR first, the saving named, every period. */

const ORDER_NO = 'L0000000000000042';
const plan = ['2026-12-24', '2027-01-24', '2027-02-24'].map((dueDay, i) => ({
  period: i + 1, dueDay, principalFen: 100_000, interestFen: 2250, feeFen: 750, discountFen: i === 0 ? 2250 : 0, totalFen: i === 0 ? 100_750 : 103_000,
}));
const trial = { loanAmt: 300_000, period: 3, repayType: 'equalInstallment', aprBp: 1406, monthlyRatePpm: 7500, dailyRatePpm: 250, interestFen: 6750, feeFen: 2250, discountFen: 2250, totalFen: 306_750, plan };
const order = {
  orderNo: ORDER_NO, status: 'repaying', loanAmt: 300_000, period: 3, repayType: 'equalInstallment', aprBp: 1406, purposeName: '日常消费', bankName: '建设银行',
  cardNo: '****6677', signed: 1, outstandingPrincipalFen: 300_000, createdAt: 0, lentDay: '2026-11-24', settledDay: '', failReason: '',
  capitalChannel: '9F', capitalType: 'self', busCode: 'CASH9F', slaveBusCode: '', lenderName: '示例消费金融股份有限公司', funderState: 'none',
};

let page: PageHarness;
let server: StubServer;
/** The paths asked, in order. */
const asked = () => server.calls.map((c) => c.path);
const stub = () =>
  stubServer(
    {
      [API_PATHS.loanorder.detail]: () => ({ data: { order, trial, bills: [] } }),
    },
    { data: {} },
  );

beforeEach(() => {
  server = stub();
  page = setUpPage(server);
});

afterEach(tearDownPage);

const renderAt = (entry: string) => page.renderAt(entry, <CashCostDetailPage />);

describe('CashCostDetailPage', () => {
  it("shows the order's APR before any other rate, the saving as red packet / interest-free, and every period", async () => {
    renderAt(`/cashCostDetail?orderNo=${ORDER_NO}`);
    const apr = await screen.findByTestId('loan-apr');
    expect(apr.textContent).toBe('14.06%');
    const daily = screen.getByText(/日利率/);
    expect(apr.compareDocumentPosition(daily) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('红包/免息优惠')).toBeTruthy();
    expect(screen.getByTestId('loan-discount').textContent).toBe('-22.50元');
    expect(screen.getByTestId('loan-total').textContent).toBe('3,067.50元');
    expect(screen.getAllByTestId('loan-plan-row')).toHaveLength(3);
    expect(asked()).toEqual([API_PATHS.loanorder.detail]);
  });

  it('refuses a malformed order number without a call', () => {
    renderAt('/cashCostDetail?orderNo=L1');
    expect(screen.getByRole('heading', { name: '借款订单不存在' })).toBeTruthy();
    expect(asked()).toEqual([]);
  });
});
