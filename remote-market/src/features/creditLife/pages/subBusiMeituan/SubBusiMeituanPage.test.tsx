import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import SubBusiMeituanPage from './SubBusiMeituanPage';

/** The sub-business page open (spec 2.10, 6): the partner's vouchers, each to the credit-life checkout. */

let page: PageHarness;
let asked: Array<{ url?: string; body: Record<string, string> }>;

const server: AxiosAdapter = async (config) => {
  const body = Object.fromEntries(new URLSearchParams(String(config.data ?? '')));
  asked.push({ url: config.url, body });
  if (config.url === API_PATHS.sys.switchInfo) return answer(config, { shopInstalmentH5Switch: 'open' });
  if (config.url === API_PATHS.creditLife.product) {
    return answer(config, { products: [{ productId: 'P-meituan-50', category: 'voucher', title: '美团代金券50元', priceFen: 5000, faceFen: 5000, carrier: null, partner: 'meituan' }], instalmentMaxFen: 100_000 });
  }
  if (config.url === API_PATHS.creditLife.order) return answer(config, { order: { orderNo: 'S2026112700000001' } });
  return answer(config, {});
};

beforeEach(() => {
  asked = [];
  sessionStorage.clear();
  page = setUpPage(vi.fn(server));
});
afterEach(tearDownPage);

describe('SubBusiMeituanPage open', () => {
  it('lists the partner\'s vouchers (asked by partner) with the instalment room; a double tap makes one order', async () => {
    page.renderAt('/sub-busi-meituan', <SubBusiMeituanPage />);
    const voucher = await screen.findByRole('button', { name: /美团代金券50元/ });
    expect(screen.getByTestId('sub-busi-open').textContent).toContain('可分期额度 1,000.00元');
    expect(asked.find((a) => a.url === API_PATHS.creditLife.product)?.body).toEqual({ partner: 'meituan' });
    fireEvent.click(voucher);
    fireEvent.click(voucher);
    await waitFor(() => expect(asked.filter((a) => a.url === API_PATHS.creditLife.order)).toEqual([{ url: API_PATHS.creditLife.order, body: { productId: 'P-meituan-50' } }]));
  });
});
