import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import DepositeSettingPage from './DepositeSettingPage';

/** The custody home against a stubbed server: the custody account's own state, balance and withdrawals. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const closed = { openStatus: 0, realNamed: 1, depositPwdSet: 0, accountNo: '', card: null, balanceFen: 0 };
const opened = {
  openStatus: 1, realNamed: 1, depositPwdSet: 1, accountNo: 'A20**********4869', card: { bankName: '工商银行', cardNoMask: '0001', reservedMobileMask: '137****1111' }, balanceFen: 200_000,
};

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  page = setUpPage(server, { navigate });
});
afterEach(tearDownPage);

describe('DepositeSettingPage', () => {
  it('a verified user without the account opens it on the custody open page', async () => {
    server.serve(API_PATHS.depository.status, { data: closed });
    page.renderAt('/depositeSetting', <DepositeSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: '立即开通' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/custodyOpen', undefined));
  });

  it('shows the account, its card and reserved mobile, the balance in yuan and the withdrawals; 提现 goes to the withdrawal', async () => {
    server.serve(API_PATHS.depository.status, { data: opened });
    server.serve(API_PATHS.capitalDepository.fetchWithdrawOrderList, {
      data: { list: [{ withdrawNo: 'D2026112700000001', amountFen: 100_000, status: 'processing', bankName: '工商银行', cardNoMask: '0001', failReason: '', createdAt: 1 }] },
    });
    page.renderAt('/depositeSetting', <DepositeSettingPage />);
    expect((await screen.findByTestId('custody-balance')).textContent).toBe('2,000.00');
    expect(screen.getByText('工商银行（尾号0001）')).toBeTruthy();
    expect(screen.getByText('137****1111')).toBeTruthy();
    expect(await screen.findByText('提现处理中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提现' }));
    expect(navigate).toHaveBeenCalledWith('/custodyWithdraw', undefined);
    fireEvent.click(screen.getByRole('button', { name: /提现处理中/ }));
    expect(navigate).toHaveBeenLastCalledWith('/custodyWithdrawDetail?withdrawNo=D2026112700000001', undefined);
  });

  it('leads from the home to a page per flow of the open account', async () => {
    server.serve(API_PATHS.depository.status, { data: opened });
    server.serve(API_PATHS.capitalDepository.fetchWithdrawOrderList, { data: { list: [] } });
    page.renderAt('/depositeSetting', <DepositeSettingPage />);
    const flows = [
      ['提现记录', '/custodyWithdrawRecords'], ['修改存管密码', '/custodyModifyPwd'], ['重置存管密码', '/custodyResetPwd'], ['更换银行卡', '/custodyChangeCard'],
      ['修改预留手机号', '/custodyChangeMobile'], ['注销存管账户', '/custodyCancel'],
    ];
    for (const [name, to] of flows) {
      fireEvent.click(await screen.findByRole('button', { name }));
      expect(navigate).toHaveBeenLastCalledWith(to, undefined);
    }
  });
});
