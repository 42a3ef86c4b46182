import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CreditLifePlanRangeData, ShopOrder } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditLifeCheckoutPage, { boughtSomething } from './CreditLifeCheckoutPage';

/** The credit-life checkout (ADR 038): the plans' APR first, one payment per screen with the creditLife ticket of the price. */

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

const server = () =>
  stubServer(
    {
      [API_PATHS.creditLife.orderDetail]: () => ({ data: { order } }),
      [API_PATHS.creditLife.planRange]: () => ({ data: plans }),
      [API_PATHS.creditLife.depository]: () => ({ data: { canPay: false, balanceFen: 0, reason: '您尚未开通存管账户' } }),
      [API_PATHS.creditLife.product]: () => ({ data: { products: [{ productId: 'P-meituan-50', category: 'voucher', title: '美团代金券50元', priceFen: 5000, faceFen: 5000, carrier: null, partner: 'meituan' }], instalmentMaxFen: 100_000 } }),
      [API_PATHS.sys.switchInfo]: () => ({ data: switches }),
      [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet: 1 } }),
      [API_PATHS.repayment.checkPwdPayment]: (req) => {
        const { password: _password, ...purpose } = req.body;
        asked.push(purpose);
        return { data: { payTicket: 't-1', expiresAt: Date.now() + 300_000 } };
      },
      [API_PATHS.creditLife.payment]: (req) => {
        payments.push({ key: req.idempotencyKey, body: req.body });
        order = { ...order, status: 'delivered', payType: 'instalment', periods: 3, loanOrderNo: 'L2026112700000001' };
        return { data: { order } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  payments = [];
  asked = [];
  switches = { shopInstalmentH5Switch: 'open' };
  order = {
    orderNo: ORDER_NO, productId: 'M-cmcc-50', category: 'mobile', partner: null, title: '中国移动话费50元', priceFen: 5000, mobile: '138****0000', status: 'pendingPay',
    payType: null, periods: null, loanOrderNo: '', code: '', failReason: '', createdAt: 0, paidAt: null, finishedAt: null, refundedFen: 0, refundedChargesFen: 0,
  };
  sessionStorage.clear();
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('CreditLifeCheckoutPage', () => {
  it('shows each plan\'s APR first; a double tap pays once, in 3 instalments, with one key and the creditLife ticket of the price', async () => {
    page.renderAt(`/creditLifeCheckout?orderNo=${ORDER_NO}`, <CreditLifeCheckoutPage />);
    const plan = await screen.findByRole('radio', { name: /3期/ });
    expect(plan.textContent!.indexOf('年化利率 13.80%')).toBe(0);
    // No plan chosen: nothing can be paid yet.
    expect(await screen.findByText('请选择分期期数')).toBeTruthy();
    fireEvent.click(plan);
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: 'Trade123' } });
    const pay = screen.getByRole('button', { name: /确认支付/ });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{32,36}$/), body: { orderNo: ORDER_NO, payType: 'instalment', period: '3', payTicket: 't-1' } });
    expect(asked).toEqual([{ payFor: 'creditLife', subject: ORDER_NO, amountFen: '5000' }]);
  });

  it('the custody balance that cannot pay says why and offers no payment', async () => {
    page.renderAt(`/creditLifeCheckout?orderNo=${ORDER_NO}`, <CreditLifeCheckoutPage />);
    fireEvent.click(await screen.findByRole('radio', { name: '存管账户余额支付' }));
    expect(await screen.findByText('您尚未开通存管账户')).toBeTruthy();
    expect((screen.getByRole('button', { name: /确认支付/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refunded order bought nothing: the pay overlay does not say 支付完成 for it', () => {
    expect(boughtSomething({ status: 'refunded' })).toBe(false);
    expect(boughtSomething({ status: 'pendingPay' })).toBe(false);
    expect(boughtSomething({ status: 'delivered' })).toBe(true);
    expect(boughtSomething({ status: 'delivering' })).toBe(true);
  });
});
