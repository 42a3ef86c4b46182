import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { MyBorrowingData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import BillListTripartitePage from './BillListTripartitePage';

/** 资金方账单 against a stubbed bill/myBorrowingPage: the partners' loans only, each with its lender. */

type Order = MyBorrowingData['orders'][number];
const order = (orderNo: string, capitalChannel: Order['capitalChannel'], lenderName: string): Order => ({
  orderNo, loanAmt: 300_000, period: 6, paidPeriods: 1, status: 'repaying', nextDueDay: '2026-12-16', nextDueFen: 52_000,
  capitalChannel, lenderName, repayPath: capitalChannel === 'zy' ? 'zy' : 'platform', creditors: [{ role: 'master', lenderName, sharePpm: 1_000_000 }],
});
const OWN = order('L0000000000000011', '9F', '示例消费金融股份有限公司');
const ZY = order('L0000000000000022', 'zy', '示例中原消费金融有限公司');
const MICROPAY = order('L0000000000000033', 'micropay', '示例微众小额贷款有限公司');
const LH: Order = {
  ...order('L0000000000000044', 'lh', '示例晋商消费金融股份有限公司'),
  creditors: [{ role: 'master', lenderName: '示例晋商消费金融股份有限公司', sharePpm: 700_000 }, { role: 'slave', lenderName: '示例银行股份有限公司', sharePpm: 300_000 }],
};

let server: StubServer;
/** What the server was sent (from the stub server's record). */
const calls = () => server.calls.map((req) => req.path);
function render(orders: Order[]) {
  const data: MyBorrowingData = { outstandingPrincipalFen: 0, dueNowFen: 0, orders };
  const stub = () =>
    stubServer(
      {
        [API_PATHS.bill.myBorrowingPage]: () => ({ data }),
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server).renderAt('/billListTripartite', <BillListTripartitePage />);
}

afterEach(tearDownPage);

describe('BillListTripartitePage', () => {
  it("lists the partners' loans only, each headed by its lender", async () => {
    render([OWN, ZY, MICROPAY]);
    const rows = await screen.findAllByTestId('rp-order');
    expect(rows.map((r) => r.querySelector('strong')!.textContent)).toEqual([ZY.lenderName, MICROPAY.lenderName]);
    expect(rows[0]!.textContent).toContain('借款 3,000.00元 · 已还1/6期');
    // The lender comes with the list: no call per order.
    expect(calls()).toEqual([API_PATHS.bill.myBorrowingPage]);
  });

  it('a two-bill loan is headed by both lenders, each with its role and share', async () => {
    render([LH]);
    const [row] = await screen.findAllByTestId('rp-order');
    expect(row!.querySelector('strong')!.textContent).toBe('示例晋商消费金融股份有限公司（主资金方，出借比例70%）、示例银行股份有限公司（从资金方，出借比例30%）');
  });

  it("only the platform's own loans: the empty state stays", async () => {
    render([OWN]);
    expect(await screen.findByRole('heading', { name: '暂无资金方账单' })).toBeTruthy();
    expect(screen.queryByTestId('rp-order')).toBeNull();
  });
});
