import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CreditLifePlanRangeData, ShopOrder } from '@credit/shared/api';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import SubBusinessShopPage from './pages/shop/SubBusinessShopPage';

/** The sub-business shop closed by its switch (a file of its own: the switches are read once per app start). */

const ORDER_NO = 'S2026112700000001';
let page: PageHarness;
let payments: Array<{ key?: string; body: Record<string, string> }>;
let asked: Array<Record<string, string>>;
let order: ShopOrder;
let switches: Record<string, string>;

const plans: CreditLifePlanRangeData = {
  priceFen: 5000, instalmentMaxFen: 100_000, reason: '',
  list: [{ period: 3, aprBp: 1380, firstPaymentFen: 1717, totalFen: 5150, interestFen: 100, feeFen: 50 }, { period: 6, aprBp: 1390, firstPaymentFen: 880, totalFen: 5270, interestFen: 190, feeFen: 80 }],
};

const server: AxiosAdapter = async (config) => {
  const body = Object.fromEntries(new URLSearchParams(String(config.data ?? '')));
  if (config.url === API_PATHS.creditLife.orderDetail) return answer(config, { order });
  if (config.url === API_PATHS.creditLife.planRange) return answer(config, plans);
  if (config.url === API_PATHS.creditLife.depository) return answer(config, { canPay: false, balanceFen: 0, reason: '您尚未开通存管账户' });
  if (config.url === API_PATHS.creditLife.product) return answer(config, { products: [{ productId: 'P-meituan-50', category: 'voucher', title: '美团代金券50元', priceFen: 5000, faceFen: 5000, carrier: null, partner: 'meituan' }], instalmentMaxFen: 100_000 });
  if (config.url === API_PATHS.sys.switchInfo) return answer(config, switches);
  if (config.url === API_PATHS.oneCard.info) return answer(config, { tradePwdSet: 1 });
  if (config.url === API_PATHS.repayment.checkPwdPayment) {
    const { password: _password, ...purpose } = body;
    asked.push(purpose);
    return answer(config, { payTicket: 't-1', expiresAt: Date.now() + 300_000 });
  }
  if (config.url === API_PATHS.creditLife.payment) {
    payments.push({ key: config.headers?.['Idempotency-Key'] as string | undefined, body });
    order = { ...order, status: 'delivered', payType: 'instalment', periods: 3, loanOrderNo: 'L2026112700000001' };
    return answer(config, { order });
  }
  return answer(config, {});
};

beforeEach(() => {
  payments = [];
  asked = [];
  switches = { shopInstalmentH5Switch: 'open' };
  order = {
    orderNo: ORDER_NO, productId: 'M-cmcc-50', category: 'mobile', partner: null, title: '中国移动话费50元', priceFen: 5000, mobile: '138****0000', status: 'pendingPay',
    payType: null, periods: null, loanOrderNo: '', code: '', failReason: '', createdAt: 0, paidAt: null, finishedAt: null,
  };
  sessionStorage.clear();
  page = setUpPage(vi.fn(server));
});
afterEach(tearDownPage);

describe('SubBusinessShopPage closed', () => {
  it('closed: a closed notice, no shop', async () => {
    switches = { shopInstalmentH5Switch: 'close' };
    page.renderAt('/sub-busi-meituan', <SubBusinessShopPage />);
    expect((await screen.findByTestId('sub-busi-closed')).textContent).toContain('美团分期暂未开放');
    expect(screen.queryByRole('button', { name: /美团代金券/ })).toBeNull();
  });
});
