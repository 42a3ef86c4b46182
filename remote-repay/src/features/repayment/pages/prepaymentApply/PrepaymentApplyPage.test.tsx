import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { Route, Routes } from '@credit/shared/router';
import { setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import PrepaymentApplyPage from './PrepaymentApplyPage';

/** Early settlement under the order's funder's terms (repaymentInterestContent, ADR 033). */

const ORDER_NO = 'L0000000000000042';
const QUOTE = {
  orderNo: ORDER_NO, principalFen: 200_000, interestFen: 300, feeFen: 1000, deferralFeeFen: 0, overdueFen: 0, totalFen: 201_300, savedFen: 5000, scheduledRestFen: 206_300, day: '2026-11-27',
};
const OPEN = '本笔借款由示例中原消费金融有限公司出借，可随时提前结清，利息计算至结清当日，另收取剩余本金1.00%的提前结清手续费。';
const CLOSED = '本笔借款由示例海尔小额贷款有限公司出借，暂不支持提前结清，请按期还款。';

let server: StubServer;
/** The paths asked, in order. */
const asked = () => server.calls.map((c) => c.path);
const serve = (earlySettlement: boolean) =>
  stubServer(
    {
      [API_PATHS.repayment.repaymentInterestContent]: { data: { orderNo: ORDER_NO, capitalChannel: earlySettlement ? 'zy' : 'hy', lenderName: '', earlySettlement, earlyFeePpm: earlySettlement ? 10_000 : 0, content: earlySettlement ? OPEN : CLOSED } },
      [API_PATHS.repayment.repaymentInterest]: { data: QUOTE },
      [API_PATHS.oneCard.info]: { data: { tradePwdSet: 1 } },
    },
    { data: {} },
  );
const open = (earlySettlement: boolean) => {
  server = serve(earlySettlement);
  const page = setUpPage(server);
  // The page reads the order from its path (:appId), as the route table declares it.
  return page.renderAt(`/prepaymentApply/${ORDER_NO}`, <Routes><Route path="/prepaymentApply/:appId" element={<PrepaymentApplyPage />} /></Routes>);
};

afterEach(tearDownPage);

describe("PrepaymentApplyPage: the funder's terms", () => {
  it('states the terms of the order\'s funder with the quote, then offers to settle', async () => {
    open(true);
    expect((await screen.findByTestId('early-terms')).textContent).toBe(OPEN);
    expect(screen.getByTestId('early-total').textContent).toBe('2,013.00');
    expect(screen.getByRole('button', { name: /确认提前结清/ })).toBeTruthy();
  });

  it('a funder that takes no early settlement says so: no quote asked, nothing to pay', async () => {
    open(false);
    expect(await screen.findByRole('heading', { name: '暂不支持提前结清' })).toBeTruthy();
    expect(screen.getByTestId('early-terms').textContent).toBe(CLOSED);
    expect(screen.queryByRole('button', { name: /确认提前结清/ })).toBeNull();
    expect(asked()).not.toContain(API_PATHS.repayment.repaymentInterest);
  });
});
