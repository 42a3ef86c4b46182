import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { ActivityInfoData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import { ActivityView } from './ActivityView';

/** Spec 2.10 activities: one draw per user; a double tap draws once; a refusal is said on the page. */

let page: PageHarness;
let draws: number;
let drawn: boolean;
let refuse: boolean;

const info = (): ActivityInfoData => ({
  code: 'welcomeNew', title: '新人礼', summary: '注册即领免息券', rules: ['每位新用户限领一次'], startDay: '2026-11-01', endsDay: '2026-12-31', ended: false, state: 'running',
  audience: 'new', canDraw: !drawn, prize: drawn ? { title: '新人免息券', amountFen: 1_000 } : null,
});

const server = () =>
  stubServer(
    {
      [API_PATHS.market.activityInfo]: () => ({ data: info() }),
      [API_PATHS.market.luckDraw]: () => {
        draws += 1;
        if (refuse) return { status: 3004, message: '活动太火爆，请稍后再试' };
        drawn = true;
        return { data: { prize: { title: '新人免息券', amountFen: 1_000 } } };
      },
    },
    { data: {} },
  );

beforeEach(() => {
  draws = 0;
  drawn = false;
  refuse = false;
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('ActivityView', () => {
  it('a double tap on 立即领取 draws once and shows the prize', async () => {
    page.renderAt('/welcomeNew', <ActivityView code="welcomeNew" />);
    const button = await screen.findByRole('button', { name: '立即领取' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect((await screen.findByTestId('activity-prize')).textContent).toContain('新人免息券');
    expect(draws).toBe(1);
  });

  it('a refusal is said under the button, which stays for another try', async () => {
    refuse = true;
    page.renderAt('/welcomeNew', <ActivityView code="welcomeNew" />);
    fireEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect((await screen.findByRole('alert')).textContent).toBe('活动太火爆，请稍后再试');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(await screen.findByTestId('activity-prize')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(draws).toBe(2);
  });
});
