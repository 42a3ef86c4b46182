import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { ActivityListData, BannerListData } from '@credit/shared/api';
import { delay, httpFailure, setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import DiscoverPage from './DiscoverPage';

/** Spec 7.7 clickRecord: a banner tap records the click and opens the banner's page; a lost record bothers nobody. */

let page: PageHarness;
let clicks: string[];
let record: 'ok' | 'refused' | 'lost';
const toast = vi.fn();
const navigate = vi.fn();

const banners: BannerListData = { list: [{ bannerId: 'B02', title: '红包雨', subtitle: '天天领', link: '/redRain', theme: 'orange' }] };
const activity = { summary: '活动', link: '/redRain', endsDay: '2027-12-31', ended: false };
const activities: ActivityListData = {
  list: [
    { ...activity, code: 'crmVip', title: '专属活动', programId: 'P1' },
    { ...activity, code: 'redRain', title: '红包雨', programId: null },
  ],
};
let inGroup: boolean;
let announcementsFail: boolean;
let crmBodies: string[];

const server = () =>
  stubServer(
    {
      [API_PATHS.contentConfig.bannerList]: () => ({ data: banners }),
      [API_PATHS.contentConfig.activityList]: () => ({ data: activities }),
      [API_PATHS.contentConfig.crmGroupCheck]: (req) => {
        crmBodies.push(req.text);
        return { data: { programId: 'P1', inGroup } };
      },
      [API_PATHS.contentConfig.announcements]: () => {
        return announcementsFail ? httpFailure(500) : { data: { list: [{ noticeId: 'N1', title: '维护公告', content: '周日维护', publishedDay: '2026-11-01' }] } };
      },
      [API_PATHS.contentConfig.tabAds]: () => ({ data: { list: [{ adId: 'A1', title: '话费充值', link: '/recharge' }] } }),
      [API_PATHS.contentConfig.getAdviertisement]: () => ({ data: { list: [{ adId: 'AD02', title: '积分商城上新', subtitle: '积分兑' }] } }),
      [API_PATHS.market.bannerClick]: (req) => {
        clicks.push(new URLSearchParams(req.text).get('bannerId') ?? '');
        if (record === 'lost') return httpFailure(500);
        if (record === 'refused') return { status: 9999, message: '系统繁忙' };
        return {};
      },
    },
    { data: {} },
  );

beforeEach(() => {
  inGroup = false;
  announcementsFail = false;
  crmBodies = [];
  clicks = [];
  record = 'ok';
  toast.mockReset();
  navigate.mockReset();
  page = setUpPage(server(), { toast, navigate });
});
afterEach(tearDownPage);

describe('DiscoverPage banners', () => {
  it.each(['ok', 'refused', 'lost'] as const)('record %s: the page opens and nothing is said', async (answerOfRecord) => {
    record = answerOfRecord;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    page.renderAt('/discover', <DiscoverPage />);
    fireEvent.click(await screen.findByTestId('banner-B02'));
    expect(navigate.mock.calls.map((call) => call[0])).toEqual(['/redRain']);
    await waitFor(() => expect(clicks).toEqual(['B02']));
    await delay(20);
    process.off('unhandledRejection', unhandled);
    expect(toast).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('DiscoverPage parts (issue 28: each part its own spec call)', () => {
  it('shows the tab ads, the advertisement and the announcements; a CRM campaign stays hidden outside its group', async () => {
    page.renderAt('/discover', <DiscoverPage />);
    expect(await screen.findByTestId('activity-redRain')).toBeTruthy();
    await waitFor(() => expect(crmBodies).toEqual([JSON.stringify({ programId: 'P1' })]));
    expect(screen.queryByTestId('activity-crmVip')).toBeNull();
    expect(await screen.findByText('维护公告')).toBeTruthy();
    expect(screen.getByText('话费充值')).toBeTruthy();
    expect(screen.getByTestId('ad-AD02').getAttribute('href')).toContain('/adInfo?adId=AD02');
  });

  it('gives up the CRM group check, the one JSON call, after the 10 s of spec 7.1 (ADR 055); the other parts after 20 s', async () => {
    // Only the timers are fake (the client counts a call's time with setTimeout): the page renders and
    // waitFor polls as usual, and the clock moves only when the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stub = server();
    const unanswered: readonly string[] = [API_PATHS.contentConfig.crmGroupCheck, API_PATHS.contentConfig.announcements];
    const givenUp = new Set<string>();
    const asked = new Set<string>();
    setUpPage((config) => {
      const url = config.url ?? '';
      if (!unanswered.includes(url)) return stub.adapter(config);
      asked.add(url);
      // No answer: the request ends only when the client aborts it, as the browser's XHR does.
      return new Promise((_resolve, reject) => config.signal?.addEventListener?.('abort', () => {
        givenUp.add(url);
        reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }));
      }));
    }, { toast, navigate });
    try {
      page.renderAt('/discover', <DiscoverPage />);
      // Testing Library's waitFor drains with a setTimeout, which is fake here: wait on the real event loop.
      const start = performance.now();
      while (asked.size < unanswered.length && performance.now() - start < 5_000) await new Promise((resolve) => setImmediate(resolve));
      expect([...asked].sort()).toEqual([...unanswered].sort());
      await vi.advanceTimersByTimeAsync(9_999);
      expect(givenUp).toEqual(new Set());
      await vi.advanceTimersByTimeAsync(1);
      expect(givenUp).toEqual(new Set([API_PATHS.contentConfig.crmGroupCheck]));
      // The announcements were asked first: by 20 s after the CRM check they are past their own 20 s.
      await vi.advanceTimersByTimeAsync(9_999);
      expect(givenUp.has(API_PATHS.contentConfig.announcements)).toBe(false);
      await vi.advanceTimersByTimeAsync(10_001);
      expect(givenUp).toEqual(new Set(unanswered));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the campaign to a user in its group', async () => {
    inGroup = true;
    page.renderAt('/discover', <DiscoverPage />);
    expect(await screen.findByTestId('activity-crmVip')).toBeTruthy();
  });

  it('a part that fails is left out and the rest still shows, with no toast', async () => {
    announcementsFail = true;
    page.renderAt('/discover', <DiscoverPage />);
    expect(await screen.findByTestId('banner-B02')).toBeTruthy();
    expect(await screen.findByTestId('activity-redRain')).toBeTruthy();
    await delay(20);
    expect(screen.queryByText('平台公告')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
