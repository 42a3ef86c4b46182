import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { addressBarRoute, useAddressBarCatchUp } from './useAddressBarCatchUp';

function Probe() {
  useAddressBarCatchUp();
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

describe('useAddressBarCatchUp', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('reads the route from the hash', () => {
    expect(addressBarRoute('')).toBe('/');
    expect(addressBarRoute('#/')).toBe('/');
    expect(addressBarRoute('#/login?redirect=user')).toBe('/login?redirect=user');
  });

  it('moves the router to the page the address bar names when it fell behind before mounting', async () => {
    // The router started at the discover page; the hash moved on before it subscribed.
    window.history.replaceState(null, '', '/#/registerWithSms?from=x');
    const view = render(
      <MemoryRouter initialEntries={['/discover']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(await view.findByText('/registerWithSms?from=x')).toBeTruthy();
  });

  it('leaves a router that agrees with the address bar alone', () => {
    window.history.replaceState(null, '', '/#/login');
    const view = render(
      <MemoryRouter initialEntries={['/login']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(view.getByTestId('at').textContent).toBe('/login');
  });
});
