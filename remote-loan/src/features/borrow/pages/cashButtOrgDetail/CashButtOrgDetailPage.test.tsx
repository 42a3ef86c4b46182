import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CapitalOrg, QueryRouterData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import CashButtOrgDetailPage from './CashButtOrgDetailPage';

/** The 资金方 page against a stubbed cash/queryRouter: one lender, or a two-bill loan's two with their shares (ADR 035). */

const ORDER_NO = 'L0000000000000042';
const org = (code: string, name: string): CapitalOrg => ({
  code, name, licenceType: '金融许可证', licenceNo: `L${code}`, creditCode: `9111${code}`, regulator: '示例监管局', hotline: '400-000-0006', contractParty: name, address: '示例路1号',
});
const MASTER = org('C06', '示例晋商消费金融股份有限公司');
const SLAVE = org('C02', '示例银行股份有限公司');

function render(data: QueryRouterData) {
  const server = () =>
    stubServer(
      {
        [API_PATHS.cash.queryRouter]: () => ({ data }),
      },
      { data: {} },
    );
  setUpPage(server()).renderAt(`/cashButtOrgDetail?orderNo=${ORDER_NO}`, <CashButtOrgDetailPage />);
}

afterEach(tearDownPage);

describe('CashButtOrgDetailPage', () => {
  it('shows the one lender of a one-lender loan', async () => {
    render({ orderNo: ORDER_NO, org: MASTER, slave: null });
    const card = await screen.findByTestId('capital-org');
    expect(within(card).getByRole('heading', { name: MASTER.name })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '400-000-0006' }).getAttribute('href')).toBe('tel:4000000006');
    expect(screen.getAllByTestId('capital-org')).toHaveLength(1);
  });

  it("shows both institutions of a two-bill loan, each with its role and share", async () => {
    render({ orderNo: ORDER_NO, org: MASTER, slave: { org: SLAVE, sharePpm: 300_000 } });
    const master = await screen.findByRole('region', { name: '资金方信息（主资金方，出借比例70%）' });
    expect(within(master).getByRole('heading', { name: MASTER.name })).toBeTruthy();
    const slave = screen.getByRole('region', { name: '资金方信息（从资金方，出借比例30%）' });
    expect(within(slave).getByRole('heading', { name: SLAVE.name })).toBeTruthy();
    expect(within(slave).getByText(SLAVE.licenceNo)).toBeTruthy();
  });
});
