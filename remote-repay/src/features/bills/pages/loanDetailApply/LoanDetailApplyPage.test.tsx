import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { delay, setUpPage, stubServer, tearDownPage, type Reply, type StubServer } from '@credit/shared/testing';
import LoanDetailApplyPage from './LoanDetailApplyPage';

/** The borrower's loans against a stubbed server: every order and its state; a loan being paid out hurried once. */

const order = (orderNo: string, status: string) => ({ orderNo, status, loanAmt: 300_000, period: 3, repayType: '等额本息', aprBp: 1800, purposeName: '日常消费', bankName: '建设银行' });
const LENDING = 'L0000000000000043';
const RECORDS = { list: [order('L0000000000000042', 'repaying'), order(LENDING, 'lending')], page: 1, total: 2, hasMore: false };
let server: StubServer;
/** What the server was sent (from the stub server's record). */
const asked = () => server.calls.map((req) => req.path);
let hurryAnswers: Reply[];
const toast = vi.fn();

beforeEach(() => {
  hurryAnswers = [];
  toast.mockClear();
  const stub = () =>
    stubServer(
      {
        [API_PATHS.loanorder.records]: () => ({ data: RECORDS }),
        [API_PATHS.loanHelp.hurryloan]: async () => {
          await delay(20);
          return hurryAnswers.shift() ?? { data: { message: '已为您催促放款', etaMinutes: 30 } };
        },
      },
      { data: {} },
    );
  server = stub();
  setUpPage(server, { toast }).renderAt('/loanDetailApply', <LoanDetailApplyPage />);
});
afterEach(tearDownPage);

const hurries = () => asked().filter((u) => u === API_PATHS.loanHelp.hurryloan);

describe('LoanDetailApplyPage', () => {
  it('lists every order with its state; hurrying a loan being paid out asks once however often tapped', async () => {
    const records = await screen.findByRole('region', { name: '我的借款记录' });
    expect(records.textContent).toContain('还款中');
    const hurry = screen.getByRole('button', { name: '催促放款' });
    fireEvent.click(hurry);
    fireEvent.click(hurry);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已为您催促放款', undefined));
    expect((screen.getByRole('button', { name: '已催办，预计30分钟内放款' }) as HTMLButtonElement).disabled).toBe(true);
    expect(hurries()).toHaveLength(1);
  });

  it('a refusal the shell does not toast is said under the button, which stays for another try', async () => {
    hurryAnswers = [{ status: 0 }];
    fireEvent.click(await screen.findByRole('button', { name: '催促放款' }));
    expect((await screen.findByRole('alert')).textContent).toBe('系统异常，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '催促放款' }));
    expect(await screen.findByRole('button', { name: '已催办，预计30分钟内放款' })).toBeTruthy();
    expect(hurries()).toHaveLength(2);
  });
});
