import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { ShopOrder } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditLifeOrderPage from './CreditLifeOrderPage';

/** One credit-life order (ADR 038): its state asked again while delivering, the code once delivered, the refund said. */

const ORDER_NO = 'S2026112700000002';
let page: PageHarness;
let order: ShopOrder;
let reads: number;

const server = () =>
  stubServer(
    {
      [API_PATHS.creditLife.orderDetail]: () => {
        reads += 1;
        return { data: { order } };
      },
    },
    { data: {} },
  );

const base = (o: Partial<ShopOrder>): ShopOrder => ({
  orderNo: ORDER_NO, productId: 'V-tencent-month', category: 'video', partner: null, title: '腾讯视频VIP月卡', priceFen: 2500, mobile: '', status: 'delivering',
  payType: 'card', periods: null, loanOrderNo: '', code: '', failReason: '', createdAt: 0, paidAt: 0, finishedAt: null, refundedFen: 0, refundedChargesFen: 0, ...o,
});

beforeEach(() => {
  reads = 0;
  sessionStorage.clear();
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('CreditLifeOrderPage', () => {
  it('delivering: says so and asks again until the partner answers; then the code', async () => {
    order = base({});
    page.renderAt(`/creditLifeOrder?orderNo=${ORDER_NO}`, <CreditLifeOrderPage />);
    expect((await screen.findByTestId('credit-life-order-status')).textContent).toBe('发货中');
    order = base({ status: 'delivered', code: '1234-5678-9012-3456' });
    await waitFor(() => expect(screen.getByTestId('credit-life-code').textContent).toBe('1234-5678-9012-3456'), { timeout: 5_000 });
    expect(screen.getByTestId('credit-life-order-status').textContent).toBe('已发货');
    expect(reads).toBeGreaterThan(1);
  });

  it('refunded instalments: the reason, the credit back, no bills link', async () => {
    order = base({ status: 'refunded', payType: 'instalment', periods: 3, loanOrderNo: 'L2026112700000001', failReason: '商家发货失败，已为您退款' });
    page.renderAt(`/creditLifeOrder?orderNo=${ORDER_NO}`, <CreditLifeOrderPage />);
    expect((await screen.findByTestId('credit-life-order')).textContent).toContain('商家发货失败，已为您退款，分期已取消，额度已恢复');
    expect(screen.queryByRole('link', { name: '查看账单' })).toBeNull();
    expect(screen.queryByRole('link', { name: '查看退款' })).toBeNull();
  });

  it('refunded after instalments were paid: everything back, the interest and fees said, a link to the refund', async () => {
    order = base({
      status: 'refunded', payType: 'instalment', periods: 3, loanOrderNo: 'L2026112700000001', failReason: '商家发货失败，已为您退款', refundedFen: 10_412, refundedChargesFen: 412,
    });
    page.renderAt(`/creditLifeOrder?orderNo=${ORDER_NO}`, <CreditLifeOrderPage />);
    expect((await screen.findByTestId('credit-life-refunded')).textContent).toBe('已退款 104.12元（含已付利息及费用 4.12元，已原路退回银行卡）');
    expect(screen.getByRole('link', { name: '查看退款' }).getAttribute('href')).toContain('/refundDetail');
  });

  it('a malformed order number: not found, no call', async () => {
    page.renderAt('/creditLifeOrder?orderNo=L2026112700000001', <CreditLifeOrderPage />);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(reads).toBe(0);
  });
});
