import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, holdFirstReads, sessionStore, sysConfigAtom } from '@credit/shared';
import { billRoutes } from '../../routes';
import type { BillItem, MonthBillData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import BillListPage from './BillListPage';

/** The month bill against a stubbed bill/monthBill: overdue told honestly, the hotline from sys config, the ways to pay. */

const bill = (orderNo: string, period: number, status: BillItem['status'], overdueDays = 0): BillItem => ({
  billId: `${orderNo.slice(-2)}${period}`, orderNo, capitalChannel: '9F', repayPath: 'platform', period, periods: 6, dueDay: '2026-11-16', status, overdueDays, principalFen: 98_141, interestFen: 4500, feeFen: 1500,
  discountFen: 0, penaltyFen: status === 'overdue' ? 442 : 0, paidFen: 0, dueFen: status === 'overdue' ? 104_583 : 104_141, paidDay: '',
  isTwoBill: 0, masterRepayAmt: status === 'overdue' ? 104_583 : 104_141, slaveRepayAmt: 0, creditors: [{ role: 'master', lenderName: '示例消费金融股份有限公司', sharePpm: 1_000_000 }],
});
const month = (bills: BillItem[]): MonthBillData => ({
  month: '2026-11', today: '2026-11-25', totalFen: bills.reduce((n, b) => n + b.dueFen, 0), overdueFen: 0,
  overdueCount: bills.filter((b) => b.status === 'overdue').length, nextDueDay: '2026-12-15', bills,
});

const navigate = vi.fn();

/** Renders the page against a server answering the month bill and the sys config. */
function render(data: MonthBillData, config: Record<string, string> = {}) {
  const server = () =>
    stubServer(
      {
        [API_PATHS.bill.monthBill]: () => ({ data }),
        [API_PATHS.sys.config]: () => ({ data: config }),
      },
      { data: {} },
    );
  navigate.mockClear();
  setUpPage(server(), { navigate }).renderAt('/billList', <BillListPage />);
}

afterEach(() => {
  tearDownPage();
  sessionStore.set(sysConfigAtom, null);
});

const A = 'L0000000000000011';
const B = 'L0000000000000022';

describe('BillListPage', () => {
  it('names an instalment purchase on its bills (the product and the day bought, from the shop orders), a cash loan by its number only', async () => {
    const shopOrder = (orderNo: string, loanOrderNo: string) => ({
      orderNo, productId: 'm50', category: 'mobile', partner: null, title: '中国移动话费50元', priceFen: 5000, mobile: '', status: 'delivered', payType: 'instalment',
      periods: 3, loanOrderNo, code: '', failReason: '', createdAt: Date.UTC(2026, 10, 20, 1), paidAt: Date.UTC(2026, 10, 20, 17), finishedAt: null, refundedFen: 0, refundedChargesFen: 0,
    });
    const server = stubServer(
      {
        [API_PATHS.bill.monthBill]: () => ({ data: month([bill(A, 1, 'due'), bill(B, 1, 'due')]) }),
        [API_PATHS.creditLife.orderList]: () => ({ data: { list: [shopOrder('S0000000000000001', B)] } }),
      },
      { data: {} },
    );
    setUpPage(server, { navigate }).renderAt('/billList', <BillListPage />);
    // 17:00 UTC is the next day in China.
    await screen.findByText('中国移动话费50元 · 2026-11-21 购买');
    const rows = screen.getAllByTestId('rp-bill');
    expect(rows[0]!.textContent).not.toContain('购买');
    expect(rows[1]!.textContent).toContain(`中国移动话费50元 · 2026-11-21 购买借款 ${B}`);
  });

  it('tells an overdue bill honestly: days, penalty, what happens next, the configured hotline', async () => {
    render(month([bill(A, 1, 'overdue', 9), bill(A, 2, 'due')]), { consumerHotline: '400-123-4567' });
    const notice = await screen.findByTestId('overdue-notice');
    expect(notice.textContent).toContain('您有1期账单已逾期9天，应还1,045.83元，其中罚息4.42元');
    expect(notice.textContent).toContain('逾期记录将按规定报送征信机构');
    const hotline = await screen.findByTestId('hotline');
    expect(hotline.textContent).toBe('400-123-4567');
    expect(hotline.getAttribute('href')).toBe('tel:4001234567');
    expect(screen.getByTestId('month-total').textContent).toBe('2,087.24');
  });

  it('tells several overdue bills by their number and the longest overdue, not one day count for all', async () => {
    render(month([bill(A, 1, 'overdue', 49), bill(A, 2, 'overdue', 20), bill(B, 1, 'overdue', 19), bill(B, 2, 'due')]));
    const notice = await screen.findByTestId('overdue-notice');
    expect(notice.querySelector('strong')!.textContent).toBe('您有3期账单已逾期，最长已逾期49天，应还3,137.49元，其中罚息13.26元');
  });

  it('the hotline\'s line is kept while the sys config is on its way, so nothing below moves when it comes', async () => {
    let configAnswer!: () => void;
    const configCame = new Promise<void>((resolve) => (configAnswer = resolve));
    const server = () =>
      stubServer(
        {
          [API_PATHS.bill.monthBill]: () => ({ data: month([bill(A, 1, 'overdue', 9)]) }),
          [API_PATHS.sys.config]: { data: { consumerHotline: '400-123-4567' }, after: configCame },
        },
        { data: {} },
      );
    setUpPage(server(), { navigate }).renderAt('/billList', <BillListPage />);
    const notice = await screen.findByTestId('overdue-notice');
    const pending = screen.getByTestId('hotline-pending');
    expect(pending.getAttribute('aria-hidden')).toBe('true');
    expect(notice.querySelectorAll('p')).toHaveLength(1);
    configAnswer();
    expect((await screen.findByTestId('hotline')).textContent).toBe('400-123-4567');
    expect(screen.queryByTestId('hotline-pending')).toBeNull();
    expect(notice.querySelectorAll('p')).toHaveLength(1);
  });

  it('one order: one-key repayment and its periods at the cashier desk', async () => {
    render(month([bill(A, 1, 'due')]));
    fireEvent.click(await screen.findByRole('button', { name: '选择期数还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe(`/cashier_desk?orderNo=${A}`);
    fireEvent.click(screen.getByRole('button', { name: '一键还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe('/cashier_desk?kind=oneKey');
    expect(screen.queryByTestId('overdue-notice')).toBeNull();
  });

  it('several orders: the merged-bill choice', async () => {
    render(month([bill(A, 1, 'due'), bill(B, 1, 'due')]));
    fireEvent.click(await screen.findByRole('button', { name: '选择账单合并还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe('/merge-bill-list');
  });

  it("an order a partner repays on its own path is offered neither one-key nor merged repayment: only its own periods (ADR 036)", async () => {
    const zy = (b: BillItem): BillItem => ({ ...b, capitalChannel: 'zy', repayPath: 'zy' });
    render(month([zy(bill(A, 1, 'due'))]));
    fireEvent.click(await screen.findByRole('button', { name: '选择期数还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe(`/cashier_desk?orderNo=${A}`);
    expect(screen.queryByRole('button', { name: '一键还款' })).toBeNull();
    tearDownPage();

    // With a platform order beside it: one-key (which leaves the partner's out), no merging of a single platform order.
    render(month([zy(bill(A, 1, 'due')), bill(B, 1, 'due')]));
    fireEvent.click(await screen.findByRole('button', { name: '一键还款' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe('/cashier_desk?kind=oneKey');
    expect(screen.queryByRole('button', { name: '选择账单合并还款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '选择期数还款' })).toBeNull();
  });

  it('nothing due: says so, without a pay button', async () => {
    render(month([]));
    expect(await screen.findByRole('heading', { name: '账单已还清' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '一键还款' })).toBeNull();
  });
});

describe('BillListPage: the limit card (bill card-v3, canWithdraw; issue 28)', () => {
  function renderWith(can: { canWithdraw: boolean; reason: string } | null) {
    const card = { limitFen: 1_000_000, usedFen: 300_000, availableFen: 700_000, nextDue: null };
    const server = () =>
      stubServer(
        {
          [API_PATHS.bill.monthBill]: () => ({ data: month([]) }),
          [API_PATHS.contentConfig.cardV3]: () => ({ data: card }),
          [API_PATHS.contentConfig.canWithdraw]: () => ({ data: can }),
        },
        { data: {} },
      );
    navigate.mockClear();
    setUpPage(server(), { navigate }).renderAt('/billList', <BillListPage />);
  }

  it('shows the limit and offers 去借款 while canWithdraw says so', async () => {
    renderWith({ canWithdraw: true, reason: 'ok' });
    expect((await screen.findByTestId('limit-available')).textContent).toBe('7,000.00');
    fireEvent.click(await screen.findByRole('button', { name: '去借款' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/newBorrowCash']);
  });

  it('says why not, with no way to borrow, when an overdue bill closes it', async () => {
    renderWith({ canWithdraw: false, reason: 'overdue' });
    expect((await screen.findByTestId('no-withdraw')).textContent).toBe('有逾期账单，还清后可再借款');
    expect(screen.queryByRole('button', { name: '去借款' })).toBeNull();
  });
});

describe('BillListPage: its first read (ADR 041)', () => {
  it('the route declares the month bill and the shop orders the page reads, and the page takes the answer the host started for it', async () => {
    const server = stubServer({ [API_PATHS.bill.monthBill]: { data: month([bill(A, 1, 'due')]) } }, { data: {} });
    const page = setUpPage(server, { navigate });
    const route = billRoutes.find((r) => r.path === '/billList')!;
    expect(route.firstReads!.map((r) => r.path)).toEqual([API_PATHS.bill.monthBill, API_PATHS.creditLife.orderList]);
    const { release } = holdFirstReads(page.client, route.firstReads!);
    page.renderAt('/billList', <BillListPage />);
    expect((await screen.findByTestId('month-total')).textContent).toBe('1,041.41');
    expect(server.calls.filter((c) => c.path === API_PATHS.bill.monthBill)).toHaveLength(1);
    expect(page.client.getQueryCache().find({ queryKey: route.firstReads![0]!.key, exact: true })?.getObserversCount()).toBe(2);
    release();
  });
});
