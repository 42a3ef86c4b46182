import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

afterEach(cleanup);

function currentTabs() {
  return screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
}

describe('TabBar (spec 2.1)', () => {
  it('marks the tab the route belongs to, whatever path reached it (/user is the 我的 tab too)', () => {
    render(
      <MemoryRouter initialEntries={['/user']}>
        <TabBar active="my" />
      </MemoryRouter>,
    );
    expect(currentTabs()).toEqual(['我的']);
    expect(screen.getByRole('link', { name: '我的' }).getAttribute('href')).toBe('/userNew');
  });

  it('lists the four tabs in order and marks none when the route names no tab', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <TabBar active={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['借钱', '发现', '会员', '我的']);
    expect(currentTabs()).toEqual([]);
  });
});
