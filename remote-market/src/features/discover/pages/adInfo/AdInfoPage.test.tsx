import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { answer, setUpPage, tearDownPage } from '@credit/shared/testing';
import AdInfoPage from './AdInfoPage';

/** /adInfo (issue 28): an advertisement's page from getAdviertisementInfo. */

let asked: string[] = [];
const server: AxiosAdapter = async (config) => {
  if (config.url === API_PATHS.contentConfig.getAdviertisementInfo) {
    asked.push(String(config.data));
    return answer(config, { adId: 'AD01', title: '新人借款享免息', content: '首次借款可领取免息券', link: '/freeFeeCashLoan', linkText: '去看看' });
  }
  return answer(config, null);
};
afterEach(() => {
  tearDownPage();
  asked = [];
});

describe('AdInfoPage', () => {
  it('shows the ad\'s text and its link', async () => {
    setUpPage(vi.fn(server), {}, { loggedIn: false }).renderAt('/adInfo?adId=AD01', <AdInfoPage />);
    expect((await screen.findByTestId('ad-info')).textContent).toContain('首次借款可领取免息券');
    expect(screen.getByRole('link', { name: '去看看' }).getAttribute('href')).toBe('/freeFeeCashLoan');
    expect(asked.map((b) => new URLSearchParams(b).get('adId'))).toEqual(['AD01']);
  });

  it('without an ad it says so and asks nothing', async () => {
    setUpPage(vi.fn(server), {}, { loggedIn: false }).renderAt('/adInfo', <AdInfoPage />);
    expect((await screen.findByRole('status')).textContent).toBe('广告不存在或已下线');
    expect(asked).toEqual([]);
  });
});
