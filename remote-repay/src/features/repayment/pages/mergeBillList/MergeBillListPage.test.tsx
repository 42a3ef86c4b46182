import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { BillItem, BillListData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import MergeBillListPage from './MergeBillListPage';

/** The merged-bill choice against a stubbed bill/list: bills of orders a partner repays on its own path are not offered (ADR 036). */

const OWN = 'L0000000000000011';
const ZY = 'L0000000000000022';
const bill = (orderNo: string, period: number, partner = false): BillItem => ({
  billId: `${orderNo.slice(-2)}${period}`, orderNo, capitalChannel: partner ? 'zy' : '9F', repayPath: partner ? 'zy' : 'platform', period, periods: 6,
  dueDay: '2026-11-16', status: period === 1 ? 'due' : 'pending', overdueDays: 0, principalFen: 98_141, interestFen: 4500, feeFen: 1500, discountFen: 0,
  penaltyFen: 0, paidFen: 0, dueFen: 104_141, paidDay: '',
  isTwoBill: 0, masterRepayAmt: 104_141, slaveRepayAmt: 0, creditors: [{ role: 'master', lenderName: '示例消费金融股份有限公司', sharePpm: 1_000_000 }],
});

const navigate = vi.fn();
function render(bills: BillItem[]) {
  const data: BillListData = { bills, totalDueFen: bills.reduce((n, b) => n + b.dueFen, 0) };
  const server = () =>
    stubServer(
      {
        [API_PATHS.bill.list]: () => ({ data }),
      },
      { data: {} },
    );
  navigate.mockClear();
  setUpPage(server(), { navigate }).renderAt('/merge-bill-list', <MergeBillListPage />);
}

afterEach(tearDownPage);

describe('MergeBillListPage', () => {
  it("offers the platform's orders' bills only, and merges those", async () => {
    render([bill(OWN, 1), bill(OWN, 2), bill(ZY, 1, true), bill(ZY, 2, true)]);
    await screen.findByRole('heading', { name: '选择要一起还的账单' });
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([`${OWN} 第1期`, `${OWN} 第2期`]);
    fireEvent.click(screen.getByRole('button', { name: '合并还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toMatch(new RegExp(`^/cashier_desk\\?kind=merged&billIds=${OWN.slice(-2)}1`));
    expect(navigate.mock.calls.at(-1)![0]).not.toContain(`${ZY.slice(-2)}1`);
  });

  it("only a partner's bills: nothing to merge", async () => {
    render([bill(ZY, 1, true)]);
    expect(await screen.findByRole('heading', { name: '暂无待还账单' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
