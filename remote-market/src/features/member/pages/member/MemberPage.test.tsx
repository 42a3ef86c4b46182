import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, browser, sessionStore, sysInfoAtom } from '@credit/shared';
import type { MemberCardData } from '@credit/shared/api';
import { httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import MemberPage from './MemberPage';

/**
 * Spec 4.10, 7.7: duibaAccess (read as the tab shows) says whether the mall is open; 积分商城 asks
 * consumer_common where the mall is, then leaves for it with the hand-off's parameters.
 */

let page: PageHarness;
let mallAsks: number;
let accessReads: number;
let accessReply: 'open' | 'closed' | 'lost';
let fishcardBodies: string[];
let mallReply: 'ok' | 'refused' | 'lost';
const toast = vi.fn();

const card: MemberCardData = { level: 1, levelName: '普通会员', growth: 10, nextGrowth: 100, benefits: [] };

const server = () =>
  stubServer(
    {
      [API_PATHS.market.memberCard]: () => ({ data: card }),
      [API_PATHS.points.balance]: () => ({ data: { points: 100, expiringPoints: 0, expiringDay: '' } }),
      [API_PATHS.points.fudouBalance]: () => ({ data: { balance: 5 } }),
      [API_PATHS.market.couponList]: () => ({ data: { list: [], counts: { effective: 2, used: 4, expired: 1 } } }),
      [API_PATHS.coupons.redEnvelopeEffective]: () => ({
        data: { list: [{ couponId: 'R1', kind: 'redPacket', title: '借款立减红包', amountFen: 2_000, thresholdFen: 100_000, expiresDay: '2026-12-31', state: 'effective' }] },
      }),
      [API_PATHS.contentConfig.fishcardExchange]: (req) => {
        fishcardBodies.push(req.text);
        return { data: { partnerUrl: 'https://partner.example/fishcard', token: 'partner-one-time' } };
      },
      [API_PATHS.contentConfig.duibaAccess]: () => {
        accessReads += 1;
        if (accessReply === 'lost') return httpFailure(502);
        return { data: accessReply === 'open' ? { open: true, reason: '' } : { open: false, reason: '积分商城维护中，请稍后再来' } };
      },
      [API_PATHS.points.consumerCommon]: () => {
        mallAsks += 1;
        if (mallReply === 'lost') return httpFailure(502);
        if (mallReply === 'refused') return { status: 3002, message: '积分商城维护中' };
        return { data: { mallUrl: 'https://mall.example/api/mkmoln/points/duiba/mall', code: 'one-time-code' } };
      },
    },
    { data: {} },
  );

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fishcardBodies = [];
  mallAsks = 0;
  mallReply = 'ok';
  accessReads = 0;
  accessReply = 'open';
  toast.mockReset();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  page = setUpPage(server(), { toast });
});
afterEach(() => {
  assign.mockRestore();
  tearDownPage();
});

const mallButton = async () => screen.findByRole('button', { name: '积分商城' });

describe('MemberPage: the points mall', () => {
  it('a double tap asks once and leaves once, with the one-time code (never the token), fromModule and the way back', async () => {
    page.renderAt('/member', <MemberPage />);
    const button = await mallButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // The tap asks the hand-off (consumer_common) once; the access was read as the tab showed, not on the tap.
    expect(mallAsks).toBe(1);
    expect(accessReads).toBe(1);
    const url = new URL(String(assign.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://mall.example/api/mkmoln/points/duiba/mall');
    expect(url.searchParams.get('fromModule')).toBe('member');
    expect(url.searchParams.get('callBackUrl')).toMatch(/#\/handleThirdParty\?from=pointsMall$/);
    // ADR 024: the mall's URL reaches server logs, so it carries the code of consumer_common, not the session.
    expect(url.searchParams.get('code')).toBe('one-time-code');
    expect(url.searchParams.has('token')).toBe(false);
  });

  it('a refusal says the server\'s words on the page and stays; the next tap asks again', async () => {
    mallReply = 'refused';
    page.renderAt('/member', <MemberPage />);
    fireEvent.click(await mallButton());
    expect((await screen.findByRole('alert')).textContent).toBe('积分商城维护中');
    expect(assign).not.toHaveBeenCalled();
    mallReply = 'ok';
    fireEvent.click(await mallButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mallAsks).toBe(2);
  });

  it('a lost answer is the shell\'s toast only; the button is ready again', async () => {
    mallReply = 'lost';
    page.renderAt('/member', <MemberPage />);
    fireEvent.click(await mallButton());
    await waitFor(() => expect(toast.mock.lastCall?.[0]).toBe('网络不给力，请重新尝试'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: '积分商城' }).className).not.toMatch(/adm-button-loading/));
  });
});

describe('MemberPage: the coupon tile', () => {
  it('counts the coupons and red packets one may use (as 我的优惠券\'s 可使用 does), not the word 券', async () => {
    page.renderAt('/member', <MemberPage />);
    await waitFor(() => expect(screen.getByTestId('coupon-count').textContent).toBe('3'));
  });
});

describe('MemberPage: access to the points mall (duibaAccess)', () => {
  it('closed: the reason shows as the tab shows and 积分商城 is disabled; a tap asks nothing', async () => {
    accessReply = 'closed';
    page.renderAt('/member', <MemberPage />);
    expect((await screen.findByTestId('mall-closed')).textContent).toBe('积分商城维护中，请稍后再来');
    const button = await mallButton();
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(mallAsks).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed read keeps 积分商城 usable, quietly: the tap still asks the hand-off', async () => {
    accessReply = 'lost';
    page.renderAt('/member', <MemberPage />);
    await waitFor(() => expect(accessReads).toBe(1));
    const button = await mallButton();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('mall-closed')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(mallAsks).toBe(1);
  });
});

describe('MemberPage: the fishcard hand-off (spec 4.10, ADR 040)', () => {
  it('exchanges the session for a partner token and leaves with token, fromModule, callBackUrl and version; the session token goes nowhere', async () => {
    page.renderAt('/member', <MemberPage />);
    fireEvent.click(await screen.findByRole('button', { name: '会员卡特权' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fishcardBodies.map((b) => Object.fromEntries(new URLSearchParams(b)))).toEqual([{ fromModule: 'member' }]);
    const url = new URL(String(assign.mock.calls[0]![0]));
    expect(url.origin + url.pathname).toBe('https://partner.example/fishcard');
    expect(url.searchParams.get('token')).toBe('partner-one-time');
    expect(url.searchParams.get('fromModule')).toBe('member');
    expect(url.searchParams.get('callBackUrl')).toMatch(/#\/member$/);
    expect(url.searchParams.get('version')).toBeTruthy();
    expect(String(assign.mock.calls[0]![0])).not.toContain('tok-1');
  });
});

describe('MemberPage: the marketing tier (spec 6, ADR 056)', () => {
  afterEach(() => sessionStore.set(sysInfoAtom, null));
  const tier = (memberLevel: string) => sessionStore.set(sysInfoAtom, { serverTime: 0, maintenance: false, quotaUnifiedProductIds: [], memberLevel });

  it('below the level sys/info names, 会员卡特权 is not offered; the rest of the tab shows', async () => {
    tier('2');
    page.renderAt('/member', <MemberPage />);
    expect(await screen.findByText('普通会员')).toBeTruthy();
    expect(await mallButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: '会员卡特权' })).toBeNull();
  });

  it('at the level, or with no level named, it is', async () => {
    tier('1');
    page.renderAt('/member', <MemberPage />);
    expect(await screen.findByRole('button', { name: '会员卡特权' })).toBeTruthy();
  });
});
