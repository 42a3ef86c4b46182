import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { DiscoverData } from '@credit/shared/api';
import { answer, httpAnswer, setUpPage, tearDownPage, type PageHarness } from '@credit/shared/testing';
import DiscoverPage from './DiscoverPage';

/** Spec 7.7 clickRecord: a banner tap records the click and opens the banner's page; a lost record bothers nobody. */

let page: PageHarness;
let clicks: string[];
let record: 'ok' | 'refused' | 'lost';
const toast = vi.fn();
const navigate = vi.fn();

const discover: DiscoverData = {
  banners: [{ bannerId: 'B02', title: '红包雨', subtitle: '天天领', link: '/redRain', theme: 'orange' }],
  announcements: [],
  activities: [],
  tabAds: [],
};

const server: AxiosAdapter = async (config) => {
  if (config.url === API_PATHS.market.discover) return answer(config, discover);
  if (config.url === API_PATHS.market.bannerClick) {
    clicks.push(new URLSearchParams(String(config.data)).get('bannerId') ?? '');
    if (record === 'lost') return httpAnswer(config, 500);
    if (record === 'refused') return answer(config, null, 9999, '系统繁忙');
    return answer(config, null);
  }
  return answer(config, {});
};

beforeEach(() => {
  clicks = [];
  record = 'ok';
  toast.mockReset();
  navigate.mockReset();
  page = setUpPage(vi.fn(server), { toast, navigate });
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(toast).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
