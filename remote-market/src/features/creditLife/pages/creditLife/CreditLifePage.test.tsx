import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import CreditLifePage from './CreditLifePage';

/** The shop's home (spec 2.11 creditLife): the instalment room now and the way to each section. */

let page: PageHarness;
const server: AxiosAdapter = async (config) =>
  config.url === API_PATHS.creditLife.product ? answer(config, { products: [], instalmentMaxFen: 1_234_500 }) : answer(config, {});

beforeEach(() => {
  page = setUpPage(vi.fn(server));
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
