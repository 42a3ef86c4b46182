import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { MobileCarrier } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditLifeMobilePage from './CreditLifeMobilePage';

/** Top-up by carrier and face value (spec 7.7 `mobile`): each carrier's faces at the server's price. */

let page: PageHarness;
let asked: string[];

const server = () =>
  stubServer(
    {
      [API_PATHS.creditLife.mobile]: (req) => {
        const carrier = new URLSearchParams(req.text).get('carrier') as MobileCarrier;
        asked.push(carrier);
        const name = { cmcc: '中国移动', cucc: '中国联通', ctcc: '中国电信' }[carrier];
        return { data: { mobile: '138****0000', products: [{ productId: `M-${carrier}-50`, category: 'mobile', title: `${name}话费50元`, priceFen: 5000, faceFen: 5000, carrier, partner: null }] } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  asked = [];
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('CreditLifeMobilePage', () => {
  it('shows the account mobile and a carrier\'s faces; another carrier asks for its own', async () => {
    page.renderAt('/creditLifeMobile', <CreditLifeMobilePage />);
    expect(await screen.findByText('充值号码 138****0000')).toBeTruthy();
    expect(screen.getByRole('button', { name: /中国移动话费50元/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '中国电信' }));
    expect(await screen.findByRole('button', { name: /中国电信话费50元/ })).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['cmcc', 'ctcc']));
  });
});
