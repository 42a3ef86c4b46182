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

  it('asks the CRM group check, the one JSON call, with the 10 s timeout of spec 7.1 (ADR 055); the others with 20 s', async () => {
    const timeouts = new Map<string, number | undefined>();
    const stub = server();
    setUpPage((config) => {
      timeouts.set(config.url ?? '', config.timeout);
      return stub.adapter(config);
    }, { toast, navigate });
    page.renderAt('/discover', <DiscoverPage />);
    await waitFor(() => expect(crmBodies).toHaveLength(1));
    expect(timeouts.get(API_PATHS.contentConfig.crmGroupCheck)).toBe(10_000);
    expect(timeouts.get(API_PATHS.contentConfig.activityList)).toBe(20_000);
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
