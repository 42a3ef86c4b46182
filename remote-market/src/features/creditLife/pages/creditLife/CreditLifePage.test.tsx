import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditLifePage from './CreditLifePage';

/** The shop's home (spec 2.11 creditLife): the instalment room now and the way to each section. */

let page: PageHarness;
const server = () =>
  stubServer(
    {
      [API_PATHS.creditLife.product]: { data: { products: [], instalmentMaxFen: 1_234_500 } },
    },
    { data: {} },
  );

beforeEach(() => {
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('CreditLifePage', () => {
  it('says the largest instalment purchase and links the sections, the partners and the orders', async () => {
    page.renderAt('/creditLife', <CreditLifePage />);
    expect(await screen.findByText('可分期额度 12,345.00元')).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/creditLifeMobile', '/creditLifeVideo', '/sub-busi-meituan', '/sub-busi-elem', '/sub-busi-mthotel', '/creditLifeOrders']);
  });
});
