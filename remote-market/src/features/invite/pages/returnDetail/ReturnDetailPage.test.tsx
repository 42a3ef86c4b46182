import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import type { InvitationsInfoData } from '@credit/shared/api';
import { setUpPage, stubServer, tearDownPage, type PageHarness } from '@credit/shared/testing';
import ReturnDetailPage from './ReturnDetailPage';

/** ADR 027: a friend's reward is pending from the friend's first loan until an on-time instalment, then credited. */

let page: PageHarness;

const info: InvitationsInfoData = {
  qualified: true, rewardPerFriendFen: 2_000, earnedFen: 2_000, pendingFen: 2_000,
  friends: [
    { mobile: '135****0003', registeredDay: '2026-01-05', borrowed: true, rewardFen: 0, rewardStatus: 'pending' },
    { mobile: '135****0002', registeredDay: '2026-01-09', borrowed: false, rewardFen: 0, rewardStatus: 'none' },
    { mobile: '135****0001', registeredDay: '2025-11-16', borrowed: true, rewardFen: 2_000, rewardStatus: 'vested' },
  ],
};

const server = () =>
  stubServer(
    {
      [API_PATHS.withdrawCash.invitationsInfo]: () => ({ data: info }),
    },
    { data: {} },
  );

beforeEach(() => {
  page = setUpPage(server());
});
afterEach(tearDownPage);

describe('ReturnDetailPage', () => {
  it('shows a pending reward as pending (not earned), a vested one as earned, and the rule of when it is paid', async () => {
    page.renderAt('/returnDetail', <ReturnDetailPage />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '135****00032026-01-05 注册 · 已借款，待按期还款待到账 20.00元',
      '135****00022026-01-09 注册 · 未借款待奖励',
      '135****00012025-11-16 注册 · 已按期还款+20.00元',
    ]);
    expect(screen.getByTestId('invite-summary').textContent).toBe('已邀请 3 人 · 累计奖励 20.00元 · 待到账 20.00元');
    expect(screen.getByText('每位好友奖励 20.00元，好友首次借款并按期还款后到账')).toBeTruthy();
  });
});
