import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { RechargeProductsData, RechargeRecord } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import RechargePage from './RechargePage';

/** Spec 2.6 mobile top-up: one charge per confirm screen, paid after the deal password with the screen's one key. */

let page: PageHarness;
let orders: Array<{ key?: string; productId?: string }>;
let orderStatus: number;
let bankRefuses: boolean;
let bankHangs: boolean;
let records: RechargeRecord[];
/** What each pay ticket was asked for (checkPwdPayment's body without the password). */
let asked: Array<Record<string, string>>;

const products = (): RechargeProductsData => ({
  mobile: '138****0000',
  products: [{ productId: 'P50', faceFen: 5_000, priceFen: 4_980 }],
  records,
});
const record = (status: RechargeRecord['status']): RechargeRecord => ({ rechargeNo: 'R0000000000000001', mobile: '138****0000', faceFen: 5_000, priceFen: 4_980, status, createdAt: 0 });

const server = () =>
  stubServer(
    {
      [API_PATHS.market.rechargeProducts]: () => ({ data: products() }),
      [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet: 1 } }),
      [API_PATHS.repayment.checkPwdPayment]: (req) => {
        const { password: _password, ...purpose } = req.body;
        asked.push(purpose);
        return { data: { payTicket: 't-1', expiresAt: Date.now() + 300_000 } };
      },
      [API_PATHS.market.rechargeOrder]: (req) => {
        const body = new URLSearchParams(req.text);
        orders.push({ key: req.idempotencyKey, productId: body.get('productId') ?? undefined });
        if (orderStatus !== 1) return { status: orderStatus, message: '' };
        const r = record(bankRefuses ? 'failed' : bankHangs ? 'processing' : 'success');
        records = [r];
        return { data: { record: r } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  orders = [];
  asked = [];
  orderStatus = 1;
  bankRefuses = false;
  bankHangs = false;
  records = [];
  sessionStorage.clear();
  page = setUpPage(server());
});
afterEach(tearDownPage);

const payFor50 = async () => {
  fireEvent.click(await screen.findByRole('radio', { name: /50\.00元/ }));
  fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: 'Trade123' } });
  return screen.getByRole('button', { name: /确认支付/ });
};

describe('RechargePage', () => {
  it('a double tap charges once, with one key, and says the top-up went through', async () => {
    page.renderAt('/recharge', <RechargePage />);
    const pay = await payFor50();
    expect(pay.textContent).toContain('49.80元');
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect((await screen.findByTestId('recharge-result')).textContent).toBe('充值成功：50.00元已充入138****0000');
    expect(orders).toEqual([{ key: expect.stringMatching(/^[0-9a-f-]{32,36}$/), productId: 'P50' }]);
    // The one pay ticket was asked for a top-up of that product.
    expect(asked).toEqual([{ payFor: 'recharge', subject: 'P50' }]);
  });

  it('the bank refusing: the spec\'s words, nothing charged', async () => {
    bankRefuses = true;
    page.renderAt('/recharge', <RechargePage />);
    fireEvent.click(await payFor50());
    expect((await screen.findByTestId('recharge-result')).textContent).toBe('充值失败：银行处理失败，未扣款');
  });

  it('a stalled card channel (issue 24): processing, not 充值成功, until the polled records say it settled', async () => {
    bankHangs = true;
    page.renderAt('/recharge', <RechargePage />);
    fireEvent.click(await payFor50());
    expect((await screen.findByTestId('recharge-result')).textContent).toBe('充值处理中：银行正在处理，结果将自动更新');
    records = [record('success')];
    await waitFor(() => expect(screen.getByTestId('recharge-result').textContent).toBe('充值成功：50.00元已充入138****0000'), { timeout: 5_000 });
  });

  it('the server still working on the key (1006): says so, keeps the screen and the key', async () => {
    orderStatus = 1006;
    page.renderAt('/recharge', <RechargePage />);
    fireEvent.click(await payFor50());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('该笔充值正在处理中，请稍后查看充值记录'));
    expect(screen.queryByTestId('recharge-result')).toBeNull();
    orderStatus = 1;
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Trade123' } });
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    expect(await screen.findByTestId('recharge-result')).toBeTruthy();
    expect(orders).toHaveLength(2);
    expect(orders[1]!.key).toBe(orders[0]!.key);
  });
});
