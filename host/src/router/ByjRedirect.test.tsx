import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Link, Route, Routes, useLocation, useNavigate } from '@credit/shared/router';
import { BYJ_ROUTE_PATH } from './byjRedirect';
import { ByjRedirect } from './ByjRedirect';

/** Spec 4.2 on in-app navigation: a link or a navigate call to #/byj… lands on the web path, the byj entry replaced. */

let go: ReturnType<typeof useNavigate> | null = null;

function Where() {
  const { pathname, search } = useLocation();
  go = useNavigate();
  return (
    <>
      <p data-testid="at">{`${pathname}${search}`}</p>
      <Link to="/byj/billList?from=tile">old link</Link>
    </>
  );
}

function app(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={BYJ_ROUTE_PATH} element={<ByjRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  go = null;
});

describe('ByjRedirect', () => {
  it('a link to #/byj/billList?from=tile opens /billList?from=tile', () => {
    app(['/user']);
    act(() => screen.getByRole('link', { name: 'old link' }).click());
    expect(screen.getByTestId('at').textContent).toBe('/billList?from=tile');
  });

  it.each([
    ['/byj/login', '/login'],
    ['/byj', '/'],
    ['/byj?x=1', '/?x=1'],
    ['/byj/newBorrowCash?amount=500', '/newBorrowCash?amount=500'],
  ])('a navigation to %s lands on %s', (from, to) => {
    app(['/user']);
    act(() => void go!(from));
    expect(screen.getByTestId('at').textContent).toBe(to);
  });

  it('replaces the byj entry: one step back returns to the page the user came from', () => {
    app(['/user']);
    act(() => void go!('/byj/billList'));
    expect(screen.getByTestId('at').textContent).toBe('/billList');
    act(() => void go!(-1));
    expect(screen.getByTestId('at').textContent).toBe('/user');
  });

  it('leaves look-alike paths alone', () => {
    app(['/byjx/login']);
    expect(screen.getByTestId('at').textContent).toBe('/byjx/login');
  });
});
