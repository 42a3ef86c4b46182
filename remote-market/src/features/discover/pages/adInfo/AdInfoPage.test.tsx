import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import AdInfoPage from './AdInfoPage';

/** /adInfo (issue 28): an advertisement's page from getAdviertisementInfo. */

let asked: string[] = [];
const server = () =>
  stubServer(
    {
      [API_PATHS.contentConfig.getAdviertisementInfo]: (req) => {
        asked.push(req.text);
        return { data: { adId: 'AD01', title: '新人借款享免息', content: '首次借款可领取免息券', link: '/freeFeeCashLoan', linkText: '去看看' } };
      },
    },
  );
afterEach(() => {
  tearDownPage();
  asked = [];
});

describe('AdInfoPage', () => {
  it('shows the ad\'s text and its link', async () => {
    setUpPage(server(), {}, { loggedIn: false }).renderAt('/adInfo?adId=AD01', <AdInfoPage />);
    expect((await screen.findByTestId('ad-info')).textContent).toContain('首次借款可领取免息券');
    expect(screen.getByRole('link', { name: '去看看' }).getAttribute('href')).toBe('/freeFeeCashLoan');
    expect(asked.map((b) => new URLSearchParams(b).get('adId'))).toEqual(['AD01']);
  });

  it('without an ad it says so and asks nothing', async () => {
    setUpPage(server(), {}, { loggedIn: false }).renderAt('/adInfo', <AdInfoPage />);
    expect((await screen.findByRole('status')).textContent).toBe('广告不存在或已下线');
    expect(asked).toEqual([]);
  });
});
