import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, sessionStore, switchesAtom } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import SubBusiMeituanPage from './SubBusiMeituanPage';

/** The sub-business page (spec 2.10, 6): open, the partner's vouchers, each to the credit-life checkout; closed by its switch. */

let page: PageHarness;
let h5Switch: 'open' | 'close';
let server: StubServer;
/** Every call, with its fields. */
const asked = () => server.calls.map((c) => ({ url: c.path, body: c.body }));

const stub = () =>
  stubServer(
    {
      [API_PATHS.sys.switchInfo]: () => ({ data: { shopInstalmentH5Switch: h5Switch } }),
      [API_PATHS.creditLife.product]: { data: { products: [{ productId: 'P-meituan-50', category: 'voucher', title: '美团代金券50元', priceFen: 5000, faceFen: 5000, carrier: null, partner: 'meituan' }], instalmentMaxFen: 100_000 } },
      [API_PATHS.creditLife.order]: () => ({ data: { order: { orderNo: 'S2026112700000001' } } }),
    },
    { data: {} },
  );

beforeEach(() => {
  h5Switch = 'open';
  sessionStorage.clear();
  // The switches are read once per app start: each test is a start of its own.
  sessionStore.set(switchesAtom, null);
  server = stub();
  page = setUpPage(server);
});
afterEach(tearDownPage);

describe('SubBusiMeituanPage open', () => {
  it('lists the partner\'s vouchers (asked by partner) with the instalment room; a double tap makes one order', async () => {
    page.renderAt('/sub-busi-meituan', <SubBusiMeituanPage />);
    const voucher = await screen.findByRole('button', { name: /美团代金券50元/ });
    expect(screen.getByTestId('sub-busi-open').textContent).toContain('可分期额度 1,000.00元');
    expect(asked().find((a) => a.url === API_PATHS.creditLife.product)?.body).toEqual({ partner: 'meituan' });
    fireEvent.click(voucher);
    fireEvent.click(voucher);
    await waitFor(() => expect(asked().filter((a) => a.url === API_PATHS.creditLife.order)).toEqual([{ url: API_PATHS.creditLife.order, body: { productId: 'P-meituan-50' } }]));
  });
});

describe('SubBusiMeituanPage closed', () => {
  it('a closed notice in the product\'s words, no shop and no catalogue read', async () => {
    h5Switch = 'close';
    page.renderAt('/sub-busi-meituan', <SubBusiMeituanPage />);
    expect((await screen.findByTestId('sub-busi-closed')).textContent).toContain('美团分期暂未开放');
    expect(screen.queryByRole('button', { name: /美团代金券/ })).toBeNull();
    expect(asked().some((a) => a.url === API_PATHS.creditLife.product)).toBe(false);
  });
});
