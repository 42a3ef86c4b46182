import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { errorOf, setUpPage, stubServer, tearDownPage, type, type PageHarness, type StubServer } from '@credit/shared/testing';
import CustodyWithdrawPage from './CustodyWithdrawPage';

/** The custody withdrawal against a stubbed server: the request's breakdown before the password, one pay per tap. */

let page: PageHarness;
let server: StubServer;
const aptitude = (canWithdraw: boolean) => ({
  data: { canWithdraw, balanceFen: canWithdraw ? 300_000 : 0, maxFen: canWithdraw ? 300_000 : 0, reason: canWithdraw ? '' : '存管账户暂无可提现余额', bankName: '工商银行', cardNoMask: '0001' },
});
const record = { withdrawNo: 'D2026112700000001', amountFen: 300_000, status: 'success', bankName: '工商银行', cardNoMask: '0001', failReason: '', createdAt: 1 };

beforeEach(() => {
  server = stubServer();
  server.serve(API_PATHS.oneCard.info, { data: { openCardStatus: 1, activeStatus: 1, tradePwdSet: 1, cardQuota: 0, cardNo: '', cardName: '' } });
  page = setUpPage(server);
});
afterEach(tearDownPage);

describe('CustodyWithdrawPage', () => {
  it('shows what the withdrawal request takes from each loan, then withdraws the whole balance with the deal password and shows the outcome', async () => {
    server.serve(API_PATHS.custody.withdrawCashAptitude, aptitude(true));
    server.serve(API_PATHS.capitalDepository.sendWithdrawRequest, {
      data: { amountFen: 300_000, bankName: '工商银行', cardNoMask: '0001', items: [{ orderNo: 'L0000000000000042', title: '存管借款', amountFen: 300_000 }], balanceAfterFen: 0 },
    });
    server.serve(API_PATHS.repayment.checkPwdPayment, { data: { payTicket: 'pt_0123456789abcdef', expiresAt: Date.now() + 600_000 } });
    server.serve(API_PATHS.custody.withdrawCash, { data: { record } });
    page.renderAt('/custodyWithdraw', <CustodyWithdrawPage />);
    const request = await screen.findByTestId('custody-withdraw-request');
    expect(request.textContent).toContain('存管借款');
    expect(request.textContent).toContain('提现后余额');
    expect(server.sent(API_PATHS.capitalDepository.sendWithdrawRequest)).toEqual([{ amountFen: '300000' }]);
    type('交易密码', 'Trade123');
    fireEvent.click(screen.getByRole('button', { name: /确认提现/ }));
    expect((await screen.findByTestId('custody-withdraw-result')).textContent).toContain('提现成功');
    expect(server.sent(API_PATHS.custody.withdrawCash)).toEqual([{ amountFen: '300000', payTicket: 'pt_0123456789abcdef' }]);
    expect(server.calls.find((c) => c.path === API_PATHS.custody.withdrawCash)!.idempotencyKey).toBeTruthy();
  });

  it('withdraws the amount typed: its request and its pay; an amount over the balance or not an amount is said under it and nothing is paid', async () => {
    server.serve(API_PATHS.custody.withdrawCashAptitude, aptitude(true));
    server.serve(API_PATHS.capitalDepository.sendWithdrawRequest, {
      data: { amountFen: 100_000, bankName: '工商银行', cardNoMask: '0001', items: [{ orderNo: 'L0000000000000042', title: '存管借款', amountFen: 100_000 }], balanceAfterFen: 200_000 },
    });
    server.serve(API_PATHS.repayment.checkPwdPayment, { data: { payTicket: 'pt_0123456789abcdef', expiresAt: Date.now() + 600_000 } });
    server.serve(API_PATHS.custody.withdrawCash, { data: { record: { ...record, amountFen: 100_000 } } });
    page.renderAt('/custodyWithdraw', <CustodyWithdrawPage />);
    await screen.findByTestId('custody-withdraw-request');
    type('提现金额', '3000.01');
    await waitFor(() => expect(errorOf('custody-amount')).toBe('提现金额不能超过可提现余额'));
    expect(screen.getByRole('button', { name: /确认提现/ })).toHaveProperty('disabled', true);
    type('提现金额', '1,000');
    await waitFor(() => expect(errorOf('custody-amount')).toBe('请输入正确的金额，最多两位小数'));
    type('提现金额', '1000');
    await waitFor(() => expect(server.sent(API_PATHS.capitalDepository.sendWithdrawRequest)).toContainEqual({ amountFen: '100000' }));
    expect(errorOf('custody-amount')).toBeNull();
    type('交易密码', 'Trade123');
    fireEvent.click(screen.getByRole('button', { name: /确认提现/ }));
    expect((await screen.findByTestId('custody-withdraw-result')).textContent).toContain('1,000.00');
    expect(server.sent(API_PATHS.custody.withdrawCash)).toEqual([{ amountFen: '100000', payTicket: 'pt_0123456789abcdef' }]);
    expect(server.sent(API_PATHS.repayment.checkPwdPayment)[0]).toMatchObject({ payFor: 'custodyWithdraw', amountFen: '100000' });
  });

  it('says why not when nothing can be withdrawn, and sends no request', async () => {
    server.serve(API_PATHS.custody.withdrawCashAptitude, aptitude(false));
    page.renderAt('/custodyWithdraw', <CustodyWithdrawPage />);
    expect((await screen.findByTestId('custody-withdraw-reason')).textContent).toBe('存管账户暂无可提现余额');
    await waitFor(() => expect(server.sent(API_PATHS.capitalDepository.sendWithdrawRequest)).toEqual([]));
  });
});
