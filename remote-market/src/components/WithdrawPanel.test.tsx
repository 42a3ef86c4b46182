import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CashAvailableData, WithdrawRecord } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { WithdrawPanel } from './WithdrawPanel';

/** Spec 4.8: the reward balance is withdrawn only from 20 yuan; the withdrawal is one movement per confirm screen. */

let page: PageHarness;
let balance: number;
let withdrawals: Array<{ key?: string; amountFen?: string }>;
let withdrawStatus: number;
let passwordStatus: number;
/** What each pay ticket was asked for (checkPwdPayment's body without the password). */
let asked: Array<Record<string, string>>;

const available = (): CashAvailableData => ({ totalMoney: balance, txMoney: balance >= 2_000 ? balance : 0, isWithDraw: balance >= 2_000, minFen: 2_000, bankCardNo: '**** 3445', bankCardName: '工商银行' });
const record = (amountFen: number): WithdrawRecord => ({ withdrawNo: 'W0000000000000001', amountFen, status: 'success', bankName: '工商银行', cardNo: '**** 3445', failReason: '', createdAt: 0 });

const server = () =>
  stubServer(
    {
      [API_PATHS.withdrawCash.cashAvailable]: () => ({ data: available() }),
      [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet: 1 } }),
      [API_PATHS.repayment.checkPwdPayment]: (req) => {
        const { password: _password, ...purpose } = req.body;
        asked.push(purpose);
        if (passwordStatus !== 1) return { status: passwordStatus, message: '' };
        return { data: { payTicket: 't-1', expiresAt: Date.now() + 300_000 } };
      },
      [API_PATHS.withdrawCash.withdraw]: (req) => {
        const body = new URLSearchParams(req.text);
        withdrawals.push({ key: req.idempotencyKey, amountFen: body.get('amountFen') ?? undefined });
        if (withdrawStatus !== 1) return { status: withdrawStatus, message: withdrawStatus === 1006 ? '提现处理中' : '银行系统维护中，请稍后再试' };
        const amount = balance;
        balance = 0;
        return { data: { record: record(amount) } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  withdrawals = [];
  asked = [];
  withdrawStatus = 1;
  passwordStatus = 1;
  sessionStorage.clear();
  page = setUpPage(server());
});
afterEach(tearDownPage);

/** Opens the confirm screen, types the deal password and taps 确认提现 once. */
const openAndConfirm = async (password: string) => {
  page.renderAt('/spared-fund', <WithdrawPanel />);
  fireEvent.click(await screen.findByRole('button', { name: '立即提现' }));
  fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /确认提现/ }));
};

describe('WithdrawPanel', () => {
  it('19.99 yuan: says the threshold and offers no withdrawal', async () => {
    balance = 1_999;
    page.renderAt('/spared-fund', <WithdrawPanel />);
    expect(await screen.findByTestId('withdraw-below')).toHaveProperty('textContent', '可提现余额满20元才能提现');
    expect(screen.queryByRole('button', { name: '立即提现' })).toBeNull();
  });

  it('20.00 yuan: the whole balance goes out once, with one key, for two taps', async () => {
    balance = 2_000;
    page.renderAt('/spared-fund', <WithdrawPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '立即提现' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: 'Trade123' } });
    const confirm = screen.getByRole('button', { name: /确认提现/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByTestId('withdraw-result')).toHaveProperty('textContent', expect.stringContaining('提现成功'));
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ amountFen: '2000' });
    expect(withdrawals[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    // The one pay ticket was asked for a withdrawal of exactly that amount.
    expect(asked).toEqual([{ payFor: 'withdraw', subject: '', amountFen: '2000' }]);
  });

  it('the server still working on the key (1006): says so and keeps the screen', async () => {
    balance = 5_000;
    withdrawStatus = 1006;
    await openAndConfirm('Trade123');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('该笔提现正在处理中，请稍后在提现记录中查看'));
    expect(screen.queryByTestId('withdraw-result')).toBeNull();
  });

  it('a wrong deal password (2006) is said at the password field, and nothing is withdrawn', async () => {
    balance = 5_000;
    passwordStatus = 2006;
    await openAndConfirm('Wrong123');
    await waitFor(() => expect(document.getElementById('deal-password-error')?.textContent).toBe('密码不正确'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(withdrawals).toEqual([]);
  });

  it('a refusal of no field is said on the form line; the next try is a new intent with a new key', async () => {
    balance = 5_000;
    withdrawStatus = 3020;
    await openAndConfirm('Trade123');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('银行系统维护中，请稍后再试'));
    expect(document.getElementById('deal-password-error')).toBeNull();
    withdrawStatus = 1;
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Trade123' } });
    fireEvent.click(screen.getByRole('button', { name: /确认提现/ }));
    expect(await screen.findByTestId('withdraw-result')).toHaveProperty('textContent', expect.stringContaining('提现成功'));
    expect(withdrawals).toHaveLength(2);
    expect(withdrawals[1]!.key).not.toBe(withdrawals[0]!.key);
  });
});
