import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, setUpPage, tearDownPage } from '@credit/shared/testing';
import MakeMoneyPage from './MakeMoneyPage';

/** Issue 25: the friends' red packet (friendRedBag) is reached from the invitation page, by guests too. */

const server: AxiosAdapter = async (config) => answer(config, {});

afterEach(tearDownPage);

describe('MakeMoneyPage', () => {
  it.each([true, false])('leads to the friends’ red packet (logged in: %s)', async (loggedIn) => {
    const page = setUpPage(vi.fn(server), {}, { loggedIn });
    page.renderAt('/makeMoney', <MakeMoneyPage />);
    const more = await screen.findByRole('navigation', { name: '更多活动' });
    const link = more.querySelector('a');
    expect(link?.textContent).toBe('好友红包');
    expect(link?.getAttribute('href')).toBe('/friendRedBag');
  });
});
