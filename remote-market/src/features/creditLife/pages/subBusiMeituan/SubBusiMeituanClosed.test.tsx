import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import SubBusiMeituanPage from './SubBusiMeituanPage';

/** The sub-business page closed by its switch (a file of its own: the switches are read once per app start). */

let page: PageHarness;
let asked: Array<{ url?: string; body: Record<string, string> }>;

const server: AxiosAdapter = async (config) => {
  const body = Object.fromEntries(new URLSearchParams(String(config.data ?? '')));
  asked.push({ url: config.url, body });
  if (config.url === API_PATHS.sys.switchInfo) return answer(config, { shopInstalmentH5Switch: 'close' });
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

describe('SubBusiMeituanPage closed', () => {
  it('a closed notice in the product\'s words, no shop and no catalogue read', async () => {
    page.renderAt('/sub-busi-meituan', <SubBusiMeituanPage />);
    expect((await screen.findByTestId('sub-busi-closed')).textContent).toContain('美团分期暂未开放');
    expect(screen.queryByRole('button', { name: /美团代金券/ })).toBeNull();
    expect(asked.some((a) => a.url === API_PATHS.creditLife.product)).toBe(false);
  });
});
