import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpPage, stubServer, tearDownPage } from '@credit/shared/testing';
import MakeMoneyPage from './MakeMoneyPage';

/** Issue 25: the friends' red packet (friendRedBag) is reached from the invitation page, by guests too. */

const server = () =>
  stubServer(
    {},
    { data: {} },
  );

afterEach(tearDownPage);

describe('MakeMoneyPage', () => {
  it.each([true, false])('leads to the friends’ red packet (logged in: %s)', async (loggedIn) => {
    const page = setUpPage(server(), {}, { loggedIn });
    page.renderAt('/makeMoney', <MakeMoneyPage />);
    const more = await screen.findByRole('navigation', { name: '更多活动' });
    const link = more.querySelector('a');
    expect(link?.textContent).toBe('好友红包');
    expect(link?.getAttribute('href')).toBe('/friendRedBag');
  });
});
