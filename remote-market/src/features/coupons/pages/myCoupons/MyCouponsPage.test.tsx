import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { CouponItem } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import MyCouponsPage from './MyCouponsPage';

/**
 * Spec 7.7: 我的优惠券 takes coupons from the coupon calls and loan red packets from the red-packet calls: the
 * ones to use from redEnvelopeList effective, the spent ones from redPacket used, the expired ones from
 * redPacket lists (issue 39).
 */

const item = (couponId: string, kind: CouponItem['kind'], title: string, state: CouponItem['state']): CouponItem => ({
  couponId, kind, title, amountFen: 1_000, thresholdFen: 0, expiresDay: '2026-12-31', state,
});
const usableCoupon = item('C1', 'coupon', '新人免息券', 'effective');
const usedCoupon = item('C2', 'coupon', '还款立减券', 'used');
const expiredCoupon = item('C3', 'coupon', '夏日免息券', 'expired');
const usableRed = item('R1', 'redPacket', '借款立减红包', 'effective');
const spentRed = item('R2', 'redPacket', '已用借款红包', 'used');
const expiredRed = item('R3', 'redPacket', '过期借款红包', 'expired');

let page: PageHarness;
beforeEach(() => {
  page = setUpPage(
    stubServer({
      [API_PATHS.market.couponList]: () => ({ data: { list: [usableCoupon], counts: { effective: 1, used: 1, expired: 1 } } }),
      [API_PATHS.coupons.redEnvelopeEffective]: () => ({ data: { list: [usableRed] } }),
      // The red packets are the red-packet calls' (invalidation's own red packets are not read: once each).
      [API_PATHS.coupons.invalidation]: () => ({ data: { list: [usedCoupon, expiredCoupon, item('R9', 'redPacket', '另一份红包', 'used')] } }),
      [API_PATHS.coupons.redPacketLists]: () => ({ data: { list: [usableRed, spentRed, expiredRed] } }),
      [API_PATHS.coupons.redPacketUsed]: () => ({ data: { list: [spentRed] } }),
    }),
  );
});
afterEach(() => tearDownPage());

const titles = async () => (await screen.findAllByTestId('coupon')).map((c) => within(c).getAllByText(/./)[1]!.textContent);

describe('MyCouponsPage: red packets by their own calls', () => {
  it('each tab lists its coupons and red packets once, with the counts', async () => {
    page.renderAt('/myCoupons', <MyCouponsPage />);
    expect(await screen.findByRole('tab', { name: '可使用(2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已使用(2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已过期(2)' })).toBeTruthy();
    expect(await titles()).toEqual(['新人免息券', '借款立减红包']);
  });

  it('已使用 shows the red packets spent (redPacket used)', async () => {
    page.renderAt('/myCoupons?state=used', <MyCouponsPage />);
    expect(await titles()).toEqual(['还款立减券', '已用借款红包']);
  });

  it('已过期 shows the expired red packets of redPacket lists', async () => {
    page.renderAt('/myCoupons?state=expired', <MyCouponsPage />);
    expect(await titles()).toEqual(['夏日免息券', '过期借款红包']);
  });
});
